// Types only: a value import would bundle the contracts into the app.
import type {
  AddTaxonomyInput,
  AdminMakeDto,
  RenameTaxonomyInput,
  TaxonomyChangeDto,
  TaxonomyImportDto,
  TaxonomyLevel,
} from '@pitstop/contracts';
import { api } from '../../api/api';
import { withServerText } from '../../api/api-error';
import type { ImportAnswer } from './importsApi';

/**
 * What an edit of the taxonomy makes stale here: the Vehicles tab's tree, the picker's lists,
 * listings (their vehicle's names) and garages (their cars).
 */
const TOUCHED = ['Make', 'VehicleModel', 'Generation', 'Trim', 'Listing', 'Garage'] as const;

/** The Vehicles tab (/api/admin/taxonomy/...): the tree, add, rename, merge, CSV import. */
export const taxonomyAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    taxonomyTree: build.query<AdminMakeDto[], void>({
      query: () => 'admin/taxonomy',
      providesTags: [{ type: 'Make', id: 'ADMIN_TREE' }],
      transformErrorResponse: withServerText('Failed to fetch the vehicles'),
    }),
    addTaxonomy: build.mutation<
      TaxonomyChangeDto,
      { level: TaxonomyLevel; input: AddTaxonomyInput }
    >({
      query: ({ level, input }) => ({
        url: `admin/taxonomy/${level}`,
        method: 'POST',
        body: input,
      }),
      invalidatesTags: [...TOUCHED],
      transformErrorResponse: withServerText('Could not add it'),
    }),
    renameTaxonomy: build.mutation<
      TaxonomyChangeDto,
      { level: TaxonomyLevel; id: string; input: RenameTaxonomyInput }
    >({
      query: ({ level, id, input }) => ({
        url: `admin/taxonomy/${level}/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: input,
      }),
      invalidatesTags: [...TOUCHED],
      transformErrorResponse: withServerText('Could not rename it'),
    }),
    mergeTaxonomy: build.mutation<
      TaxonomyChangeDto,
      { level: TaxonomyLevel; id: string; intoId: string }
    >({
      query: ({ level, id, intoId }) => ({
        url: `admin/taxonomy/${level}/${encodeURIComponent(id)}/merge`,
        method: 'POST',
        body: { intoId },
      }),
      invalidatesTags: [...TOUCHED],
      transformErrorResponse: withServerText('Could not merge them'),
    }),
    importTaxonomyCsv: build.mutation<ImportAnswer, File>({
      query: (file) => {
        const body = new FormData();
        body.append('csv', file, file.name);
        return { url: 'admin/taxonomy/import-csv', method: 'POST', body };
      },
      transformErrorResponse: withServerText('Import Failed'),
    }),
    taxonomyImport: build.query<TaxonomyImportDto, string>({
      query: (id) => `admin/taxonomy/imports/${encodeURIComponent(id)}`,
      transformErrorResponse: withServerText('Failed to fetch the import'),
    }),
  }),
});

export const {
  useTaxonomyTreeQuery,
  useAddTaxonomyMutation,
  useRenameTaxonomyMutation,
  useMergeTaxonomyMutation,
  useImportTaxonomyCsvMutation,
  useTaxonomyImportQuery,
} = taxonomyAdminApi;

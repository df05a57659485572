import type { ClearAllDto, ImportDto } from '@pitstop/contracts';
import { api } from '../../api/api';
import { withServerText, withServerTextOr } from '../../api/api-error';
import { countOf } from '../../components/format';
import { toAdminPage, type AdminPage } from './admin-page';

/** POST /api/admin/import-csv's answer: the product's { imported, errors }, with the import's state. */
export type ImportAnswer = ImportDto & { importId: string };

/**
 * The Settings tab's bulk CSV import: start one (the answer comes within seconds for a small
 * file, else the import runs on and is followed by id), past imports, cancel, Clear All.
 */
export const importsApi = api.injectEndpoints({
  endpoints: (build) => ({
    importCsv: build.mutation<ImportAnswer, File>({
      query: (file) => {
        const body = new FormData();
        body.append('csv', file, file.name);
        return { url: 'admin/import-csv', method: 'POST', body };
      },
      // docs/product.md §8: 'Import Failed' with the server's message, else 'Failed to import CSV'.
      transformErrorResponse: withServerTextOr('Import Failed', 'Failed to import CSV'),
      invalidatesTags: (answer) =>
        answer && answer.status === 'completed' ? [{ type: 'Listing', id: 'LIST' }] : [],
    }),
    /** A page of past imports, newest first, with the total (X-Total-Count). */
    listImports: build.query<AdminPage<ImportDto>, { limit: number; offset: number }>({
      query: (params) => ({ url: 'admin/imports', params }),
      transformResponse: (rows: ImportDto[], meta) => toAdminPage(rows, meta),
      transformErrorResponse: withServerText('Failed to fetch imports'),
    }),
    getImport: build.query<ImportDto, string>({
      query: (id) => `admin/imports/${encodeURIComponent(id)}`,
      transformErrorResponse: withServerText('Failed to fetch the import'),
    }),
    cancelImport: build.mutation<ImportDto, string>({
      query: (id) => ({ url: `admin/imports/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      transformErrorResponse: withServerText('Cancel failed'),
    }),
    clearAllModels: build.mutation<ClearAllDto, void>({
      query: () => ({ url: 'admin/clear-all-models', method: 'DELETE' }),
      // docs/product.md §8: 'Error' with the message, else 'Failed to clear models'.
      transformErrorResponse: withServerTextOr('Error', 'Failed to clear models'),
    }),
    getClearAll: build.query<ClearAllDto, string>({
      query: (jobId) => `admin/clear-all-models/${encodeURIComponent(jobId)}`,
      transformErrorResponse: withServerTextOr('Error', 'Failed to clear models'),
    }),
  }),
});

export const {
  useImportCsvMutation,
  useListImportsQuery,
  useGetImportQuery,
  useCancelImportMutation,
  useClearAllModelsMutation,
  useGetClearAllQuery,
} = importsApi;

/** The import this browser is following: kept across a reload until it ends. */
const FOLLOWED = 'pitstop.admin.followedImport';
export const followedImport = {
  get: (): string | null => {
    try {
      return localStorage.getItem(FOLLOWED);
    } catch {
      return null;
    }
  },
  set: (id: string | null) => {
    try {
      if (id) localStorage.setItem(FOLLOWED, id);
      else localStorage.removeItem(FOLLOWED);
    } catch {
      // Private mode: the progress just does not survive a reload.
    }
  },
};

/** docs/product.md §8's 'CSV Import Completed' text: imported N models, M errors. */
export const importCompletedText = (row: Pick<ImportDto, 'imported' | 'errors'>) =>
  `Imported ${countOf(row.imported, 'model')}, ${countOf(row.errors, 'error')}`;

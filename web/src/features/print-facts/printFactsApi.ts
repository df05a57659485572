import type { ModelUnit, PrinterDto, PrinterInput, SlicerLinksDto } from '@pitstop/contracts';
import { api } from '../../api/api';
import { shownInline, withErrorTitle, withServerText } from '../../api/api-error';

export type Printer = PrinterDto;
export type SlicerLinks = SlicerLinksDto;

/** The user's printer (Profile → Settings, the model page's bed fit) and slicer links. */
export const printFactsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/printer: null before the user has saved one. */
    getPrinter: build.query<Printer | null, void>({
      query: () => 'printer',
      transformErrorResponse: withErrorTitle('Failed to fetch your printer'),
    }),
    savePrinter: build.mutation<Printer, PrinterInput>({
      query: (printer) => ({ url: 'printer', method: 'PUT', body: printer }),
      transformErrorResponse: withServerText('Failed to save your printer'),
      async onQueryStarted(_printer, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(printFactsApi.util.upsertQueryData('getPrinter', undefined, data));
        } catch {
          // The toast says it; the form keeps what was typed.
        }
      },
    }),
    /** PUT /api/objects/unit: the unit an uploaded model file was exported in. */
    setModelUnit: build.mutation<
      { storageUrl: string; unit: ModelUnit },
      { storageUrl: string; unit: ModelUnit }
    >({
      query: (body) => ({ url: 'objects/unit', method: 'PUT', body }),
      transformErrorResponse: withServerText('Failed to save the unit'),
    }),
    /**
     * GET /api/models3d/{id}/files/{fileId}/slicer-links: short-lived, so it is asked again
     * (SLICER_LINKS_REFRESH_MS) while the page stays open.
     */
    getSlicerLinks: build.query<SlicerLinks, { listingId: string; fileId: string }>({
      query: ({ listingId, fileId }) =>
        `models3d/${encodeURIComponent(listingId)}/files/${encodeURIComponent(fileId)}/slicer-links`,
      keepUnusedDataFor: 60,
      // The buttons say it themselves.
      transformErrorResponse: shownInline,
    }),
  }),
});

/** Well inside the links' 15 minutes. */
export const SLICER_LINKS_REFRESH_MS = 5 * 60 * 1000;

export const {
  useGetPrinterQuery,
  useSavePrinterMutation,
  useGetSlicerLinksQuery,
  useSetModelUnitMutation,
} = printFactsApi;

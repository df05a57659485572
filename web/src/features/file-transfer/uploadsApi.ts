// Types only: a value import would bundle the contracts into the app.
import type { IssuedUpload, MultipartUpload, UploadedPart } from '@pitstop/contracts';
import { api } from '../../api/api';
import { shownInline, withServerText } from '../../api/api-error';
import type { CompletedPart, CreateMultipartBody, IssueUploadBody } from './object-upload';
import { UPLOAD_URL_FAILED } from './upload-rules';

interface PartRef {
  uploadId: string;
  partNumber: number;
}

const multipart = (uploadId: string) => `objects/multipart/${encodeURIComponent(uploadId)}`;

/**
 * Upload addresses (media, through the gateway). Asking for one failing is the spec's 'Failed
 * to get upload URL' toast with the server's reason (a file refused by name, size or type before
 * any byte is sent). The steps of a transfer under way fail quietly here: the uploader shows
 * 'Upload failed' for the file (a lapsed session still signs the user out, as everywhere).
 * Objects belong to no listing until one claims them, so nothing here touches the cache.
 */
export const uploadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    issueUpload: build.mutation<IssuedUpload, IssueUploadBody>({
      query: (body) => ({ url: 'objects/upload', method: 'POST', body }),
      transformErrorResponse: withServerText(UPLOAD_URL_FAILED),
    }),
    createMultipartUpload: build.mutation<MultipartUpload, CreateMultipartBody>({
      query: (body) => ({ url: 'objects/multipart', method: 'POST', body }),
      transformErrorResponse: withServerText(UPLOAD_URL_FAILED),
    }),
    signUploadPart: build.mutation<{ url: string }, PartRef>({
      query: ({ uploadId, partNumber }) => ({
        url: `${multipart(uploadId)}/parts/${partNumber}`,
        method: 'POST',
      }),
      transformErrorResponse: shownInline,
    }),
    /** The parts storage holds (to resume after them); asked afresh each time. */
    listUploadedParts: build.query<UploadedPart[], string>({
      query: (uploadId) => multipart(uploadId),
      keepUnusedDataFor: 0,
      transformErrorResponse: shownInline,
    }),
    completeMultipartUpload: build.mutation<
      IssuedUpload,
      { uploadId: string; parts: CompletedPart[] }
    >({
      query: ({ uploadId, parts }) => ({
        url: `${multipart(uploadId)}/complete`,
        method: 'POST',
        body: { parts },
      }),
      transformErrorResponse: shownInline,
    }),
    abortMultipartUpload: build.mutation<void, string>({
      query: (uploadId) => ({ url: multipart(uploadId), method: 'DELETE' }),
      transformErrorResponse: shownInline,
    }),
  }),
});

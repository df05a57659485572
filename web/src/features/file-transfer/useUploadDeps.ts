import { useMemo } from 'react';
import { browserStorage } from '../../app/browser-storage';
import { useAppDispatch } from '../../app/hooks';
import type { ObjectUploadClient, UploadDeps } from './object-upload';
import { abortError } from './object-upload';
import { uploadsApi } from './uploadsApi';
import { xhrPut } from './xhr-put';

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortError());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * What the transfer needs in the browser: the API's upload routes through the one RTK Query api
 * (untracked: nothing keeps their answers), the XHR PUT, localStorage and the clock.
 */
export function useUploadDeps(): UploadDeps {
  const dispatch = useAppDispatch();
  return useMemo(() => {
    const { endpoints } = uploadsApi;
    const client: ObjectUploadClient = {
      issueUpload: (body) =>
        dispatch(endpoints.issueUpload.initiate(body, { track: false })).unwrap(),
      createMultipart: (body) =>
        dispatch(endpoints.createMultipartUpload.initiate(body, { track: false })).unwrap(),
      signPart: async (uploadId, partNumber) =>
        (
          await dispatch(
            endpoints.signUploadPart.initiate({ uploadId, partNumber }, { track: false }),
          ).unwrap()
        ).url,
      listParts: (uploadId) =>
        dispatch(
          endpoints.listUploadedParts.initiate(uploadId, { subscribe: false, forceRefetch: true }),
        ).unwrap(),
      completeMultipart: (uploadId, parts) =>
        dispatch(
          endpoints.completeMultipartUpload.initiate({ uploadId, parts }, { track: false }),
        ).unwrap(),
      abortMultipart: async (uploadId) => {
        await dispatch(
          endpoints.abortMultipartUpload.initiate(uploadId, { track: false }),
        ).unwrap();
      },
    };
    return { client, put: xhrPut, storage: browserStorage('local'), now: Date.now, sleep };
  }, [dispatch]);
}

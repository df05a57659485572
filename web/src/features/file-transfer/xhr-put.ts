import { abortError, TransferError, type PutFn } from './object-upload';

/** A request that sends nothing for this long is given up (and retried). */
const STALL_TIMEOUT_MS = 60_000;

/**
 * One PUT to a presigned storage address with XMLHttpRequest, which (unlike fetch) reports upload
 * progress. No cookies: the address carries its own signature, and storage answers CORS for the
 * site's origin without credentials. The part's ETag is read from the answer (storage's CORS
 * exposes it).
 */
export const xhrPut: PutFn = ({ url, body, contentType, signal, onProgress }) =>
  new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    let stalled = false;
    let stall: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(stall);
      stall = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, STALL_TIMEOUT_MS);
    };
    const onAbort = () => xhr.abort();
    const done = () => {
      clearTimeout(stall);
      signal.removeEventListener('abort', onAbort);
    };

    xhr.open('PUT', url);
    if (contentType) xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => {
      watch();
      onProgress(event.loaded);
    };
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) resolve({ etag: xhr.getResponseHeader('ETag') });
      else reject(new TransferError(xhr.status, `Storage answered ${xhr.status}`));
    };
    xhr.onerror = () => {
      done();
      reject(new TransferError(0, 'No answer from storage'));
    };
    xhr.onabort = () => {
      done();
      reject(stalled ? new TransferError(0, 'The upload stalled') : abortError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    watch();
    xhr.send(body);
  });

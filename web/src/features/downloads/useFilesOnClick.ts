import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { downloadsApi, useListModelFilesQuery, type ModelFile } from './downloadsApi';

/**
 * A listing's files for a button that acts on them (DOWNLOAD, Preview STL). `withFiles(act)`
 * runs `act` with the list at once, or when the answer the page is already waiting for arrives:
 * a click while the list loads is kept (a loading antd button would swallow it), and `waiting`
 * says one is. A list that failed goes to `onError` and is asked for again.
 */
export function useFilesOnClick(listingId: string, onError: (error: unknown) => void) {
  const dispatch = useAppDispatch();
  const files = useListModelFilesQuery(listingId);
  const [waiting, setWaiting] = useState(false);

  const failed = (error: unknown) => {
    onError(error);
    void files.refetch();
  };

  const withFiles = (act: (list: ModelFile[]) => void) => {
    if (files.isLoading) {
      setWaiting(true);
      const request = dispatch(downloadsApi.endpoints.listModelFiles.initiate(listingId));
      request
        .unwrap()
        .then(act, failed)
        .finally(() => {
          setWaiting(false);
          request.unsubscribe();
        });
      return;
    }
    if (files.error) return failed(files.error);
    act(files.data ?? []);
  };

  return { files, withFiles, waiting };
}

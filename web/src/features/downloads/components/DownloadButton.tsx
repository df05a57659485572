import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import Button from 'antd/es/button';
import { lazy, Suspense, useState } from 'react';
import { serverText } from '../../../api/api-error';
import { useAppDispatch } from '../../../app/hooks';
import { showToast } from '../../notifications/toastSlice';
import type { ModelFile } from '../downloadsApi';
import { NO_FILES_MESSAGE } from '../model-files';
import { useFilesOnClick } from '../useFilesOnClick';

// Code-split like the report dialog: the dialog (and antd's Modal) load on the first click.
const loadDialog = () => import('./DownloadFilesDialog');
const DownloadFilesDialog = lazy(loadDialog);

/**
 * DOWNLOAD for someone who may download the listing (the caller checks: signed in, and free or
 * theirs to download). A click opens the file list (docs/product.md §4), where the first .stl's
 * Download is the main button. The product opens it when an .stl is found; a listing whose files
 * are all in other formats (3MF, STEP) gets the list too, since each file downloads on its own.
 */
export function DownloadButton({
  listing,
}: {
  listing: { id: string; slug: string; title: string };
}) {
  const dispatch = useAppDispatch();
  const { files, withFiles, waiting } = useFilesOnClick(listing.id, (error) =>
    dispatch(
      showToast({ kind: 'error', title: 'Failed to fetch files', description: serverText(error) }),
    ),
  );
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [opening, setOpening] = useState(false);

  const openWith = (list: ModelFile[]) => {
    if (list.length === 0) {
      dispatch(showToast({ kind: 'warning', title: 'No Files', description: NO_FILES_MESSAGE }));
      return;
    }
    setOpening(true);
    loadDialog()
      .then(() => {
        setMounted(true);
        setOpen(true);
      })
      .catch(() =>
        dispatch(
          showToast({
            kind: 'error',
            title: 'Error',
            description: 'The file list could not be loaded. Check your connection and try again.',
          }),
        ),
      )
      .finally(() => setOpening(false));
  };

  return (
    <>
      <Button
        type="primary"
        size="large"
        block
        icon={<DownloadOutlined aria-hidden />}
        loading={waiting || opening}
        data-testid="model-download"
        onClick={() => withFiles(openWith)}
      >
        DOWNLOAD
      </Button>
      {mounted && files.data && (
        <Suspense fallback={null}>
          <DownloadFilesDialog
            listing={listing}
            files={files.data}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

import CodeSandboxOutlined from '@ant-design/icons/CodeSandboxOutlined';
import Button from 'antd/es/button';
import { lazy, Suspense, useState } from 'react';
import { serverText } from '../../../api/api-error';
import { useAppDispatch } from '../../../app/hooks';
import type { ModelFile } from '../../downloads/downloadsApi';
import { firstStl } from '../../downloads/model-files';
import { useFilesOnClick } from '../../downloads/useFilesOnClick';
import { showToast } from '../../notifications/toastSlice';

// three.js and the viewer load only when the dialog is first opened: the model page itself
// stays as light as it was.
const loadViewer = () => import('../../model-viewer/components/ModelViewerDialog');
const ModelViewerDialog = lazy(loadViewer);

/**
 * Preview STL: the listing's first .stl in the '3D MODEL PREVIEW' dialog. The spec's toasts when
 * it has none ('No STL File') or the file has no address ('Preview Error').
 */
export function PreviewStlButton({ listingId }: { listingId: string }) {
  const dispatch = useAppDispatch();
  const { files, withFiles, waiting } = useFilesOnClick(listingId, (error) =>
    dispatch(showToast({ kind: 'error', title: 'Preview Error', description: serverText(error) })),
  );
  const [viewing, setViewing] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(false);

  const preview = (list: ModelFile[]) => {
    const stl = firstStl(list);
    if (!stl) {
      dispatch(
        showToast({
          kind: 'warning',
          title: 'No STL File',
          description: 'No STL file found for preview',
        }),
      );
      return;
    }
    if (!stl.storageUrl) {
      dispatch(
        showToast({
          kind: 'error',
          title: 'Preview Error',
          description: 'STL file URL not available',
        }),
      );
      return;
    }
    // The button spins while the viewer's code arrives (once), then the dialog opens at once.
    setOpening(true);
    loadViewer()
      .then(() => {
        setViewing(stl.id);
        setOpen(true);
      })
      .catch(() =>
        dispatch(
          showToast({
            kind: 'error',
            title: 'Preview Error',
            description: 'The 3D viewer could not be loaded. Check your connection and try again.',
          }),
        ),
      )
      .finally(() => setOpening(false));
  };

  return (
    <>
      <Button
        size="large"
        block
        icon={<CodeSandboxOutlined aria-hidden />}
        loading={waiting || opening}
        data-testid="preview-stl"
        onClick={() => withFiles(preview)}
      >
        Preview STL
      </Button>
      {viewing && files.data && (
        <Suspense fallback={null}>
          <ModelViewerDialog
            files={files.data}
            initialFileId={viewing}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

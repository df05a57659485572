import Modal from 'antd/es/modal';
import Button from 'antd/es/button';
import { useState } from 'react';
import type { ModelFile } from '../../downloads/downloadsApi';
import { fileTypeLabel, viewableType } from '../../downloads/model-files';
import { ModelViewer } from './ModelViewer';
import styles from './ModelViewerDialog.module.css';

interface ModelViewerDialogProps {
  /** The listing's files; those the viewer can draw (STL, OBJ, 3MF) are offered. */
  files: readonly ModelFile[];
  /** The file shown first: the listing's first STL (docs/product.md §4). */
  initialFileId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * '3D MODEL PREVIEW': the listing's first STL in our own three.js viewer, and a choice of its
 * other 3D files when it has more. Loaded only when opened (three.js stays out of the pages);
 * closing it frees the canvas and the GPU's memory.
 */
export default function ModelViewerDialog({
  files,
  initialFileId,
  open,
  onClose,
}: ModelViewerDialogProps) {
  const viewable = files.filter((file) => viewableType(file) && file.storageUrl);
  const [selectedId, setSelectedId] = useState(initialFileId);
  const file = viewable.find((f) => f.id === selectedId) ?? viewable[0];
  const type = file ? viewableType(file) : null;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={<span className={styles.title}>3D MODEL PREVIEW</span>}
      closable={{ 'aria-label': 'Close' }}
      footer={null}
      width={960}
      centered
      destroyOnHidden
    >
      <div className={styles.body} data-testid="stl-viewer-dialog">
        {viewable.length > 1 && (
          <div className={styles.picker} role="group" aria-label="File to show">
            {viewable.map((f) => (
              <Button
                key={f.id}
                size="small"
                type={f.id === file?.id ? 'primary' : 'default'}
                aria-pressed={f.id === file?.id}
                data-testid="viewer-file"
                onClick={() => setSelectedId(f.id)}
              >
                {f.filename} <span className={styles.fileType}>{fileTypeLabel(f)}</span>
              </Button>
            ))}
          </div>
        )}
        {file && type && <ModelViewer key={file.id} file={file} type={type} />}
      </div>
    </Modal>
  );
}

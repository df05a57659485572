import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import FileZipOutlined from '@ant-design/icons/FileZipOutlined';
import FileOutlined from '@ant-design/icons/FileOutlined';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { showToast } from '../../notifications/toastSlice';
import { downloadRecorded, type ModelFile } from '../downloadsApi';
import {
  ANALYSING,
  CLOSE_AFTER_DOWNLOAD_MS,
  downloadAddress,
  downloadStartedText,
  fileTypeLabel,
  firstStl,
  formatFileSize,
  printedSize,
  zipAddress,
  zipName,
} from '../model-files';
import { startDownload } from '../start-download';
import { countOf } from '../../../components/format';
import styles from './DownloadFilesDialog.module.css';

/** Time for the server to record a download before the counts and the Downloads tab are asked again. */
const RECORDED_AFTER_MS = 1500;

interface DownloadFilesDialogProps {
  listing: { id: string; slug: string; title: string };
  files: readonly ModelFile[];
  open: boolean;
  onClose: () => void;
}

/**
 * 'DOWNLOAD FILES': each file with its name, type, size and printed size, a Download button
 * each (the first STL's is the main one), and every file as one ZIP. A started download says so
 * ('Download Started') and the dialog closes 2 s later (docs/product.md sections 4, 8 and 9).
 */
export default function DownloadFilesDialog({
  listing,
  files,
  open,
  onClose,
}: DownloadFilesDialogProps) {
  const dispatch = useAppDispatch();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const main = firstStl(files);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const started = (url: string, filename: string) => {
    startDownload(url);
    dispatch(
      showToast({
        kind: 'success',
        title: 'Download Started',
        description: downloadStartedText(filename),
      }),
    );
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(onClose, CLOSE_AFTER_DOWNLOAD_MS);
    // Not tied to the dialog: closing it early must not lose the refresh.
    setTimeout(() => dispatch(downloadRecorded(listing.id)), RECORDED_AFTER_MS);
  };

  const close = () => {
    clearTimeout(closeTimer.current);
    onClose();
  };

  return (
    <Modal
      open={open}
      onCancel={close}
      title={<span className={styles.title}>DOWNLOAD FILES</span>}
      closable={{ 'aria-label': 'Close' }}
      destroyOnHidden
      width={640}
      footer={
        <div className={styles.footer}>
          <p className={styles.count}>
            {countOf(files.length, 'file')} ·{' '}
            {formatFileSize(files.reduce((sum, f) => sum + (f.filesizeBytes || 0), 0))}
          </p>
          <Button
            icon={<FileZipOutlined aria-hidden />}
            data-testid="download-zip"
            onClick={() => started(zipAddress(listing.id), zipName(listing.slug))}
          >
            Download all (.zip)
          </Button>
        </div>
      }
    >
      <ul
        className={styles.files}
        aria-label={`Files of ${listing.title}`}
        data-testid="download-files"
      >
        {files.map((file) => {
          const size = printedSize(file);
          return (
            <li key={file.id} className={styles.file} data-testid="download-file-row">
              <FileOutlined className={styles.icon} aria-hidden />
              <div className={styles.info}>
                <p className={styles.name} data-testid="download-file-name">
                  {file.filename}
                </p>
                <p className={styles.meta}>
                  <span className={styles.type} data-testid="download-file-type">
                    {fileTypeLabel(file) || 'FILE'}
                  </span>
                  <span data-testid="download-file-size">{formatFileSize(file.filesizeBytes)}</span>
                  {size !== '—' && (
                    <span
                      className={size === ANALYSING ? styles.pending : undefined}
                      data-testid="download-file-printed"
                      title="Printed size (bounding box)"
                    >
                      {size}
                    </span>
                  )}
                </p>
              </div>
              <Button
                type={file === main ? 'primary' : 'default'}
                icon={<DownloadOutlined aria-hidden />}
                aria-label={`Download ${file.filename}`}
                data-testid="download-file-button"
                onClick={() => started(downloadAddress(file), file.filename)}
              >
                Download
              </Button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}

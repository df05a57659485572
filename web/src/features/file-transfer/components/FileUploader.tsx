import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import FileOutlined from '@ant-design/icons/FileOutlined';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import WarningFilled from '@ant-design/icons/WarningFilled';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Upload from 'antd/es/upload';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useCurrentUser } from '../../../app/access';
import { useAppDispatch } from '../../../app/hooks';
import { showToast } from '../../notifications/toastSlice';
import {
  discardUpload,
  isAbortError,
  uploadObject,
  UploadError,
  type UploadableFile,
  type UploadedFile,
} from '../object-upload';
import { fingerprintOf, interruptedUploads, type FileIdentity } from '../resume-store';
import {
  formatSpeed,
  formatTimeLeft,
  percentOf,
  secondsLeft,
  speedOf,
  withSample,
  type Sample,
} from '../transfer-stats';
import {
  acceptAttribute,
  contentTypeOf,
  formatMegabytes,
  screenFiles,
  uploadFailedToast,
  uploadSucceededToast,
  UPLOAD_URL_FAILED,
  type UploadRules,
} from '../upload-rules';
import { useUploadDeps } from '../useUploadDeps';
import styles from './FileUploader.module.css';

export type { UploadedFile };

interface Transfer {
  id: string;
  file: File;
  status: 'uploading' | 'failed';
  bytesSent: number;
  samples: Sample[];
  /** Why it failed: no upload address (its own toast said so), or the transfer. */
  failure?: 'address' | 'transfer';
}

/** Progress redraws at most this often per file (XHR reports far more often). */
const REDRAW_MS = 250;

interface FileUploaderProps {
  rules: UploadRules;
  /**
   * Uploaded files the page keeps (the wizard's), listed with a remove button and, for images,
   * a thumbnail. Without it the page lists them itself (the edit screen).
   */
  uploaded?: readonly UploadedFile[];
  /** One file is in storage. */
  /** With the picked file itself, for a caller that reads it (the wizard measures models). */
  onUploaded: (file: UploadedFile, source: File) => void;
  onRemove?: (file: UploadedFile) => void;
  /** The uploads under way ended (done, failed or cancelled). */
  onSettled?: () => void;
  /** Whether any upload is under way. */
  onBusyChange?: (busy: boolean) => void;
  /** The drop zone's call to action: 'Drop your model files here'. */
  title: string;
  /** What it takes: 'STL, STEP … up to 50 MB each'. */
  hint: ReactNode;
  /** The uploader's test id (its file input is inside); rows are `${testId}-item`. */
  testId: string;
}

function identityOf(file: UploadableFile, ownerId: string, rules: UploadRules): FileIdentity {
  return {
    ownerId,
    purpose: rules.purpose,
    name: file.name,
    size: file.size,
    lastModified: file.lastModified,
  };
}

let nextId = 0;
const NONE: readonly UploadedFile[] = [];

/**
 * Drag and drop (or click) to upload: files are screened by the spec's rules (beyond the count:
 * ignored; wrong type or too large: a toast), then each goes straight to storage with its own
 * progress bar, speed and time left, and a button to cancel it. A large file interrupted by a
 * reload carries on from its last part when the same file is added again.
 */
export function FileUploader({
  rules,
  uploaded,
  onUploaded,
  onRemove,
  onSettled,
  onBusyChange,
  title,
  hint,
  testId,
}: FileUploaderProps) {
  const listed = uploaded ?? NONE;
  const showsThumbnails = uploaded !== undefined;
  const dispatch = useAppDispatch();
  const user = useCurrentUser();
  const ownerId = user?.id ?? '';
  const deps = useUploadDeps();
  const [transfers, setTransfers] = useState<Transfer[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  /** Object URLs of images picked in this visit, by storage address: their thumbnails. */
  const [thumbnails, setThumbnails] = useState(() => new Map<string, string>());
  /** This person's multipart uploads of this kind that a reload (or a failure) interrupted. */
  const readStored = useCallback(
    () =>
      deps.storage && ownerId
        ? interruptedUploads(deps.storage, ownerId, rules.purpose, deps.now())
        : [],
    [deps, ownerId, rules.purpose],
  );
  const [stored, setStored] = useState(readStored);
  const refreshStored = useCallback(() => setStored(readStored()), [readStored]);

  const patch = useCallback((id: string, change: Partial<Transfer>) => {
    setTransfers((list) => list.map((t) => (t.id === id ? { ...t, ...change } : t)));
  }, []);
  const drop = useCallback((id: string) => {
    controllers.current.delete(id);
    setTransfers((list) => list.filter((t) => t.id !== id));
  }, []);

  const start = useCallback(
    (id: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(id, controller);
      patch(id, { status: 'uploading', bytesSent: 0, samples: [], failure: undefined });
      let lastDraw = 0;
      let samples: Sample[] = [];
      uploadObject(
        {
          file,
          purpose: rules.purpose,
          ownerId,
          signal: controller.signal,
          onProgress: (bytesSent, bytesTotal) => {
            const now = performance.now();
            if (now - lastDraw < REDRAW_MS && bytesSent < bytesTotal) return;
            lastDraw = now;
            samples = withSample(samples, { at: now, bytes: bytesSent });
            patch(id, { bytesSent, samples });
          },
        },
        deps,
      ).then(
        ({ storageUrl }) => {
          if (controller.signal.aborted) return;
          const done: UploadedFile = {
            name: file.name,
            size: file.size,
            storageUrl,
            contentType: contentTypeOf(file),
          };
          if (rules.purpose === 'image' && showsThumbnails)
            setThumbnails((map) => new Map(map).set(storageUrl, URL.createObjectURL(file)));
          drop(id);
          refreshStored();
          onUploaded(done, file);
          dispatch(showToast(uploadSucceededToast(file.name)));
        },
        (error: unknown) => {
          if (isAbortError(error) || controller.signal.aborted) return;
          controllers.current.delete(id);
          const failure = error instanceof UploadError ? error.stage : 'transfer';
          patch(id, { status: 'failed', failure });
          refreshStored();
          // The address request's own failure has been toasted already, with the server's reason.
          if (failure === 'transfer') dispatch(showToast(uploadFailedToast(file.name)));
        },
      );
    },
    [
      deps,
      dispatch,
      drop,
      onUploaded,
      ownerId,
      patch,
      refreshStored,
      rules.purpose,
      showsThumbnails,
    ],
  );

  const add = (files: File[]) => {
    const screening = screenFiles(files, rules, listed.length + transfers.length);
    // One toast at a time: the last refusal is the one that shows.
    for (const { toast } of screening.refused) dispatch(showToast(toast));
    const added = screening.accepted.map((file): Transfer => ({
      id: `upload-${++nextId}`,
      file,
      status: 'uploading',
      bytesSent: 0,
      samples: [],
    }));
    if (added.length === 0) return;
    setTransfers((list) => [...list, ...added]);
    for (const transfer of added) start(transfer.id, transfer.file);
  };

  const cancel = (transfer: Transfer) => {
    controllers.current.get(transfer.id)?.abort();
    discardUpload(identityOf(transfer.file, ownerId, rules), deps);
    drop(transfer.id);
    refreshStored();
  };

  // Leaving the page stops what is under way; a multipart upload stays resumable.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  // A thumbnail goes with its row: revoked when the page removes the file, and (below) when the
  // uploader goes.
  const revoked = useRef(new Set<string>());
  useEffect(() => {
    const kept = new Set(listed.map((file) => file.storageUrl));
    for (const [storageUrl, objectUrl] of thumbnails)
      if (!kept.has(storageUrl) && !revoked.current.has(storageUrl)) {
        URL.revokeObjectURL(objectUrl);
        revoked.current.add(storageUrl);
      }
  }, [listed, thumbnails]);
  const shownThumbnails = useRef(thumbnails);
  useEffect(() => {
    shownThumbnails.current = thumbnails;
  }, [thumbnails]);
  useEffect(() => {
    const shown = shownThumbnails;
    return () => {
      for (const url of shown.current.values()) URL.revokeObjectURL(url);
    };
  }, []);

  const busy = transfers.some((t) => t.status === 'uploading');
  const wasBusy = useRef(false);
  useEffect(() => {
    if (busy === wasBusy.current) return;
    wasBusy.current = busy;
    onBusyChange?.(busy);
    if (!busy) onSettled?.();
  }, [busy, onBusyChange, onSettled]);

  const active = new Set(transfers.map((t) => fingerprintOf(identityOf(t.file, ownerId, rules))));
  const interrupted = stored.filter((record) => !active.has(fingerprintOf(record)));

  const room = Math.max(0, rules.maxTotal - listed.length - transfers.length);
  const full = room === 0;
  const FileIcon = rules.purpose === 'image' ? PictureOutlined : FileOutlined;

  return (
    <div className={styles.uploader} data-testid={testId}>
      <Upload.Dragger
        multiple={rules.perSelection > 1}
        // 'native': the chooser offers these types, but a drop keeps every file so that a wrong
        // one gets its 'Invalid file type' toast instead of vanishing.
        accept={{ format: acceptAttribute(rules.accept), filter: 'native' }}
        showUploadList={false}
        disabled={full || !ownerId}
        beforeUpload={(file, fileList) => {
          // Called once per file with the whole selection: the selection is handled once.
          if (file === fileList[0]) add(fileList as File[]);
          return Upload.LIST_IGNORE;
        }}
        className={styles.dragger}
      >
        <CloudUploadOutlined aria-hidden className={styles.dropIcon} />
        <p className={styles.dropTitle}>{full ? 'That is as many as it takes' : title}</p>
        <p className={styles.dropHint}>{hint}</p>
      </Upload.Dragger>

      {interrupted.length > 0 && (
        <ul className={styles.interrupted} aria-label="Interrupted uploads">
          {interrupted.map((record) => (
            <li key={fingerprintOf(record)} className={styles.interruptedItem}>
              <HistoryOutlined aria-hidden className={styles.interruptedIcon} />
              <span className={styles.interruptedText}>
                <strong>{record.name}</strong> stopped at {percentOf(record.bytesDone, record.size)}
                %. Add the same file again to carry on where it stopped.
              </span>
              <Button
                type="text"
                size="small"
                onClick={() => {
                  discardUpload(record, deps);
                  refreshStored();
                }}
              >
                Forget it
              </Button>
            </li>
          ))}
        </ul>
      )}

      {(listed.length > 0 || transfers.length > 0) && (
        <ul className={styles.list} aria-label="Files" data-testid={`${testId}-list`}>
          {listed.map((file) => {
            const thumbnail = thumbnails.get(file.storageUrl);
            return (
              <li key={file.storageUrl} className={styles.item} data-testid={`${testId}-item`}>
                <div className={styles.row}>
                  {thumbnail ? (
                    <img src={thumbnail} alt="" className={styles.thumbnail} />
                  ) : (
                    <FileIcon aria-hidden className={styles.fileIcon} />
                  )}
                  <span className={styles.name} title={file.name}>
                    {file.name}
                  </span>
                  <span className={styles.size}>{formatMegabytes(file.size)}</span>
                  <span className={styles.done}>
                    <CheckCircleFilled aria-hidden /> Uploaded
                  </span>
                  {onRemove && (
                    <Button
                      type="text"
                      size="small"
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={`Remove ${file.name}`}
                      onClick={() => onRemove(file)}
                    />
                  )}
                </div>
              </li>
            );
          })}
          {transfers.map((transfer) => (
            <TransferRow
              key={transfer.id}
              transfer={transfer}
              icon={<FileIcon aria-hidden className={styles.fileIcon} />}
              onCancel={() => cancel(transfer)}
              onRetry={() => start(transfer.id, transfer.file)}
              testId={`${testId}-item`}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function TransferRow({
  transfer,
  icon,
  onCancel,
  onRetry,
  testId,
}: {
  transfer: Transfer;
  icon: ReactNode;
  onCancel: () => void;
  onRetry: () => void;
  testId: string;
}) {
  const { file, bytesSent, status } = transfer;
  const percent = percentOf(bytesSent, file.size);
  const speed = speedOf(transfer.samples);
  const left = secondsLeft(file.size - bytesSent, speed);
  const failed = status === 'failed';

  return (
    <li className={styles.item} data-testid={testId} data-status={status}>
      <div className={styles.row}>
        {icon}
        <span className={styles.name} title={file.name}>
          {file.name}
        </span>
        <span className={styles.size}>{formatMegabytes(file.size)}</span>
        {failed && (
          <Button
            type="text"
            size="small"
            icon={<ReloadOutlined aria-hidden />}
            onClick={onRetry}
            aria-label={`Try ${file.name} again`}
          >
            Retry
          </Button>
        )}
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined aria-hidden />}
          onClick={onCancel}
          aria-label={failed ? `Remove ${file.name}` : `Cancel ${file.name}`}
        />
      </div>
      <Progress
        percent={percent}
        status={failed ? 'exception' : 'active'}
        size="small"
        aria-label={`${file.name} upload progress`}
      />
      <p className={failed ? styles.failedLine : styles.statsLine} aria-live="polite">
        {failed ? (
          <>
            <WarningFilled aria-hidden />{' '}
            {transfer.failure === 'address' ? UPLOAD_URL_FAILED : 'Upload failed'}. Retry, or remove
            it.
          </>
        ) : (
          [
            `${formatMegabytes(bytesSent)} of ${formatMegabytes(file.size)}`,
            speed !== null ? formatSpeed(speed) : 'Starting…',
            left !== null && speed !== null ? formatTimeLeft(left) : null,
          ]
            .filter(Boolean)
            .join(' · ')
        )}
      </p>
    </li>
  );
}

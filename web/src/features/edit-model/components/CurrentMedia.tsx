import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import FileOutlined from '@ant-design/icons/FileOutlined';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { LoadError } from '../../../components/LoadError';
import { countOf } from '../../../components/format';
import { useListModelFilesQuery } from '../../downloads/downloadsApi';
import { PreviewImage } from '../../listings/components/PreviewImage';
import { pictureOf } from '../../listings/listing-display';
import type { Listing } from '../../listings/listingsApi';
import { DetailCard } from '../../model-detail/components/DetailCard';
import { showToast, type Toast } from '../../notifications/toastSlice';
import { FileUploader } from '../../file-transfer/components/FileUploader';
import type { UploadedFile } from '../../file-transfer/object-upload';
import {
  EDIT_MODEL_FILE_RULES,
  EDIT_PREVIEW_RULES,
  formatMegabytes,
} from '../../file-transfer/upload-rules';
import {
  useAddModelFileMutation,
  useAddPreviewMutation,
  useDeleteModelFileMutation,
  useDeletePreviewMutation,
} from '../mediaApi';
import styles from './CurrentMedia.module.css';
import { ListedFileUnits } from './ListedFileUnits';

const IMAGES_UPLOADED: Toast = {
  kind: 'success',
  title: 'Images Uploaded',
  description: 'Preview images have been added to your model.',
};
const IMAGE_DELETED: Toast = {
  kind: 'success',
  title: 'Image Deleted',
  description: 'Preview image has been removed.',
};
const FILES_UPLOADED: Toast = {
  kind: 'success',
  title: 'Files Uploaded',
  description: 'STL files have been added to your model.',
};
const FILE_DELETED: Toast = {
  kind: 'success',
  title: 'File Deleted',
  description: 'STL file has been removed.',
};

/**
 * Saves each file as soon as it is in storage (so one that arrived is kept even if the page is
 * left before the rest), and says so once when the whole upload has settled: the spec's success
 * toast when every save worked; a failed save has had its own toast from the error listener.
 */
function useSaveEach(save: (file: UploadedFile) => Promise<unknown>, saved: Toast) {
  const dispatch = useAppDispatch();
  const pending = useRef<Promise<unknown>[]>([]);
  const onUploaded = useCallback(
    (file: UploadedFile) => {
      pending.current.push(save(file));
    },
    [save],
  );
  const onSettled = useCallback(() => {
    const batch = pending.current;
    pending.current = [];
    if (batch.length === 0) return;
    void Promise.allSettled(batch).then((results) => {
      if (results.every((result) => result.status === 'fulfilled')) dispatch(showToast(saved));
    });
  }, [dispatch, saved]);
  return { onUploaded, onSettled };
}

function DeleteButton({
  what,
  onConfirm,
  loading,
  testId,
}: {
  what: string;
  onConfirm: () => void;
  loading: boolean;
  testId: string;
}) {
  return (
    <Popconfirm
      title={`Remove this ${what}?`}
      okText="Remove"
      okButtonProps={{ danger: true }}
      cancelText="Keep"
      onConfirm={onConfirm}
    >
      <Button
        danger
        size="small"
        icon={loading ? <LoadingOutlined aria-hidden /> : <DeleteOutlined aria-hidden />}
        disabled={loading}
        aria-label={`Delete ${what}`}
        data-testid={testId}
      />
    </Popconfirm>
  );
}

function MediaSection({
  id,
  title,
  noun,
  count,
  children,
}: {
  /** The card's id and test id. */
  id: string;
  title: string;
  /** What one item is called: '4 images', '1 file'. */
  noun: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <DetailCard
      id={id}
      title={title}
      extra={<span className={styles.count}>{countOf(count, noun)}</span>}
      testId={id}
    >
      {children}
    </DetailCard>
  );
}

/**
 * Preview Images: the listing's previews, each deletable while more than one is left (the model
 * keeps one), and an uploader for up to 5 more at a time (10 MB each), each then added to the
 * listing (POST …/previews).
 */
export function CurrentPreviews({ listing }: { listing: Listing }) {
  const dispatch = useAppDispatch();
  const [addPreview] = useAddPreviewMutation();
  const [deletePreview, deleting] = useDeletePreviewMutation();
  const previews = listing.previews;
  const canDelete = previews.length > 1;

  const save = useCallback(
    (file: UploadedFile) =>
      addPreview({ listingId: listing.id, storageUrl: file.storageUrl }).unwrap(),
    [addPreview, listing.id],
  );
  const { onUploaded, onSettled } = useSaveEach(save, IMAGES_UPLOADED);

  const remove = async (previewId: string) => {
    try {
      await deletePreview({ listingId: listing.id, previewId }).unwrap();
    } catch {
      return; // 'Delete Failed' comes from the one error path.
    }
    dispatch(showToast(IMAGE_DELETED));
  };

  return (
    <MediaSection id="edit-previews" title="Preview Images" noun="image" count={previews.length}>
      {previews.length > 0 ? (
        <ul className={styles.previews} aria-label="Current preview images">
          {previews.map((preview, index) => (
            <li key={preview.id} className={styles.previewItem} data-testid="edit-preview">
              <PreviewImage
                src={pictureOf(preview.storageUrl, preview.variants)}
                alt={`${listing.title}, preview ${index + 1}`}
                sizes="200px"
                caption={null}
                className={styles.preview}
              />
              {canDelete && (
                <span className={styles.previewDelete}>
                  <DeleteButton
                    what="preview image"
                    loading={deleting.isLoading && deleting.originalArgs?.previewId === preview.id}
                    onConfirm={() => void remove(preview.id)}
                    testId="edit-preview-delete"
                  />
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>No preview images yet.</p>
      )}
      <FileUploader
        rules={EDIT_PREVIEW_RULES}
        onUploaded={onUploaded}
        onSettled={onSettled}
        title="Add preview images"
        hint="Drop images here or click to browse: up to 5 at a time, 10 MB each."
        testId="edit-preview-upload"
      />
    </MediaSection>
  );
}

/**
 * STL Files: the listing's model files (GET …/files) with their sizes in MB, each deletable while
 * more than one is left, and an uploader for up to 3 more at a time (50 MB each), each then added
 * to the listing (POST …/files).
 */
export function CurrentFiles({ listing }: { listing: Listing }) {
  const dispatch = useAppDispatch();
  // While a file is measured again in its new unit, the list is read every second.
  const [measuring, setMeasuring] = useState(false);
  const files = useListModelFilesQuery(listing.id, { pollingInterval: measuring ? 1000 : 0 });
  const [addModelFile] = useAddModelFileMutation();
  const [deleteModelFile, deleting] = useDeleteModelFileMutation();
  const list = files.data ?? [];
  const canDelete = list.length > 1;

  const save = useCallback(
    (file: UploadedFile) =>
      addModelFile({
        listingId: listing.id,
        filename: file.name,
        fileSizeBytes: file.size,
        storageUrl: file.storageUrl,
      }).unwrap(),
    [addModelFile, listing.id],
  );
  const { onUploaded, onSettled } = useSaveEach(save, FILES_UPLOADED);

  const remove = async (fileId: string) => {
    try {
      await deleteModelFile({ listingId: listing.id, fileId }).unwrap();
    } catch {
      return; // 'Delete Failed' comes from the one error path.
    }
    dispatch(showToast(FILE_DELETED));
  };

  let body: ReactNode;
  if (files.isLoading)
    body = (
      <p className={styles.empty} role="status">
        <LoadingOutlined aria-hidden /> Loading files…
      </p>
    );
  else if (files.isError && !files.data)
    body = (
      <LoadError
        error={files.error}
        onRetry={() => void files.refetch()}
        retrying={files.isFetching}
        testId="edit-files-error"
      />
    );
  else if (list.length === 0) body = <p className={styles.empty}>No model files yet.</p>;
  else
    body = (
      <ul className={styles.files} aria-label="Current files">
        {list.map((file) => (
          <li key={file.id} className={styles.file} data-testid="edit-file">
            <FileOutlined aria-hidden className={styles.fileIcon} />
            <span className={styles.fileName} title={file.filename}>
              {file.filename}
            </span>
            <span className={styles.fileSize}>{formatMegabytes(file.filesizeBytes)}</span>
            {canDelete && (
              <DeleteButton
                what="STL file"
                loading={deleting.isLoading && deleting.originalArgs?.fileId === file.id}
                onConfirm={() => void remove(file.id)}
                testId="edit-file-delete"
              />
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <MediaSection
      id="edit-files"
      title="STL Files"
      noun="file"
      count={files.data ? list.length : listing.fileUrls.length}
    >
      {body}
      <ListedFileUnits listingId={listing.id} files={list} onMeasuring={setMeasuring} />
      <FileUploader
        rules={EDIT_MODEL_FILE_RULES}
        onUploaded={onUploaded}
        onSettled={onSettled}
        title="Add model files"
        hint="STL, OBJ, 3MF, STEP or STP: up to 3 at a time, 50 MB each."
        testId="edit-file-upload"
      />
    </MediaSection>
  );
}

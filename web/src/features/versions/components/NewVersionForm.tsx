import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { FileUploader, type UploadedFile } from '../../file-transfer/components/FileUploader';
import { WIZARD_MODEL_RULES } from '../../file-transfer/upload-rules';
import { showToast } from '../../notifications/toastSlice';
import { useAddVersionMutation } from '../versionsApi';
import styles from './Versions.module.css';

const CHANGELOG_MAX = 2000;

/**
 * The seller's 'Upload new version': what changed, and the new files through the wizard's
 * uploader. The files replace the listing's; buyers keep the earlier versions.
 */
export function NewVersionForm({ listingId }: { listingId: string }) {
  const dispatch = useAppDispatch();
  const [changelog, setChangelog] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [uploaderKey, setUploaderKey] = useState(0);
  const [addVersion, { isLoading }] = useAddVersionMutation();
  const ready = changelog.trim().length > 0 && files.length > 0 && !busy;

  const submit = async () => {
    const result = await addVersion({
      listingId,
      version: { changelog: changelog.trim(), fileUrls: files.map((file) => file.storageUrl) },
    });
    if ('data' in result && result.data) {
      setChangelog('');
      setFiles([]);
      setUploaderKey((key) => key + 1);
      dispatch(
        showToast({
          kind: 'success',
          title: `Version ${result.data.number} published`,
          description: 'Buyers keep every version and are told about this one.',
        }),
      );
    }
  };

  return (
    <form
      className={styles.form}
      data-testid="new-version-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) void submit();
      }}
    >
      <h3 className={styles.formTitle}>Upload new version</h3>
      <label className={styles.field}>
        <span>What changed</span>
        <Input.TextArea
          value={changelog}
          onChange={(event) => setChangelog(event.target.value)}
          maxLength={CHANGELOG_MAX}
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder="Thicker walls at the clip; fits the facelift too"
          data-testid="new-version-changelog"
        />
      </label>
      <FileUploader
        key={uploaderKey}
        rules={WIZARD_MODEL_RULES}
        uploaded={files}
        onUploaded={(file) => setFiles((kept) => [...kept, file])}
        onRemove={(file) =>
          setFiles((kept) => kept.filter((one) => one.storageUrl !== file.storageUrl))
        }
        onBusyChange={setBusy}
        title="Drop the new version's files here"
        hint="STL, STEP, 3MF, OBJ or ZIP, up to 50 MB each. They replace the current files."
        testId="new-version-files"
      />
      <p className={styles.note}>
        New files of a published model go to the moderators first, as any change of its files.
      </p>
      <Button
        type="primary"
        htmlType="submit"
        disabled={!ready}
        loading={isLoading}
        data-testid="new-version-submit"
      >
        Publish version
      </Button>
    </form>
  );
}

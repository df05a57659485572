import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { FIT_CONFIRMATION_LIMITS } from '@pitstop/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import type { User } from '../../auth/user';
import { uploadObject } from '../../file-transfer/object-upload';
import { useUploadDeps } from '../../file-transfer/useUploadDeps';
import { useGetGarageQuery } from '../../garage/garageApi';
import { showToast } from '../../notifications/toastSlice';
import { useConfirmFitMutation } from '../fitConfirmationsApi';
import styles from './FitConfirmations.module.css';

/** "I printed it: fits my {car from my garage}" or "doesn't fit", with a note and a photo. */
export function FitConfirmationForm({ listingId, user }: { listingId: string; user: User }) {
  const dispatch = useAppDispatch();
  const garage = useGetGarageQuery();
  const deps = useUploadDeps();
  const [confirmFit, { isLoading }] = useConfirmFitMutation();
  const [vehicleId, setVehicleId] = useState<string | undefined>(undefined);
  const [fits, setFits] = useState(true);
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);

  const vehicles = garage.data?.vehicles ?? [];
  const chosen = vehicleId ?? garage.data?.activeVehicleId ?? vehicles[0]?.id;
  if (garage.isSuccess && vehicles.length === 0)
    return (
      <p className={styles.note} data-testid="fit-form-no-garage">
        Printed it? <Link to="/profile?tab=garage">Add your car to your garage</Link> to say whether
        it fits.
      </p>
    );

  const submit = async () => {
    if (!chosen) return;
    let photoUrl: string | null = null;
    if (photo) {
      setUploading(true);
      try {
        const uploaded = await uploadObject(
          {
            file: photo,
            purpose: 'image',
            ownerId: user.id,
            signal: new AbortController().signal,
            onProgress: () => undefined,
          },
          deps,
        );
        photoUrl = uploaded.storageUrl;
      } catch (error) {
        dispatch(
          showToast({
            kind: 'error',
            title: 'Could not upload your photo',
            description: (error as Error).message,
          }),
        );
        return;
      } finally {
        setUploading(false);
      }
    }
    const result = await confirmFit({
      listingId,
      confirmation: { vehicleId: chosen, fits, note: note.trim() || null, photoUrl },
    });
    if ('data' in result) {
      setNote('');
      setPhoto(null);
      dispatch(
        showToast({
          kind: 'success',
          title: 'Thanks for confirming the fit',
          description: photoUrl ? 'Your photo shows once a moderator approved it.' : undefined,
        }),
      );
    }
  };

  return (
    <form
      className={styles.form}
      data-testid="fit-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className={styles.formTitle}>I printed it:</p>
      <Radio.Group
        value={fits}
        onChange={(event) => setFits(event.target.value as boolean)}
        options={[
          { value: true, label: 'fits my' },
          { value: false, label: "doesn't fit my" },
        ]}
        data-testid="fit-form-fits"
      />
      <Select
        value={chosen}
        onChange={setVehicleId}
        loading={garage.isLoading}
        aria-label="Your car"
        className={styles.vehicle}
        options={vehicles.map((v) => ({
          value: v.id,
          label: [v.year, v.makeName, v.modelName, v.generationName && `(${v.generationName})`]
            .filter(Boolean)
            .join(' '),
        }))}
        data-testid="fit-form-vehicle"
      />
      <Input.TextArea
        value={note}
        onChange={(event) => setNote(event.target.value)}
        maxLength={FIT_CONFIRMATION_LIMITS.noteMax}
        placeholder="A note for other owners (optional): what you printed it in, what you changed"
        autoSize={{ minRows: 2, maxRows: 5 }}
        data-testid="fit-form-note"
      />
      <label className={styles.photoLabel}>
        Photo of the part in your car (optional)
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
          data-testid="fit-form-photo"
        />
      </label>
      <Button
        type="primary"
        htmlType="submit"
        loading={isLoading || uploading}
        disabled={!chosen}
        data-testid="fit-form-submit"
      >
        Confirm
      </Button>
    </form>
  );
}

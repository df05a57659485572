import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Progress from 'antd/es/progress';
import Steps from 'antd/es/steps';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { ModelUnit } from '@pitstop/contracts';
import { useCurrentUser } from '../../../app/access';
import { browserStorage } from '../../../app/browser-storage';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PageLoading } from '../../../layouts/PageLoading';
import { useCreateListingMutation } from '../../listings/listingsApi';
import { showToast, type Toast } from '../../notifications/toastSlice';
import { FileUploader, type UploadedFile } from '../../file-transfer/components/FileUploader';
import { ModelUnitCheck, type MeasuredFile } from '../../print-facts/components/ModelUnitCheck';
import { measureModel } from '../../print-facts/measure-model';
import { WIZARD_IMAGE_RULES, WIZARD_MODEL_RULES } from '../../file-transfer/upload-rules';
import { DetailsStep } from '../components/DetailsStep';
import { FitmentStep } from '../components/FitmentStep';
import { LicenseStep } from '../components/LicenseStep';
import { PricingStep } from '../components/PricingStep';
import { PublishStep } from '../components/PublishStep';
import { FILES_NEEDED, listingFromDraft, publishProblem } from '../publish-rules';
import {
  canGoNext,
  draftOf,
  fileRemoved,
  fileUploaded,
  furthestReachable,
  imageRemoved,
  imageUploaded,
  LAST_STEP,
  nextStep,
  previousStep,
  STEP,
  stepChosen,
  WIZARD_STEPS,
  wizardOpened,
  wizardReset,
} from '../uploadWizardSlice';
import { useStepFocus } from '../use-step-focus';
import { loadDraft, saveDraft } from '../wizard-draft';
import styles from './UploadPage.module.css';

const PUBLISHED: Toast = {
  kind: 'success',
  title: 'Model uploaded successfully!',
  description: 'Your 3D model has been submitted for review.',
};

/** Under each step's heading: what it is for. */
const INTROS: Record<(typeof WIZARD_STEPS)[number], string> = {
  Details: 'What your part is, in the words buyers search for.',
  Files: 'The files buyers download. At least one is needed.',
  Previews: 'Photos or renders of the part, fitted if you can. Optional, but they sell it.',
  Fitment: 'The vehicle the part fits, or universal fit.',
  Pricing: 'Free, or a price in dollars; and how it prints.',
  License: 'What buyers may do with their prints.',
  Publish: 'Check it over, then send it for review.',
};

/** Beside a disabled Next: what the step still needs. */
const NEEDS: Partial<Record<number, string>> = {
  [STEP.Details]: 'Give your model a title to continue.',
  [STEP.Files]: FILES_NEEDED,
  [STEP.Fitment]: 'Choose a make, or switch on universal fit, to continue.',
};

/**
 * /upload (signed-in only; the route table guards it): the seven-step wizard. Every step stays
 * mounted (only the current one shows) so uploads carry on while the seller moves between steps.
 * What they enter is saved in sessionStorage as they go, so a reload keeps it.
 */
export default function UploadPage() {
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => root.uploadWizard);
  const [createListing, { isLoading: publishing }] = useCreateListingMutation();
  const [filesBusy, setFilesBusy] = useState(false);
  const [imagesBusy, setImagesBusy] = useState(false);
  const userId = user?.id;
  const isAdmin = user?.role === 'admin';
  const ready = !!userId && state.ownerId === userId;

  useEffect(() => {
    if (userId)
      dispatch(
        wizardOpened({
          ownerId: userId,
          isAdmin,
          draft: loadDraft(browserStorage('session'), userId),
        }),
      );
  }, [dispatch, userId, isAdmin]);

  const draft = draftOf(state);
  useEffect(() => {
    if (ready) saveDraft(browserStorage('session'), userId, draft);
    // draft is rebuilt from state on every render; state is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, userId, state]);

  // Model files measured in the browser, and the units the seller gave the doubtful ones.
  const [measured, setMeasured] = useState<MeasuredFile[]>([]);
  const [units, setUnits] = useState<ReadonlyMap<string, ModelUnit>>(new Map());
  const onFile = useCallback(
    (file: UploadedFile, source: File) => {
      dispatch(fileUploaded(file));
      void measureModel(source).then((sizeMm) => {
        if (sizeMm)
          setMeasured((list) => [
            ...list,
            { name: file.name, storageUrl: file.storageUrl, sizeMm },
          ]);
      });
    },
    [dispatch],
  );
  const onImage = useCallback((file: UploadedFile) => dispatch(imageUploaded(file)), [dispatch]);

  const stepHeading = useStepFocus<HTMLHeadingElement>(state.step);
  if (!ready) return <PageLoading />;

  const step = state.step;
  const stepName = WIZARD_STEPS[step];
  const reachable = furthestReachable(draft, isAdmin);
  const nextAllowed = canGoNext(draft, isAdmin);
  const uploading = filesBusy || imagesBusy;

  const publish = async () => {
    const problem = publishProblem(draft, isAdmin);
    if (problem) {
      dispatch(showToast(problem));
      return;
    }
    try {
      await createListing(listingFromDraft(draft)).unwrap();
    } catch {
      return; // 'Upload failed' (or the server's reason) comes from the one error path.
    }
    dispatch(showToast(PUBLISHED));
    dispatch(wizardReset());
    window.scrollTo({ top: 0 });
  };

  const panel = (index: number, content: ReactNode) => (
    <div hidden={index !== step} data-testid={`upload-step-${index + 1}`}>
      {content}
    </div>
  );

  return (
    <div className={`pp-container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          UPLOAD A MODEL
          {isAdmin && (
            <span className={styles.adminBadge} data-testid="upload-admin-badge">
              ADMIN
            </span>
          )}
        </h1>
        <p className={styles.subtitle}>Seven steps from your slicer to the paddock.</p>
      </header>

      <div className={styles.progress}>
        <p className={styles.progressLabel} data-testid="upload-progress">
          STEP {step + 1} OF {WIZARD_STEPS.length} · {stepName.toUpperCase()}
        </p>
        <Progress
          percent={Math.round(((step + 1) / WIZARD_STEPS.length) * 100)}
          showInfo={false}
          // Not green at step 7: the wizard is done when it is published.
          status="normal"
          aria-label={`Step ${step + 1} of ${WIZARD_STEPS.length}`}
        />
      </div>

      <Steps
        current={step}
        size="small"
        titlePlacement="vertical"
        responsive={false}
        className={styles.steps}
        onChange={(index) => dispatch(stepChosen({ step: index, isAdmin }))}
        items={WIZARD_STEPS.map((name, index) => ({
          title: name,
          disabled: index > reachable,
        }))}
      />

      <section
        className={styles.card}
        aria-labelledby="upload-step-heading"
        data-testid="upload-wizard"
      >
        <header className={styles.cardHeader}>
          <h2 id="upload-step-heading" className={styles.cardTitle} ref={stepHeading} tabIndex={-1}>
            {stepName}
          </h2>
          <p className={styles.intro}>{INTROS[stepName]}</p>
        </header>
        <Form layout="vertical" component={false} requiredMark>
          {panel(STEP.Details, <DetailsStep details={state.details} />)}
          {panel(
            STEP.Files,
            <>
              <FileUploader
                key={`files-${state.draftSeq}`}
                rules={WIZARD_MODEL_RULES}
                uploaded={state.files}
                onUploaded={onFile}
                onRemove={(file) => dispatch(fileRemoved(file.storageUrl))}
                onBusyChange={setFilesBusy}
                title="Drop your model files here"
                hint="or click to browse: STL, STEP, 3MF, OBJ or ZIP, up to 50 MB each, 3 at a time."
                testId="upload-files"
              />
              <ModelUnitCheck
                files={measured.filter((file) =>
                  state.files.some((kept) => kept.storageUrl === file.storageUrl),
                )}
                chosen={units}
                onChosen={(storageUrl, unit) =>
                  setUnits((map) => new Map(map).set(storageUrl, unit))
                }
              />
              {isAdmin && (
                <p className={styles.adminNote}>As an admin you may publish without files.</p>
              )}
            </>,
          )}
          {panel(
            STEP.Previews,
            <FileUploader
              key={`images-${state.draftSeq}`}
              rules={WIZARD_IMAGE_RULES}
              uploaded={state.images}
              onUploaded={onImage}
              onRemove={(file) => dispatch(imageRemoved(file.storageUrl))}
              onBusyChange={setImagesBusy}
              title="Drop your preview images here"
              hint="or click to browse: any image up to 10 MB, 5 at a time. Optional."
              testId="upload-images"
            />,
          )}
          {panel(STEP.Fitment, <FitmentStep fitment={state.fitment} />)}
          {panel(STEP.Pricing, <PricingStep pricing={state.pricing} />)}
          {panel(STEP.License, <LicenseStep license={state.license} />)}
          {step === STEP.Publish && <PublishStep draft={draft} isAdmin={isAdmin} />}
        </Form>
      </section>

      <nav className={styles.actions} aria-label="Wizard steps">
        <Button
          size="large"
          icon={<ArrowLeftOutlined aria-hidden />}
          onClick={() => dispatch(previousStep())}
          disabled={step === 0 || publishing}
          data-testid="upload-previous"
        >
          Previous
        </Button>
        <p className={styles.needs} role="status">
          {step < LAST_STEP && !nextAllowed
            ? NEEDS[step]
            : step === LAST_STEP && uploading
              ? 'Waiting for your uploads to finish…'
              : ''}
        </p>
        {step < LAST_STEP ? (
          <Button
            type="primary"
            size="large"
            onClick={() => dispatch(nextStep({ isAdmin }))}
            disabled={!nextAllowed}
            data-testid="upload-next"
          >
            Next <ArrowRightOutlined aria-hidden />
          </Button>
        ) : (
          <Button
            type="primary"
            size="large"
            icon={<CloudUploadOutlined aria-hidden />}
            onClick={() => void publish()}
            loading={publishing}
            disabled={uploading}
            data-testid="upload-publish"
          >
            {publishing ? 'Publishing...' : 'Publish'}
          </Button>
        )}
      </nav>
    </div>
  );
}

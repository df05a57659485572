import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Button from 'antd/es/button';
import type { ReactNode } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { countOf, formatCents, yesNo } from '../../../components/format';
import { yearSpanLabel } from '../../fitment/fitment-rules';
import { difficultyLabel } from '../../listings/listing-display';
import { infillFrom, priceCentsFrom } from '../../listings/listing-fields';
import {
  useListCategoriesQuery,
  useListGenerationsQuery,
  useListMakesQuery,
  useListModelsQuery,
  useListTrimsQuery,
} from '../../taxonomy/taxonomyApi';
import { STEP, stepChosen, type WizardDraft } from '../uploadWizardSlice';
import styles from './WizardSteps.module.css';

/** The vehicle as chosen, by name: 'Volkswagen Golf Mk7 (2013–2020), GTI'. */
function useFitmentLine(fitment: WizardDraft['fitment']): string {
  const { isUniversalFit, makeId, modelId, generationId, trimId } = fitment;
  const makes = useListMakesQuery();
  const models = useListModelsQuery(makeId ?? skipToken);
  const generations = useListGenerationsQuery(modelId ?? skipToken);
  const trims = useListTrimsQuery(generationId ?? skipToken);
  if (isUniversalFit) return 'Universal fit';
  if (!makeId) return 'Not chosen';
  const make = makes.data?.find((m) => m.id === makeId)?.name;
  const model = models.data?.find((m) => m.id === modelId)?.name;
  const generation = generations.data?.find((g) => g.id === generationId);
  const trim = trims.data?.find((t) => t.id === trimId)?.name;
  const vehicle = [
    make,
    model,
    generation && `${generation.name} (${yearSpanLabel(generation, '–')})`,
  ].filter(Boolean);
  return `${vehicle.join(' ') || '…'}${trim ? `, ${trim}` : ''}`;
}

/** Step 7: everything at a glance, each part a click away, and what happens after publishing. */
export function PublishStep({ draft, isAdmin }: { draft: WizardDraft; isAdmin: boolean }) {
  const dispatch = useAppDispatch();
  const categories = useListCategoriesQuery();
  const fitment = useFitmentLine(draft.fitment);
  const { details, pricing, license } = draft;
  const category = details.categoryId
    ? (categories.data?.find((c) => c.id === details.categoryId)?.name ?? '…')
    : 'No Category';
  const edit = (step: number) => () => dispatch(stepChosen({ step, isAdmin }));

  const rows: { label: string; value: ReactNode; step: number; testId: string }[] = [
    { label: 'Title', value: details.title.trim() || '—', step: STEP.Details, testId: 'title' },
    {
      label: 'Short description',
      value: details.shortDescription.trim() || 'Missing',
      step: STEP.Details,
      testId: 'short-description',
    },
    { label: 'Category', value: category, step: STEP.Details, testId: 'category' },
    {
      label: 'Tags',
      value: details.tags.length > 0 ? details.tags.join(', ') : 'None',
      step: STEP.Details,
      testId: 'tags',
    },
    {
      label: 'Model files',
      value:
        draft.files.length > 0
          ? `${countOf(draft.files.length, 'file')}: ${draft.files.map((f) => f.name).join(', ')}`
          : 'None',
      step: STEP.Files,
      testId: 'files',
    },
    {
      label: 'Preview images',
      value: draft.images.length > 0 ? countOf(draft.images.length, 'image') : 'None',
      step: STEP.Previews,
      testId: 'images',
    },
    { label: 'Fits', value: fitment, step: STEP.Fitment, testId: 'fitment' },
    {
      label: 'Price',
      value: pricing.isFree ? 'FREE' : formatCents(priceCentsFrom(pricing.price)),
      step: STEP.Pricing,
      testId: 'price',
    },
    {
      label: 'Print settings',
      value: `${difficultyLabel(pricing.printDifficulty)} · ${infillFrom(pricing.infillHintPercent)}% infill · supports: ${yesNo(pricing.supportsRequired)}`,
      step: STEP.Pricing,
      testId: 'print',
    },
    {
      label: 'License',
      value: `Personal use: ${yesNo(license.allowPersonalUse)} · Commercial use: ${yesNo(license.allowCommercialUse)}`,
      step: STEP.License,
      testId: 'license',
    },
  ];

  return (
    <>
      <dl className={styles.summary} data-testid="upload-summary">
        {rows.map((row) => (
          <div key={row.testId} className={styles.summaryRow}>
            <dt>{row.label}</dt>
            <dd data-testid={`upload-summary-${row.testId}`}>{row.value}</dd>
            <Button type="link" size="small" onClick={edit(row.step)} className={styles.editLink}>
              Edit
            </Button>
          </div>
        ))}
      </dl>
      <p className={styles.review} data-testid="upload-review-note">
        <ClockCircleOutlined aria-hidden />
        <span>
          Your model is submitted as a private draft. Our team reviews every upload: yours will be
          reviewed and published within 24 hours.
        </span>
      </p>
    </>
  );
}

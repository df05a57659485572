import ExportOutlined from '@ant-design/icons/ExportOutlined';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { yesNo } from '../../../components/format';
import { HtmlContent } from '../../../components/HtmlContent';
import { fullName } from '../../../components/person-name';
import { PreviewThumbnails } from '../../listings/components/PreviewThumbnails';
import {
  difficultyLabel,
  fitmentLine,
  modelPath,
  previewImages,
  priceLabel,
} from '../../listings/listing-display';
import type { Listing } from '../../listings/listingsApi';
import { DecisionButtons } from './DecisionButtons';
import styles from './ReviewModelDialog.module.css';

const allowed = (value: boolean) => (value ? 'Allowed' : 'Not allowed');

/** How many preview renders the dialog shows; the model page has the rest. */
const PREVIEWS_SHOWN = 4;

/**
 * REVIEW MODEL: everything an admin checks before a listing goes live, with Close, Reject and
 * Approve. It closes itself once the decision is made.
 */
export function ReviewModelDialog({
  listing,
  onClose,
}: {
  listing: Listing | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={listing !== null}
      onCancel={onClose}
      width={760}
      centered
      title={<span className={styles.heading}>REVIEW MODEL</span>}
      closable={{ 'aria-label': 'Close' }}
      rootClassName={styles.modalRoot}
      footer={
        <div className={styles.footer}>
          <Button onClick={onClose} data-testid="review-close">
            Close
          </Button>
          {listing && (
            <DecisionButtons listing={listing} testIdPrefix="review" onDecided={onClose} />
          )}
        </div>
      }
    >
      {listing && <ReviewDetails listing={listing} />}
    </Modal>
  );
}

function ReviewDetails({ listing }: { listing: Listing }) {
  const previews = previewImages(listing);
  const rows: { label: string; value: ReactNode; key: string; wide?: boolean; text?: boolean }[] = [
    { key: 'creator', label: 'Creator', value: fullName(listing.seller, 'Unknown') },
    { key: 'price', label: 'Price', value: priceLabel(listing, 'Free') },
    {
      key: 'difficulty',
      label: 'Print difficulty',
      value: difficultyLabel(listing.printDifficulty),
    },
    { key: 'supports', label: 'Supports required', value: yesNo(listing.supportsRequired) },
    { key: 'personal', label: 'Personal use', value: allowed(listing.allowPersonalUse) },
    { key: 'commercial', label: 'Commercial use', value: allowed(listing.allowCommercialUse) },
    { key: 'fitment', label: 'Vehicle fitment', value: fitmentLine(listing), wide: true },
    {
      key: 'short-description',
      label: 'Short description',
      value: listing.shortDescription,
      wide: true,
      text: true,
    },
  ];
  if (listing.longDescriptionHtml.trim())
    rows.push({
      key: 'description',
      label: 'Detailed description',
      value: <HtmlContent html={listing.longDescriptionHtml} />,
      wide: true,
      text: true,
    });

  return (
    <div className={styles.body} data-testid="review-model">
      <div className={styles.titleRow}>
        <h3 className={styles.title}>{listing.title}</h3>
        <Link to={modelPath(listing)} className={styles.pageLink}>
          Open model page <ExportOutlined aria-hidden />
        </Link>
      </div>
      {previews.length > 0 && (
        <PreviewThumbnails
          title={listing.title}
          images={previews.slice(0, PREVIEWS_SHOWN)}
          label="Preview images"
          className={styles.previews}
          imageClassName={styles.preview}
        />
      )}
      <dl className={styles.details}>
        {rows.map((row) => (
          <div key={row.key} className={row.wide ? `${styles.item} ${styles.wide}` : styles.item}>
            <dt className={styles.label}>{row.label}</dt>
            <dd
              className={row.text ? `${styles.value} ${styles.text}` : styles.value}
              data-testid={`review-${row.key}`}
            >
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

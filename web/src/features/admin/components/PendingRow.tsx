import EyeOutlined from '@ant-design/icons/EyeOutlined';
import Button from 'antd/es/button';
import { PreviewImage } from '../../listings/components/PreviewImage';
import { firstNameOf } from '../../../components/person-name';
import { difficultyLabel, firstPreview, priceLabel } from '../../listings/listing-display';
import type { Listing } from '../../listings/listingsApi';
import { DecisionButtons } from './DecisionButtons';
import styles from './PendingRow.module.css';

/**
 * One model waiting for approval: title, short description, price or Free, print difficulty,
 * the seller's first name, and View (the REVIEW MODEL dialog), Reject and Approve.
 */
export function PendingRow({ listing, onView }: { listing: Listing; onView: () => void }) {
  const meta = [
    { label: 'Price', value: priceLabel(listing, 'Free'), key: 'price' },
    { label: 'Difficulty', value: difficultyLabel(listing.printDifficulty), key: 'difficulty' },
    { label: 'Seller', value: firstNameOf(listing.seller, 'Anonymous'), key: 'seller' },
  ];

  return (
    <li className={styles.row} data-testid={`pending-row-${listing.slug}`}>
      <PreviewImage
        src={firstPreview(listing)}
        alt={listing.title}
        caption={null}
        className={styles.thumb}
      />
      <div className={styles.main}>
        <h3 className={styles.title}>{listing.title}</h3>
        <p className={styles.description}>{listing.shortDescription}</p>
        <dl className={styles.meta}>
          {meta.map((item) => (
            <div key={item.key} className={styles.metaItem}>
              <dt>{item.label}</dt>
              <dd data-testid={`pending-${item.key}`}>{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className={styles.actions}>
        <Button icon={<EyeOutlined />} onClick={onView} data-testid="pending-view">
          View
        </Button>
        <DecisionButtons listing={listing} testIdPrefix="pending" />
      </div>
    </li>
  );
}

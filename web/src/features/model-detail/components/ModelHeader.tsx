import CarOutlined from '@ant-design/icons/CarOutlined';
import { Link } from 'react-router-dom';
import { FitBadge } from '../../garage/components/FitBadge';
import { StarRating } from '../../listings/components/StarRating';
import { personName } from '../../../components/person-name';
import { fitmentBadges } from '../../listings/listing-display';
import type { Listing } from '../../listings/listingsApi';
import { ModelActions } from './ModelActions';
import styles from './ModelHeader.module.css';

/**
 * Breadcrumb Home / Search / title, the title with who made it and what it fits, whether it fits
 * the active vehicle, and the actions.
 */
export function ModelHeader({ listing }: { listing: Listing }) {
  return (
    <header className={styles.header}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb} data-testid="breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/search">Search</Link>
          </li>
          <li aria-current="page">{listing.title}</li>
        </ol>
      </nav>
      <div className={styles.titleRow}>
        <div className={styles.titleBlock}>
          <h1 className={styles.title} data-testid="model-title">
            {listing.title}
          </h1>
          <ul className={styles.meta}>
            <li>
              by <strong data-testid="model-seller">{personName(listing.seller, 'Unknown')}</strong>
            </li>
            {listing.categoryName && <li className={styles.chip}>{listing.categoryName}</li>}
            <li className={styles.chip} data-testid="model-fits">
              <CarOutlined aria-hidden /> {fitmentBadges(listing).join(' · ')}
            </li>
            <li className={styles.rating}>
              <StarRating ratingAvg={listing.ratingAvg} ratingCount={listing.ratingCount} />
            </li>
          </ul>
          <FitBadge listing={listing} size="large" className={styles.fitStatus} />
        </div>
        <ModelActions listing={listing} />
      </div>
    </header>
  );
}

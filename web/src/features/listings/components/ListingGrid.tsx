import Button from 'antd/es/button';
import type { ReactNode } from 'react';
import type { Listing } from '../listingsApi';
import styles from './ListingGrid.module.css';
import { ModelCard } from './ModelCard';
import { ModelCardSkeleton } from './ModelCardSkeleton';

interface ListingGridProps {
  /** undefined while the first page loads: skeleton cards. */
  listings: Listing[] | undefined;
  label: string;
  testId?: string;
  /** Whether the server has more (Load More shows while it does). */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  loadMoreLabel?: string;
  /** Beneath a card: what the page's owner can do with it (a collection's Remove). */
  action?: (listing: Listing) => ReactNode;
}

const SKELETONS = 6;

/** A page's listings as cards, a page at a time, with Load More (collections, creator pages). */
export function ListingGrid({
  listings,
  label,
  testId,
  hasMore,
  loadingMore,
  onLoadMore,
  loadMoreLabel = 'Load More',
  action,
}: ListingGridProps) {
  if (!listings)
    return (
      <ul className={styles.grid} aria-busy="true" aria-label={`Loading ${label}`}>
        {Array.from({ length: SKELETONS }, (_, index) => (
          <li key={index} className={styles.item}>
            <ModelCardSkeleton />
          </li>
        ))}
      </ul>
    );
  return (
    <>
      <ul className={styles.grid} aria-label={label} data-testid={testId}>
        {listings.map((listing) => (
          <li key={listing.id} className={styles.item}>
            <ModelCard listing={listing} />
            {action && <div className={styles.action}>{action(listing)}</div>}
          </li>
        ))}
      </ul>
      {hasMore && onLoadMore && (
        <div className={styles.more}>
          <Button size="large" loading={loadingMore} onClick={onLoadMore} data-testid="load-more">
            {loadMoreLabel}
          </Button>
        </div>
      )}
    </>
  );
}

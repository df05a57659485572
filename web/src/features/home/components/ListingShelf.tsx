import CarOutlined from '@ant-design/icons/CarOutlined';
import Button from 'antd/es/button';
import type { ReactNode } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { SectionHeader } from '../../../components/SectionHeader';
import { openFitmentPicker } from '../../fitment/fitmentSlice';
import { CompactModelCard } from '../../listings/components/CompactModelCard';
import { ModelCard } from '../../listings/components/ModelCard';
import { ModelCardSkeleton } from '../../listings/components/ModelCardSkeleton';
import { useListListingsQuery, type ListingSort } from '../../listings/listingsApi';
import styles from './ListingShelf.module.css';

interface ListingShelfProps {
  id: string;
  title: string;
  kicker: string;
  viewAllTo: string;
  /** GET /api/models3d?sort={sort}&limit={count}. */
  sort: ListingSort;
  count: number;
  /** Full model cards in a grid, or compact cards in a horizontal scroller. */
  variant: 'cards' | 'compact';
  emptyIcon: ReactNode;
  emptyTitle: string;
  emptyText: string;
}

/** A home-page shelf of listings: TRENDING PRINTS or NEW RELEASES. */
export function ListingShelf({
  id,
  title,
  kicker,
  viewAllTo,
  sort,
  count,
  variant,
  emptyIcon,
  emptyTitle,
  emptyText,
}: ListingShelfProps) {
  const dispatch = useAppDispatch();
  const { data, error, isLoading, isFetching, refetch } = useListListingsQuery({
    sort,
    limit: count,
  });
  const listings = data?.items.slice(0, count);
  const layout = variant === 'cards' ? styles.grid : styles.scroller;

  let content: ReactNode;
  if (isLoading)
    content = (
      <div className={layout} role="status" aria-label={`Loading ${title.toLowerCase()}`}>
        {Array.from({ length: count }, (_, i) => (
          <ModelCardSkeleton key={i} compact={variant === 'compact'} />
        ))}
      </div>
    );
  else if (error || !listings)
    content = (
      <LoadError
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
        testId={`${id}-error`}
      />
    );
  else if (listings.length === 0)
    content = (
      <EmptyState
        icon={emptyIcon}
        title={emptyTitle}
        testId={`${id}-empty`}
        actions={
          <Button icon={<CarOutlined />} onClick={() => dispatch(openFitmentPicker())}>
            Select Your Ride
          </Button>
        }
      >
        {emptyText}
      </EmptyState>
    );
  else
    content = (
      <ul className={layout} data-testid={id} aria-labelledby={id}>
        {listings.map((listing) => (
          <li key={listing.id} className={styles.item}>
            {variant === 'cards' ? (
              <ModelCard listing={listing} />
            ) : (
              <CompactModelCard listing={listing} />
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <section className={styles.shelf} aria-labelledby={id}>
      <div className="pp-container">
        <SectionHeader id={id} title={title} kicker={kicker} viewAllTo={viewAllTo} />
        {content}
      </div>
    </section>
  );
}

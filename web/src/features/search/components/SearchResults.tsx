import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Button from 'antd/es/button';
import { useState, type ReactNode } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { ModelCard } from '../../listings/components/ModelCard';
import { ModelCardSkeleton } from '../../listings/components/ModelCardSkeleton';
import { useListListingsQuery, type ListingQuery } from '../../listings/listingsApi';
import { SEARCH_PAGE_SIZE } from '../search-query';
import type { VehicleFilter } from '../search-vehicle';
import styles from './SearchResults.module.css';

const SKELETONS = 6;

interface SearchResultsProps {
  /** The first page's query, or why there is none yet ('resolving') or at all ('nothing'). */
  request: ListingQuery | Exclude<VehicleFilter['state'], 'known'>;
  filtered: boolean;
  onClearAll: () => void;
}

function Skeletons() {
  return Array.from({ length: SKELETONS }, (_, i) => (
    <li key={i} className={styles.item} aria-hidden>
      <ModelCardSkeleton />
    </li>
  ));
}

/** One page of cards; the skeletons while it loads (a failure shows below the grid). */
function ResultPage({ request }: { request: ListingQuery }) {
  const { currentData, isFetching } = useListListingsQuery(request);
  if (!currentData) return isFetching ? <Skeletons /> : null;
  return currentData.items.map((listing) => (
    <li key={listing.id} className={styles.item}>
      <ModelCard listing={listing} />
    </li>
  ));
}

/**
 * '{n} results found' over the grid, 20 cards a page; Load More Parts appends the next page
 * while there are more. Each page is its own cached query, so a like or an approval updates it
 * in place; a new query starts again from one page.
 */
export function SearchResults({ request, filtered, onClearAll }: SearchResultsProps) {
  const base = typeof request === 'string' ? undefined : request;
  const key = JSON.stringify(base ?? null);
  const [shown, setShown] = useState({ key, pages: 1 });
  const pages = shown.key === key ? shown.pages : 1;
  const lastOffset = (pages - 1) * SEARCH_PAGE_SIZE;

  const first = useListListingsQuery(base ?? skipToken);
  const last = useListListingsQuery(base ? { ...base, offset: lastOffset } : skipToken);
  const total = request === 'nothing' ? 0 : first.currentData?.total;
  const more =
    last.currentData && lastOffset + last.currentData.items.length < last.currentData.total;

  let content: ReactNode;
  if (base && first.isError)
    content = (
      <LoadError
        error={first.error}
        onRetry={() => void first.refetch()}
        retrying={first.isFetching}
        testId="search-error"
      />
    );
  else if (total === undefined)
    content = (
      <ul className={styles.grid} role="status" aria-label="Loading results">
        <Skeletons />
      </ul>
    );
  else if (total === 0 || !base)
    content = (
      <EmptyState
        icon={<SearchOutlined />}
        title="No hits. Try loosening a facet."
        testId="search-empty"
        actions={
          filtered ? (
            <Button type="primary" size="large" onClick={onClearAll}>
              Clear All Filters
            </Button>
          ) : undefined
        }
      >
        {filtered
          ? 'Nothing matches every filter. Remove a chip above or clear them all to widen the search.'
          : 'The parts bin is still being stocked: listings show up here as soon as creators’ first models pass review.'}
      </EmptyState>
    );
  else
    content = (
      <>
        <ul className={styles.grid} data-testid="search-results" aria-label="Results">
          {Array.from({ length: pages }, (_, page) => (
            <ResultPage key={page} request={{ ...base, offset: page * SEARCH_PAGE_SIZE }} />
          ))}
        </ul>
        {last.isError ? (
          <LoadError
            error={last.error}
            onRetry={() => void last.refetch()}
            retrying={last.isFetching}
            testId="search-more-error"
          />
        ) : (
          (more || (pages > 1 && last.isFetching)) && (
            <div className={styles.more}>
              <Button
                size="large"
                loading={last.isFetching}
                onClick={() => setShown({ key, pages: pages + 1 })}
                data-testid="search-load-more"
              >
                Load More Parts
              </Button>
            </div>
          )
        )}
      </>
    );

  return (
    <>
      <p className={styles.count} aria-live="polite" data-testid="search-count">
        {total !== undefined && `${total} results found`}
      </p>
      {content}
    </>
  );
}

import SearchOutlined from '@ant-design/icons/SearchOutlined';
import Button from 'antd/es/button';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { formatCount } from '../../../components/format';
import { ModelCard } from '../../listings/components/ModelCard';
import { ModelCardSkeleton } from '../../listings/components/ModelCardSkeleton';
import type { Listing } from '../../listings/listingsApi';
import styles from './SearchResults.module.css';

const SKELETONS = 6;
/**
 * Results whose previews load at once: the first row on a phone (two tiles), where the first
 * is the page's largest paint; lazily loaded, it waited for layout and came last (LCP 4.4 s).
 */
const FIRST_ROW_ON_A_PHONE = 2;

export type ResultsView = 'grid' | 'list';

/** What the page's search gave so far (its pages joined), and what it is doing. */
export interface ResultsState {
  /** Every loaded page's listings in order; undefined until the first page arrives. */
  items: Listing[] | undefined;
  total: number | undefined;
  /** Words of the search text no listing has with the others: the results match the rest. */
  droppedWords: string[] | undefined;
  /** The first page failed: nothing to show but the reason. */
  error: unknown;
  /** A further page failed: the loaded ones stay, with the reason under them. */
  moreError: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  retrying: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
}

interface SearchResultsProps {
  results: ResultsState;
  view: ResultsView;
  filtered: boolean;
  onClearAll: () => void;
  /** Beside the count: the grid/list toggle. */
  actions?: ReactNode;
}

function Skeletons() {
  return Array.from({ length: SKELETONS }, (_, i) => (
    <li key={i} className={styles.item} aria-hidden>
      <ModelCardSkeleton />
    </li>
  ));
}

/**
 * '{n} results found' over the cards (a grid, or one wide card a row), 20 at a time; Load More
 * Parts appends the next page while the server says there is one.
 */
export function SearchResults({
  results,
  view,
  filtered,
  onClearAll,
  actions,
}: SearchResultsProps) {
  const { items, total } = results;
  const listClass = view === 'list' ? `${styles.grid} ${styles.list}` : styles.grid;

  let content: ReactNode;
  if (results.error)
    content = (
      <LoadError
        error={results.error}
        onRetry={results.onRetry}
        retrying={results.retrying}
        testId="search-error"
      />
    );
  else if (!items)
    content = (
      <ul className={listClass} role="status" aria-label="Loading results">
        <Skeletons />
      </ul>
    );
  else if (items.length === 0)
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
        {results.droppedWords && (
          <p className={styles.partial} data-testid="search-partial">
            Showing parts that match some of your words
          </p>
        )}
        <ul className={listClass} data-testid="search-results" aria-label="Results">
          {items.map((listing, index) => (
            <li key={listing.id} className={styles.item}>
              <ModelCard
                listing={listing}
                layout={view === 'list' ? 'row' : 'tile'}
                priority={index < FIRST_ROW_ON_A_PHONE}
              />
            </li>
          ))}
        </ul>
        {results.moreError ? (
          <LoadError
            error={results.moreError}
            onRetry={results.onLoadMore}
            retrying={results.loadingMore}
            testId="search-more-error"
          />
        ) : (
          results.hasMore && (
            <div className={styles.more}>
              <Button
                size="large"
                loading={results.loadingMore}
                onClick={results.onLoadMore}
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
      <div className={styles.bar}>
        <p className={styles.count} aria-live="polite" data-testid="search-count">
          {total !== undefined && !results.error && `${formatCount(total)} results found`}
        </p>
        {actions}
      </div>
      {content}
    </>
  );
}

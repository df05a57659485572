import CarOutlined from '@ant-design/icons/CarOutlined';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { LoadError } from '../../../components/LoadError';
import { openFitmentPicker } from '../../fitment/fitmentSlice';
import { difficultyLabel } from '../../listings/listing-display';
import type { PrintDifficulty } from '../../listings/listingsApi';
import { SearchFilters } from '../components/SearchFilters';
import { SearchResults } from '../components/SearchResults';
import { TrimName } from '../components/TrimName';
import {
  DEFAULT_SORT,
  SEARCH_TEXT_MAX,
  SORT_CHOICES,
  filterLabel,
  hasFilters,
  listingQuery,
  parseSearchQuery,
  sortLabel,
  withParam,
  withoutFilters,
  withoutParam,
  type SearchParam,
} from '../search-query';
import { useSearchVehicle } from '../useSearchVehicle';
import styles from './SearchPage.module.css';

/**
 * /search: the address holds the whole query (text, vehicle, free, difficulty, sort), so the home
 * page's links and the fitment picker land on their results. Every control writes the address;
 * the results, the chips and the title read it.
 */
export default function SearchPage() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const query = parseSearchQuery(params);
  const vehicle = useSearchVehicle(query);
  const filtered = hasFilters(query);
  const sort = query.sort ?? DEFAULT_SORT;

  const change = (key: SearchParam, value: string | undefined) =>
    setParams((current) => withParam(current, key, value));
  const remove = (key: SearchParam) => setParams((current) => withoutParam(current, key));
  const clearAll = () => setParams((current) => withoutFilters(current));

  const chips: { key: SearchParam; kind: string; label: ReactNode }[] = [];
  if (query.q) chips.push({ key: 'q', kind: 'Search', label: `“${query.q}”` });
  if (query.make) chips.push({ key: 'make', kind: 'Make', label: vehicle.makeName });
  if (query.model) chips.push({ key: 'model', kind: 'Model', label: vehicle.modelName });
  if (query.year) chips.push({ key: 'year', kind: 'Year', label: query.year });
  if (query.trim)
    chips.push({
      key: 'trim',
      kind: 'Trim',
      label: <TrimName generationIds={vehicle.generationIds} value={query.trim} />,
    });
  if (query.difficulty)
    chips.push({
      key: 'difficulty',
      kind: 'Difficulty',
      label: difficultyLabel(query.difficulty as PrintDifficulty),
    });
  if (query.filter) chips.push({ key: 'filter', kind: 'Filter', label: filterLabel(query.filter) });

  const title = [query.year, vehicle.makeName, vehicle.modelName].filter(Boolean).join(' ');
  const { filter } = vehicle;

  return (
    <div className={`pp-container ${styles.page}`}>
      <header className={styles.header}>
        <div>
          <p className={styles.kicker}>PARTS FINDER</p>
          <h1 className={styles.title}>
            {title ? `PARTS FOR ${title.toUpperCase()}` : 'SEARCH PARTS'}
          </h1>
        </div>
        <Button size="large" icon={<CarOutlined />} onClick={() => dispatch(openFitmentPicker())}>
          Select Your Ride
        </Button>
      </header>

      <div className={styles.toolbar}>
        <Input.Search
          // A new address (a chip removed, Clear All) starts the box again from its text.
          key={query.q ?? ''}
          defaultValue={query.q}
          placeholder="Search parts, makes, models…"
          aria-label="Search parts"
          maxLength={SEARCH_TEXT_MAX}
          allowClear
          enterButton
          size="large"
          onSearch={(text) => change('q', text.trim() || undefined)}
          className={styles.search}
          data-testid="search-input"
        />
        <Select
          value={sort}
          onChange={(value) => change('sort', value)}
          options={[
            // trending arrives from the home page's View All; the select names it then
            ...(sort === 'trending' ? ['trending'] : []),
            ...SORT_CHOICES,
          ].map((value) => ({ value, label: sortLabel(value) }))}
          aria-label="Sort by"
          size="large"
          className={styles.sort}
          data-testid="search-sort"
        />
      </div>

      <div className={styles.layout}>
        <SearchFilters
          query={query}
          makes={vehicle.makes}
          models={vehicle.models}
          modelsLoading={vehicle.modelsLoading}
          onChange={change}
        />

        <section className={styles.results} aria-label="Search results">
          {filtered && (
            <div className={styles.chipsRow}>
              <ul className={styles.chips} aria-label="Active filters" data-testid="search-chips">
                {chips.map((chip) => (
                  <li
                    key={chip.key}
                    className={styles.chip}
                    data-testid={`search-chip-${chip.key}`}
                  >
                    <span className={styles.chipKind}>{chip.kind}</span>
                    <span className={styles.chipLabel}>{chip.label}</span>
                    <button
                      type="button"
                      className={styles.chipRemove}
                      aria-label={`Remove ${chip.kind.toLowerCase()} filter`}
                      onClick={() => remove(chip.key)}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
              <Button type="link" onClick={clearAll} data-testid="search-clear-all">
                Clear All
              </Button>
            </div>
          )}

          {vehicle.failure ? (
            <LoadError
              error={vehicle.failure.error}
              onRetry={vehicle.failure.retry}
              retrying={vehicle.failure.retrying}
              testId="search-vehicle-error"
            />
          ) : (
            <SearchResults
              request={filter.state === 'known' ? listingQuery(query, filter.ids) : filter.state}
              filtered={filtered}
              onClearAll={clearAll}
            />
          )}
        </section>
      </div>
    </div>
  );
}

import CarOutlined from '@ant-design/icons/CarOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import Button from 'antd/es/button';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { EmptyState } from '../../../components/EmptyState';
import { openFitmentPicker } from '../../fitment/fitmentSlice';
import { TrimName, useVehicleNames } from '../components/VehicleChipLabels';
import {
  filterLabel,
  hasFilters,
  parseSearchQuery,
  withoutFilters,
  withoutParam,
  type SearchParam,
} from '../search-query';
import styles from './SearchPage.module.css';

/**
 * /search for now: the active query as removable chips, with the vehicle in real names, and the
 * honest result (no listings exist yet). The search issue grows the box, filters and grid here.
 */
export default function SearchPage() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const query = parseSearchQuery(params);
  const { makeName, modelName, generationIds } = useVehicleNames(
    query.make,
    query.model,
    query.year,
  );
  const filtered = hasFilters(query);

  const chips: { key: SearchParam; kind: string; label: ReactNode }[] = [];
  if (query.q) chips.push({ key: 'q', kind: 'Search', label: `“${query.q}”` });
  if (query.make) chips.push({ key: 'make', kind: 'Make', label: makeName });
  if (query.model) chips.push({ key: 'model', kind: 'Model', label: modelName });
  if (query.year) chips.push({ key: 'year', kind: 'Year', label: query.year });
  if (query.trim)
    chips.push({
      key: 'trim',
      kind: 'Trim',
      label: <TrimName generationIds={generationIds} value={query.trim} />,
    });
  if (query.filter) chips.push({ key: 'filter', kind: 'Filter', label: filterLabel(query.filter) });

  const clearAll = () => setParams(withoutFilters(params));
  const vehicle = [query.year, makeName, modelName].filter(Boolean).join(' ');

  return (
    <div className={`pp-container ${styles.page}`}>
      <header className={styles.header}>
        <div>
          <p className={styles.kicker}>PARTS FINDER</p>
          <h1 className={styles.title}>
            {vehicle ? `PARTS FOR ${vehicle.toUpperCase()}` : 'SEARCH PARTS'}
          </h1>
        </div>
        <Button size="large" icon={<CarOutlined />} onClick={() => dispatch(openFitmentPicker())}>
          Select Your Ride
        </Button>
      </header>

      {filtered && (
        <div className={styles.chipsRow}>
          <ul className={styles.chips} aria-label="Active filters" data-testid="search-chips">
            {chips.map((chip) => (
              <li key={chip.key} className={styles.chip} data-testid={`search-chip-${chip.key}`}>
                <span className={styles.chipKind}>{chip.kind}</span>
                <span className={styles.chipLabel}>{chip.label}</span>
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={`Remove ${chip.kind.toLowerCase()} filter`}
                  onClick={() => setParams(withoutParam(params, chip.key))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}

      <p className={styles.count} aria-live="polite" data-testid="search-count">
        0 results found
      </p>

      <EmptyState
        icon={<SearchOutlined />}
        title="No hits. Try loosening a facet."
        testId="search-empty"
        actions={
          filtered ? (
            <Button type="primary" size="large" onClick={clearAll}>
              Clear All Filters
            </Button>
          ) : undefined
        }
      >
        {filtered
          ? 'Nothing matches every filter yet. Remove a chip above or clear them all to widen the search.'
          : 'The parts bin is still being stocked: listings show up here as soon as creators’ first models pass review.'}
      </EmptyState>
    </div>
  );
}

import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import CarOutlined from '@ant-design/icons/CarOutlined';
import FilterOutlined from '@ant-design/icons/FilterOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { openFitmentPicker } from '../../fitment/fitmentSlice';
import { MyCarChip } from '../../garage/components/MyCarChip';
import { useActiveVehicle } from '../../garage/useGarage';
import { difficultyLabel } from '../../listings/listing-display';
import type { PrintDifficulty } from '../../listings/listingsApi';
import { SearchBox } from '../components/SearchBox';
import { SearchFilters } from '../components/SearchFilters';
import { SearchResults, type ResultsView } from '../components/SearchResults';
import { TrimName } from '../components/TrimName';
import {
  facetCounts,
  filterLabel,
  mountLocationLabel,
  hasFilters,
  parseSearchQuery,
  shownSort,
  sortChoices,
  sortLabel,
  withParam,
  withoutFilters,
  withoutParam,
  type SearchParam,
} from '../search-query';
import { useSearchResults } from '../useSearchResults';
import { useSearchVehicle } from '../useSearchVehicle';
import styles from './SearchPage.module.css';

const VIEWS: { value: ResultsView; label: string; icon: ReactNode }[] = [
  { value: 'grid', label: 'Grid view', icon: <AppstoreOutlined /> },
  { value: 'list', label: 'List view', icon: <UnorderedListOutlined /> },
];

/**
 * /search: the address holds the whole query (text, vehicle, free, difficulty, sort), so the home
 * page's links and the fitment picker land on their results. Every control writes the address;
 * the results, the counts, the chips and the title read it. GET /api/search matches the vehicle
 * (a year's generation, a trim or none, universal parts) from the address as it is.
 */
export default function SearchPage() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const query = parseSearchQuery(params);
  const vehicle = useSearchVehicle(query);
  const { facets, results } = useSearchResults(query);
  const filtered = hasFilters(query);
  const [view, setView] = useState<ResultsView>('grid');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeVehicle = useActiveVehicle();

  // From the address as it is now, not as last rendered: React Router's updater gets the render's
  // params, and a navigation renders in a transition, so a second quick change (a make, then
  // 'free') would drop the first.
  const current = () => new URLSearchParams(window.location.search);
  const change = (key: SearchParam, value: string | undefined) =>
    setParams(withParam(current(), key, value));
  const remove = (key: SearchParam) => setParams(withoutParam(current(), key));
  const clearAll = () => setParams(withoutFilters(current()));

  const chips: { key: SearchParam; kind: string; label: ReactNode }[] = [];
  if (query.q) chips.push({ key: 'q', kind: 'Search', label: `“${query.q}”` });
  if (query.make) chips.push({ key: 'make', kind: 'Make', label: vehicle.makeName });
  if (query.model) chips.push({ key: 'model', kind: 'Model', label: vehicle.modelName });
  if (query.generationId)
    chips.push({
      key: 'generationId',
      kind: 'Generation',
      label: vehicle.generationName ?? 'Generation',
    });
  if (query.year) chips.push({ key: 'year', kind: 'Year', label: query.year });
  if (query.trim)
    chips.push({
      key: 'trim',
      kind: 'Trim',
      label: <TrimName generationIds={vehicle.generationIds} value={query.trim} />,
    });
  if (query.filter) chips.push({ key: 'filter', kind: 'Filter', label: filterLabel(query.filter) });
  if (query.difficulty)
    chips.push({
      key: 'difficulty',
      kind: 'Difficulty',
      label: difficultyLabel(query.difficulty as PrintDifficulty),
    });
  if (query.mountLocation)
    chips.push({
      key: 'mountLocation',
      kind: 'Mounts in',
      label: mountLocationLabel(query.mountLocation),
    });
  if (query.material) chips.push({ key: 'material', kind: 'Printed in', label: query.material });

  // A year the server refuses ('soon') names no vehicle: the error says why, the title skips it.
  const year = query.year && /^\d{4}$/.test(query.year) ? query.year : undefined;
  const title = [year, vehicle.makeName, vehicle.modelName, !year && vehicle.generationName]
    .filter(Boolean)
    .join(' ');
  // The filters the panel holds (not the text, which has its own box): the toggle shows how many.
  const panelFilters = chips.filter((chip) => chip.key !== 'q').length;

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
        <SearchBox
          value={query.q}
          onSearch={(text) => change('q', text)}
          className={styles.search}
        />
        <Button
          size="large"
          icon={<FilterOutlined />}
          className={styles.filtersToggle}
          aria-expanded={filtersOpen}
          aria-controls="search-filters"
          onClick={() => setFiltersOpen((open) => !open)}
          data-testid="search-filters-toggle"
        >
          {panelFilters > 0 ? `Filters (${panelFilters})` : 'Filters'}
        </Button>
        <Select
          value={shownSort(query)}
          onChange={(value) => change('sort', value)}
          options={sortChoices(query).map((value) => ({ value, label: sortLabel(value) }))}
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
          makesLoading={vehicle.makesLoading}
          models={vehicle.models}
          modelsLoading={vehicle.modelsLoading}
          counts={facetCounts(facets)}
          open={filtersOpen}
          onChange={change}
        />

        <section className={styles.results} aria-labelledby="search-results-heading">
          {/* The cards' titles are h3s: this keeps the outline whole where the filters' h2 is
              folded away (phones). */}
          <h2 id="search-results-heading" className="pp-visually-hidden">
            Search results
          </h2>
          {(filtered || activeVehicle) && (
            <div className={styles.chipsRow}>
              {activeVehicle && (
                <MyCarChip
                  vehicle={activeVehicle}
                  query={query}
                  onChange={(edit) => setParams(edit(current()))}
                />
              )}
              {filtered && (
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
              )}
              {filtered && (
                <Button type="link" onClick={clearAll} data-testid="search-clear-all">
                  Clear All
                </Button>
              )}
            </div>
          )}

          <SearchResults
            results={results}
            view={view}
            filtered={filtered}
            onClearAll={clearAll}
            actions={
              <div className={styles.views} role="group" aria-label="Results layout">
                {VIEWS.map((option) => (
                  <Button
                    key={option.value}
                    type={view === option.value ? 'primary' : 'default'}
                    icon={option.icon}
                    aria-label={option.label}
                    title={option.label}
                    aria-pressed={view === option.value}
                    onClick={() => setView(option.value)}
                    data-testid={`search-view-${option.value}`}
                  />
                ))}
              </div>
            }
          />
        </section>
      </div>
    </div>
  );
}

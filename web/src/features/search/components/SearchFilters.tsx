import Checkbox from 'antd/es/checkbox';
import Select from 'antd/es/select';
import { MOUNT_LOCATIONS, PRINT_MATERIALS } from '@pitstop/contracts';
import { DIFFICULTY_OPTIONS } from '../../listings/listing-display';
import type { Make, VehicleModel } from '../../taxonomy/taxonomyApi';
import {
  mountLocationLabel,
  withCount,
  type FacetCounts,
  type SearchParam,
  type SearchQuery,
} from '../search-query';
import styles from './SearchFilters.module.css';

/** A select's 'no filter' choice (docs/product.md §4: 'all' means no make or model filter). */
const ALL = 'all';
const ANY = 'any';

/** A select's value as the address holds it: its 'no filter' choice is no parameter. */
const orNone = (value: string) => (value === ALL || value === ANY ? undefined : value);

interface SearchFiltersProps {
  query: SearchQuery;
  makes: Make[] | undefined;
  makesLoading: boolean;
  /** The chosen make's models; none until a make is chosen. */
  models: VehicleModel[] | undefined;
  modelsLoading: boolean;
  /** How many results each choice gives (with every other filter kept). */
  counts: FacetCounts;
  /** Small screens: whether the panel is open (wide screens always show it). */
  open: boolean;
  /** Sets one parameter of the address (none: removes it). */
  onChange: (key: SearchParam, value: string | undefined) => void;
}

/** The sidebar: Make, Model (loaded per make), Free files only, Difficulty, with their counts. */
export function SearchFilters({
  query,
  makes,
  makesLoading,
  models,
  modelsLoading,
  counts,
  open,
  onChange,
}: SearchFiltersProps) {
  return (
    <aside
      id="search-filters"
      className={open ? styles.filters : `${styles.filters} ${styles.closed}`}
      aria-label="Filters"
      data-testid="search-filters"
    >
      <h2 className={styles.heading}>FILTERS</h2>
      <div className={styles.field}>
        <label htmlFor="search-make">Make</label>
        <Select
          id="search-make"
          value={query.make ?? ALL}
          onChange={(value) => onChange('make', orNone(value))}
          options={[
            { value: ALL, label: 'All Makes' },
            ...(makes ?? []).map((make) => ({
              value: make.slug,
              label: withCount(make.name, counts.make(make.slug)),
            })),
          ]}
          loading={makesLoading}
          // ten-odd makes: all in the page, for find-in-page and tests alike
          virtual={false}
          data-testid="search-make"
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="search-model">Model</label>
        <Select
          id="search-model"
          value={query.model ?? ALL}
          onChange={(value) => onChange('model', orNone(value))}
          options={[
            { value: ALL, label: 'All Models' },
            ...(models ?? []).map((model) => ({ value: model.slug, label: model.name })),
          ]}
          disabled={!query.make}
          loading={modelsLoading}
          data-testid="search-model"
        />
      </div>
      <Checkbox
        checked={query.filter === 'free'}
        onChange={(event) => onChange('filter', event.target.checked ? 'free' : undefined)}
        className={styles.free}
        data-testid="search-free"
      >
        {withCount('Free files only', counts.free)}
      </Checkbox>
      <div className={styles.field}>
        <label htmlFor="search-difficulty">Difficulty</label>
        <Select
          id="search-difficulty"
          value={query.difficulty ?? ANY}
          onChange={(value) => onChange('difficulty', orNone(value))}
          options={[
            { value: ANY, label: 'Any' },
            ...DIFFICULTY_OPTIONS.map(({ value, label }) => ({
              value,
              label: withCount(label, counts.difficulty(value)),
            })),
          ]}
          data-testid="search-difficulty"
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="search-mount-location">Mounts in</label>
        <Select
          id="search-mount-location"
          value={query.mountLocation ?? ANY}
          onChange={(value) => onChange('mountLocation', orNone(value))}
          options={[
            { value: ANY, label: 'Anywhere' },
            ...MOUNT_LOCATIONS.map((value) => ({ value, label: mountLocationLabel(value) })),
          ]}
          data-testid="search-mount-location"
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="search-material">Printed in</label>
        <Select
          id="search-material"
          value={query.material ?? ANY}
          onChange={(value) => onChange('material', orNone(value))}
          options={[
            { value: ANY, label: 'Any material' },
            ...PRINT_MATERIALS.map((value) => ({ value, label: value })),
          ]}
          data-testid="search-material"
        />
      </div>
    </aside>
  );
}

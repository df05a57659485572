import Checkbox from 'antd/es/checkbox';
import Select from 'antd/es/select';
import { DIFFICULTY_OPTIONS } from '../../listings/listing-display';
import type { Make, VehicleModel } from '../../taxonomy/taxonomyApi';
import type { SearchParam, SearchQuery } from '../search-query';
import styles from './SearchFilters.module.css';

/** A select's 'no filter' choice (SPEC.md section 4: 'all' means no make or model filter). */
const ALL = 'all';
const ANY = 'any';

/** A select's value as the address holds it: its 'no filter' choice is no parameter. */
const orNone = (value: string) => (value === ALL || value === ANY ? undefined : value);

const DIFFICULTY_CHOICES = [{ value: ANY, label: 'Any' }, ...DIFFICULTY_OPTIONS];

interface SearchFiltersProps {
  query: SearchQuery;
  makes: Make[] | undefined;
  /** The chosen make's models; none until a make is chosen. */
  models: VehicleModel[] | undefined;
  modelsLoading: boolean;
  /** Sets one parameter of the address (none: removes it). */
  onChange: (key: SearchParam, value: string | undefined) => void;
}

/** The sidebar: Make, Model (loaded per make), Free files only, Difficulty. */
export function SearchFilters({
  query,
  makes,
  models,
  modelsLoading,
  onChange,
}: SearchFiltersProps) {
  return (
    <aside className={styles.filters} aria-label="Filters">
      <h2 className={styles.heading}>FILTERS</h2>
      <div className={styles.field}>
        <label htmlFor="search-make">Make</label>
        <Select
          id="search-make"
          value={query.make ?? ALL}
          onChange={(value) => onChange('make', orNone(value))}
          options={[
            { value: ALL, label: 'All Makes' },
            ...(makes ?? []).map((make) => ({ value: make.slug, label: make.name })),
          ]}
          loading={!makes}
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
        data-testid="search-free"
      >
        Free files only
      </Checkbox>
      <div className={styles.field}>
        <label htmlFor="search-difficulty">Difficulty</label>
        <Select
          id="search-difficulty"
          value={query.difficulty ?? ANY}
          onChange={(value) => onChange('difficulty', orNone(value))}
          options={DIFFICULTY_CHOICES}
          data-testid="search-difficulty"
        />
      </div>
    </aside>
  );
}

/**
 * The request mix of bench/search: GET /api/search addresses as the /search page makes them,
 * drawn deterministically. Plain text (common words, typos, partial words), text with filters,
 * filters alone and plain browsing; every sort; pages 1–3.
 */
import { SEARCH_SORTS, type SearchSort } from '@pitstop/contracts';
import { pick, prng, weighted, type Random, type Vehicle } from './listings.js';

export type QueryKind = 'text' | 'text+filters' | 'filters' | 'browse';

export interface BenchQuery {
  path: string;
  kind: QueryKind;
  /** What the query does, for the per-shape table: kind, which filters, sort. */
  shape: string;
}

/** Words buyers type: whole words, typos the typo rule allows, and words cut short. */
export const COMMON_TEXTS = [
  'shift knob',
  'cup holder',
  'phone mount',
  'bracket',
  'mount',
  'vent',
  'clip',
  'cover',
  'gauge pod',
  'headlight bracket',
  'console tray',
  'golf',
  'miata',
  'civic type r',
  'mustang gt',
  'key fob',
  'intake',
  'organizer',
  'grille insert',
  'wheel center cap',
];
export const TYPO_TEXTS = [
  'shfit',
  'shfit knob',
  'hedlight',
  'bumpr clip',
  'orgnaizer',
  'mirorr cap',
  'spoilr',
  'gauge pdo',
];
export const PARTIAL_TEXTS = [
  'brack',
  'cup hol',
  'pho',
  'gaug',
  'shif kn',
  'ergo',
  'knu',
  'dash cam',
  'lic plat',
];

const TEXT_SORTS: (readonly [SearchSort | undefined, number])[] = [
  [undefined, 45], // relevance, the default with text
  ['relevance', 5],
  ...SEARCH_SORTS.filter((s) => s !== 'relevance').map((s) => [s, 50 / 6] as const),
];
const BROWSE_SORTS: (readonly [SearchSort | undefined, number])[] = [
  [undefined, 40], // newest, the default without text
  ...SEARCH_SORTS.filter((s) => s !== 'relevance').map((s) => [s, 60 / 6] as const),
];
const OFFSETS = [
  [0, 70],
  [20, 20],
  [40, 10],
] as const;

const LAST_YEAR = 2026;

function text(random: Random): [string, string] {
  const kind = weighted(random, [
    ['words', 70],
    ['typo', 15],
    ['partial', 15],
  ] as const);
  const list = kind === 'words' ? COMMON_TEXTS : kind === 'typo' ? TYPO_TEXTS : PARTIAL_TEXTS;
  return [pick(random, list), kind];
}

/** Vehicle filters as the fitment picker writes them: make, then model, year, trim. */
function vehicleFilters(random: Random, fleet: Vehicle[], params: URLSearchParams): string {
  const vehicle = weighted(
    random,
    fleet.map((v) => [v, v.makeWeight] as const),
  );
  params.set('make', vehicle.makeSlug);
  const depth = weighted(random, [
    ['make', 30],
    ['model', 25],
    ['year', 25],
    ['trim', 20],
  ] as const);
  if (depth === 'make') return 'make';
  params.set('model', vehicle.modelSlug);
  if (depth === 'model') return 'make+model';
  const end = vehicle.yearEnd ?? LAST_YEAR;
  params.set(
    'year',
    String(vehicle.yearStart + Math.floor(random() * (end - vehicle.yearStart + 1))),
  );
  if (depth === 'year' || vehicle.trims.length === 0) return 'make+model+year';
  params.set('trim', pick(random, vehicle.trims).key);
  return 'make+model+year+trim';
}

function otherFilters(random: Random, params: URLSearchParams, labels: string[]): void {
  if (random() < 0.25) {
    params.set(
      'difficulty',
      weighted(random, [
        ['easy', 2],
        ['medium', 1],
        ['hard', 1],
      ] as const),
    );
    labels.push('difficulty');
  }
  if (random() < 0.25) {
    params.set('filter', 'free');
    labels.push('free');
  }
}

export function searchMix(fleet: Vehicle[], count: number, seed = 7): BenchQuery[] {
  const random = prng(seed);
  const queries: BenchQuery[] = [];
  for (let i = 0; i < count; i++) {
    const kind = weighted<QueryKind>(random, [
      ['text', 30],
      ['text+filters', 30],
      ['filters', 25],
      ['browse', 15],
    ]);
    const params = new URLSearchParams();
    const labels: string[] = [];
    if (kind === 'text' || kind === 'text+filters') {
      const [q, textKind] = text(random);
      params.set('q', q);
      labels.push(textKind === 'words' ? 'text' : textKind);
    }
    if (kind === 'text+filters' || kind === 'filters') {
      if (random() < 0.75) labels.push(vehicleFilters(random, fleet, params));
      otherFilters(random, params, labels);
      if (labels.length === (kind === 'filters' ? 0 : 1)) {
        params.set('difficulty', 'easy');
        labels.push('difficulty');
      }
    }
    const sort = weighted(random, params.has('q') ? TEXT_SORTS : BROWSE_SORTS);
    if (sort) params.set('sort', sort);
    const offset = weighted(random, OFFSETS);
    if (offset > 0) params.set('offset', String(offset));
    const order = sort ?? (params.has('q') ? 'relevance' : 'newest');
    // Coarse shapes for the per-shape table: text kind, vehicle or not, other filters, sort.
    const shape = [
      params.has('q') ? labels[0] : null,
      params.has('make') ? 'vehicle' : null,
      params.has('difficulty') || params.has('filter') ? 'difficulty/free' : null,
    ].filter(Boolean);
    queries.push({
      path: `/api/search?${params.toString()}`,
      kind,
      shape: `${shape.length > 0 ? shape.join(' + ') : 'no filters'} · ${order}`,
    });
  }
  return queries;
}

/**
 * GET /api/search/suggest addresses as a search box sends them while a buyer types each of the
 * mix's texts: every prefix from two letters.
 */
export function suggestPaths(): string[] {
  const paths: string[] = [];
  for (const text of [...COMMON_TEXTS, ...TYPO_TEXTS, ...PARTIAL_TEXTS])
    for (let end = 2; end <= text.length; end++)
      if (text[end - 1] !== ' ')
        paths.push(`/api/search/suggest?q=${encodeURIComponent(text.slice(0, end))}`);
  return paths;
}

import type { AdminMakeDto, TaxonomyLevel } from '@pitstop/contracts';

/** One row of the Vehicles table: a make, model, generation or trim, its children below it. */
export interface TaxonomyRow {
  key: string;
  level: TaxonomyLevel;
  name: string;
  /** Where it sits ('Volkswagen › Golf'), for the merge dialog's choices. */
  path: string;
  yearStart?: number;
  yearEnd?: number | null;
  listingCount: number;
  children?: TaxonomyRow[];
}

/** What each level's child is called, for 'Add model' and its form. */
export const CHILD: Record<TaxonomyLevel, { level: TaxonomyLevel; noun: string } | null> = {
  makes: { level: 'models', noun: 'model' },
  models: { level: 'generations', noun: 'generation' },
  generations: { level: 'trims', noun: 'trim' },
  trims: null,
};

export const NOUN: Record<TaxonomyLevel, string> = {
  makes: 'make',
  models: 'model',
  generations: 'generation',
  trims: 'trim',
};

export const yearsText = (row: { yearStart?: number; yearEnd?: number | null }) =>
  row.yearStart === undefined ? '' : `${row.yearStart}–${row.yearEnd ?? 'Present'}`;

/** The tree as table rows; an empty list of children is left out (no expander on it). */
export function taxonomyRows(makes: AdminMakeDto[]): TaxonomyRow[] {
  const some = <T>(rows: T[]) => (rows.length ? rows : undefined);
  return makes.map((make) => ({
    key: make.id,
    level: 'makes',
    name: make.name,
    path: make.name,
    listingCount: make.listingCount,
    children: some(
      make.models.map((model) => {
        const modelPath = `${make.name} › ${model.name}`;
        return {
          key: model.id,
          level: 'models' as const,
          name: model.name,
          path: modelPath,
          listingCount: model.listingCount,
          children: some(
            model.generations.map((g) => {
              const generationPath = `${modelPath} › ${g.name}`;
              return {
                key: g.id,
                level: 'generations' as const,
                name: g.name,
                path: generationPath,
                yearStart: g.yearStart,
                yearEnd: g.yearEnd,
                listingCount: g.listingCount,
                children: some(
                  g.trims.map((t) => ({
                    key: t.id,
                    level: 'trims' as const,
                    name: t.name,
                    path: `${generationPath} › ${t.name}`,
                    listingCount: t.listingCount,
                  })),
                ),
              };
            }),
          ),
        };
      }),
    ),
  }));
}

/** Every row of a level, depth first (the merge dialog's survivors). */
export function rowsAt(rows: TaxonomyRow[], level: TaxonomyLevel): TaxonomyRow[] {
  return rows.flatMap((row) => (row.level === level ? [row] : rowsAt(row.children ?? [], level)));
}

/**
 * The makes whose name, or one of whose models' names, holds the text (any case); a make
 * matched by its models keeps only those models.
 */
export function filterRows(rows: TaxonomyRow[], text: string): TaxonomyRow[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return rows;
  return rows.flatMap((make) => {
    if (make.name.toLowerCase().includes(needle)) return [make];
    const models = (make.children ?? []).filter((m) => m.name.toLowerCase().includes(needle));
    return models.length ? [{ ...make, children: models }] : [];
  });
}

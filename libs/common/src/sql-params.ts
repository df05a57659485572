/** Positional parameters for hand-written SQL: add() returns the placeholder to splice in. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Anything that runs SQL: a DataSource, an EntityManager or a QueryRunner. */
export interface SqlRunner {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/**
 * Runs hand-written SQL and returns its rows. This is the one place that asserts the row type:
 * each repository declares the row type once per query shape, as a named type beside its query.
 */
export async function queryRows<Row>(
  runner: SqlRunner,
  sql: string,
  params?: readonly unknown[],
): Promise<Row[]> {
  return (await runner.query(sql, params as unknown[] | undefined)) as Row[];
}

/** The first row of queryRows, or undefined when there is none. */
export async function queryRow<Row>(
  runner: SqlRunner,
  sql: string,
  params?: readonly unknown[],
): Promise<Row | undefined> {
  const [row] = await queryRows<Row>(runner, sql, params);
  return row;
}

/** Positional parameters for hand-written SQL: add() returns the placeholder to splice in. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

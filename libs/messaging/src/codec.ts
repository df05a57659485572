/** Stream entries are flat [field, value, field, value, ...] lists; these are the fields we use. */
export interface RequestEntry {
  /** correlation id, unique per calling client */
  i: string;
  /** message name */
  p: string;
  /** JSON payload */
  d: string;
  /** reply stream of the caller */
  r: string;
  /** deadline, epoch milliseconds */
  t: string;
  /** the caller's idempotency key, when it has one (idempotent-outcomes.ts) */
  k?: string;
}

export interface ReplyEntry {
  i: string;
  /** JSON reply on success */
  d?: string;
  /** JSON RpcErrorPayload on failure */
  e?: string;
}

export interface EventEntry {
  p: string;
  d: string;
  /** emitted at, epoch milliseconds */
  ts: string;
}

export function decodeFields(fields: readonly string[]): Record<string, string> {
  const entry: Record<string, string> = {};
  for (let i = 0; i + 1 < fields.length; i += 2) entry[fields[i]!] = fields[i + 1]!;
  return entry;
}

export function encodeJson(value: unknown): string {
  return JSON.stringify(value === undefined ? null : value);
}

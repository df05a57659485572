import { BadRequestError } from './errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** Services check ids again (the gateway is not their only caller): a bad one is a 400, not a 500. */
export function requireUuid(value: unknown, field: string): string {
  if (value === undefined || value === null || value === '') {
    throw new BadRequestError(`${field} is required`);
  }
  if (!isUuid(value)) throw new BadRequestError(`${field} must be a UUID`);
  return value.toLowerCase();
}

/** A list of at most `max` ids, each checked as requireUuid does. */
export function requireUuids(value: unknown, field: string, max: number): string[] {
  if (!Array.isArray(value) || value.length > max)
    throw new BadRequestError(`${field} must be a list of at most ${max} ids`);
  return value.map((id) => requireUuid(id, field));
}

/**
 * A user as the API sends it (GET /api/user, login, register, the admin list), and the rules for
 * showing one: which initials, which join year (names: components/person-name).
 */

// Types only: a value import would bundle the contracts (and their demo data) into the app.
import type { UserDto, UserRole, UserStatus } from '@pitstop/contracts';
import { filled } from '../../components/person-name';

export type { UserRole, UserStatus };
export type User = UserDto;

/** The choices of the admin selectors, in the API's order. */
export const USER_ROLES: readonly UserRole[] = ['user', 'admin'];
export const USER_STATUSES: readonly UserStatus[] = ['active', 'banned', 'deleted'];

/**
 * Up to `max` (default 2) capital initials for an avatar: from first and last name, else from
 * the words of the display name, else from the email; '?' when there is nothing to go on.
 */
export function initials(
  user: Partial<Pick<User, 'firstName' | 'lastName' | 'displayName' | 'email'>>,
  max = 2,
): string {
  const names = [filled(user.firstName), filled(user.lastName)].filter(
    (name): name is string => !!name,
  );
  const email = filled(user.email);
  const words =
    names.length > 0 ? names : (filled(user.displayName)?.split(/\s+/) ?? (email ? [email] : []));
  const letters = words
    .map((word) => Array.from(word).find((char) => /[\p{L}\p{N}]/u.test(char)))
    .filter((char): char is string => !!char)
    .slice(0, max)
    .join('')
    .toUpperCase();
  return letters || '?';
}

/** The year the account was created ('Joined 2026'), or null when the date is unreadable. */
export function joinYear(createdAt: string): number | null {
  const time = Date.parse(createdAt);
  return Number.isNaN(time) ? null : new Date(time).getFullYear();
}

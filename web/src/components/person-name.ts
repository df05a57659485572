/**
 * The one rule for naming a person anywhere in the app (docs/product.md §2): their display name,
 * else their first name, else a stand-in that depends on where the name shows: 'Unknown' for a
 * card's seller, 'Anonymous User' for a review or comment author, 'Anonymous Racer' on the
 * profile, 'Racer' in the welcome banner. Callers pass the stand-in; the rule stays here.
 */
export interface Named {
  displayName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** The text without its surrounding spaces, or undefined when nothing is left: a name not given. */
export const filled = (value: string | null | undefined): string | undefined =>
  value?.trim() || undefined;

/** Display name, else first name, else `fallback`. */
export function personName(person: Named | null | undefined, fallback: string): string {
  return filled(person?.displayName) ?? filled(person?.firstName) ?? fallback;
}

/** First name only, else `fallback` (NEW RELEASES and the admin's pending list). */
export function firstNameOf(person: Named | null | undefined, fallback: string): string {
  return filled(person?.firstName) ?? fallback;
}

/**
 * First and last name as one line, for where the real name matters (the admin panel, the
 * creator card's second line); without either, the person's name by the rule above.
 */
export function fullName(person: Named | null | undefined, fallback: string): string {
  const full = [filled(person?.firstName), filled(person?.lastName)].filter(Boolean).join(' ');
  return full || personName(person, fallback);
}

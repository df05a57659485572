// Rules for any text people type (account names, bios, listings, reviews), checked by the
// gateway and again by the owning service: one definition, so the two cannot drift.

/**
 * C0 control characters other than tab, line feed and carriage return. None belongs in text
 * people write, and Postgres refuses NUL in text outright (a 500 instead of a 400).
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/**
 * A UTF-16 surrogate without its other half: JSON can carry one (`"\ud800"`), but it is no
 * character at all. It fails where text becomes bytes (encodeURI in the email check throws, and
 * UTF-8 turns it into U+FFFD), so it is refused like a control character, with the same words.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasLoneSurrogates(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** '{field} contains characters that are not allowed'. */
export function controlCharactersMessage(field: string): string {
  return `${field} contains characters that are not allowed`;
}

/** Emails compare case-insensitively: one account per address however it is typed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

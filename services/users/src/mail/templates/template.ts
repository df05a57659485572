import type { MailData, MailKind } from '@pitstop/contracts';
import type { ReactElement } from 'react';

/** What every template is given besides its data. */
export interface MailContext {
  /** The recipient's first name, or null (an address without a name). */
  name: string | null;
  /** An absolute link into the marketplace: PUBLIC_URL + path (+ query, encoded). */
  link(path: string, query?: Record<string, string>): string;
  /**
   * An optional notice's one-click unsubscribe page (/unsubscribe?token=…), shown in the
   * footer; null for transactional mail.
   */
  unsubscribeUrl?: string | null;
}

/** One kind's mail: its subject and its body (React Email); the plain text comes from the HTML. */
export interface MailTemplate<K extends MailKind> {
  subject(data: MailData[K], context: MailContext): string;
  body(data: MailData[K], context: MailContext): ReactElement;
}

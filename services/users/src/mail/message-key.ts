import { MAIL_KEY_MAX, MAIL_KINDS, type MailMessage } from '@pitstop/contracts';
import { createHash } from 'node:crypto';

/**
 * The send job's id for a message key: while BullMQ keeps the job (waiting, running, or among
 * the last 1,000 finished), queueing the key again is a no-op. A hash, because BullMQ refuses
 * ':' in ids and keys are free text.
 */
export function mailJobId(key: string): string {
  return `mail-${digest(key).slice(0, 40)}`;
}

/** The Message-ID header: the same for every attempt, so a receiving server can spot a resend. */
export function mailMessageId(key: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'pitstop.local';
  return `<${digest(key).slice(0, 32)}@${domain}>`;
}

/** Why a message cannot be queued (a producer's bug), or null. */
export function invalidMessage(message: MailMessage): string | null {
  if (!message || typeof message !== 'object') return 'a mail message must be an object';
  if (!(MAIL_KINDS as readonly string[]).includes(message.kind))
    return `unknown mail kind '${String(message.kind)}'`;
  if (typeof message.key !== 'string' || !message.key || message.key.length > MAIL_KEY_MAX)
    return `a mail key is 1–${MAIL_KEY_MAX} characters`;
  const to = message.to as { userId?: unknown; email?: unknown } | undefined;
  if (!to || (typeof to.userId !== 'string' && typeof to.email !== 'string'))
    return 'a mail goes to { userId } or { email }';
  if (!message.data || typeof message.data !== 'object') return 'a mail has data';
  return null;
}

const digest = (key: string) => createHash('sha256').update(key).digest('hex');

import type { MailMessage } from '@pitstop/contracts';

/** The mail a registration sends: a welcome, with the verification link once there is a token. */
export function welcomeMail(userId: string, verifyToken: string | null = null): MailMessage {
  return {
    kind: 'welcome-verify-email',
    key: `welcome:${userId}`,
    to: { userId },
    data: { verifyToken },
  };
}

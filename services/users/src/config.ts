import {
  booleanFlag,
  loadConfig,
  positiveInt,
  serviceEnvSchema,
  withDevDefault,
  type Env,
} from '@pitstop/common';
import { ACCOUNT_LIMITS } from '@pitstop/contracts';
import { z } from 'zod';

export function usersEnvSchema(env: Env = process.env) {
  return serviceEnvSchema(3102, env)
    .extend({
      /** With ADMIN_PASSWORD: this account is an active admin after start (created or promoted). */
      ADMIN_EMAIL: z.email('must be an email address').optional(),
      ADMIN_PASSWORD: z
        .string()
        .min(
          ACCOUNT_LIMITS.passwordMin,
          `must be at least ${ACCOUNT_LIMITS.passwordMin} characters`,
        )
        .max(ACCOUNT_LIMITS.passwordMax)
        .optional(),
      /** Create the demo accounts (README.md) at start; npm start sets it, production never. */
      USERS_SEED_DEMO: booleanFlag.default(false),
      ...mailEnv(env),
    })
    .refine((c) => !c.ADMIN_EMAIL === !c.ADMIN_PASSWORD, {
      message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      path: ['ADMIN_PASSWORD'],
    });
}

/**
 * Mail (docs/architecture.md, Mail): any SMTP server by URL (smtps:// for implicit TLS; user
 * and password in it), MailDev on 127.0.0.1:1025 under npm start. Required in production.
 */
function mailEnv(env: Env) {
  return {
    SMTP_URL: withDevDefault(
      z
        .string()
        .refine((value) => /^smtps?:\/\/[^/]+/i.test(value), 'must be an smtp:// or smtps:// URL'),
      'smtp://127.0.0.1:1025',
      env,
    ),
    /** The From of every mail: an address, or `Name <address>`. */
    MAIL_FROM: withDevDefault(
      z
        .string()
        .refine(
          (value) => /^[^<>@\s]+@[^<>@\s]+$|^[^<>]*<[^<>@\s]+@[^<>@\s]+>$/.test(value),
          'must be an address or "Name <address>"',
        ),
      'Pitstop Prints <no-reply@pitstop.local>',
      env,
    ),
    /** Where the marketplace is reached: every link in a mail starts with it. */
    PUBLIC_URL: withDevDefault(
      z
        .string()
        .refine(
          (value) => /^https?:\/\/[^/]+$/i.test(value.replace(/\/$/, '')),
          'must be an http(s):// origin',
        )
        .transform((value) => value.replace(/\/$/, '')),
      'http://localhost:3000',
      env,
    ),
    /** Tries per mail before it is dead-lettered for admins; retries back off from MAIL_BACKOFF_MS, doubling. */
    MAIL_ATTEMPTS: positiveInt.default(8),
    MAIL_BACKOFF_MS: positiveInt.default(30_000),
    /** Where Contact Us messages are mailed. */
    SUPPORT_EMAIL: z.email('must be an email address').default('support@pitstop.test'),
    /**
     * Signs the one-click unsubscribe links of optional notices (HMAC-SHA256): whoever holds it
     * can turn anyone's notices off. At least 32 characters; required in production.
     */
    MAIL_UNSUBSCRIBE_SECRET: withDevDefault(
      z.string().min(32, 'must be at least 32 characters'),
      'local-development-unsubscribe-secret-not-for-production',
      env,
    ),
    /** Mails the users worker sends at once. */
    MAIL_WORKER_CONCURRENCY: positiveInt.default(4),
  };
}

export type UsersConfig = z.output<ReturnType<typeof usersEnvSchema>>;

export const loadUsersConfig = (env: Env = process.env): UsersConfig =>
  loadConfig(usersEnvSchema(env), env);

import { booleanFlag, loadConfig, serviceEnvSchema, type Env } from '@pitstop/common';
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
    })
    .refine((c) => !c.ADMIN_EMAIL === !c.ADMIN_PASSWORD, {
      message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      path: ['ADMIN_PASSWORD'],
    });
}
export type UsersConfig = z.output<ReturnType<typeof usersEnvSchema>>;

export const loadUsersConfig = (env: Env = process.env): UsersConfig =>
  loadConfig(usersEnvSchema(env), env);

import {
  booleanFlag,
  loadConfig,
  nonNegativeInt,
  port,
  positiveInt,
  processEnvSchema,
  signingKey,
  withDevDefault,
  type Env,
} from '@pitstop/common';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export function gatewayEnvSchema(env: Env = process.env) {
  const schema = processEnvSchema(env).extend({
    PORT: port.default(3000),
    /**
     * Prometheus metrics (/metrics) on a listener of their own, scraped inside the cluster:
     * never served on the public PORT.
     */
    METRICS_PORT: port.default(3100),
    /** How long the gateway waits for a service before answering 503. */
    RPC_TIMEOUT_MS: positiveInt.default(5_000),
    /** The built web app (npm run build:web); served at / with client-side routes falling back to index.html. */
    WEB_DIST_DIR: z.string().default(DEFAULT_WEB_DIST),
    /**
     * Where the marketplace is reached: canonical addresses, link previews, JSON-LD, robots.txt
     * and the sitemap name it (docs/architecture.md, Public pages).
     */
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
    /** Set behind a load balancer / ingress so client IPs and https are read from X-Forwarded-*. */
    TRUST_PROXY: booleanFlag.default(false),
    /** Keys session ids before they are stored in Redis, so a Redis dump holds no usable session. */
    SESSION_SECRET: withDevDefault(
      signingKey,
      'pitstop-development-session-secret-not-for-production',
      env,
    ),
    /** A session ends after this long without a request. */
    SESSION_TTL_SECONDS: positiveInt.default(7 * 24 * 3600),
    /** ...and this long after sign-in, however busy (docs/security.md, Sessions). */
    SESSION_ABSOLUTE_SECONDS: positiveInt.default(30 * 24 * 3600),
    /**
     * Forgot-password requests per address (whether or not it has an account) and per source
     * (client IP; an IPv6 /64) per window.
     */
    PASSWORD_RESET_ADDRESS_LIMIT: positiveInt.default(3),
    PASSWORD_RESET_SOURCE_LIMIT: positiveInt.default(20),
    PASSWORD_RESET_WINDOW_SECONDS: positiveInt.default(60 * 60),
    /** Verification mails a signed-in user may ask for again per window. */
    VERIFY_RESEND_LIMIT: positiveInt.default(3),
    VERIFY_RESEND_WINDOW_SECONDS: positiveInt.default(60 * 60),
    /**
     * Password checks on a signed-in account (change password or email, delete the account) per
     * window: a borrowed session cannot guess the password.
     */
    PASSWORD_CHECK_LIMIT: positiveInt.default(10),
    PASSWORD_CHECK_WINDOW_SECONDS: positiveInt.default(15 * 60),
    /**
     * Other origins allowed to send state-changing requests with the session cookie (comma
     * separated, e.g. a separate web dev server). The gateway's own origin always is.
     */
    ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((o) => o.trim().replace(/\/$/, ''))
          .filter(Boolean),
      ),
    /**
     * Object storage as browsers reach it (media's S3_PUBLIC_ENDPOINT, else S3_ENDPOINT): the
     * content security policy lets pages upload to it and load images and files from it.
     */
    S3_PUBLIC_ENDPOINT: z.string().optional(),
    S3_ENDPOINT: z.string().optional(),
    /**
     * Failed sign-ins to one account from one source (client IP; an IPv6 /64) within the window
     * before that source is locked out of that account for LOGIN_FAILURE_WINDOW_SECONDS; each
     * further failure from it doubles the lock, up to LOGIN_LOCK_MAX_SECONDS. The owner signing
     * in from elsewhere is not affected (docs/security.md, Sign-in limits).
     */
    LOGIN_FAILURE_LIMIT: positiveInt.default(10),
    LOGIN_FAILURE_WINDOW_SECONDS: positiveInt.default(15 * 60),
    /** The longest lock of one source; its failures are forgotten this long after it ends. */
    LOGIN_LOCK_MAX_SECONDS: positiveInt.default(24 * 3600),
    /**
     * Failed sign-ins to one account from every source together per window (guessing spread
     * over many addresses), past which only sources the account signed in from before (in the
     * last 30 days) may still try.
     */
    LOGIN_ACCOUNT_FAILURE_LIMIT: positiveInt.default(100),
    LOGIN_ACCOUNT_FAILURE_WINDOW_SECONDS: positiveInt.default(60 * 60),
    /** Sign-in and registration attempts per client IP per window. */
    AUTH_IP_LIMIT: positiveInt.default(50),
    AUTH_IP_WINDOW_SECONDS: positiveInt.default(15 * 60),
    /**
     * Listing writes (create, edit, delete, reviews, comments, likes, reports) per signed-in
     * user per window, counted together.
     */
    WRITE_RATE_LIMIT: positiveInt.default(60),
    WRITE_RATE_WINDOW_SECONDS: positiveInt.default(60),
    /**
     * Upload requests (an upload address, a multipart upload, a part's address, a completion)
     * per signed-in user per window: a 50 MB model file takes about 9, a preview image 1.
     */
    UPLOAD_RATE_LIMIT: positiveInt.default(300),
    UPLOAD_RATE_WINDOW_SECONDS: positiveInt.default(10 * 60),
    /**
     * How long an 'Open in slicer' address works: the slicer fetches it within seconds of the
     * click; the page asks for a fresh one when it has expired.
     */
    SLICER_LINK_TTL_SECONDS: positiveInt.default(15 * 60),
    /**
     * Offer 'Open in PrusaSlicer': PrusaSlicer opens files only from sites Prusa has
     * allow-listed; set it once this site is on that list.
     */
    SLICER_PRUSASLICER_ENABLED: booleanFlag.default(false),
    /** ZIP downloads of a listing's files (streamed through the gateway) per signed-in user per window. */
    ZIP_DOWNLOAD_RATE_LIMIT: positiveInt.default(30),
    ZIP_DOWNLOAD_RATE_WINDOW_SECONDS: positiveInt.default(10 * 60),
    /** Contact Us messages per source (an IPv4 address or an IPv6 /64) per window. */
    CONTACT_RATE_LIMIT: positiveInt.default(5),
    CONTACT_RATE_WINDOW_SECONDS: positiveInt.default(60 * 60),
    /** VIN decodes per source per window: each costs the catalog 0.1–0.3 s of CPU. */
    VIN_RATE_LIMIT: positiveInt.default(30),
    VIN_RATE_WINDOW_SECONDS: positiveInt.default(10 * 60),
    /**
     * Search answers are kept per index generation (a listing approved, changed or removed is
     * searchable at once) and served as they are for this long; 0 turns the cache off.
     * Counters on the cards (downloads, likes, ratings) may be this old.
     */
    SEARCH_CACHE_FRESH_SECONDS: nonNegativeInt.default(60),
    /** Past that, still served this long while one refresh runs behind it. */
    SEARCH_CACHE_STALE_SECONDS: nonNegativeInt.default(300),
    /**
     * Stale answers refreshed per second, at most, per gateway process: background work, kept
     * to a small share of the machine however many answers go stale at once (past it they are
     * served stale a while longer, up to SEARCH_CACHE_STALE_SECONDS).
     */
    SEARCH_CACHE_REFRESHES_PER_SECOND: positiveInt.default(25),
    /** Memory for kept answers (the length of their JSON), per gateway process. */
    SEARCH_CACHE_MB: nonNegativeInt.default(128),
    /**
     * How long each gateway keeps the site settings (maintenance mode) before asking users
     * again: an admin's change reaches every replica within this time.
     */
    SITE_SETTINGS_CACHE_SECONDS: nonNegativeInt.default(3),
  });
  return schema.superRefine((config, ctx) => {
    if (config.METRICS_PORT === config.PORT)
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'must not be the public PORT: metrics are never served there',
      });
  });
}
export type GatewayConfig = z.output<ReturnType<typeof gatewayEnvSchema>>;

export const loadGatewayConfig = (env: Env = process.env): GatewayConfig =>
  loadConfig(gatewayEnvSchema(env), env);

import {
  booleanFlag,
  loadConfig,
  positiveInt,
  serviceEnvSchema,
  withDevDefault,
  type Env,
} from '@pitstop/common';
import { MEDIA_LIMITS } from '@pitstop/contracts';
import { z } from 'zod';
import type { AnalysisLimits } from './domain/mesh/analysis-budget.js';

const httpUrl = z
  .string()
  .refine((value) => /^https?:\/\/[^/]+/i.test(value), 'must be an http:// or https:// URL');
/** An empty value means unset (the prod overlay's empty S3_ENDPOINT: AWS S3 itself). */
const emptyAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

/**
 * Storage is any S3 (AWS, MinIO, R2, or the local server npm start and the tests run). The
 * public endpoint is what browsers reach when it differs from the one the services use (a
 * cluster-internal MinIO address, say).
 */
export function mediaEnvSchema(env: Env = process.env) {
  return serviceEnvSchema(3104, env).extend({
    S3_ENDPOINT: emptyAsUnset(withDevDefault(httpUrl, 'http://127.0.0.1:4569', env).optional()),
    S3_PUBLIC_ENDPOINT: emptyAsUnset(httpUrl.optional()),
    S3_BUCKET: withDevDefault(z.string().min(3, 'must be a bucket name'), 'pitstop-media', env),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: withDevDefault(z.string().min(1, 'must be set'), 'S3RVER', env),
    S3_SECRET_ACCESS_KEY: withDevDefault(z.string().min(1, 'must be set'), 'S3RVER', env),
    /** MinIO and the local server need path-style addresses; AWS and R2 take either. */
    S3_FORCE_PATH_STYLE: booleanFlag.default(true),
    /** docs/product.md's limits by default; operators may raise them (the pipeline works at 1 GiB). */
    MEDIA_MODEL_MAX_BYTES: positiveInt.default(MEDIA_LIMITS.modelFileBytes),
    MEDIA_IMAGE_MAX_BYTES: positiveInt.default(MEDIA_LIMITS.imageBytes),
    /** A zip or 3MF whose entries expand past this ratio of its own size, or this many bytes, is refused. */
    MEDIA_ZIP_MAX_RATIO: positiveInt.default(100),
    MEDIA_ZIP_MAX_BYTES: positiveInt.default(2 * 1024 * 1024 * 1024),
    MEDIA_ZIP_MAX_ENTRIES: positiveInt.default(10_000),
    /** Jobs the worker runs at once. */
    MEDIA_WORKER_CONCURRENCY: positiveInt.default(2),
    /**
     * Each mesh analysis and preview job's budget (docs/security.md, "Media worker limits"): a
     * file past one is recorded as too large to analyse, never retried. Memory grows by about
     * 50 bytes a triangle; 5 million fit twice (MEDIA_WORKER_CONCURRENCY) in the worker's 1 GiB.
     */
    MEDIA_ANALYSIS_MAX_TRIANGLES: positiveInt.default(5_000_000),
    /** Bytes a 3MF's model parts may unpack to, counted as they inflate. */
    MEDIA_ANALYSIS_MAX_INFLATED_BYTES: positiveInt.default(512 * 1024 * 1024),
    MEDIA_ANALYSIS_TIME_LIMIT_MS: positiveInt.default(120_000),
  });
}
export type MediaConfig = z.output<ReturnType<typeof mediaEnvSchema>>;

export const loadMediaConfig = (env: Env = process.env): MediaConfig =>
  loadConfig(mediaEnvSchema(env), env);

/** One job's analysis limits, from the configuration. */
export const analysisLimits = (config: MediaConfig): AnalysisLimits => ({
  maxTriangles: config.MEDIA_ANALYSIS_MAX_TRIANGLES,
  maxInflatedBytes: config.MEDIA_ANALYSIS_MAX_INFLATED_BYTES,
  timeLimitMs: config.MEDIA_ANALYSIS_TIME_LIMIT_MS,
});

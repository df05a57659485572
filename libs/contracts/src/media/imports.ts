import { defineRequest } from '../definitions.js';

/**
 * CSV files for the catalog's import: stored privately under `imports/`, written by the gateway
 * through a presigned PUT and read back by the catalog worker through a presigned GET. They are
 * never listing media (no claim, no verification by type: the worker reads them as CSV).
 */
export const MediaImports = {
  issue: defineRequest<{ ownerId: string; filename: string }, { key: string; uploadURL: string }>(
    'media.import-file.issue',
  ),
  signRead: defineRequest<{ key: string }, { url: string }>('media.import-file.sign-read'),
} as const;

import type { Provider } from '@nestjs/common';
import type { MediaConfig } from '../config.js';
import { OBJECT_STORAGE } from './object-storage.js';
import { S3Storage } from './s3/s3-storage.js';

export const MEDIA_CONFIG = Symbol('MEDIA_CONFIG');

/** The storage driver for the configured backend (S3 protocol: AWS, MinIO, R2, local). */
export const objectStorageProvider: Provider = {
  provide: OBJECT_STORAGE,
  inject: [MEDIA_CONFIG],
  useFactory: (config: MediaConfig) => new S3Storage(config),
};

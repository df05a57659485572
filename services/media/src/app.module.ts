import { Module, type DynamicModule } from '@nestjs/common';
import { JobHostModule, Outbox, serviceTypeOrmModule } from '@pitstop/common';
import { MessagingModule } from '@pitstop/messaging';
import type { MediaConfig } from './config.js';
import { MEDIA_ENTITIES } from './entities/index.js';
import { MediaHandler } from './handlers/media.handler.js';
import { MEDIA_MIGRATIONS } from './migrations/index.js';
import { AnalysisRepository } from './repositories/analysis.repository.js';
import { ObjectRepository } from './repositories/object.repository.js';
import { DeliveryService } from './services/delivery.service.js';
import { ImportsService } from './services/imports.service.js';
import { RemeasureService } from './services/remeasure.service.js';
import { UploadsService } from './services/uploads.service.js';
import { VerificationService } from './services/verification.service.js';
import { BucketCheck } from './storage/bucket-check.js';
import { MEDIA_CONFIG, objectStorageProvider } from './storage/storage.provider.js';

export const MEDIA_SCHEMA = 'media';

/** What the media service and its worker share: the database, storage, the bus. */
export function mediaInfrastructure(config: MediaConfig, caller: string) {
  return {
    imports: [
      serviceTypeOrmModule({
        url: config.DATABASE_URL,
        schema: MEDIA_SCHEMA,
        entities: MEDIA_ENTITIES,
        migrations: MEDIA_MIGRATIONS,
        applicationName: caller,
      }),
      MessagingModule.forRoot({
        redisUrl: config.REDIS_URL,
        namespace: config.BUS_NAMESPACE,
        caller,
      }),
    ],
    providers: [
      { provide: MEDIA_CONFIG, useValue: config },
      objectStorageProvider,
      BucketCheck,
      ObjectRepository,
      AnalysisRepository,
      Outbox,
    ],
  };
}

/**
 * The media service: upload addresses (single and multipart), the checks before a listing
 * refers to an object, and signed addresses to read them. Processing runs in its worker.
 */
@Module({})
export class MediaModule {
  static forRoot(config: MediaConfig): DynamicModule {
    const infrastructure = mediaInfrastructure(config, 'media');
    return {
      module: MediaModule,
      imports: [
        ...infrastructure.imports,
        JobHostModule.producer({ redisUrl: config.REDIS_URL, namespace: config.BUS_NAMESPACE }),
      ],
      controllers: [MediaHandler],
      providers: [
        ...infrastructure.providers,
        UploadsService,
        RemeasureService,
        VerificationService,
        DeliveryService,
        ImportsService,
      ],
    };
  }
}

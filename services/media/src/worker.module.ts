import { Module, type DynamicModule } from '@nestjs/common';
import { JobHostModule } from '@pitstop/common';
import { MediaJobs } from '@pitstop/contracts';
import { mediaInfrastructure } from './app.module.js';
import type { MediaConfig } from './config.js';
import { AnalyseMeshJobHandler } from './jobs/analyse-mesh.job.js';
import { ImageVariantsJobHandler } from './jobs/image-variants.job.js';
import { RenderPreviewJobHandler } from './jobs/render-preview.job.js';
import { SweepUploadsJobHandler } from './jobs/sweep-uploads.job.js';

const HANDLERS = [
  AnalyseMeshJobHandler,
  ImageVariantsJobHandler,
  RenderPreviewJobHandler,
  SweepUploadsJobHandler,
];

/** The media worker: analyses model files, makes image variants and previews, tidies uploads. */
@Module({})
export class MediaWorkerModule {
  static forRoot(config: MediaConfig): DynamicModule {
    const infrastructure = mediaInfrastructure(config, 'media-worker');
    return {
      module: MediaWorkerModule,
      imports: [
        ...infrastructure.imports,
        JobHostModule.forRoot({
          redisUrl: config.REDIS_URL,
          namespace: config.BUS_NAMESPACE,
          jobs: MediaJobs,
          handlers: HANDLERS,
          concurrency: config.MEDIA_WORKER_CONCURRENCY,
        }),
      ],
      providers: [...infrastructure.providers, ...HANDLERS],
    };
  }
}

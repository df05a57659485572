import { Module, type DynamicModule } from '@nestjs/common';
import { serviceTypeOrmModule } from '@pitstop/common';
import type { MediaConfig } from './config.js';
import { MEDIA_ENTITIES } from './entities/index.js';
import { MEDIA_MIGRATIONS } from './migrations/index.js';

export const MEDIA_SCHEMA = 'media';

/** The media service: owns uploaded objects and mesh analysis results. */
@Module({})
export class MediaModule {
  static forRoot(config: MediaConfig): DynamicModule {
    return {
      module: MediaModule,
      imports: [
        serviceTypeOrmModule({
          url: config.DATABASE_URL,
          schema: MEDIA_SCHEMA,
          entities: MEDIA_ENTITIES,
          migrations: MEDIA_MIGRATIONS,
          applicationName: 'media',
        }),
      ],
    };
  }
}

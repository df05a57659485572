import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { OBJECT_STORAGE, type ObjectStorage } from './object-storage.js';

/** Makes sure the bucket exists at start (local and test storage start empty). */
@Injectable()
export class BucketCheck implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Storage');

  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.storage.ensureBucket();
    } catch (err) {
      // Storage may be down at start; uploads fail with a clear 503 until it is back.
      this.logger.warn(`object storage not reachable at start: ${(err as Error).message}`);
    }
  }

  onApplicationShutdown(): void {
    this.storage.close();
  }
}

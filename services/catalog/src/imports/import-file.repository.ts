import { Injectable } from '@nestjs/common';
import { MediaImports } from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import { Readable } from 'node:stream';

/**
 * The import's CSV file, read back from storage as a stream (media signs the address; the bytes
 * come straight from S3, never through the bus). Read as often as the worker needs: counting its
 * rows, then importing them, and again after a restart.
 */
@Injectable()
export class ImportFileRepository {
  constructor(private readonly bus: MessagingClient) {}

  async open(key: string, signal?: AbortSignal): Promise<Readable> {
    const { url } = await this.bus.request(MediaImports.signRead, { key });
    const res = await fetch(url, { signal });
    if (!res.ok || !res.body)
      throw new Error(`the import file could not be read from storage (${res.status})`);
    return Readable.fromWeb(res.body as never);
  }
}

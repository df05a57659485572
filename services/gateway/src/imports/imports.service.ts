import {
  BadRequestException,
  Injectable,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import {
  CatalogImports,
  IMPORT_LIMITS,
  ImportMessages,
  MediaImports,
  type Actor,
  type ImportDto,
  type ImportKind,
} from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import { createReadStream } from 'node:fs';
import { open, unlink } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';

/** The file multer wrote to a temporary path (disk storage: a 100 MB file is never in memory). */
export interface UploadedCsv {
  path: string;
  originalname: string;
  size: number;
}

/** POST /api/admin/import-csv's answer: the product's { imported, errors }, and the import. */
export type ImportAnswer = ImportDto & { importId: string };

/**
 * Takes an admin's CSV: refuses what cannot be a CSV file, stores it (media signs the address;
 * the bytes go from here to storage), starts the import (of listings, or of the vehicle taxonomy)
 * and waits a few seconds for its result.
 */
@Injectable()
export class ImportsService {
  private readonly logger = new Logger('Imports');

  constructor(private readonly bus: MessagingClient) {}

  async start(
    actor: Actor,
    file: UploadedCsv | undefined,
    kind: ImportKind = 'listings',
  ): Promise<{ done: boolean; answer: ImportAnswer }> {
    if (!file) throw new BadRequestException(ImportMessages.fileRequired);
    try {
      if (file.size === 0) throw new BadRequestException(ImportMessages.empty);
      if (await looksBinary(file.path)) throw new BadRequestException(ImportMessages.notCsv);
      const { key, uploadURL } = await this.bus.request(MediaImports.issue, {
        ownerId: actor.id,
        filename: file.originalname,
      });
      await putFile(uploadURL, file.path, file.size).catch((err: Error) => {
        this.logger.error(`the import file could not be stored: ${err.message}`);
        throw new ServiceUnavailableException(
          'File storage is unavailable, so the file was not imported. Try again shortly.',
        );
      });
      let current = await this.bus.request(CatalogImports.start, {
        actor,
        key,
        filename: file.originalname || 'import.csv',
        sizeBytes: file.size,
        kind,
      });
      const deadline = Date.now() + IMPORT_LIMITS.answerWithinMs;
      while (!ended(current) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 150));
        current = await this.bus.request(CatalogImports.get, { actor, importId: current.id });
      }
      // The whole file refused (a wrong header, no rows): the admin reads why, as a bad request.
      if (current.status === 'failed' && current.message)
        throw new BadRequestException(current.message);
      return { done: ended(current), answer: { ...current, importId: current.id } };
    } finally {
      await unlink(file.path).catch(() => undefined);
    }
  }
}

const ended = (row: ImportDto) => row.status !== 'queued' && row.status !== 'running';

/** NUL bytes in the first 64 KB: a picture, a spreadsheet's binary format, an archive. */
async function looksBinary(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead).includes(0);
  } finally {
    await handle.close();
  }
}

/** A presigned PUT of the file with its length (storage refuses chunked bodies). */
function putFile(url: string, path: string, size: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const request = (target.protocol === 'https:' ? https : http).request(
      target,
      { method: 'PUT', headers: { 'content-length': size, 'content-type': 'text/csv' } },
      (res) => {
        res.resume();
        if (res.statusCode && res.statusCode < 300) resolve();
        else reject(new Error(`storage refused the import file (${res.statusCode})`));
      },
    );
    request.on('error', reject);
    createReadStream(path).on('error', reject).pipe(request);
  });
}

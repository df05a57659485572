import {
  Busboy,
  type BusboyFileStream,
  type BusboyHeaders,
  type BusboyInstance,
} from '@fastify/busboy';
import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { IMPORT_LIMITS, ImportMessages } from '@pitstop/contracts';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { UploadedCsv } from './imports.service.js';

/** The form field the admin panel sends the file in (docs/product.md: POST /api/admin/import-csv). */
export const CSV_FIELD = 'csv';

const isMultipart = (request: FastifyRequest) =>
  /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');

/**
 * The CSV import's upload (multipart/form-data, the file in the field `csv`), streamed from the
 * request into a temporary file: undefined when the request holds no such file. Other parts are
 * skipped. Past IMPORT_LIMITS.fileBytes it refuses with 413 at once. The caller deletes the file
 * it answers.
 *
 * Read here with busboy rather than through @fastify/multipart (Nest's FileInterceptor): that
 * plugin hooks every request the gateway serves, an async hook before and after each one to
 * clean up files it may have saved, which cost the cheapest routes 2–3% of their CPU time for the
 * sake of one admin route.
 */
export function receiveCsv(request: FastifyRequest): Promise<UploadedCsv | undefined> {
  if (!isMultipart(request)) return Promise.resolve(undefined);
  let busboy: BusboyInstance;
  try {
    busboy = new Busboy({
      headers: request.headers as BusboyHeaders,
      limits: { fileSize: IMPORT_LIMITS.fileBytes, files: 1, fields: 10 },
    });
  } catch (err) {
    return Promise.reject(new BadRequestException(unreadable(err)));
  }
  const raw = request.raw;
  return new Promise((resolve, reject) => {
    let saving: Promise<UploadedCsv> | undefined;
    const fail = (err: Error) => {
      // The rest of the body is read and dropped: the refusal is answered at once, and the
      // client, still sending, reads it on a connection that stays usable.
      raw.unpipe(busboy);
      raw.resume();
      // A part saved, or being saved, goes with the request.
      void saving?.then(({ path }) => unlink(path)).catch(() => undefined);
      reject(err);
    };
    busboy.on('file', (field: string, stream: BusboyFileStream, filename: string) => {
      if (field !== CSV_FIELD || saving) return stream.resume();
      stream.once('limit', () => fail(new PayloadTooLargeException(ImportMessages.tooLarge)));
      saving = save(stream, filename);
      saving.catch(() => undefined);
    });
    busboy.once('finish', () => resolve(saving));
    busboy.once('error', (err: Error) => fail(new BadRequestException(unreadable(err))));
    raw.once('close', () => {
      if (!raw.complete)
        fail(new BadRequestException('The upload stopped before the whole form arrived'));
    });
    raw.pipe(busboy);
  });
}

/** Writes one file part to a temporary file (removed again if it cannot be written whole). */
async function save(stream: BusboyFileStream, filename: string): Promise<UploadedCsv> {
  const path = join(tmpdir(), `pitstop-import-${randomUUID()}.csv`);
  // Past the limit busboy ends the part early: what was written is not the file (receiveCsv
  // answers the 413).
  stream.once('limit', () => stream.destroy());
  try {
    await pipeline(stream, createWriteStream(path));
  } catch (err) {
    await unlink(path).catch(() => undefined);
    throw err;
  }
  return { path, originalname: filename, size: stream.bytesRead };
}

const unreadable = (err: unknown) =>
  `The upload cannot be read as a form: ${(err as Error).message}`;

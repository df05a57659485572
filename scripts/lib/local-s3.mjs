// The local S3 server npm start and the tests run (s3rver from the npm registry), so that media
// speaks the real S3 protocol without a cloud account. Objects live under the given directory and
// survive a restart. Browsers PUT to it straight (bucket CORS for the web origins, ETag exposed
// for multipart).
//
// s3rver 3.7 lacks three calls the multipart flow needs: ListParts (a reloaded page resumes
// after the parts already there), AbortMultipartUpload and ListMultipartUploads (the sweeper).
// They are answered here from s3rver's own store, before its router sees them. Its
// CompleteMultipartUpload is replaced in the store (completeMultipartLikeS3 below): s3rver's
// reads the whole object again, and answers neither as S3 does nor at all for a missing part.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat as statOf } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import S3rver from 's3rver';
import S3Error from 's3rver/lib/models/error.js';

/**
 * Starts the server; resolves with its endpoint and a close(). `origins` are the web origins
 * allowed to PUT and GET from a browser ('*' for tests on random ports).
 */
export async function startLocalS3({ port = 4569, directory, bucket, origins }) {
  mkdirSync(directory, { recursive: true });
  const corsXml = `<CORSConfiguration>${origins
    .map(
      (origin) => `<CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>`,
    )
    .join('')}</CORSConfiguration>`;
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [corsXml] }],
  });
  server.middleware.unshift(multipartExtras(server, directory));
  completeMultipartLikeS3(server.store);
  const { port: bound } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${bound}`,
    port: bound,
    close: () => server.close(),
  };
}

function multipartExtras(server, directory) {
  const uploadsDir = (bucket) => server.store.getResourcePath(bucket, undefined, 'uploads');
  return async (ctx, next) => {
    const [, bucket, ...rest] = ctx.path.split('/');
    // '/bucket/' (the SDK's path-style bucket address) names no key.
    const keyParts = rest.join('') === '' ? [] : rest;
    const query = ctx.query;
    if (!bucket || !existsDir(join(directory, bucket))) return next();
    if (ctx.method === 'GET' && keyParts.length === 0 && 'uploads' in query) {
      ctx.type = 'application/xml';
      ctx.body = listUploads(bucket, uploadsDir(bucket));
      return;
    }
    if (keyParts.length > 0 && typeof query.uploadId === 'string' && !('partNumber' in query)) {
      const dir = join(uploadsDir(bucket), query.uploadId.replace(/[^a-f0-9]/gi, ''));
      if (ctx.method === 'GET') {
        if (!existsDir(dir)) return noSuchUpload(ctx);
        ctx.type = 'application/xml';
        ctx.body = listParts(bucket, decodeURIComponent(keyParts.join('/')), query.uploadId, dir);
        return;
      }
      if (ctx.method === 'DELETE') {
        if (!existsDir(dir)) return noSuchUpload(ctx);
        rmSync(dir, { recursive: true, force: true });
        ctx.status = 204;
        return;
      }
    }
    return next();
  };
}

/**
 * CompleteMultipartUpload as S3 answers it, without a second pass over the bytes. s3rver's own
 * streams every part through putObject, which hashes and writes the whole object again (for
 * 1 GiB, longer than sending the parts took), and answers the MD5 of the whole object.
 *
 * - The parts listed must be there with the ETags their PUTs answered, in ascending order
 *   (InvalidPart, InvalidPartOrder), as S3 checks.
 * - The ETag is S3's for a multipart object: the MD5 of the parts' binary MD5s, then
 *   -<number of parts>. Each part's MD5 is on disk from its PUT, so nothing is hashed again.
 * - The object is joined in the upload's directory by a copy in the kernel, and the parts stay
 *   whole until it is in place (a completion that fails can be tried again). Its .md5 and
 *   metadata (s3rver's layout: putMetadata) are written before it is renamed into place: a HEAD
 *   in between would otherwise find no .md5, hash the object for the plain MD5 and store that.
 * - The same completion again (the SDK retries when the answer was lost; media, when recording
 *   it failed) answers what the first did, also while the first is still joining, as S3 does
 *   for a completed upload. Remembered while the server runs: after a restart it is NoSuchUpload.
 */
function completeMultipartLikeS3(store) {
  const completions = new Map(); // uploadId -> { parts: 'n:etag,…', done: Promise<{ md5, size }> }
  store.putObjectMultipart = (bucket, uploadId, parts) => {
    const listed = parts.map(({ number, etag }) => `${number}:${etag}`).join(',');
    const earlier = completions.get(uploadId);
    if (earlier)
      return earlier.parts === listed ? earlier.done : Promise.reject(noSuchUploadError());
    const done = joinParts(store, bucket, uploadId, parts);
    completions.set(uploadId, { parts: listed, done });
    done.catch(() => completions.delete(uploadId));
    return done;
  };
}

async function joinParts(store, bucket, uploadId, parts) {
  const dir = join(store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
  if (!/^[a-f0-9]+$/i.test(uploadId) || !existsDir(dir)) throw noSuchUploadError();
  if (parts.some((part, i) => i > 0 && part.number <= parts[i - 1].number))
    throw new S3Error('InvalidPartOrder', 'The list of parts was not in ascending order.');
  const files = parts.map(({ number }) => join(dir, String(number)));
  const md5s = await Promise.all(
    files.map((file) => readFile(`${file}.md5`, 'utf8').catch(() => undefined)),
  );
  if (md5s.some((md5, i) => md5?.trim() !== parts[i].etag))
    throw new S3Error(
      'InvalidPart',
      'One or more of the specified parts could not be found. The part might not have been uploaded, or the specified entity tag might not have matched the part’s entity tag.',
    );
  const etag = `${createHash('md5')
    .update(Buffer.concat(md5s.map((md5) => Buffer.from(md5.trim(), 'hex'))))
    .digest('hex')}-${parts.length}`;

  const [key, metadata] = await Promise.all([
    readFile(join(dir, 'key'), 'utf8'),
    readFile(join(dir, 'metadata'), 'utf8').then(JSON.parse),
  ]);
  // One cat joins all the parts: GNU cat copies with copy_file_range, in the kernel. Node has no
  // call that appends one file to another there (fs.copyFile truncates its target); appending
  // 1 GiB through Node streams cost the server 3-4 s of CPU on the 2-core bench machine, where
  // cat alone takes 0.3 s. The parts' names are their numbers, so the arguments stay short.
  const joined = join(dir, 'object');
  const names = parts.map(({ number }) => String(number));
  const out = await open(joined, 'w');
  try {
    await new Promise((resolve, reject) =>
      spawn('cat', names, { cwd: dir, stdio: ['ignore', out.fd, 'inherit'] })
        .on('error', reject)
        .on('close', (code) => (code === 0 ? resolve() : reject(new Error(`cat exited ${code}`)))),
    );
  } finally {
    await out.close();
  }
  const { size } = await statOf(joined);

  const objectPath = store.getResourcePath(bucket, key, 'object');
  await mkdir(dirname(objectPath), { recursive: true });
  await store.putMetadata(bucket, key, metadata, etag);
  await rename(joined, objectPath);
  await rm(dir, { recursive: true, force: true });
  return { md5: etag, size };
}

function noSuchUploadError() {
  return new S3Error('NoSuchUpload', 'The specified upload does not exist.');
}

function listParts(bucket, key, uploadId, dir) {
  const parts = readdirSync(dir)
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .sort((a, b) => a - b)
    .map((number) => {
      const path = join(dir, String(number));
      const md5 = readFileSync(`${path}.md5`, 'utf8').trim();
      const stat = statSync(path);
      return `<Part><PartNumber>${number}</PartNumber><LastModified>${stat.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${stat.size}</Size></Part>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><Bucket>${bucket}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
}

function listUploads(bucket, dir) {
  const uploads = existsDir(dir)
    ? readdirSync(dir).map((uploadId) => {
        const key = readFileSync(join(dir, uploadId, 'key'), 'utf8');
        const initiated = statSync(join(dir, uploadId, 'key')).mtime.toISOString();
        return `<Upload><Key>${escapeXml(key)}</Key><UploadId>${uploadId}</UploadId><Initiated>${initiated}</Initiated></Upload>`;
      })
    : [];
  return `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult><Bucket>${bucket}</Bucket><IsTruncated>false</IsTruncated>${uploads.join('')}</ListMultipartUploadsResult>`;
}

function noSuchUpload(ctx) {
  ctx.status = 404;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>`;
}

function existsDir(path) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function escapeXml(text) {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

// The local S3 server npm start and the tests run (s3rver from the npm registry), so that media
// speaks the real S3 protocol without a cloud account. Objects live under the given directory and
// survive a restart. Browsers PUT to it straight (bucket CORS for the web origins, ETag exposed
// for multipart).
//
// s3rver 3.7 lacks three calls the multipart flow needs: ListParts (a reloaded page resumes
// after the parts already there), AbortMultipartUpload and ListMultipartUploads (the sweeper).
// They are answered here from s3rver's own store, before its router sees them. Completing an
// upload is checked first as S3 does (InvalidPart for a part not sent or an ETag that differs):
// s3rver itself would fail on the missing file and never answer.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';

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
      if (ctx.method === 'POST') {
        if (!existsDir(dir)) return noSuchUpload(ctx);
        const body = await readBody(ctx.req);
        if (!partsArePresent(dir, body)) return invalidPart(ctx);
        // s3rver reads the body again.
        ctx.req = Readable.from([body]);
      }
    }
    return next();
  };
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

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Every part the completion lists was sent, with the ETag it names. */
function partsArePresent(dir, body) {
  const parts = [...body.toString('utf8').matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map(
    ([, part]) => ({
      number: /<PartNumber>\s*(\d+)\s*<\/PartNumber>/.exec(part)?.[1],
      etag: /<ETag>([\s\S]*?)<\/ETag>/
        .exec(part)?.[1]
        ?.replace(/&quot;|"/g, '')
        .trim(),
    }),
  );
  return (
    parts.length > 0 &&
    parts.every(({ number, etag }) => {
      const path = join(dir, String(Number(number)));
      return (
        number !== undefined &&
        existsSync(path) &&
        readFileSync(`${path}.md5`, 'utf8').trim() === etag
      );
    })
  );
}

function invalidPart(ctx) {
  ctx.status = 400;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>InvalidPart</Code><Message>One or more of the specified parts could not be found. The part might not have been uploaded, or the specified entity tag might not have matched the part's entity tag.</Message></Error>`;
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

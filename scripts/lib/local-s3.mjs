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
//
// s3rver checks no Signature Version 4 at all, and serves anonymous requests: anyone on the
// machine could read any object by its key, or PUT past what an upload address was signed for.
// Every request but a CORS preflight is verified here first, as S3 and MinIO do (see
// signatureCheck below), and every answer says X-Content-Type-Options: nosniff, as MinIO's do.
import { spawn } from 'node:child_process';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat as statOf } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import S3rver from 's3rver';
import AWSAccount from 's3rver/lib/models/account.js';
import S3Error from 's3rver/lib/models/error.js';

/** Media's development default (services/media/src/config.ts: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY). */
const DEV_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * Starts the server; resolves with its endpoint and a close(). `origins` are the web origins
 * allowed to PUT and GET from a browser ('*' for tests on random ports). `credentials` are the
 * only ones it accepts: the access key and secret media signs with.
 */
export async function startLocalS3({
  port = 4569,
  directory,
  bucket,
  origins,
  credentials = DEV_CREDENTIALS,
}) {
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
  // s3rver's own check (after ours) looks the access key up in its registry of accounts.
  AWSAccount.DUMMY_ACCOUNT.createKeyPair(credentials.accessKeyId, credentials.secretAccessKey);
  server.middleware.unshift(multipartExtras(server, directory));
  server.middleware.unshift(signatureCheck(credentials, origins));
  completeMultipartLikeS3(server.store);
  const { port: bound } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${bound}`,
    port: bound,
    close: () => server.close(),
  };
}

/** How far a header-signed request's time may be from the server's, as S3 allows. */
const MAX_SKEW_MS = 15 * 60 * 1000;
/** The longest a presigned address may be valid (S3: a week). */
const MAX_EXPIRES_SECONDS = 7 * 24 * 60 * 60;

/**
 * AWS Signature Version 4, checked before s3rver sees the request: either the Authorization
 * header (the SDK's own calls) or a presigned address's query (X-Amz-Algorithm … X-Amz-Signature,
 * what browsers are given), including its expiry. Whatever the signature covers must be what
 * arrives: the method, path, query and every signed header (a presigned PUT signed with
 * Content-Type and Content-Length takes no other type and no other length). Anonymous and wrongly
 * signed requests are refused with 403 and S3's XML error. CORS preflights carry no signature and
 * pass (s3rver answers them from the bucket's CORS rules). Payload hashes are taken as declared,
 * not recomputed over the body (S3 does; nothing here relies on it).
 */
function signatureCheck(credentials, origins) {
  return async (ctx, next) => {
    nosniff(ctx.res);
    if (ctx.method === 'OPTIONS') return next();
    const refusal = checkSignature(ctx.req, credentials, Date.now());
    if (!refusal) return next();
    const origin = ctx.get('origin');
    if (origin && (origins.includes('*') || origins.includes(origin))) {
      ctx.set('Access-Control-Allow-Origin', origins.includes('*') ? '*' : origin);
      ctx.set('Vary', 'Origin');
    }
    ctx.status = refusal.status ?? 403;
    ctx.type = 'application/xml';
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${refusal.code}</Code><Message>${escapeXml(refusal.message)}</Message></Error>`;
  };
}

/** Every answer, errors included (s3rver's error handler drops headers it did not set). */
function nosniff(res) {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    if (!this.headersSent) this.setHeader('X-Content-Type-Options', 'nosniff');
    return writeHead.apply(this, args);
  };
}

const denied = (code, message, status = 403) => ({ code, message, status });
const accessDenied = () => denied('AccessDenied', 'Access Denied');
const mismatch = () =>
  denied(
    'SignatureDoesNotMatch',
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
  );

/** Null when the request is signed with our credentials and still valid; else why not. */
export function checkSignature(req, credentials, now) {
  const [rawPath, rawQuery = ''] = req.url.split(/\?(.*)/s);
  let query;
  try {
    query = rawQuery
      .split('&')
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return at < 0
          ? [decodeURIComponent(pair), '']
          : [decodeURIComponent(pair.slice(0, at)), decodeURIComponent(pair.slice(at + 1))];
      });
  } catch {
    return mismatch();
  }
  const param = (name) => query.find(([key]) => key === name)?.[1];
  const authorization = req.headers.authorization;
  const presigned = param('X-Amz-Algorithm') !== undefined;
  if (!authorization && !presigned) return accessDenied();
  if (authorization && presigned)
    return denied(
      'InvalidArgument',
      'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified',
      400,
    );

  let algorithm, credential, signedHeaders, signature, amzDate, payloadHash;
  if (presigned) {
    algorithm = param('X-Amz-Algorithm');
    credential = param('X-Amz-Credential');
    signedHeaders = param('X-Amz-SignedHeaders');
    signature = param('X-Amz-Signature');
    amzDate = param('X-Amz-Date');
    const expires = Number(param('X-Amz-Expires'));
    if (!credential || !signedHeaders || !signature || !amzDate || !param('X-Amz-Expires'))
      return denied(
        'AuthorizationQueryParametersError',
        'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
        400,
      );
    if (!Number.isInteger(expires) || expires < 0 || expires > MAX_EXPIRES_SECONDS)
      return denied(
        'AuthorizationQueryParametersError',
        'X-Amz-Expires must be a whole number of seconds from 0 to 604800',
        400,
      );
    const signedAt = parseAmzDate(amzDate);
    if (signedAt === null)
      return denied('AuthorizationQueryParametersError', 'X-Amz-Date is not a valid date', 400);
    if (now > signedAt + expires * 1000) return denied('AccessDenied', 'Request has expired');
    payloadHash = param('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD';
  } else {
    const match =
      /^(\S+)\s+Credential=([^,\s]+)\s*,\s*SignedHeaders=([^,\s]+)\s*,\s*Signature=([0-9a-f]+)\s*$/i.exec(
        authorization,
      );
    if (!match)
      return denied('AuthorizationHeaderMalformed', 'The authorization header is malformed.', 400);
    [, algorithm, credential, signedHeaders, signature] = match;
    amzDate = req.headers['x-amz-date'];
    payloadHash = req.headers['x-amz-content-sha256'];
    const signedAt = typeof amzDate === 'string' ? parseAmzDate(amzDate) : null;
    if (signedAt === null)
      return denied(
        'AccessDenied',
        'AWS authentication requires a valid Date or x-amz-date header',
      );
    if (Math.abs(now - signedAt) > MAX_SKEW_MS)
      return denied(
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
      );
    if (typeof payloadHash !== 'string')
      return denied(
        'InvalidRequest',
        'Missing required header for this request: x-amz-content-sha256',
        400,
      );
  }
  if (algorithm !== 'AWS4-HMAC-SHA256')
    return denied('InvalidArgument', 'Only AWS4-HMAC-SHA256 signatures are accepted', 400);
  const [accessKeyId, scopeDate, region, service, terminal, ...extra] = credential.split('/');
  if (accessKeyId !== credentials.accessKeyId)
    return denied(
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
    );
  if (
    extra.length > 0 ||
    !region ||
    service !== 's3' ||
    terminal !== 'aws4_request' ||
    scopeDate !== amzDate.slice(0, 8)
  )
    return mismatch();
  const headerNames = signedHeaders.toLowerCase().split(';');
  if (!headerNames.includes('host')) return mismatch();

  let canonicalUri;
  try {
    canonicalUri = rawPath
      .split('/')
      .map((segment) => encodeRfc3986(decodeURIComponent(segment)))
      .join('/');
  } catch {
    return mismatch();
  }
  const canonicalQuery = query
    .filter(([key]) => !(presigned && key === 'X-Amz-Signature'))
    .map(([key, value]) => [encodeRfc3986(key), encodeRfc3986(value)])
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const canonicalHeaders = headerNames
    .map((name) => {
      const value = req.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${String(text).trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalRequest = [
    req.method,
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    headerNames.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${scopeDate}/${region}/${service}/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  let key = hmac(`AWS4${credentials.secretAccessKey}`, scopeDate);
  for (const part of [region, service, 'aws4_request']) key = hmac(key, part);
  const expected = Buffer.from(hmac(key, stringToSign).toString('hex'));
  const given = Buffer.from(signature.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected) ? null : mismatch();
}

const hmac = (key, text) => createHmac('sha256', key).update(text, 'utf8').digest();

/** S3's URI encoding: every byte but A-Z a-z 0-9 - _ . ~ as %XX. */
const encodeRfc3986 = (text) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** '20260101T120000Z' in ms, or null. */
function parseAmzDate(text) {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  if (!m) return null;
  const ms = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]);
  return Number.isNaN(ms) ? null : ms;
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

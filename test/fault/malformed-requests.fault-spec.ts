import http from 'node:http';
import request from 'supertest';
import {
  TEST_PASSWORD,
  registerUser,
  signIn,
  uniqueEmail,
  type SignedInUser,
} from '../support/accounts.js';
import { createApprovedListing, fitmentOf } from '../support/listings.js';
import { startStackWithAdmin, type AdminStack } from '../support/stack.js';

// Requests built from the gateway's own OpenAPI document, every route and method, each with one
// thing wrong: a path id, a query parameter, a body field, the body as a whole, a header or the
// cookie. Whatever is wrong, the answer is a 4xx saying so in JSON, never a 5xx. The cases are
// drawn from a seeded generator: a failure names its case, and the same seed draws it again
// (MALFORMED_SEED=<n> draws another set). Each case goes out as each of five principals: a
// visitor, the seller whose listing, upload, car and collection the paths name, another seller,
// a banned user and an admin (issue 19: at least 10,000 cases, no 5xx, every 4xx with a message).

const SEED = Number(process.env.MALFORMED_SEED ?? 20_260_125);

/** mulberry32: small, fast and the same everywhere. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  /** `count` different items, in the list's order. */
  const some = <T>(items: readonly T[], count: number): T[] =>
    items
      .map((item) => ({ item, key: next() }))
      .sort((a, b) => a.key - b.key)
      .slice(0, count)
      .map(({ item }) => item);
  return { next, pick, some };
}
type Random = ReturnType<typeof randomSource>;

// --- The OpenAPI document, as far as the generator reads it -------------------------------------

interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  $ref?: string;
  example?: unknown;
  default?: unknown;
  minimum?: number;
  maxLength?: number;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: Schema }> };
      }
    >
  >;
  components: { schemas: Record<string, Schema> };
}

interface Operation {
  method: string;
  /** As the document writes it: /api/models3d/{id}/comments. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body?: Schema;
}

function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path'),
      queryParams: (op.parameters ?? []).filter((p) => p.in === 'query'),
      body: op.requestBody?.content['application/json']?.schema,
    })),
  );
}

/** A schema with its $ref and allOf resolved. */
function resolve(doc: OpenApiDocument, schema: Schema): Schema {
  if (schema.$ref) return resolve(doc, doc.components.schemas[schema.$ref.split('/').pop()!]!);
  if (schema.allOf)
    return schema.allOf.reduce<Schema>((all, part) => ({ ...all, ...resolve(doc, part) }), {
      ...schema,
      allOf: undefined,
    });
  return schema;
}

const SOME_UUID = '6f1c2a4e-8b1d-4c3e-9a5f-0d2b7e8c9a10';

/** A value the schema would take, so that a case has one thing wrong rather than all of them. */
function plausible(doc: OpenApiDocument, raw: Schema): unknown {
  const schema = resolve(doc, raw);
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  if (schema.properties)
    return Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [key, plausible(doc, value)]),
    );
  switch (schema.type) {
    case 'string':
      return schema.format === 'uuid' ? SOME_UUID : 'Pitstop test text';
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [plausible(doc, schema.items)] : [];
    default:
      return {};
  }
}

// --- What goes wrong ------------------------------------------------------------------------------

const JSON_TYPE = { 'Content-Type': 'application/json' };

/** Nesting, as JSON text: the object form is what the tester sent (about 25 KB at 4,000). */
const nestedObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
const nestedArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

/** Text as JSON can carry it, lone surrogates included (JSON.stringify escapes them). */
const ODD_TEXT = [
  '\ud800',
  '\udfff',
  'x\ud83d',
  '\ude97x',
  '\udc00\ud800',
  'a\u0000b',
  '\u0007',
  '\u202egnp.exe',
  '\u200b',
  '\ufeff',
  '\ufffd',
  'Zoë ﬁ Ω 🚗💨',
  '𝕏'.repeat(300),
  'e\u0301'.repeat(800),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%s%n%x',
  '${7*7}',
  '../../etc/passwd',
  ' ',
  '',
];

const HUGE_TEXT = [
  'x'.repeat(30_000),
  'é'.repeat(25_000),
  '🚗'.repeat(10_000),
  'y'.repeat(150_000),
];

const WRONG_TYPES: Record<string, unknown[]> = {
  string: [123, -1.5, true, null, [], ['a'], {}, { a: 'b' }],
  number: ['1', 'abc', '', true, null, [], {}, 1.5, -1, 1e308, 2 ** 53 + 2, -0],
  boolean: ['true', 'false', 1, 0, null, [], {}],
  array: ['a', 1, {}, null, [null], [1], [[]], [{}], Array.from({ length: 500 }, () => 'a')],
  object: ['a', 1, [], true, [{}]],
};

/** Bodies whose whole shape is wrong, as raw text; the first four go to every JSON route. */
const ODD_BODIES: Array<{ label: string; text: string }> = [
  { label: 'nested objects 4,000 deep', text: nestedObject(4_000) },
  { label: 'nested arrays 40,000 deep', text: nestedArray(40_000) },
  { label: 'nested objects 40 deep', text: nestedObject(40) },
  { label: 'a lone surrogate key', text: '{"\\ud800":1}' },
  { label: 'an array', text: '[]' },
  { label: 'an array of objects', text: '[{},{"a":1}]' },
  { label: 'null', text: 'null' },
  { label: 'a string', text: '"text"' },
  { label: 'a number', text: '42' },
  { label: 'an empty object', text: '{}' },
  { label: 'nothing', text: '' },
  { label: 'broken JSON', text: '{"email": ' },
  { label: 'a byte-order mark', text: '\ufeff{}' },
  { label: 'a prototype key', text: '{"__proto__":{"role":"admin","isAdmin":true}}' },
  { label: 'a constructor key', text: '{"constructor":{"prototype":{"role":"admin"}}}' },
  { label: 'duplicate keys', text: '{"a":1,"a":{"b":2}}' },
];

/** Bodies in an encoding or character set that is not what the gateway reads. */
const ODD_ENCODINGS: Array<{ label: string; headers: Record<string, string>; body: Buffer }> = [
  {
    label: 'body in UTF-16 with a lone surrogate',
    headers: { 'Content-Type': 'application/json; charset=utf-16le' },
    body: Buffer.from('{"email":"\ud800"}', 'utf16le'),
  },
  {
    label: 'body in a charset JSON has not',
    headers: { 'Content-Type': 'application/json; charset=latin1' },
    body: Buffer.from('{}'),
  },
  {
    label: 'body claiming gzip',
    headers: { ...JSON_TYPE, 'Content-Encoding': 'gzip' },
    body: Buffer.from('{"not":"gzip"}'),
  },
  {
    label: 'body in an unknown encoding',
    headers: { ...JSON_TYPE, 'Content-Encoding': 'pitstop' },
    body: Buffer.from('{}'),
  },
];

/** A path segment that names nothing, already percent-encoded. */
const ODD_PATH_SEGMENTS = [
  'not-a-uuid',
  '0',
  '-1',
  '1.5',
  '1e309',
  '9'.repeat(40),
  'null',
  'undefined',
  '00000000-0000-0000-0000-000000000000',
  '6F1C2A4E-8B1D-4C3E-9A5F-0D2B7E8C9A10',
  `${SOME_UUID}x`,
  '6f1c2a4e-8b1d-4c3e-9a5f-0d2b7e8c9a1g',
  '%7Bid%7D',
  '%20',
  '%00',
  '%',
  '%zz',
  '%FF',
  '%ED%A0%80',
  '%ED%B0%80',
  '%C0%AE%C0%AE',
  '%F0%9F%9A%97',
  '%E2%80%AE',
  '..%2F..%2Fadmin',
  '%2e%2e',
  '__proto__',
  'constructor',
  "'%20OR%201=1--",
  'Slug-With-UPPER',
  'a'.repeat(3_000),
];

/** A query value, already percent-encoded. */
const ODD_QUERY_VALUES = [
  '',
  'abc',
  '-1',
  '1.5',
  '1e3',
  '1e309',
  'NaN',
  'Infinity',
  '0x10',
  '9'.repeat(40),
  'true',
  'maybe',
  '%ED%A0%80',
  '%uD800',
  '%FF',
  '%00',
  '%',
  '%F0%9F%9A%97'.repeat(40),
  'a'.repeat(8_000),
  '%3Cscript%3E',
  '__proto__',
];

/** A query parameter no route takes, already percent-encoded. */
const ODD_QUERY_KEYS = [
  'unexpected=1',
  '__proto__=1',
  'constructor[prototype][x]=1',
  '%ED%A0%80=1',
];

/** A Cookie header that holds no usable session. */
const ODD_COOKIES = [
  'pitstop_sid=',
  'pitstop_sid',
  '=',
  ';;;',
  'pitstop_sid=garbage',
  `pitstop_sid=${'A'.repeat(43)}`,
  `pitstop_sid=${'A'.repeat(4_000)}`,
  'pitstop_sid=%ED%A0%80',
  'pitstop_sid=\u00ff\u00fe',
  'pitstop_sid="quoted"',
  'pitstop_sid=garbage; pitstop_sid=another',
];

/** Headers that are odd but let the request through the HTTP server. */
const ODD_HEADERS: Array<Record<string, string>> = [
  { Origin: 'null' },
  { Origin: 'http://evil.test' },
  { Origin: 'not a url' },
  { Referer: '::::' },
  { Accept: 'text/html' },
  { Accept: 'application/xml' },
  { 'X-Forwarded-For': '\u00ff, nonsense' },
  { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'no-cors' },
  { 'Accept-Encoding': 'br;q=nonsense' },
  { 'X-Padding': 'p'.repeat(8_000) },
];

// --- Cases ----------------------------------------------------------------------------------------

/** `user` is the seller who owns the fixtures; `stranger` another seller, with a listing of their own. */
type Principal = 'visitor' | 'user' | 'stranger' | 'banned' | 'admin';
const PRINCIPALS: readonly Principal[] = ['visitor', 'user', 'stranger', 'banned', 'admin'];

interface Case {
  label: string;
  method: string;
  /** Path and query as sent, percent-encoded already. */
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Replaces the principal's session cookie. */
  cookie?: string;
}

interface Fixtures {
  listingId: string;
  listingSlug: string;
  sellerId: string;
  victimId: string;
  uploadId: string;
  /** A car in the user's garage. */
  vehicleId: string;
  /** A collection of the user's, holding the listing. */
  collectionId: string;
  runLabel: string;
}

/** The value a path parameter takes in a case where something else is wrong. */
function pathValue(op: Operation, name: string, fixtures: Fixtures): string {
  if (name === 'slug') return fixtures.listingSlug;
  if (name === 'userId') return fixtures.victimId;
  if (name === 'uploadId') return fixtures.uploadId;
  if (name === 'vehicleId') return fixtures.vehicleId;
  if (name === 'partNumber') return '1';
  // The Vehicles tab's level: a real one, so the case reaches the body it spoils.
  if (name === 'level') return 'models';
  if (name === 'id' && op.path.startsWith('/api/sellers/')) return fixtures.sellerId;
  if (name === 'id' && op.path.startsWith('/api/collections/')) return fixtures.collectionId;
  if (name === 'id' || name === 'modelId') return fixtures.listingId;
  return SOME_UUID; // a file or preview that does not exist
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

function casesFor(
  doc: OpenApiDocument,
  op: Operation,
  principal: Principal,
  fixtures: Fixtures,
  random: Random,
): Case[] {
  const cases: Case[] = [];
  const path = (overrides: Record<string, string> = {}) =>
    op.path.replace(
      /\{(\w+)\}/g,
      (_m, name: string) => overrides[name] ?? pathValue(op, name, fixtures),
    );
  const query = (pairs: string[]) => (pairs.length ? `?${pairs.join('&')}` : '');
  const requiredQuery = op.queryParams
    .filter((p) => p.required)
    .map((p) => `${p.name}=${SOME_UUID}`);
  let sequence = 0;
  /** The body that is right but for what a case changes; sign-ups get an email of their own. */
  const baseBody = (): Record<string, unknown> => {
    const body = plausible(doc, op.body!) as Record<string, unknown>;
    if (op.path === '/api/register')
      body.email = `malformed-${fixtures.runLabel}-${principal}-${++sequence}@pitstop.test`;
    if (op.path === '/api/login') body.email = `nobody-${fixtures.runLabel}@pitstop.test`;
    return body;
  };
  const add = (label: string, parts: Partial<Case>) =>
    cases.push({
      label,
      method: op.method,
      url: parts.url ?? path() + query(requiredQuery),
      headers: parts.headers ?? {},
      body: parts.body,
      cookie: parts.cookie,
    });
  // Ending or deleting what later cases use is no malformed request: a signed-in principal
  // deletes only with an id that names nothing.
  const destructive = op.method === 'DELETE' && principal !== 'visitor';

  for (const param of op.pathParams)
    for (const segment of random.some(ODD_PATH_SEGMENTS, 6))
      add(`path ${param.name}=${segment.slice(0, 40)}`, {
        url: path({ [param.name]: segment }) + query(requiredQuery),
      });
  if (op.pathParams.some((p) => p.name === 'partNumber'))
    for (const part of ['0', '10001', '1.5', '-1', 'abc', '1e3', '00001'])
      add(`path partNumber=${part}`, { url: path({ partNumber: part }) });
  if (destructive) return cases;

  for (const param of op.queryParams) {
    const others = requiredQuery.filter((pair) => !pair.startsWith(`${param.name}=`));
    for (const value of random.some(ODD_QUERY_VALUES, 3))
      add(`query ${param.name}=${value.slice(0, 40)}`, {
        url: path() + query([...others, `${param.name}=${value}`]),
      });
    add(`query ${param.name} twice`, {
      url: path() + query([...requiredQuery, `${param.name}=1`, `${param.name}=2`]),
    });
    add(`query ${param.name}[]`, {
      url: path() + query([...others, `${param.name}[]=1`, `${param.name}[a][b]=2`]),
    });
    if (param.required) add(`query without ${param.name}`, { url: path() + query(others) });
  }
  for (const extra of random.some(ODD_QUERY_KEYS, 2))
    add(`query ${extra}`, { url: path() + query([...requiredQuery, extra]) });

  if (op.body) {
    const schema = resolve(doc, op.body);
    for (const [field, raw] of Object.entries(schema.properties ?? {})) {
      const fieldSchema = resolve(doc, raw);
      const type = fieldSchema.enum ? 'string' : (fieldSchema.type ?? 'object');
      for (const wrong of random.some(WRONG_TYPES[type] ?? WRONG_TYPES.object!, 2))
        add(`body ${field}=${JSON.stringify(wrong).slice(0, 40)}`, {
          headers: JSON_TYPE,
          body: json({ ...baseBody(), [field]: wrong }),
        });
      for (const text of random.some(ODD_TEXT, type === 'string' ? 3 : 1))
        add(`body ${field}=${JSON.stringify(text).slice(0, 40)}`, {
          headers: JSON_TYPE,
          body: json({ ...baseBody(), [field]: text }),
        });
      if (type === 'string' || type === 'array') {
        const huge = random.pick(HUGE_TEXT);
        add(`body ${field} of ${huge.length} characters`, {
          headers: JSON_TYPE,
          body: json({ ...baseBody(), [field]: type === 'array' ? [huge] : huge }),
        });
      }
      add(`body ${field} nested 3,000 deep`, {
        headers: JSON_TYPE,
        body: Buffer.from(
          JSON.stringify({ ...baseBody(), [field]: 0 }).replace(
            `"${field}":0`,
            `"${field}":${nestedObject(3_000)}`,
          ),
        ),
      });
      if (schema.required?.includes(field)) {
        const { [field]: _left, ...rest } = baseBody();
        add(`body without ${field}`, { headers: JSON_TYPE, body: json(rest) });
      }
    }
    add('body with an unknown field', {
      headers: JSON_TYPE,
      body: json({ ...baseBody(), unexpected: 'field' }),
    });
    add('body as a form', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: Buffer.from('a[b][c][d][e][f][g]=1&email=x%40y.test&unexpected[]=1'),
    });
    add('body as a form nested 40 deep', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: Buffer.from(`a${'[a]'.repeat(40)}=1`),
    });
    add('body as text', {
      headers: { 'Content-Type': 'text/plain' },
      body: json(baseBody()),
    });
  }
  // Every route, with a body or not, gets bodies of the wrong shape: the parser reads them all.
  const oddBodies = op.body
    ? [...ODD_BODIES.slice(0, 4), ...random.some(ODD_BODIES.slice(4), 5)]
    : [ODD_BODIES[0]!, ...random.some(ODD_BODIES.slice(1), 1)];
  for (const { label, text } of oddBodies)
    add(`body: ${label}`, { headers: JSON_TYPE, body: Buffer.from(text) });
  for (const { label, headers, body } of random.some(ODD_ENCODINGS, 2))
    add(label, { headers, body });

  for (const headers of random.some(ODD_HEADERS, 2))
    add(`header ${Object.keys(headers).join(', ')}`, { headers });
  if (principal === 'user')
    for (const cookie of random.some(ODD_COOKIES, 5))
      add(`cookie ${cookie.slice(0, 40)}`, { cookie });
  return cases;
}

// --- Sending --------------------------------------------------------------------------------------

interface Answer {
  status: number;
  contentType: string;
  text: string;
  setsSession: boolean;
}

/** node:http rather than supertest: paths, headers and bodies go out exactly as written. */
function send(base: URL, agent: http.Agent, c: Case, cookie: string | undefined): Promise<Answer> {
  const headers: Record<string, string> = { ...c.headers };
  if (c.body) headers['Content-Length'] = String(c.body.length);
  const sessionCookie = c.cookie ?? cookie;
  if (sessionCookie) headers.Cookie = sessionCookie;
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: base.hostname, port: base.port, method: c.method, path: c.url, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            contentType: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString(),
            setsSession: (res.headers['set-cookie'] ?? []).some((v) =>
              v.startsWith('pitstop_sid='),
            ),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(c.body);
  });
}

/** Why an answer is wrong, or undefined: a 5xx, or a 4xx without a JSON message. */
function problemWith(answer: Answer): string | undefined {
  if (answer.status >= 500) return `${answer.status} ${answer.text.slice(0, 200)}`;
  if (answer.status < 400) return undefined;
  let message: unknown;
  try {
    message = (JSON.parse(answer.text) as { message?: unknown }).message;
  } catch {
    return `${answer.status} without JSON (${answer.contentType}): ${answer.text.slice(0, 200)}`;
  }
  if (!answer.contentType.startsWith('application/json'))
    return `${answer.status} as ${answer.contentType}`;
  if (typeof message !== 'string' || message.trim() === '')
    return `${answer.status} without a message: ${answer.text.slice(0, 200)}`;
  return undefined;
}

// --- The tests ------------------------------------------------------------------------------------

describe('malformed requests on every route of the OpenAPI document', () => {
  let stack: AdminStack;
  let user: SignedInUser;
  let stranger: SignedInUser;
  let banned: SignedInUser;
  let doc: OpenApiDocument;
  let fixtures: Fixtures;

  beforeAll(async () => {
    stack = await startStackWithAdmin({
      adminLabel: 'malformed-admin',
      services: ['users', 'catalog', 'search', 'media', 'orders'],
      // Cases sign in with wrong passwords by the hundred: none may lock anything that matters.
      gateway: { LOGIN_FAILURE_LIMIT: 100_000, LOGIN_ACCOUNT_FAILURE_LIMIT: 100_000 },
      // Cases create, change and refuse things at will: nobody else's data to disturb.
      privateDatabase: true,
    });
    user = await registerUser(stack.url);
    const victim = await registerUser(stack.url);
    stranger = await registerUser(stack.url);
    await createApprovedListing(stack.url, stranger, stack.admin);
    banned = await registerUser(stack.url);
    await request(stack.url)
      .patch(`/api/admin/users/${banned.user.id}`)
      .set('Cookie', stack.admin.cookie)
      .send({ status: 'banned' })
      .expect(200);
    const listing = await createApprovedListing(stack.url, user, stack.admin);
    const multipart = await request(stack.url)
      .post('/api/objects/multipart')
      .set('Cookie', user.cookie)
      .send({
        filename: 'intake.stl',
        contentType: 'model/stl',
        size: 20_000_000,
        purpose: 'model',
      })
      .expect(200);
    const golf = await fitmentOf(stack.url, 'volkswagen', 'golf', 'mk7');
    const vehicle = await request(stack.url)
      .post('/api/garage')
      .set('Cookie', user.cookie)
      .send({ makeId: golf.makeId, modelId: golf.modelId, year: 2017 })
      .expect(201);
    const collection = await request(stack.url)
      .post('/api/collections')
      .set('Cookie', user.cookie)
      .send({ name: 'Malformed finds' })
      .expect(201);
    const collectionId = (collection.body as { id: string }).id;
    await request(stack.url)
      .post(`/api/collections/${collectionId}/items`)
      .set('Cookie', user.cookie)
      .send({ modelId: listing.id })
      .expect(201);
    doc = (await request(stack.url).get('/api/docs-json').expect(200)).body as OpenApiDocument;
    fixtures = {
      listingId: listing.id,
      listingSlug: listing.slug,
      sellerId: user.user.id,
      victimId: victim.user.id,
      uploadId: (multipart.body as { uploadId: string }).uploadId,
      vehicleId: (vehicle.body as { id: string }).id,
      collectionId,
      runLabel: Math.random().toString(36).slice(2, 8),
    };
  });
  afterAll(() => stack.close());

  /** Requests at once: one route as one principal each. */
  const CONCURRENCY = 6;
  const SESSION_ROUTES = new Set(['POST /api/register', 'POST /api/login', 'GET /api/logout']);
  const JSON_ROUTES = (d: OpenApiDocument) => operationsOf(d).filter((op) => op.body);

  it('refuses JSON nested too deeply and text with lone surrogates on every JSON route, changing nothing', async () => {
    const profile = await request(stack.url).get('/api/user').set('Cookie', user.cookie);
    const listing = await request(stack.url).get(`/api/models3d/${fixtures.listingId}`);
    const comments = await request(stack.url).get(`/api/models3d/${fixtures.listingId}/comments`);
    const base = new URL(stack.url);
    const agent = new http.Agent({ keepAlive: true });
    const email = uniqueEmail('surrogate');
    // These bodies are refused before anyone is identified: three principals show it.
    const those = ['visitor', 'user', 'admin'] as const;
    const cookies: Record<(typeof those)[number], string | undefined> = {
      visitor: undefined,
      user: user.cookie,
      admin: stack.admin.cookie,
    };
    try {
      for (const op of JSON_ROUTES(doc)) {
        const url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
          pathValue(op, name, fixtures),
        );
        const body = plausible(doc, op.body!) as Record<string, unknown>;
        const strings = Object.keys(body).filter((key) => typeof body[key] === 'string');
        // Every text field broken; where there is none, a field of its own.
        const surrogates = Object.fromEntries(
          (strings.length ? strings : ['note']).map((key) => [key, `x\ud800${key}`]),
        );
        if (op.path === '/api/register')
          Object.assign(surrogates, { email, password: TEST_PASSWORD });
        for (const principal of those) {
          for (const [text, expected] of [
            [nestedObject(4_000), /^Request body is nested too deeply$/],
            [
              JSON.stringify({ ...body, ...surrogates }),
              /^\w+ contains characters that are not allowed$/,
            ],
          ] as const) {
            const answer = await send(
              base,
              agent,
              { label: '', method: op.method, url, headers: JSON_TYPE, body: Buffer.from(text) },
              cookies[principal],
            );
            expect({
              route: `${op.method} ${op.path} as ${principal}`,
              status: answer.status,
            }).toEqual({
              route: `${op.method} ${op.path} as ${principal}`,
              status: 400,
            });
            expect((JSON.parse(answer.text) as { message: string }).message).toMatch(expected);
          }
        }
      }
    } finally {
      agent.destroy();
    }

    // Nothing was written, no session ended, and the sign-up left no account behind.
    await request(stack.url)
      .get('/api/user')
      .set('Cookie', user.cookie)
      .expect(200)
      .expect((res) => expect(res.body).toEqual(profile.body));
    await request(stack.url).get('/api/user').set('Cookie', stack.admin.cookie).expect(200);
    const after = await request(stack.url).get(`/api/models3d/${fixtures.listingId}`).expect(200);
    expect(after.body).toMatchObject({
      title: listing.body.title,
      shortDescription: listing.body.shortDescription,
      updatedAt: listing.body.updatedAt,
    });
    const commentsAfter = await request(stack.url)
      .get(`/api/models3d/${fixtures.listingId}/comments`)
      .expect(200);
    expect(commentsAfter.body).toEqual(comments.body);
    await request(stack.url)
      .post('/api/login')
      .send({ email, password: TEST_PASSWORD })
      .expect(401);
  });

  it('answers thousands of generated malformed requests with a 4xx and a message, never a 5xx', async () => {
    const random = randomSource(SEED);
    const operations = operationsOf(doc);
    // A unit is one route as one principal, its cases sent one at a time.
    const units = operations.flatMap((op) =>
      PRINCIPALS.map((principal) => ({
        op,
        principal,
        cases: casesFor(doc, op, principal, fixtures, random),
      })),
    );
    const base = new URL(stack.url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const started = Date.now();

    const run = async ({ op, principal, cases }: (typeof units)[number]) => {
      const account = { visitor: null, user, stranger, banned, admin: stack.admin }[principal];
      // Sign-in, sign-up and sign-out end the session they are sent with: those routes get a
      // session of their own, signed in again whenever a case ended it, so that the session
      // the other routes share stays. (The banned user cannot sign in: theirs is dead anyway.)
      const ownSession =
        account && principal !== 'banned' && SESSION_ROUTES.has(`${op.method} ${op.path}`);
      const freshCookie = async () =>
        (await signIn(stack.url, account!.email, account!.password)).cookie;
      let cookie = ownSession ? await freshCookie() : account?.cookie;
      for (const c of cases) {
        const answer = await send(base, agent, c, cookie);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const problem = problemWith(answer);
        if (problem)
          failures.push(
            `${c.method} ${c.url.slice(0, 120)} as ${principal}, ${c.label}: ${problem}`,
          );
        if (ownSession && answer.setsSession) cookie = await freshCookie();
      }
    };
    const queue = [...units];
    try {
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let unit = queue.shift(); unit; unit = queue.shift()) await run(unit);
        }),
      );
    } finally {
      agent.destroy();
    }

    const total = units.reduce((n, unit) => n + unit.cases.length, 0);
    const counts = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    // The figures, printed for the record (jest shows a test's stdout).
    process.stdout.write(
      `[malformed requests] ${total} on ${operations.length} routes (seed ${SEED}) in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s: ${counts.join(' ')}\n`,
    );
    expect(total).toBeGreaterThanOrEqual(10_000);
    expect({ failures: failures.length, first: failures.slice(0, 30) }).toEqual({
      failures: 0,
      first: [],
    });
    // The cases reach the checks they are written for: none stops at a rate limit. About half go
    // out signed out (401) and ids the routes look up answer 404, so a quarter of all are 400s.
    expect(statuses.get(400) ?? 0).toBeGreaterThan(total / 4);
    expect(statuses.get(429) ?? 0).toBe(0);
  }, 240_000);
});

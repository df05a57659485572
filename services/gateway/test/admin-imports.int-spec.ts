import {
  IMPORT_COLUMNS,
  IMPORT_LIMITS,
  IMPORT_TEMPLATE_CSV,
  ImportMessages,
  type ImportDto,
  type ListingDto,
} from '@pitstop/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import pg from 'pg';
import request from 'supertest';
import { registerUser } from '../../../test/support/accounts.js';
import { eventually } from '../../../test/support/eventually.js';
import { freePort, spawnTypeScript } from '../../../test/support/node-process.mjs';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';

const HEADER = IMPORT_COLUMNS.join(',');

/** A valid row for a VW Golf Mk7 (cells given are written as they are: quote them). */
const row = (title: string, extra: Partial<Record<string, string>> = {}) => {
  const cells: Record<string, string> = {
    title,
    description: `"${title}, printed in PETG"`,
    make: 'Volkswagen',
    model: 'Golf',
    generation: 'Mk7',
    price_cents: '0',
    print_difficulty: 'easy',
    supports_required: 'false',
    infill_percent: '20',
    category: 'Interior',
    tags: '"vent,mount"',
    external_url: '',
    ...extra,
  };
  return IMPORT_COLUMNS.map((c) => cells[c]).join(',');
};

async function query<T>(databaseUrl: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Uploads a CSV file of `bytes` bytes, generated as it is sent (a megabyte at a time); answers
 * the response, which may come before the whole file is sent.
 */
function uploadStreamed(
  base: string,
  cookie: string,
  bytes: number,
): Promise<{ status: number; body: string }> {
  const boundary = 'pitstop-big-upload';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="csv"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n${HEADER}\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024, `${row('Big')}\n`);
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}/api/admin/import-csv`, {
      method: 'POST',
      headers: {
        cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + bytes + tail.length,
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (text: string) => (body += text));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    let left = bytes;
    const send = () => {
      while (left > 0) {
        const part = chunk.subarray(0, Math.min(chunk.length, left));
        left -= part.length;
        if (!req.write(part)) return void req.once('drain', send);
      }
      req.end(tail);
    };
    req.write(head);
    send();
  });
}

describe('CSV import (POST /api/admin/import-csv)', () => {
  let stack: AdminStack;
  const http = () => request(stack.url);
  const upload = (csv: string | Buffer, filename = 'parts.csv') =>
    http()
      .post('/api/admin/import-csv')
      .set('Cookie', stack.admin.cookie)
      .attach('csv', Buffer.isBuffer(csv) ? csv : Buffer.from(csv), filename);

  beforeAll(async () => {
    stack = await startStackWithAdmin({ adminLabel: 'import-admin' });
  }, 60_000);
  afterAll(() => stack?.close());

  it('imports the good rows and reports the bad ones by line and column; the parts are the admin’s, public, in search', async () => {
    const word = `zq${randomBytes(4).toString('hex')}`;
    const csv = [
      HEADER,
      row(`Vent mount ${word}`),
      row(`Shift knob ${word}`, {
        price_cents: '499',
        make: 'volkswagen',
        model: 'GOLF',
        generation: 'mk7',
      }),
      row(`Bad make ${word}`, { make: 'Trabbi' }),
      row(`Hook ${word}`, { make: '', model: '', generation: '', category: '' }),
      row(`Bad difficulty ${word}`, { print_difficulty: 'insane' }),
      row(`Formula ${word}`, { category: '=HYPERLINK("http://x")' }),
    ].join('\n');
    const res = await upload(csv).expect(200);
    expect(res.body).toMatchObject({
      imported: 3,
      errors: 3,
      status: 'completed',
      rowsDone: 6,
      rowsTotal: 6,
    });
    expect(res.body.jobId).toBe(res.body.id);

    const found = await eventually(
      async () => (await http().get(`/api/models3d?search=${word}`)).body as ListingDto[],
      (items) => items.length === 3,
      10_000,
    );
    expect(found.map((l) => l.title).sort()).toEqual(
      [`Hook ${word}`, `Shift knob ${word}`, `Vent mount ${word}`].sort(),
    );
    const knob = found.find((l) => l.title.startsWith('Shift knob'))!;
    expect(knob).toMatchObject({
      sellerId: stack.admin.user.id,
      priceCents: 499,
      approvalStatus: 'approved',
      visibility: 'public',
      isDraft: false,
      fileUrls: [],
      tags: ['vent', 'mount'],
    });

    const report = await http()
      .get(`/api/admin/imports/${res.body.id}/errors.csv`)
      .set('Cookie', stack.admin.cookie)
      .expect(200);
    expect(report.headers['content-type']).toMatch(/^text\/csv/);
    const lines = report.text.trim().split('\r\n');
    expect(lines[0]).toBe('line,column,reason');
    expect(lines[1]).toBe(`4,make,make 'Trabbi' is not known`);
    expect(lines[2]).toBe(
      '6,print_difficulty,"print_difficulty must be one of easy, medium, hard"',
    );
    expect(lines[3]).toBe(`7,category,"category '=HYPERLINK(""http://x"")' is not known"`);

    const listing = (
      await http().get('/api/admin/imports').set('Cookie', stack.admin.cookie).expect(200)
    ).body as ImportDto[];
    expect(listing[0]).toMatchObject({
      id: res.body.id,
      filename: 'parts.csv',
      imported: 3,
      errors: 3,
    });
  });

  it('reads a BOM, CRLF line ends and quoted cells holding commas, quotes and line breaks', async () => {
    const word = `bq${randomBytes(4).toString('hex')}`;
    const csv =
      '\uFEFF' +
      [
        HEADER,
        row(`Bracket ${word}`, {
          description: '"Holds the ""big"" gauge, left side,\nor right side"',
          tags: '"gauge, pod ,bracket"',
        }),
        row(`Clip ${word}`),
      ].join('\r\n') +
      '\r\n';
    const res = await upload(csv).expect(200);
    expect(res.body).toMatchObject({ imported: 2, errors: 0 });
    const [bracket] = (await eventually(
      async () => (await http().get(`/api/models3d?search=Bracket%20${word}`)).body as ListingDto[],
      (items) => items.length === 1,
      10_000,
    )) as ListingDto[];
    expect(bracket!.shortDescription).toBe('Holds the "big" gauge, left side,\nor right side');
    expect(bracket!.tags).toEqual(['gauge', 'pod', 'bracket']);
  });

  it('makes a row of 1 MB an error row, and imports the rest', async () => {
    const csv = [
      HEADER,
      row(`Huge ${randomBytes(3).toString('hex')}`, { description: 'x'.repeat(1024 * 1024) }),
      row(`Small ${randomBytes(3).toString('hex')}`),
    ].join('\n');
    const res = await upload(csv).expect(200);
    expect(res.body).toMatchObject({ imported: 1, errors: 1 });
    const report = await http()
      .get(`/api/admin/imports/${res.body.id}/errors.csv`)
      .set('Cookie', stack.admin.cookie)
      .expect(200);
    expect(report.text).toContain('2,description,description is longer than 20000 characters');
  });

  it('ends a batch at IMPORT_LIMITS.batchBytes of long rows, not only at batchRows', async () => {
    const word = randomBytes(4).toString('hex');
    // 300 rows of 15,000-character descriptions: about 4.5 MB, past one batch's 4 MiB.
    const long = 'd'.repeat(15_000);
    const csv = [
      HEADER,
      ...Array.from({ length: 300 }, (_, i) => row(`Long ${word} ${i}`, { description: long })),
    ].join('\n');
    const res = await upload(csv);
    expect([200, 202]).toContain(res.status);
    const ended = await eventually(
      async () =>
        (
          await http()
            .get(`/api/admin/imports/${(res.body as ImportDto).id}`)
            .set('Cookie', stack.admin.cookie)
        ).body as ImportDto,
      (found) => found.status === 'completed',
      30_000,
    );
    expect(ended).toMatchObject({ imported: 300, errors: 0, rowsDone: 300, rowsTotal: 300 });
    // Each batch is one transaction: its listings share their creation time.
    const [{ batches }] = await query<{ batches: number }>(
      stack.databaseUrl!,
      `SELECT count(DISTINCT created_at)::int AS batches FROM catalog.listing WHERE import_id = $1`,
      [ended.id],
    );
    expect(batches).toBe(2);
  });

  it('quotes at most a few hundred characters of a huge cell, and streams a long report in pages', async () => {
    const word = randomBytes(4).toString('hex');
    // 12 rows whose make, model or category is a cell of 300,000 characters (once: a 22 MB
    // report in one bus message), among more small error rows than two pages hold.
    const huge = (letter: string) => letter.repeat(300_000);
    const hugeRows = Array.from({ length: 12 }, (_, i) =>
      row(
        `Huge ${word} ${i}`,
        i % 3 === 0
          ? { make: huge('M') }
          : i % 3 === 1
            ? { model: huge('G') }
            : { category: huge('C') },
      ),
    );
    const small = 2 * IMPORT_LIMITS.errorPageRows + 100;
    const rows = Array.from({ length: small }, (_, i) =>
      row(`Bad ${word} ${i}`, { print_difficulty: 'insane' }),
    );
    // A huge row after every 169 small ones: on each page, and either side of a page's end.
    hugeRows.forEach((huge, i) => rows.splice(i * 170 + 150, 0, huge));
    const res = await upload([HEADER, ...rows].join('\n'));
    expect([200, 202]).toContain(res.status);
    const ended = await eventually(
      async () =>
        (
          await http()
            .get(`/api/admin/imports/${(res.body as ImportDto).id}`)
            .set('Cookie', stack.admin.cookie)
        ).body as ImportDto,
      (found) => found.status === 'completed',
      60_000,
    );
    expect(ended).toMatchObject({ imported: 0, errors: small + 12 });

    const report = await http()
      .get(`/api/admin/imports/${ended.id}/errors.csv`)
      .set('Cookie', stack.admin.cookie)
      .expect(200);
    const lines = report.text.split('\r\n');
    expect(lines.shift()).toBe('line,column,reason');
    expect(lines.pop()).toBe('');
    // Complete and in order across the pages: one line per error row, each line once.
    expect(lines.map((line) => Number(line.split(',')[0]))).toEqual(
      Array.from({ length: small + 12 }, (_, i) => i + 2),
    );
    const cut = (letter: string) => `'${letter.repeat(IMPORT_LIMITS.errorCellChars)}…'`;
    const hugeLines = hugeRows.map((_, i) => lines[i * 170 + 150]);
    expect(hugeLines).toEqual(
      hugeRows.map((_, i) =>
        i % 3 === 0
          ? `${i * 170 + 152},make,make ${cut('M')} is not known`
          : i % 3 === 1
            ? `${i * 170 + 152},model,model ${cut('G')} is not a model of Volkswagen`
            : `${i * 170 + 152},category,category ${cut('C')} is not known`,
      ),
    );
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThan(300);
    expect(report.text.length).toBeLessThan(200_000);
  }, 90_000);

  it.each([
    ['an empty file', '', ImportMessages.empty],
    ['a picture', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), ImportMessages.notCsv],
    ['no header (data first)', row('Just a row'), ImportMessages.headerMissing],
    [
      'a header without external_url and with a stray column',
      `${IMPORT_COLUMNS.slice(0, -1).join(',')},colour\n${row('x')}`,
      ImportMessages.headerWrong(['external_url'], ['colour']),
    ],
    ['a header and no rows', `${HEADER}\n`, ImportMessages.noRows],
    ['blank lines only', '\n\n\r\n', ImportMessages.empty],
  ])('refuses %s with a clear message', async (_name, csv, message) => {
    const res = await upload(csv).expect(400);
    expect(res.body).toEqual({ message });
  });

  it('refuses a request without a file', async () => {
    const res = await http()
      .post('/api/admin/import-csv')
      .set('Cookie', stack.admin.cookie)
      .field('other', 'x')
      .expect(400);
    expect(res.body).toEqual({ message: ImportMessages.fileRequired });
  });

  it('refuses a body that is not a form as a request without a file', async () => {
    const res = await http()
      .post('/api/admin/import-csv')
      .set('Cookie', stack.admin.cookie)
      .set('Content-Type', 'text/csv')
      .send(`${HEADER}\n${row('Sent bare')}\n`)
      .expect(400);
    expect(res.body).toEqual({ message: ImportMessages.fileRequired });
  });

  it('refuses a form that ends before its closing boundary, saying so', async () => {
    const res = await http()
      .post('/api/admin/import-csv')
      .set('Cookie', stack.admin.cookie)
      .set('Content-Type', 'multipart/form-data; boundary=cut')
      .send(
        `--cut\r\nContent-Disposition: form-data; name="csv"; filename="a.csv"\r\n\r\n${HEADER}\n`,
      )
      .expect(400);
    expect(res.body.message).toMatch(/^The upload cannot be read as a form: /);
  });

  it('refuses a file past IMPORT_LIMITS.fileBytes with 413 and its message', async () => {
    const answer = await uploadStreamed(stack.url, stack.admin.cookie, IMPORT_LIMITS.fileBytes + 1);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: ImportMessages.tooLarge });
    // The gateway goes on taking imports.
    await upload(`${HEADER}\n${row('After a refused upload')}\n`).expect(200);
  }, 60_000);

  it('refuses a 100 MB file whose quoted cell never ends, naming the line', async () => {
    const big = Buffer.alloc(100 * 1024 * 1024, 'a');
    const head = Buffer.from(`${HEADER}\n"never closed,`);
    head.copy(big);
    const res = await upload(big).expect(400);
    expect(res.body.message).toMatch(/^The file cannot be read as CSV at line 2/);
  }, 60_000);

  it('serves a template that imports as it is', async () => {
    const res = await upload(IMPORT_TEMPLATE_CSV, 'model_import_template.csv').expect(200);
    expect(res.body).toMatchObject({ imported: 2, errors: 0 });
  });

  it('says an unknown import is not found, and a finished one cannot be cancelled', async () => {
    const res = await upload(
      `${HEADER}\n${row(`Done ${randomBytes(3).toString('hex')}`)}\n`,
    ).expect(200);
    await http()
      .post(`/api/admin/imports/${res.body.id}/cancel`)
      .set('Cookie', stack.admin.cookie)
      .expect(409);
    await http().get('/api/admin/imports/not-a-uuid').set('Cookie', stack.admin.cookie).expect(404);
    // The report's first page is read before its headers are sent: still a 404, in JSON.
    const none = await http()
      .get(`/api/admin/imports/${randomUUID()}/errors.csv`)
      .set('Cookie', stack.admin.cookie)
      .expect(404);
    expect(none.body).toEqual({ message: ImportMessages.notFound });
  });
});

describe('Clear All (DELETE /api/admin/clear-all-models)', () => {
  let stack: AdminStack;
  beforeAll(async () => {
    stack = await startStackWithAdmin({ adminLabel: 'clear-admin', privateDatabase: true });
  }, 60_000);
  afterAll(() => stack?.close());

  it('destroys listings nobody bought and hides bought ones (buyers keep them), as a job', async () => {
    const http = () => request(stack.url);
    const res = await http()
      .post('/api/admin/import-csv')
      .set('Cookie', stack.admin.cookie)
      .attach('csv', Buffer.from([HEADER, row('Kept for buyers'), row('Gone')].join('\n')), 'c.csv')
      .expect(200);
    const ids = await query<{ id: string; title: string }>(
      stack.databaseUrl!,
      'SELECT id, title FROM catalog.listing WHERE import_id = $1',
      [res.body.id],
    );
    const bought = ids.find((l) => l.title === 'Kept for buyers')!;
    await query(
      stack.databaseUrl!,
      `INSERT INTO catalog.listing_sale (order_id, listing_id, price_cents, sold_at)
       VALUES (gen_random_uuid(), $1, 0, now())`,
      [bought.id],
    );
    const gone = ids.find((l) => l.title === 'Gone')!;
    await query(
      stack.databaseUrl!,
      `INSERT INTO catalog.listing_like (listing_id, user_id) VALUES ($1, gen_random_uuid())`,
      [gone.id],
    );
    const user = await registerUser(stack.url);
    await http().delete('/api/admin/clear-all-models').set('Cookie', user.cookie).expect(403);

    const queued = await http()
      .delete('/api/admin/clear-all-models')
      .set('Cookie', stack.admin.cookie);
    expect([200, 202]).toContain(queued.status);
    const done = await eventually(
      async () =>
        (
          await http()
            .get(`/api/admin/clear-all-models/${queued.body.jobId}`)
            .set('Cookie', stack.admin.cookie)
        ).body as { status: string },
      (job) => job.status === 'completed',
      15_000,
    );
    expect(done).toMatchObject({ status: 'completed', deleted: 1, hidden: 1 });
    const left = await query<{ id: string; deleted: boolean }>(
      stack.databaseUrl!,
      'SELECT id, deleted_at IS NOT NULL AS deleted FROM catalog.listing',
    );
    expect(left).toEqual([{ id: bought.id, deleted: true }]);
    // The destroyed listing's own rows went with it
    expect(
      await query(stack.databaseUrl!, 'SELECT 1 FROM catalog.listing_like WHERE listing_id = $1', [
        gone.id,
      ]),
    ).toEqual([]);
    await http().get(`/api/models3d/${bought.id}`).expect(404);
  }, 30_000);
});

describe('the import worker killed (SIGKILL) in the middle of a file', () => {
  let stack: AdminStack;
  beforeAll(async () => {
    stack = await startStackWithAdmin({
      adminLabel: 'kill-admin',
      privateDatabase: true,
      catalogWorker: false,
    });
  }, 60_000);
  afterAll(() => stack?.close());

  async function startWorker() {
    const port = await freePort();
    const child = spawnTypeScript('services/catalog/src/worker.ts', {
      DATABASE_URL: stack.databaseUrl,
      BUS_NAMESPACE: stack.namespace,
      HEALTH_PORT: String(port),
      LOG_LEVEL: 'silent',
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    return { child, exited };
  }

  it('resumes after its last committed batch: every valid row once, none twice', async () => {
    const rows = 30_000;
    const bad = new Set<number>();
    const lines = [HEADER];
    for (let i = 1; i <= rows; i++) {
      if (i % 997 === 0) {
        bad.add(i);
        lines.push(row(`Killed part ${i}`, { make: 'Nobody' }));
      } else lines.push(row(`Killed part ${i}`));
    }
    const res = await request(stack.url)
      .post('/api/admin/import-csv')
      .set('Cookie', stack.admin.cookie)
      .attach('csv', Buffer.from(lines.join('\n')), 'big.csv')
      .expect(202);
    const importId = res.body.id as string;
    const read = async () =>
      (
        await request(stack.url)
          .get(`/api/admin/imports/${importId}`)
          .set('Cookie', stack.admin.cookie)
      ).body as ImportDto;

    const first = await startWorker();
    const midway = await eventually(read, (i) => i.rowsDone >= 3000, 60_000);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(midway.status).toBe('running');
    const atKill = await read();
    expect(atKill.rowsDone).toBeLessThan(rows);

    const second = await startWorker();
    try {
      // BullMQ hands the dead worker's job to a live one once its lock has expired.
      const done = await eventually(read, (i) => i.status === 'completed', 120_000);
      expect(done).toMatchObject({
        rowsDone: rows,
        rowsTotal: rows,
        imported: rows - bad.size,
        errors: bad.size,
      });
      const [counted] = await query<{ n: number; lines: number }>(
        stack.databaseUrl!,
        `SELECT count(*)::int AS n, count(DISTINCT import_line)::int AS lines
         FROM catalog.listing WHERE import_id = $1`,
        [importId],
      );
      expect(counted).toEqual({ n: rows - bad.size, lines: rows - bad.size });
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  }, 240_000);
});

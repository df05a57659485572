import {
  AdminAuditEvents,
  IMPORT_TEMPLATE_CSV,
  type AdminActionRecord,
  type AdminAuditEntryDto,
  type ImportDto,
  type ListingDto,
  type ReportDto,
} from '@pitstop/contracts';
import { MessagingClient, RedisStreamsClient } from '@pitstop/messaging';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../../test/support/accounts.js';
import { eventually } from '../../../test/support/eventually.js';
import {
  createApprovedListing,
  createListing,
  decideListing,
} from '../../../test/support/listings.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';

/**
 * The admin lists at scale (pages with X-Total-Count, search, filters) for approvals, reports and
 * imports, and the audit log of admin actions (GET /api/admin/audit). A database of its own, so
 * the log and the queues hold only what this file did.
 */
describe('admin lists and the audit log', () => {
  let stack: AdminStack;
  let seller: SignedInUser;
  let reporter: SignedInUser;
  const http = () => request(stack.url);
  const get = (path: string, who: SignedInUser = stack.admin) =>
    http().get(path).set('Cookie', who.cookie);

  const audit = async (query = ''): Promise<{ entries: AdminAuditEntryDto[]; total: number }> => {
    const res = await get(`/api/admin/audit${query}`).expect(200);
    return {
      entries: res.body as AdminAuditEntryDto[],
      total: Number(res.headers['x-total-count']),
    };
  };
  /** The entries about this target, once the other services' records have arrived. */
  const entriesFor = (targetId: string, count: number) =>
    eventually(
      async () =>
        (await audit('?limit=200')).entries.filter((entry) => entry.targetId === targetId),
      (mine) => mine.length >= count,
    );
  const fileReport = async (listingId: string) =>
    (
      await http()
        .post(`/api/models3d/${listingId}/reports`)
        .set('Cookie', reporter.cookie)
        .send({ reason: 'infringement', details: 'Copied.' })
        .expect(201)
    ).body as ReportDto;

  beforeAll(async () => {
    stack = await startStackWithAdmin({ privateDatabase: true, adminLabel: 'auditor' });
    seller = await registerUser(stack.url);
    reporter = await registerUser(stack.url);
  });
  afterAll(() => stack?.close());

  describe('approvals, reports and imports a page at a time', () => {
    it('pages the approval queue oldest first, with the total, and searches titles', async () => {
      const tag = randomUUID().slice(0, 8);
      const made: ListingDto[] = [];
      for (const word of ['Alpha', 'Bravo', 'Charlie'])
        made.push(await createListing(stack.url, seller, { title: `${word} Duct ${tag}` }));
      const all = await get('/api/admin/pending-models').expect(200);
      const total = Number(all.headers['x-total-count']);
      expect(total).toBe((all.body as ListingDto[]).length);
      const ids = (all.body as ListingDto[]).map((l) => l.id);
      expect(ids.slice(-3)).toEqual(made.map((l) => l.id));

      const page = await get(`/api/admin/pending-models?limit=2&offset=${total - 2}`).expect(200);
      expect((page.body as ListingDto[]).map((l) => l.id)).toEqual(ids.slice(-2));
      expect(page.headers['x-total-count']).toBe(String(total));

      const found = await get(
        `/api/admin/pending-models?q=${encodeURIComponent(`bravo duct ${tag}`)}`,
      ).expect(200);
      expect((found.body as ListingDto[]).map((l) => l.id)).toEqual([made[1]!.id]);
      expect(found.headers['x-total-count']).toBe('1');
      const both = await get(`/api/admin/pending-models?q=${tag}&limit=1&offset=1`).expect(200);
      expect((both.body as ListingDto[]).map((l) => l.id)).toEqual([made[1]!.id]);
      expect(both.headers['x-total-count']).toBe('3');
    });

    it('pages the reports newest first with the total, open or all', async () => {
      const listings = [
        await createApprovedListing(stack.url, seller, stack.admin),
        await createApprovedListing(stack.url, seller, stack.admin),
      ];
      const reports = [];
      for (const listing of listings) reports.push(await fileReport(listing.id));
      const first = await get('/api/admin/reports?limit=1').expect(200);
      expect((first.body as ReportDto[]).map((r) => r.id)).toEqual([reports[1]!.id]);
      const open = Number(first.headers['x-total-count']);
      expect(open).toBeGreaterThanOrEqual(2);
      const second = await get('/api/admin/reports?limit=1&offset=1').expect(200);
      expect((second.body as ReportDto[]).map((r) => r.id)).toEqual([reports[0]!.id]);
      const all = await get('/api/admin/reports?status=all&limit=1').expect(200);
      expect(Number(all.headers['x-total-count'])).toBeGreaterThanOrEqual(open);
    });

    it('pages the imports newest first with the total', async () => {
      const started: string[] = [];
      for (const name of ['first.csv', 'second.csv']) {
        const res = await http()
          .post('/api/admin/import-csv')
          .set('Cookie', stack.admin.cookie)
          .attach('csv', Buffer.from(IMPORT_TEMPLATE_CSV), name);
        expect([200, 202]).toContain(res.status);
        started.push((res.body as ImportDto).id);
      }
      const page = await get('/api/admin/imports?limit=1').expect(200);
      expect(page.headers['x-total-count']).toBe('2');
      expect((page.body as ImportDto[]).map((i) => i.id)).toEqual([started[1]]);
      const next = await get('/api/admin/imports?limit=1&offset=1').expect(200);
      expect((next.body as ImportDto[]).map((i) => i.id)).toEqual([started[0]]);
    });

    it.each([
      ['/api/admin/pending-models?limit=0', 'limit must be a whole number from 1 to 200'],
      ['/api/admin/pending-models?q=a%00b', 'q contains characters that are not allowed'],
      ['/api/admin/reports?offset=x', 'offset must be a whole number from 0 to 1000000'],
      ['/api/admin/imports?limit=1.5', 'limit must be a whole number from 1 to 200'],
      ['/api/admin/audit?action=user.deleted', expect.stringMatching(/^action must be one of /)],
    ])('answers %s with 400 and a message', async (path, message) => {
      expect((await get(path).expect(400)).body).toEqual({ message });
    });
  });

  describe('the audit log', () => {
    it('records role and status changes once each, with who and old → new', async () => {
      const user = await registerUser(stack.url);
      await http()
        .patch(`/api/admin/users/${user.user.id}`)
        .set('Cookie', stack.admin.cookie)
        .send({ role: 'admin', status: 'banned' })
        .expect(200);
      // The same again changes nothing, and logs nothing.
      await http()
        .patch(`/api/admin/users/${user.user.id}`)
        .set('Cookie', stack.admin.cookie)
        .send({ status: 'banned' })
        .expect(200);
      const entries = await entriesFor(user.user.id, 2);
      expect(entries).toHaveLength(2);
      const who = { id: stack.admin.user.id, name: 'Site Admin' };
      expect(entries).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            actor: who,
            action: 'user.role-changed',
            targetType: 'user',
            targetLabel: user.email,
            details: { from: 'user', to: 'admin' },
          }),
          expect.objectContaining({
            actor: who,
            action: 'user.status-changed',
            details: { from: 'active', to: 'banned' },
          }),
        ]),
      );
      expect(Date.parse(entries[0]!.at)).toBeGreaterThan(Date.now() - 60_000);
    });

    it('records a settings change with the old and new value', async () => {
      for (const maintenanceMode of [true, false])
        await http()
          .put('/api/admin/settings')
          .set('Cookie', stack.admin.cookie)
          .send({ maintenanceMode })
          .expect(200);
      const { entries } = await audit('?action=settings.changed');
      expect(entries.slice(0, 2)).toEqual([
        expect.objectContaining({
          actor: expect.objectContaining({ id: stack.admin.user.id }),
          targetType: 'settings',
          targetLabel: 'maintenanceMode',
          details: { setting: 'maintenanceMode', from: true, to: false },
        }),
        expect.objectContaining({ details: { setting: 'maintenanceMode', from: false, to: true } }),
      ]);
    });

    it('records approvals, rejections, take-downs, restores and dismissals once each', async () => {
      const approved = await createListing(stack.url, seller, { title: 'Audited Approval' });
      await decideListing(stack.url, stack.admin, approved.id, true);
      const rejected = await createListing(stack.url, seller, { title: 'Audited Rejection' });
      await decideListing(stack.url, stack.admin, rejected.id, false);

      const report = await fileReport(approved.id);
      for (let i = 0; i < 2; i++)
        // Again answers the same take-down and changes nothing: logged once.
        await http()
          .post(`/api/admin/reports/${report.id}/take-down`)
          .set('Cookie', stack.admin.cookie)
          .send({ reason: 'Not your design' })
          .expect(200);
      await decideListing(stack.url, stack.admin, approved.id, true); // restore

      const other = await createApprovedListing(stack.url, seller, stack.admin, {
        title: 'Audited Dismissal',
      });
      const dismissed = await fileReport(other.id);
      for (let i = 0; i < 2; i++)
        await http()
          .post(`/api/admin/reports/${dismissed.id}/dismiss`)
          .set('Cookie', stack.admin.cookie)
          .expect(200);

      const onApproved = await entriesFor(approved.id, 3);
      expect(onApproved.map((e) => e.action)).toEqual([
        'listing.restored',
        'listing.taken-down',
        'listing.approved',
      ]);
      expect(onApproved[1]).toMatchObject({
        actor: { id: stack.admin.user.id, name: 'Site Admin' },
        targetType: 'listing',
        targetLabel: 'Audited Approval',
        details: { reason: 'Not your design', reportId: report.id },
      });
      expect(onApproved[0]!.details).toEqual({ from: 'taken_down', to: 'approved' });
      expect(await entriesFor(rejected.id, 1)).toEqual([
        expect.objectContaining({
          action: 'listing.rejected',
          targetLabel: 'Audited Rejection',
          details: { from: 'pending', to: 'rejected' },
        }),
      ]);
      expect(await entriesFor(dismissed.id, 1)).toEqual([
        expect.objectContaining({
          action: 'report.dismissed',
          targetType: 'report',
          targetLabel: 'Audited Dismissal',
          details: { listingId: other.id, reason: 'infringement' },
        }),
      ]);
      // Nothing arrives late as a second copy.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await entriesFor(approved.id, 3)).toHaveLength(3);
      expect(await entriesFor(dismissed.id, 1)).toHaveLength(1);
    });

    it('files a redelivered record once (idempotent by its id)', async () => {
      const bus = new MessagingClient(
        new RedisStreamsClient({
          redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
          namespace: stack.namespace,
          caller: 'test',
        }),
      );
      const record: AdminActionRecord = {
        id: randomUUID(),
        at: new Date().toISOString(),
        actorId: stack.admin.user.id,
        action: 'order.refunded',
        targetType: 'order',
        targetId: randomUUID(),
        targetLabel: 'Order 1001',
        details: { amountCents: 499 },
      };
      try {
        await bus.emit(AdminAuditEvents.orders, record);
        await bus.emit(AdminAuditEvents.orders, record);
      } finally {
        await bus.transport.close();
      }
      expect(await entriesFor(record.targetId!, 1)).toEqual([
        expect.objectContaining({ id: record.id, action: 'order.refunded' }),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await entriesFor(record.targetId!, 1)).toHaveLength(1);
    });

    it('pages newest first with the total and filters by action', async () => {
      const { entries: all, total } = await audit('?limit=200');
      expect(total).toBe(all.length);
      expect(total).toBeGreaterThanOrEqual(8);
      const times = all.map((e) => Date.parse(e.at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const page = await audit('?limit=3&offset=2');
      expect(page.total).toBe(total);
      expect(page.entries.map((e) => e.id)).toEqual(all.slice(2, 5).map((e) => e.id));
      const approvals = await audit('?action=listing.approved');
      expect(approvals.entries.length).toBeGreaterThan(0);
      expect(approvals.entries.every((e) => e.action === 'listing.approved')).toBe(true);
      expect(approvals.total).toBe(all.filter((e) => e.action === 'listing.approved').length);
    });

    it('is for admins only and has no route that changes it', async () => {
      expect((await get('/api/admin/audit', seller).expect(403)).body).toEqual({
        message: 'Only admins can do that.',
      });
      await http().get('/api/admin/audit').expect(401);
      const [entry] = (await audit('?limit=1')).entries;
      for (const method of ['post', 'put', 'patch', 'delete'] as const) {
        for (const path of ['/api/admin/audit', `/api/admin/audit/${entry!.id}`]) {
          const res = await http()[method](path).set('Cookie', stack.admin.cookie).send({});
          expect(res.status).toBe(404);
        }
      }
    });

    it('the database itself refuses to change or delete a record', async () => {
      const client = new pg.Client({ connectionString: stack.databaseUrl });
      await client.connect();
      try {
        const before = (await audit('?limit=200')).total;
        await expect(
          client.query(`UPDATE users.admin_audit SET target_label = 'forged'`),
        ).rejects.toThrow(/append-only: UPDATE refused/);
        await expect(client.query(`DELETE FROM users.admin_audit`)).rejects.toThrow(
          /append-only: DELETE refused/,
        );
        await expect(client.query(`TRUNCATE users.admin_audit`)).rejects.toThrow(
          /append-only: TRUNCATE refused/,
        );
        expect((await audit('?limit=200')).total).toBe(before);
        const { entries } = await audit('?limit=200');
        expect(entries.some((e) => e.targetLabel === 'forged')).toBe(false);
      } finally {
        await client.end();
      }
    });
  });
});

import { createLogger } from '@pitstop/common';
import type {
  ListingDto,
  ReportDto,
  SearchResult,
  SiteSettingsDto,
  TakeDownResult,
} from '@pitstop/contracts';
import request from 'supertest';
import {
  TEST_PASSWORD,
  registerUser,
  signIn,
  uniqueEmail,
  type SignedInUser,
} from '../../../test/support/accounts.js';
import { eventually } from '../../../test/support/eventually.js';
import { createApprovedListing } from '../../../test/support/listings.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';
import { startGateway, type Gateway } from '../src/app.js';

const live = { isDraft: false, visibility: 'public' as const };
const MAINTENANCE =
  'The site is under maintenance. Changes are paused for now; please try again later.';

/**
 * The admin panel's moderation (reports: dismiss, take down) and site settings (maintenance
 * mode, registration), enforced through the gateway. A database of its own: the settings are
 * the whole site's, and other suites must not meet a maintenance window.
 */
describe('moderation and site settings', () => {
  let stack: AdminStack;
  let seller: SignedInUser;
  let reporter: SignedInUser;
  const http = () => request(stack.url);
  const as = (who: SignedInUser | undefined, test: request.Test) =>
    who ? test.set('Cookie', who.cookie) : test;

  const searchTitles = async (q: string): Promise<string[]> =>
    (
      (
        await http()
          .get(`/api/search?q=${encodeURIComponent(q)}`)
          .expect(200)
      ).body as SearchResult
    ).items.map((item) => item.title);

  const fileReport = async (who: SignedInUser, listingId: string, reason = 'infringement') =>
    (
      await as(who, http().post(`/api/models3d/${listingId}/reports`))
        .send({ reason, details: 'Copied from my design' })
        .expect(201)
    ).body as ReportDto;

  const openReports = async (): Promise<ReportDto[]> =>
    (await as(stack.admin, http().get('/api/admin/reports')).expect(200)).body as ReportDto[];

  const putSettings = (who: SignedInUser, changes: Partial<SiteSettingsDto>) =>
    as(who, http().put('/api/admin/settings')).send(changes);

  beforeAll(async () => {
    stack = await startStackWithAdmin({
      privateDatabase: true,
      adminLabel: 'moderation-admin',
      gateway: { SITE_SETTINGS_CACHE_SECONDS: 1 },
    });
    [seller, reporter] = await Promise.all([
      registerUser(stack.url, { firstName: 'Maya', lastName: 'Seller' }),
      registerUser(stack.url, { firstName: 'Rita', lastName: 'Reporter' }),
    ]);
  });
  afterAll(() => stack?.close());

  describe('reports', () => {
    it('lists open reports newest first, with the listing and the reporter', async () => {
      const [older, newer] = [
        await createApprovedListing(stack.url, seller, stack.admin, live),
        await createApprovedListing(stack.url, seller, stack.admin, live),
      ];
      await fileReport(reporter, older.id, 'spam');
      await fileReport(reporter, newer.id, 'unsafe');
      const reports = await openReports();
      const ours = reports.filter((r) => [older.id, newer.id].includes(r.listing.id));
      expect(ours.map((r) => r.listing.id)).toEqual([newer.id, older.id]);
      expect(ours[0]).toMatchObject({
        reason: 'unsafe',
        status: 'open',
        resolvedBy: null,
        resolvedAt: null,
        reporter: { firstName: 'Rita' },
        listing: { slug: newer.slug, title: newer.title },
      });
    });

    it('dismisses a report: out of the open queue, kept in the history with who and when, idempotent', async () => {
      const listing = await createApprovedListing(stack.url, seller, stack.admin, live);
      const report = await fileReport(reporter, listing.id);
      const first = await as(stack.admin, http().post(`/api/admin/reports/${report.id}/dismiss`))
        .send()
        .expect(200);
      expect(first.body).toMatchObject({
        id: report.id,
        status: 'dismissed',
        resolvedBy: { id: stack.admin.user.id },
      });
      expect(Date.parse((first.body as ReportDto).resolvedAt!)).not.toBeNaN();
      const again = await as(stack.admin, http().post(`/api/admin/reports/${report.id}/dismiss`))
        .send()
        .expect(200);
      expect(again.body).toEqual(first.body);

      expect((await openReports()).map((r) => r.id)).not.toContain(report.id);
      const all = (await as(stack.admin, http().get('/api/admin/reports?status=all')).expect(200))
        .body as ReportDto[];
      expect(all.find((r) => r.id === report.id)).toMatchObject({ status: 'dismissed' });
      // Dismissed: the listing stays up.
      await http().get(`/api/models3d/slug/${listing.slug}`).expect(200);
    });

    it('an unknown report is 404 for dismiss and take down', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      for (const action of ['dismiss', 'take-down'])
        expect(
          (
            await as(stack.admin, http().post(`/api/admin/reports/${unknown}/${action}`))
              .send({})
              .expect(404)
          ).body,
        ).toEqual({ message: 'Report not found' });
    });

    it('takes a listing down: gone from search and from everyone but its seller and admins; the seller reads why', async () => {
      const title = `Pirated Grille Badge ${Date.now()}`;
      const listing = await createApprovedListing(stack.url, seller, stack.admin, {
        ...live,
        title,
      });
      expect(
        await eventually(
          () => searchTitles(title),
          (t) => t.includes(title),
        ),
      ).toContain(title);
      const report = await fileReport(reporter, listing.id);
      const second = await fileReport(
        await registerUser(stack.url, { firstName: 'Other' }),
        listing.id,
        'spam',
      );

      const res = await as(stack.admin, http().post(`/api/admin/reports/${report.id}/take-down`))
        .send({ reason: 'This design copies a trademarked badge.' })
        .expect(200);
      const result = res.body as TakeDownResult;
      expect(result.report).toMatchObject({
        status: 'taken_down',
        resolvedBy: { id: stack.admin.user.id },
      });
      expect(result.listing).toMatchObject({
        approvalStatus: 'taken_down',
        takedown: { reason: 'This design copies a trademarked badge.' },
      });

      // Out of search (the catalog's updated event), and of the pages of everyone else.
      expect(
        await eventually(
          () => searchTitles(title),
          (t) => !t.includes(title),
        ),
      ).not.toContain(title);
      await http().get(`/api/models3d/slug/${listing.slug}`).expect(404);
      await as(reporter, http().get(`/api/models3d/${listing.id}`)).expect(404);
      const publicList = (await http().get(`/api/models3d?sellerId=${seller.user.id}`).expect(200))
        .body as ListingDto[] | { items: ListingDto[] };
      const publicItems = Array.isArray(publicList) ? publicList : publicList.items;
      expect(publicItems.map((l) => l.id)).not.toContain(listing.id);

      // The seller sees it, with the reason (their My Uploads list and its page); so do admins.
      const mine = (
        await as(seller, http().get(`/api/models3d?sellerId=${seller.user.id}&limit=100`)).expect(
          200,
        )
      ).body as ListingDto[] | { items: ListingDto[] };
      const mineItems = Array.isArray(mine) ? mine : mine.items;
      expect(mineItems.find((l) => l.id === listing.id)).toMatchObject({
        approvalStatus: 'taken_down',
        takedown: { reason: 'This design copies a trademarked badge.' },
      });
      const own = await as(seller, http().get(`/api/models3d/slug/${listing.slug}`)).expect(200);
      expect((own.body as ListingDto).takedown?.reason).toBe(
        'This design copies a trademarked badge.',
      );
      await as(stack.admin, http().get(`/api/models3d/${listing.id}`)).expect(200);

      // Every open report of it is settled with it; none left in the queue.
      const open = await openReports();
      expect(open.map((r) => r.id)).not.toContain(report.id);
      expect(open.map((r) => r.id)).not.toContain(second.id);

      // Again: the same take-down (first reason and time kept).
      const again = await as(stack.admin, http().post(`/api/admin/reports/${second.id}/take-down`))
        .send({ reason: 'Another reason' })
        .expect(200);
      expect((again.body as TakeDownResult).listing.takedown).toEqual(result.listing.takedown);

      // The seller's edit does not bring it back.
      await as(seller, http().put(`/api/models3d/${listing.id}`))
        .send({ title: `${title} v2` })
        .expect(200);
      await http().get(`/api/models3d/slug/${listing.slug}`).expect(404);
      // A dismissal cannot undo it.
      await as(stack.admin, http().post(`/api/admin/reports/${report.id}/dismiss`))
        .send()
        .expect(409);
    });

    it('without a reason of the admin, the seller reads the report reason', async () => {
      const listing = await createApprovedListing(stack.url, seller, stack.admin, live);
      const report = await fileReport(reporter, listing.id, 'unsafe');
      const res = await as(stack.admin, http().post(`/api/admin/reports/${report.id}/take-down`))
        .send({})
        .expect(200);
      expect((res.body as TakeDownResult).listing.takedown?.reason).toBe(
        'Reported as: Unsafe: meant for a safety-critical part.',
      );
    });
  });

  describe('restoring', () => {
    it('an admin approves a taken-down listing back into search (a mistaken take-down); a rejection is refused', async () => {
      const title = `Restored Vent Pod ${Date.now()}`;
      const listing = await createApprovedListing(stack.url, seller, stack.admin, {
        ...live,
        title,
      });
      const report = await fileReport(reporter, listing.id);
      await as(stack.admin, http().post(`/api/admin/reports/${report.id}/take-down`))
        .send({ reason: 'Looked like a copy.' })
        .expect(200);
      await http().get(`/api/models3d/slug/${listing.slug}`).expect(404);

      const decide = (approved: boolean) =>
        as(stack.admin, http().patch(`/api/admin/models/${listing.id}/approve`)).send({ approved });
      await decide(false).expect(409);
      const restored = await decide(true).expect(200);
      expect(restored.body as ListingDto).toMatchObject({
        approvalStatus: 'approved',
        takedown: null,
      });
      await http().get(`/api/models3d/slug/${listing.slug}`).expect(200);
      expect(
        await eventually(
          () => searchTitles(title),
          (t) => t.includes(title),
        ),
      ).toContain(title);
      // Approving it again is the usual 409.
      await decide(true).expect(409);
    });
  });

  describe('site settings', () => {
    afterEach(async () => {
      await putSettings(stack.admin, { maintenanceMode: false, registrationOpen: true }).expect(
        200,
      );
    });

    it('anyone reads the public settings; admins read and save them with who and when', async () => {
      expect((await http().get('/api/settings').expect(200)).body).toEqual({
        maintenanceMode: false,
        registrationOpen: true,
      });
      const saved = await putSettings(stack.admin, { registrationOpen: false }).expect(200);
      expect(saved.body).toMatchObject({
        maintenanceMode: false,
        registrationOpen: false,
        updatedBy: stack.admin.user.id,
      });
      expect(
        (await as(stack.admin, http().get('/api/admin/settings')).expect(200)).body,
      ).toMatchObject({ registrationOpen: false, updatedBy: stack.admin.user.id });
      expect((await http().get('/api/settings').expect(200)).body).toEqual({
        maintenanceMode: false,
        registrationOpen: false,
      });
    });

    it('refuses a user (403) and an empty or wrong body (400), changing nothing', async () => {
      const user = await registerUser(stack.url);
      await putSettings(user, { maintenanceMode: true }).expect(403);
      await putSettings(stack.admin, {}).expect(400);
      await putSettings(stack.admin, { maintenanceMode: 'yes' as never }).expect(400);
      expect((await http().get('/api/settings').expect(200)).body).toMatchObject({
        maintenanceMode: false,
      });
    });

    it("registration closed: POST /api/register answers 403 'Registration is closed'", async () => {
      await putSettings(stack.admin, { registrationOpen: false }).expect(200);
      const res = await http()
        .post('/api/register')
        .send({
          email: uniqueEmail('closed'),
          password: TEST_PASSWORD,
          firstName: 'Late',
          lastName: 'Comer',
        })
        .expect(403);
      expect(res.body).toEqual({ message: 'Registration is closed' });
      // Signing in still works; opening again lets people sign up.
      await signIn(stack.url, seller.email, seller.password);
      await putSettings(stack.admin, { registrationOpen: true }).expect(200);
      await registerUser(stack.url);
    });

    it("maintenance: a non-admin's write answers 503 with the message, an admin's goes through, reads keep working", async () => {
      await putSettings(stack.admin, { maintenanceMode: true }).expect(200);
      const listing = {
        title: 'Maintenance Clip',
        shortDescription: 'A clip.',
        isUniversalFit: true,
      };
      const refused = await as(seller, http().post('/api/models3d')).send(listing).expect(503);
      expect(refused.body).toEqual({ message: MAINTENANCE });
      await http()
        .post('/api/register')
        .send({ email: uniqueEmail('mnt'), password: TEST_PASSWORD, firstName: 'A', lastName: 'B' })
        .expect(503);
      await as(stack.admin, http().post('/api/models3d')).send(listing).expect(201);
      // Reads and signing in go on (an admin must be able to sign in to end it).
      await http().get('/api/models3d?limit=1').expect(200);
      await as(seller, http().get('/api/user')).expect(200);
      await signIn(stack.url, seller.email, seller.password);
      expect((await http().get('/api/settings').expect(200)).body).toMatchObject({
        maintenanceMode: true,
      });

      await putSettings(stack.admin, { maintenanceMode: false }).expect(200);
      await as(seller, http().post('/api/models3d')).send(listing).expect(201);
    });

    it('another gateway replica applies a change within its cache period', async () => {
      let other: Gateway | undefined;
      try {
        other = await startGateway(
          { ...stack.gateway.config, SITE_SETTINGS_CACHE_SECONDS: 1 },
          createLogger('other-gateway', 'silent'),
          { port: 0 },
        );
        const otherUrl = other.url;
        expect((await request(otherUrl).get('/api/settings').expect(200)).body).toMatchObject({
          maintenanceMode: false,
        });
        await putSettings(stack.admin, { maintenanceMode: true }).expect(200);
        const started = Date.now();
        const seen = await eventually(
          async () => (await request(otherUrl).get('/api/settings')).body as SiteSettingsDto,
          (s) => s.maintenanceMode,
          5_000,
        );
        expect(seen.maintenanceMode).toBe(true);
        expect(Date.now() - started).toBeLessThan(3_000);
        await request(otherUrl)
          .post('/api/models3d')
          .set('Cookie', seller.cookie)
          .send({ title: 'Replica Clip', shortDescription: 'A clip.', isUniversalFit: true })
          .expect(503);
      } finally {
        await other?.close();
      }
    });
  });
});

import { IMPORT_COLUMNS } from '@pitstop/contracts';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  TEST_PASSWORD,
  registerUser,
  signIn,
  uniqueEmail,
  type SignedInUser,
} from '../support/accounts.js';
import { createApprovedListing, createListing, fitmentOf } from '../support/listings.js';
import { startStackWithAdmin, type AdminStack, type Stack } from '../support/stack.js';

type Role = 'visitor' | 'user' | 'admin' | 'banned';

/** Someone making a request: their session cookie (none for a visitor) and credentials. */
interface Principal {
  cookie?: string;
  email?: string;
  password?: string;
}

/** What a cell acts on: another user, and a listing of theirs when the endpoint needs one. */
interface CellContext {
  victimId: string;
  listingId: string;
  /** A report of the victim's listing, when the endpoint needs one. */
  reportId: string;
  /** A vehicle of the victim's garage, when the endpoint needs one. */
  vehicleId: string;
  /** A collection of the victim's, when the endpoint needs one. */
  collectionId: string;
}

interface Endpoint {
  name: string;
  call: (p: Principal, ctx: CellContext) => request.Test | Promise<request.Response>;
  expected: Record<Role, number>;
  /** The victim's listing the call acts on: published (free or paid), or waiting for approval. */
  listing?: 'approved' | 'paid' | 'pending';
  /** Someone has reported the victim's (published) listing: ctx.reportId. */
  reported?: boolean;
  /** The victim keeps a car in their garage: ctx.vehicleId. */
  vehicle?: boolean;
  /** The victim has a collection, holding their listing when there is one: ctx.collectionId. */
  collection?: 'private' | 'public';
}

const http = (stack: Stack) => request(stack.url);

describe('authorization matrix: every protected endpoint × visitor, user, admin, banned user', () => {
  let stack: AdminStack;
  let admin: SignedInUser;

  beforeAll(async () => {
    stack = await startStackWithAdmin({ adminLabel: 'matrix-admin' });
    admin = stack.admin;
  });
  afterAll(() => stack.close());

  /** A fresh principal per cell, so no cell depends on what another did (logout, bans). */
  async function principal(role: Role): Promise<Principal> {
    switch (role) {
      case 'visitor':
        return {};
      case 'user':
        return registerUser(stack.url);
      case 'admin':
        return signIn(stack.url, admin.email, admin.password);
      case 'banned': {
        const user = await registerUser(stack.url);
        await http(stack)
          .patch(`/api/admin/users/${user.user.id}`)
          .set('Cookie', admin.cookie)
          .send({ status: 'banned' })
          .expect(200);
        return user; // their cookie is from before the ban
      }
    }
  }

  const withCookie = (test: request.Test, p: Principal) =>
    p.cookie ? test.set('Cookie', p.cookie) : test;

  const endpoints: Endpoint[] = [
    {
      name: 'GET /api/user',
      call: (p) => withCookie(http(stack).get('/api/user'), p),
      expected: { visitor: 401, user: 200, admin: 200, banned: 401 },
    },
    {
      name: 'PUT /api/auth/user',
      call: (p) => withCookie(http(stack).put('/api/auth/user'), p).send({ bio: 'Matrix' }),
      expected: { visitor: 401, user: 200, admin: 200, banned: 401 },
    },
    {
      name: 'GET /api/admin/users',
      call: (p) => withCookie(http(stack).get('/api/admin/users'), p),
      expected: { visitor: 401, user: 403, admin: 200, banned: 401 },
    },
    {
      name: 'PATCH /api/admin/users/{userId}',
      call: (p, { victimId }) =>
        withCookie(http(stack).patch(`/api/admin/users/${victimId}`), p).send({ status: 'active' }),
      expected: { visitor: 401, user: 403, admin: 200, banned: 401 },
    },
    {
      name: 'POST /api/login (own credentials)',
      call: (p) =>
        http(stack)
          .post('/api/login')
          .send({ email: p.email ?? uniqueEmail('nobody'), password: p.password ?? TEST_PASSWORD }),
      expected: { visitor: 401, user: 200, admin: 200, banned: 403 },
    },
    {
      name: 'POST /api/register (a new email)',
      call: (p) =>
        withCookie(http(stack).post('/api/register'), p).send({
          email: uniqueEmail('matrix'),
          password: TEST_PASSWORD,
          firstName: 'M',
          lastName: 'X',
        }),
      expected: { visitor: 201, user: 201, admin: 201, banned: 201 },
    },
    {
      name: 'GET /api/login (navigation)',
      call: (p) => withCookie(http(stack).get('/api/login'), p),
      expected: { visitor: 302, user: 302, admin: 302, banned: 302 },
    },
    {
      name: 'GET /api/logout (navigation)',
      call: (p) => withCookie(http(stack).get('/api/logout'), p),
      expected: { visitor: 302, user: 302, admin: 302, banned: 302 },
    },
    {
      name: 'GET /api/makes (public)',
      call: (p) => withCookie(http(stack).get('/api/makes'), p),
      expected: { visitor: 200, user: 200, admin: 200, banned: 200 },
    },
    {
      name: 'GET /api/models3d (public)',
      call: (p) => withCookie(http(stack).get('/api/models3d?limit=1'), p),
      expected: { visitor: 200, user: 200, admin: 200, banned: 200 },
    },
    {
      name: "GET /api/models3d/{id} (someone's published listing)",
      call: (p, { listingId }) => withCookie(http(stack).get(`/api/models3d/${listingId}`), p),
      expected: { visitor: 200, user: 200, admin: 200, banned: 200 },
      listing: 'approved',
    },
    {
      name: "GET /api/models3d/{id} (someone's pending listing)",
      call: (p, { listingId }) => withCookie(http(stack).get(`/api/models3d/${listingId}`), p),
      expected: { visitor: 404, user: 404, admin: 200, banned: 404 },
      listing: 'pending',
    },
    {
      name: 'GET /api/models3d/{id}/reviews (public)',
      call: (p, { listingId }) =>
        withCookie(http(stack).get(`/api/models3d/${listingId}/reviews`), p),
      expected: { visitor: 200, user: 200, admin: 200, banned: 200 },
      listing: 'approved',
    },
    {
      name: 'GET /api/sellers/{id} (public)',
      call: (p, { victimId }) => withCookie(http(stack).get(`/api/sellers/${victimId}`), p),
      expected: { visitor: 200, user: 200, admin: 200, banned: 200 },
      listing: 'approved',
    },
    {
      name: 'POST /api/models3d',
      call: (p) =>
        withCookie(http(stack).post('/api/models3d'), p).send({
          title: 'Matrix Trim Clip',
          shortDescription: 'A clip.',
          isUniversalFit: true,
        }),
      expected: { visitor: 401, user: 201, admin: 201, banned: 401 },
    },
    {
      name: "PUT /api/models3d/{id} (someone else's)",
      call: (p, { listingId }) =>
        withCookie(http(stack).put(`/api/models3d/${listingId}`), p).send({
          infillHintPercent: 30,
        }),
      expected: { visitor: 401, user: 403, admin: 200, banned: 401 },
      listing: 'approved',
    },
    {
      name: "DELETE /api/models3d/{id} (someone else's)",
      call: (p, { listingId }) => withCookie(http(stack).delete(`/api/models3d/${listingId}`), p),
      expected: { visitor: 401, user: 403, admin: 204, banned: 401 },
      listing: 'approved',
    },
    {
      name: 'POST /api/models3d/{id}/reviews',
      call: (p, { listingId }) =>
        withCookie(http(stack).post(`/api/models3d/${listingId}/reviews`), p).send({
          rating: 5,
          title: '',
          bodyMd: 'Matrix',
        }),
      expected: { visitor: 401, user: 201, admin: 201, banned: 401 },
      listing: 'approved',
    },
    {
      name: 'POST /api/models3d/{id}/comments',
      call: (p, { listingId }) =>
        withCookie(http(stack).post(`/api/models3d/${listingId}/comments`), p).send({
          bodyMd: 'Matrix',
        }),
      expected: { visitor: 401, user: 201, admin: 201, banned: 401 },
      listing: 'approved',
    },
    {
      name: 'POST /api/models3d/{id}/like',
      call: (p, { listingId }) =>
        withCookie(http(stack).post(`/api/models3d/${listingId}/like`), p),
      expected: { visitor: 401, user: 200, admin: 200, banned: 401 },
      listing: 'approved',
    },
    {
      name: 'POST /api/models3d/{id}/reports',
      call: (p, { listingId }) =>
        withCookie(http(stack).post(`/api/models3d/${listingId}/reports`), p).send({
          reason: 'other',
          details: 'Matrix',
        }),
      expected: { visitor: 401, user: 201, admin: 201, banned: 401 },
      listing: 'approved',
    },
    {
      name: 'GET /api/admin/pending-models',
      call: (p) => withCookie(http(stack).get('/api/admin/pending-models'), p),
      expected: { visitor: 401, user: 403, admin: 200, banned: 401 },
    },
    {
      name: 'PATCH /api/admin/models/{modelId}/approve',
      call: (p, { listingId }) =>
        withCookie(http(stack).patch(`/api/admin/models/${listingId}/approve`), p).send({
          approved: true,
        }),
      expected: { visitor: 401, user: 403, admin: 200, banned: 401 },
      listing: 'pending',
    },
    {
      name: 'GET /api/admin/reports',
      call: (p) => withCookie(http(stack).get('/api/admin/reports'), p),
      expected: { visitor: 401, user: 403, admin: 200, banned: 401 },
    },
    {
      name: 'POST /api/admin/reports/{reportId}/dismiss',
      call: (p, { reportId }) =>
        withCookie(http(stack).post(`/api/admin/reports/${reportId}/dismiss`), p).send(),
      expected: { visitor: 401, user: 403, admin: 200, banned: 401 },
      listing: 'approved',
      reported: true,
    },
    {
      name: 'POST /api/admin/reports/{reportId}/take-down',
      call: (p, { reportId }) =>
        withCookie(http(stack).post(`/api/admin/reports/${reportId}/take-down`), p).send({
          reason: 'Matrix',
        }),
      expected: { visitor: 401, user: 403, admin: 200, banned: 401 },
      listing: 'approved',
      reported: true,
    },
    {
      name: 'GET /api/admin/settings',
      call: (p) => withCookie(http(stack).get('/api/admin/settings'), p),
      expected: { visitor: 401, user: 403, admin: 200, banned: 401 },
    },
    {
      // The admin saves what is already set: this suite shares its database with others.
      name: 'PUT /api/admin/settings',
      call: (p) =>
        withCookie(http(stack).put('/api/admin/settings'), p).send({ maintenanceMode: false }),
      expected: { visitor: 401, user: 403, admin: 200, banned: 401 },
    },
    {
      name: 'POST /api/admin/import-csv (one row)',
      call: (p) =>
        withCookie(http(stack).post('/api/admin/import-csv'), p).attach(
          'csv',
          Buffer.from(
            `${IMPORT_COLUMNS.join(',')}\nMatrix import part,Imported by the matrix,,,,0,easy,false,20,,,\n`,
          ),
          'matrix.csv',
        ),
      expected: { visitor: 401, user: 403, admin: 200, banned: 401 },
    },
    {
      name: 'GET /api/admin/imports',
      call: (p) => withCookie(http(stack).get('/api/admin/imports'), p),
      expected: { visitor: 401, user: 403, admin: 200, banned: 401 },
    },
    {
      name: 'GET /api/admin/imports/{id} (none such)',
      call: (p) => withCookie(http(stack).get(`/api/admin/imports/${randomUUID()}`), p),
      expected: { visitor: 401, user: 403, admin: 404, banned: 401 },
    },
    {
      name: 'POST /api/admin/imports/{id}/cancel (none such)',
      call: (p) => withCookie(http(stack).post(`/api/admin/imports/${randomUUID()}/cancel`), p),
      expected: { visitor: 401, user: 403, admin: 404, banned: 401 },
    },
    {
      name: 'GET /api/admin/imports/{id}/errors.csv (none such)',
      call: (p) => withCookie(http(stack).get(`/api/admin/imports/${randomUUID()}/errors.csv`), p),
      expected: { visitor: 401, user: 403, admin: 404, banned: 401 },
    },
    {
      // An admin's Clear All would empty the database other suites share: admin-imports.int-spec
      // runs it on a database of its own. Here: nobody else gets in.
      name: 'DELETE /api/admin/clear-all-models (refused)',
      call: (p) => withCookie(http(stack).delete('/api/admin/clear-all-models'), p),
      expected: { visitor: 401, user: 403, admin: -1, banned: 401 },
    },
    {
      name: 'GET /api/settings (public)',
      call: (p) => withCookie(http(stack).get('/api/settings'), p),
      expected: { visitor: 200, user: 200, admin: 200, banned: 200 },
    },
    {
      name: 'GET /api/cart',
      call: (p) => withCookie(http(stack).get('/api/cart'), p),
      expected: { visitor: 401, user: 200, admin: 200, banned: 401 },
    },
    {
      name: 'POST /api/cart/items',
      call: (p, { listingId }) =>
        withCookie(http(stack).post('/api/cart/items'), p).send({ modelId: listingId }),
      expected: { visitor: 401, user: 201, admin: 201, banned: 401 },
      listing: 'paid',
    },
    {
      name: 'DELETE /api/cart/items/{modelId}',
      call: (p, { listingId }) => withCookie(http(stack).delete(`/api/cart/items/${listingId}`), p),
      expected: { visitor: 401, user: 200, admin: 200, banned: 401 },
      listing: 'paid',
    },
    {
      // With an empty cart (the admin's may hold another cell's item): the empty cart's 400.
      name: 'POST /api/create-payment-intent',
      call: async (p) => {
        const cart = await withCookie(http(stack).get('/api/cart'), p);
        for (const item of (cart.body as { items?: { modelId: string }[] }).items ?? [])
          await withCookie(http(stack).delete(`/api/cart/items/${item.modelId}`), p).expect(200);
        return withCookie(http(stack).post('/api/create-payment-intent'), p);
      },
      expected: { visitor: 401, user: 400, admin: 400, banned: 401 },
    },
    {
      name: 'GET /api/orders',
      call: (p) => withCookie(http(stack).get('/api/orders'), p),
      expected: { visitor: 401, user: 200, admin: 200, banned: 401 },
    },
    {
      name: 'GET /api/earnings',
      call: (p) => withCookie(http(stack).get('/api/earnings'), p),
      expected: { visitor: 401, user: 200, admin: 200, banned: 401 },
    },
    {
      name: 'GET /api/entitlements',
      call: (p) => withCookie(http(stack).get('/api/entitlements'), p),
      expected: { visitor: 401, user: 200, admin: 200, banned: 401 },
    },
    {
      name: 'GET /api/garage',
      call: (p) => withCookie(http(stack).get('/api/garage'), p),
      expected: { visitor: 401, user: 200, admin: 200, banned: 401 },
    },
    {
      name: 'POST /api/garage',
      call: async (p) =>
        withCookie(http(stack).post('/api/garage'), p).send({ ...(await golf()), year: 2017 }),
      expected: { visitor: 401, user: 201, admin: 201, banned: 401 },
    },
    {
      // Garages are private: an admin has no more say over someone's than anyone else.
      name: "PATCH /api/garage/{vehicleId} (someone else's vehicle)",
      call: (p, { vehicleId }) =>
        withCookie(http(stack).patch(`/api/garage/${vehicleId}`), p).send({ isActive: true }),
      expected: { visitor: 401, user: 404, admin: 404, banned: 401 },
      vehicle: true,
    },
    {
      name: "DELETE /api/garage/{vehicleId} (someone else's vehicle)",
      call: (p, { vehicleId }) => withCookie(http(stack).delete(`/api/garage/${vehicleId}`), p),
      expected: { visitor: 401, user: 404, admin: 404, banned: 401 },
      vehicle: true,
    },
    {
      name: 'GET /api/collections',
      call: (p) => withCookie(http(stack).get('/api/collections'), p),
      expected: { visitor: 401, user: 200, admin: 200, banned: 401 },
    },
    {
      name: 'POST /api/collections',
      call: (p) =>
        withCookie(http(stack).post('/api/collections'), p).send({ name: 'Matrix builds' }),
      expected: { visitor: 401, user: 201, admin: 201, banned: 401 },
    },
    {
      // Private: nobody but its owner learns it exists, admins included.
      name: "GET /api/collections/{id} (someone else's private one)",
      call: (p, { collectionId }) =>
        withCookie(http(stack).get(`/api/collections/${collectionId}`), p),
      expected: { visitor: 404, user: 404, admin: 404, banned: 404 },
      listing: 'approved',
      collection: 'private',
    },
    {
      name: "GET /api/collections/{id} (someone else's public one)",
      call: (p, { collectionId }) =>
        withCookie(http(stack).get(`/api/collections/${collectionId}`), p),
      expected: { visitor: 200, user: 200, admin: 200, banned: 200 },
      listing: 'approved',
      collection: 'public',
    },
    {
      name: "PATCH /api/collections/{id} (someone else's public one)",
      call: (p, { collectionId }) =>
        withCookie(http(stack).patch(`/api/collections/${collectionId}`), p).send({
          name: 'Taken over',
        }),
      expected: { visitor: 401, user: 404, admin: 404, banned: 401 },
      collection: 'public',
    },
    {
      name: "DELETE /api/collections/{id} (someone else's public one)",
      call: (p, { collectionId }) =>
        withCookie(http(stack).delete(`/api/collections/${collectionId}`), p),
      expected: { visitor: 401, user: 404, admin: 404, banned: 401 },
      collection: 'public',
    },
    {
      name: "POST /api/collections/{id}/items (someone else's public one)",
      call: (p, { collectionId, listingId }) =>
        withCookie(http(stack).post(`/api/collections/${collectionId}/items`), p).send({
          modelId: listingId,
        }),
      expected: { visitor: 401, user: 404, admin: 404, banned: 401 },
      listing: 'approved',
      collection: 'public',
    },
    {
      name: "DELETE /api/collections/{id}/items/{modelId} (someone else's public one)",
      call: (p, { collectionId, listingId }) =>
        withCookie(http(stack).delete(`/api/collections/${collectionId}/items/${listingId}`), p),
      expected: { visitor: 401, user: 404, admin: 404, banned: 401 },
      listing: 'approved',
      collection: 'public',
    },
  ];

  /** A collection of the victim's, holding their listing when the cell has one; its id. */
  async function collectionOf(
    kind: Endpoint['collection'],
    victim: SignedInUser,
    listingId: string,
  ): Promise<string> {
    if (!kind) return '';
    const res = await http(stack)
      .post('/api/collections')
      .set('Cookie', victim.cookie)
      .send({ name: 'Victim builds', isPublic: kind === 'public' })
      .expect(201);
    const id = (res.body as { id: string }).id;
    if (listingId)
      await http(stack)
        .post(`/api/collections/${id}/items`)
        .set('Cookie', victim.cookie)
        .send({ modelId: listingId })
        .expect(201);
    return id;
  }

  /** A Volkswagen Golf Mk7 of the seeded taxonomy, as a garage takes it. */
  let golfIds: Promise<{ makeId: string; modelId: string; generationId: string }> | undefined;
  const golf = () =>
    (golfIds ??= fitmentOf(stack.url, 'volkswagen', 'golf', 'mk7').then(
      ({ makeId, modelId, generationId }) => ({ makeId, modelId, generationId }),
    ));

  /** A car in the victim's garage; its id. */
  async function vehicleOf(victim: SignedInUser): Promise<string> {
    const res = await http(stack)
      .post('/api/garage')
      .set('Cookie', victim.cookie)
      .send(await golf())
      .expect(201);
    return (res.body as { id: string }).id;
  }

  /** The victim's listing a cell needs (universal fit: the makes' counts stay untouched). */
  async function listingFor(endpoint: Endpoint, victim: SignedInUser): Promise<string> {
    if (endpoint.listing === 'approved')
      return (await createApprovedListing(stack.url, victim, admin)).id;
    if (endpoint.listing === 'paid')
      return (
        await createApprovedListing(stack.url, victim, admin, { priceCents: 499, isFree: false })
      ).id;
    if (endpoint.listing === 'pending') return (await createListing(stack.url, victim)).id;
    return '';
  }

  /** Someone reports the listing; the report's id. */
  async function reportOf(listingId: string): Promise<string> {
    const reporter = await registerUser(stack.url);
    const res = await http(stack)
      .post(`/api/models3d/${listingId}/reports`)
      .set('Cookie', reporter.cookie)
      .send({ reason: 'spam' })
      .expect(201);
    return (res.body as { id: string }).id;
  }

  // -1: a cell this suite does not run (see the endpoint's comment).
  const cells = endpoints.flatMap((endpoint) =>
    (['visitor', 'user', 'admin', 'banned'] as const)
      .filter((role) => endpoint.expected[role] !== -1)
      .map((role) => [endpoint.name, role, endpoint.expected[role], endpoint] as const),
  );

  it.each(cells)('%s as %s → %i', async (_name, role, status, endpoint) => {
    const victim = await registerUser(stack.url);
    const listingId = await listingFor(endpoint, victim);
    const reportId = endpoint.reported ? await reportOf(listingId) : '';
    const vehicleId = endpoint.vehicle ? await vehicleOf(victim) : '';
    const collectionId = await collectionOf(endpoint.collection, victim, listingId);
    const res = await endpoint.call(await principal(role), {
      victimId: victim.user.id,
      listingId,
      reportId,
      vehicleId,
      collectionId,
    });
    expect(res.status).toBe(status);
    if (status === 401 && endpoint.name !== 'POST /api/login (own credentials)')
      expect(res.body).toEqual({ message: 'Unauthorized' });
  });

  it('a user who is refused admin routes changed nothing', async () => {
    const user = await registerUser(stack.url);
    const victim = await registerUser(stack.url);
    await http(stack)
      .patch(`/api/admin/users/${victim.user.id}`)
      .set('Cookie', user.cookie)
      .send({ status: 'banned' })
      .expect(403);
    await http(stack).get('/api/user').set('Cookie', victim.cookie).expect(200);
    await http(stack)
      .put('/api/admin/settings')
      .set('Cookie', user.cookie)
      .send({ registrationOpen: false })
      .expect(403);
    expect((await http(stack).get('/api/settings').expect(200)).body).toMatchObject({
      registrationOpen: true,
    });
  });

  it("a user refused someone else's listing changed nothing", async () => {
    const user = await registerUser(stack.url);
    const victim = await registerUser(stack.url);
    const listing = await createApprovedListing(stack.url, victim, admin);
    await http(stack)
      .put(`/api/models3d/${listing.id}`)
      .set('Cookie', user.cookie)
      .send({ title: 'Taken over' })
      .expect(403);
    await http(stack).delete(`/api/models3d/${listing.id}`).set('Cookie', user.cookie).expect(403);
    await http(stack)
      .patch(`/api/admin/models/${listing.id}/approve`)
      .set('Cookie', user.cookie)
      .send({ approved: false })
      .expect(403);
    const now = await http(stack).get(`/api/models3d/${listing.id}`).expect(200);
    expect(now.body).toMatchObject({ title: listing.title, approvalStatus: 'approved' });
  });

  it("a user refused someone else's collection changed nothing", async () => {
    const user = await registerUser(stack.url);
    const victim = await registerUser(stack.url);
    const listing = await createApprovedListing(stack.url, victim, admin);
    const id = await collectionOf('public', victim, listing.id);
    for (const attempt of [
      http(stack).patch(`/api/collections/${id}`).send({ name: 'Taken over', isPublic: false }),
      http(stack).delete(`/api/collections/${id}/items/${listing.id}`),
      http(stack).delete(`/api/collections/${id}`),
    ])
      await attempt.set('Cookie', user.cookie).expect(404);
    const now = await http(stack).get(`/api/collections/${id}`).expect(200);
    expect(now.body).toMatchObject({ name: 'Victim builds', isPublic: true, itemCount: 1 });
  });
});

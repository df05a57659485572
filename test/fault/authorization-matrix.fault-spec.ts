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
import { unsubscribeToken } from '../../services/users/src/mail/unsubscribe-token.js';

/** MAIL_UNSUBSCRIBE_SECRET's default outside production (services/users/src/config.ts). */
const DEV_UNSUBSCRIBE_SECRET = 'local-development-unsubscribe-secret-not-for-production';

// Issue 19: every route of the OpenAPI document (a test checks that none is missing) × six
// roles: a visitor, a signed-in user, another seller (a user with a published listing of their
// own), the seller whose listing, car, collection or upload the route acts on, an admin, and a
// banned user (signed in before the ban); each gets exactly the status it should.

const ROLES = ['visitor', 'user', 'otherSeller', 'seller', 'admin', 'banned'] as const;
type Role = (typeof ROLES)[number];
type Expected = Record<Role, number>;

/** A route that only needs someone signed in; the seller and admin may differ. */
const signedIn = (status: number, only: Partial<Expected> = {}): Expected => ({
  visitor: 401,
  user: status,
  otherSeller: status,
  seller: status,
  admin: status,
  banned: 401,
  ...only,
});
/** A route anyone may call, signed in or not. */
const everyone = (status: number, only: Partial<Expected> = {}): Expected => ({
  visitor: status,
  user: status,
  otherSeller: status,
  seller: status,
  admin: status,
  banned: status,
  ...only,
});
/** An admin route. */
const adminOnly = (admin: number): Expected => signedIn(403, { admin });
/** What the seller owns: the seller may, others are refused (`others`), admins as said. */
const ownerOnly = (seller: number, others: number, admin = others): Expected =>
  signedIn(others, { seller, admin });

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
  /** A multipart upload of the victim's, when the endpoint needs one. */
  uploadId: string;
}

interface Endpoint {
  name: string;
  call: (p: Principal, ctx: CellContext) => request.Test | Promise<request.Response>;
  expected: Expected;
  /** The victim's listing the call acts on: published (free or paid), or waiting for approval. */
  listing?: 'approved' | 'paid' | 'pending';
  /** Someone has reported the victim's (published) listing: ctx.reportId. */
  reported?: boolean;
  /** The victim keeps a car in their garage: ctx.vehicleId. */
  vehicle?: boolean;
  /** The victim has a collection, holding their listing when there is one: ctx.collectionId. */
  collection?: 'private' | 'public';
  /** The victim has begun a multipart upload: ctx.uploadId. */
  multipart?: boolean;
  /** The victim's collection starts empty (else it holds their listing). */
  emptyCollection?: boolean;
}

const http = (stack: Stack) => request(stack.url);

// What the seller gets where their own listing is the exception.
/** Nobody reviews their own listing. */
const SELLER_REVIEWS_OWN = 403;
/** Nor buys it: the cart refuses it. */
const SELLER_BUYS_OWN = 400;
const SELLER_LIKES_OWN = 200;
const SELLER_REPORTS_OWN = 201;
/**
 * A preview given as a path under /media/: taken as it is (201), whether or not an upload stands
 * behind it (what media makes of the path is not this matrix's concern).
 */
const MEDIA_PATH = 201;
/** A file is only an object media stored and verified: a /media/ path with none behind it is 400. */
const FILE_NOT_UPLOADED = 400;
/** The seller's paid listing has no files yet: nothing to download. */
const PAID_ZIP_ALLOWED = 404;
/** Completing a multipart upload none of whose parts arrived. */
const COMPLETE_WITHOUT_PARTS = 400;
/** Stripe's webhook where Stripe is not configured (the local test payments): none (with keys: 400). */
const UNSIGNED_WEBHOOK = 404;

/**
 * A 401 says 'Unauthorized' (no session) except where the refusal is not about a session: the
 * login's wrong credentials, and a slicer link whose signature is not ours.
 */
const OWN_401_MESSAGES = new Set([
  'POST /api/login (own credentials)',
  'GET /api/slicer-files/{token}/{filename} (not signed by us)',
]);

describe('authorization matrix: every route × visitor, user, another seller, the seller, admin, banned user', () => {
  let stack: AdminStack;
  let admin: SignedInUser;

  beforeAll(async () => {
    // A database of its own: the admin's cells reindex search and change site settings.
    stack = await startStackWithAdmin({ adminLabel: 'matrix-admin', privateDatabase: true });
    admin = stack.admin;
  });
  afterAll(() => stack.close());

  /** A fresh principal per cell, so no cell depends on what another did (logout, bans). */
  async function principal(role: Role, victim: SignedInUser): Promise<Principal> {
    switch (role) {
      case 'visitor':
        return {};
      case 'user':
        return registerUser(stack.url);
      case 'otherSeller': {
        const other = await registerUser(stack.url);
        await createApprovedListing(stack.url, other, admin);
        return other;
      }
      case 'seller':
        return victim;
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

  const none = () => randomUUID();
  const endpoints: Endpoint[] = [
    // --- accounts ---------------------------------------------------------------------------
    {
      name: 'GET /api/user',
      call: (p) => withCookie(http(stack).get('/api/user'), p),
      expected: signedIn(200),
    },
    {
      name: 'PUT /api/auth/user',
      call: (p) => withCookie(http(stack).put('/api/auth/user'), p).send({ bio: 'Matrix' }),
      expected: signedIn(200),
    },
    {
      name: 'GET /api/admin/users',
      call: (p) => withCookie(http(stack).get('/api/admin/users'), p),
      expected: adminOnly(200),
    },
    {
      name: 'PATCH /api/admin/users/{userId}',
      call: (p, { victimId }) =>
        withCookie(http(stack).patch(`/api/admin/users/${victimId}`), p).send({ status: 'active' }),
      expected: adminOnly(200),
    },
    {
      name: 'POST /api/login (own credentials)',
      call: (p) =>
        http(stack)
          .post('/api/login')
          .send({ email: p.email ?? uniqueEmail('nobody'), password: p.password ?? TEST_PASSWORD }),
      expected: everyone(200, { visitor: 401, banned: 403 }),
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
      expected: everyone(201),
    },
    {
      name: 'GET /api/login (navigation)',
      call: (p) => withCookie(http(stack).get('/api/login'), p),
      expected: everyone(302),
    },
    {
      name: 'GET /api/logout (navigation)',
      call: (p) => withCookie(http(stack).get('/api/logout'), p),
      expected: everyone(302),
    },
    // Account recovery and settings: each cell is refused or harmless (a wrong password, an
    // unknown token, an address with no account), so the admin stays as the other cells need it.
    {
      name: 'POST /api/password/forgot (an address with no account)',
      call: (p) =>
        withCookie(http(stack).post('/api/password/forgot'), p).send({
          email: uniqueEmail('forgot'),
        }),
      expected: everyone(202),
    },
    {
      name: 'POST /api/password/reset (an unknown token)',
      call: (p) =>
        withCookie(http(stack).post('/api/password/reset'), p).send({
          token: 'x'.repeat(43),
          password: TEST_PASSWORD,
        }),
      expected: everyone(400),
    },
    {
      name: 'PUT /api/auth/password (a wrong current password)',
      call: (p) =>
        withCookie(http(stack).put('/api/auth/password'), p).send({
          currentPassword: 'not-the-password',
          newPassword: 'matrix-new-password',
        }),
      expected: signedIn(400),
    },
    {
      // Not run as the admin: it would end the admin session the other cells set up with.
      name: 'POST /api/logout/everywhere',
      call: (p) => withCookie(http(stack).post('/api/logout/everywhere'), p),
      expected: signedIn(204, { admin: -1 }),
    },
    {
      name: 'POST /api/email/verify (an unknown token)',
      call: (p) =>
        withCookie(http(stack).post('/api/email/verify'), p).send({ token: 'x'.repeat(43) }),
      expected: everyone(400),
    },
    {
      // Every signed-in principal here has a confirmed address already.
      name: 'POST /api/email/verify/resend',
      call: (p) => withCookie(http(stack).post('/api/email/verify/resend'), p),
      expected: signedIn(409),
    },
    {
      name: 'PUT /api/auth/email (a wrong password)',
      call: (p) =>
        withCookie(http(stack).put('/api/auth/email'), p).send({
          email: uniqueEmail('moved'),
          password: 'not-the-password',
        }),
      expected: signedIn(400),
    },
    {
      name: 'DELETE /api/auth/user (a wrong password)',
      call: (p) =>
        withCookie(http(stack).delete('/api/auth/user'), p).send({ password: 'not-the-password' }),
      expected: signedIn(400),
    },
    {
      name: 'GET /api/auth/export',
      call: (p) => withCookie(http(stack).get('/api/auth/export'), p),
      expected: signedIn(200),
    },
    // --- taxonomy and settings (public) -------------------------------------------------------
    {
      name: 'GET /api/makes',
      call: (p) => withCookie(http(stack).get('/api/makes'), p),
      expected: everyone(200),
    },
    {
      // A mistyped VIN: refused for everyone alike, without loading the vPIC data.
      name: 'GET /api/vin/{vin}',
      call: (p) => withCookie(http(stack).get('/api/vin/1HGCM82633A004353'), p),
      expected: everyone(400),
    },
    {
      name: 'GET /api/models',
      call: async (p) =>
        withCookie(http(stack).get(`/api/models?makeId=${(await golf()).makeId}`), p),
      expected: everyone(200),
    },
    {
      name: 'GET /api/generations',
      call: async (p) =>
        withCookie(http(stack).get(`/api/generations?modelId=${(await golf()).modelId}`), p),
      expected: everyone(200),
    },
    {
      name: 'GET /api/trims',
      call: async (p) =>
        withCookie(http(stack).get(`/api/trims?generationId=${(await golf()).generationId}`), p),
      expected: everyone(200),
    },
    {
      name: 'GET /api/categories',
      call: (p) => withCookie(http(stack).get('/api/categories'), p),
      expected: everyone(200),
    },
    {
      name: 'GET /api/settings',
      call: (p) => withCookie(http(stack).get('/api/settings'), p),
      expected: everyone(200),
    },
    {
      name: 'GET /api/payments/config',
      call: (p) => withCookie(http(stack).get('/api/payments/config'), p),
      expected: everyone(200),
    },
    // --- listings -----------------------------------------------------------------------------
    {
      name: 'GET /api/models3d',
      call: (p) => withCookie(http(stack).get('/api/models3d?limit=1'), p),
      expected: everyone(200),
    },
    {
      name: 'GET /api/models3d/{id} (published)',
      call: (p, { listingId }) => withCookie(http(stack).get(`/api/models3d/${listingId}`), p),
      expected: everyone(200),
      listing: 'approved',
    },
    {
      // Nobody but its seller and admins learns that a listing waiting for approval exists.
      name: 'GET /api/models3d/{id} (pending)',
      call: (p, { listingId }) => withCookie(http(stack).get(`/api/models3d/${listingId}`), p),
      expected: everyone(404, { seller: 200, admin: 200 }),
      listing: 'pending',
    },
    {
      name: 'GET /api/models3d/slug/{slug} (published)',
      call: async (p, { listingId }) => {
        const { slug } = (await http(stack).get(`/api/models3d/${listingId}`)).body as {
          slug: string;
        };
        return withCookie(http(stack).get(`/api/models3d/slug/${slug}`), p);
      },
      expected: everyone(200),
      listing: 'approved',
    },
    {
      name: 'GET /api/models3d/{id}/related',
      call: (p, { listingId }) =>
        withCookie(http(stack).get(`/api/models3d/${listingId}/related`), p),
      expected: everyone(200),
      listing: 'approved',
    },
    {
      name: 'GET /api/sellers/{id}',
      call: (p, { victimId }) => withCookie(http(stack).get(`/api/sellers/${victimId}`), p),
      expected: everyone(200),
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
      expected: signedIn(201),
    },
    {
      name: 'PUT /api/models3d/{id}',
      call: (p, { listingId }) =>
        withCookie(http(stack).put(`/api/models3d/${listingId}`), p).send({
          infillHintPercent: 30,
        }),
      expected: ownerOnly(200, 403, 200),
      listing: 'approved',
    },
    {
      name: 'DELETE /api/models3d/{id}',
      call: (p, { listingId }) => withCookie(http(stack).delete(`/api/models3d/${listingId}`), p),
      expected: ownerOnly(204, 403, 204),
      listing: 'approved',
    },
    // --- reviews, comments, likes, reports ------------------------------------------------------
    {
      name: 'GET /api/models3d/{id}/reviews',
      call: (p, { listingId }) =>
        withCookie(http(stack).get(`/api/models3d/${listingId}/reviews`), p),
      expected: everyone(200),
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
      expected: signedIn(201, { seller: SELLER_REVIEWS_OWN }),
      listing: 'approved',
    },
    {
      name: 'GET /api/models3d/{id}/comments',
      call: (p, { listingId }) =>
        withCookie(http(stack).get(`/api/models3d/${listingId}/comments`), p),
      expected: everyone(200),
      listing: 'approved',
    },
    {
      name: 'POST /api/models3d/{id}/comments',
      call: (p, { listingId }) =>
        withCookie(http(stack).post(`/api/models3d/${listingId}/comments`), p).send({
          bodyMd: 'Matrix',
        }),
      expected: signedIn(201),
      listing: 'approved',
    },
    {
      // Who may take away a real one (its author; an admin, with a reason) is
      // listing-interactions.int-spec's; here, that it needs a signed-in user.
      name: 'DELETE /api/models3d/{id}/reviews/{reviewId} (none such)',
      call: (p, { listingId }) =>
        withCookie(http(stack).delete(`/api/models3d/${listingId}/reviews/${none()}`), p),
      expected: signedIn(404),
      listing: 'approved',
    },
    {
      name: 'DELETE /api/models3d/{id}/comments/{commentId} (none such)',
      call: (p, { listingId }) =>
        withCookie(http(stack).delete(`/api/models3d/${listingId}/comments/${none()}`), p),
      expected: signedIn(404),
      listing: 'approved',
    },
    {
      // Reporting a real one (not one's own) is feedback-reports.int-spec's; here, that it
      // needs a signed-in user.
      name: 'POST /api/models3d/{id}/reviews/{reviewId}/reports (none such)',
      call: (p, { listingId }) =>
        withCookie(
          http(stack).post(`/api/models3d/${listingId}/reviews/${none()}/reports`),
          p,
        ).send({ reason: 'other' }),
      expected: signedIn(404),
      listing: 'approved',
    },
    // --- owners confirm the fit ---------------------------------------------------------------
    {
      name: 'GET /api/models3d/{id}/fit-confirmations',
      call: (p, { listingId }) =>
        withCookie(http(stack).get(`/api/models3d/${listingId}/fit-confirmations`), p),
      expected: everyone(200),
      listing: 'approved',
    },
    {
      // Nobody here downloaded the part (the seller: it is their own): who may is
      // fit-confirmations.int-spec's.
      name: 'POST /api/models3d/{id}/fit-confirmations',
      call: (p, { listingId }) =>
        withCookie(http(stack).post(`/api/models3d/${listingId}/fit-confirmations`), p).send({
          vehicleId: none(),
          fits: true,
        }),
      expected: signedIn(403),
      listing: 'approved',
    },
    {
      name: 'DELETE /api/models3d/{id}/fit-confirmations/{confirmationId} (none such)',
      call: (p, { listingId }) =>
        withCookie(
          http(stack).delete(`/api/models3d/${listingId}/fit-confirmations/${none()}`),
          p,
        ).send({}),
      expected: signedIn(404),
      listing: 'approved',
    },
    {
      name: 'POST /api/models3d/{id}/fit-confirmations/{confirmationId}/reports (none such)',
      call: (p, { listingId }) =>
        withCookie(
          http(stack).post(`/api/models3d/${listingId}/fit-confirmations/${none()}/reports`),
          p,
        ).send({ reason: 'other' }),
      expected: signedIn(404),
      listing: 'approved',
    },
    {
      name: 'GET /api/sellers/{sellerId}/fit-photos',
      call: (p, { victimId }) =>
        withCookie(http(stack).get(`/api/sellers/${victimId}/fit-photos`), p),
      expected: everyone(200),
    },
    {
      name: 'GET /api/garage/{vehicleId}/confirmed-fits',
      call: (p, { vehicleId }) =>
        withCookie(http(stack).get(`/api/garage/${vehicleId}/confirmed-fits?listingIds=`), p),
      expected: ownerOnly(200, 404),
      vehicle: true,
    },
    {
      name: 'GET /api/admin/fit-photos',
      call: (p) => withCookie(http(stack).get('/api/admin/fit-photos'), p),
      expected: adminOnly(200),
    },
    {
      name: 'PATCH /api/admin/fit-photos/{confirmationId} (none such)',
      call: (p) =>
        withCookie(http(stack).patch(`/api/admin/fit-photos/${none()}`), p).send({
          approved: true,
        }),
      expected: adminOnly(404),
    },
    {
      name: 'POST /api/models3d/{id}/comments/{commentId}/reports (none such)',
      call: (p, { listingId }) =>
        withCookie(
          http(stack).post(`/api/models3d/${listingId}/comments/${none()}/reports`),
          p,
        ).send({ reason: 'other' }),
      expected: signedIn(404),
      listing: 'approved',
    },
    {
      name: 'POST /api/models3d/{id}/like',
      call: (p, { listingId }) =>
        withCookie(http(stack).post(`/api/models3d/${listingId}/like`), p),
      expected: signedIn(200, { seller: SELLER_LIKES_OWN }),
      listing: 'approved',
    },
    {
      name: 'POST /api/models3d/{id}/reports',
      call: (p, { listingId }) =>
        withCookie(http(stack).post(`/api/models3d/${listingId}/reports`), p).send({
          reason: 'other',
          details: 'Matrix',
        }),
      expected: signedIn(201, { seller: SELLER_REPORTS_OWN }),
      listing: 'approved',
    },
    // --- previews and files -------------------------------------------------------------------
    {
      name: 'GET /api/models3d/{id}/previews',
      call: (p, { listingId }) =>
        withCookie(http(stack).get(`/api/models3d/${listingId}/previews`), p),
      expected: everyone(200),
      listing: 'approved',
    },
    {
      name: 'POST /api/models3d/{id}/previews (a /media/ path)',
      call: (p, { listingId }) =>
        withCookie(http(stack).post(`/api/models3d/${listingId}/previews`), p).send({
          storageUrl: `/media/${none()}.png`,
        }),
      expected: ownerOnly(MEDIA_PATH, 403, MEDIA_PATH),
      listing: 'approved',
    },
    {
      name: 'DELETE /api/models3d/{id}/previews/{previewId} (none such)',
      call: (p, { listingId }) =>
        withCookie(http(stack).delete(`/api/models3d/${listingId}/previews/${none()}`), p),
      expected: ownerOnly(404, 403, 404),
      listing: 'approved',
    },
    {
      name: 'GET /api/models3d/{id}/files',
      call: (p, { listingId }) =>
        withCookie(http(stack).get(`/api/models3d/${listingId}/files`), p),
      expected: everyone(200),
      listing: 'approved',
    },
    {
      name: 'POST /api/models3d/{id}/files (a /media/ path)',
      call: (p, { listingId }) =>
        withCookie(http(stack).post(`/api/models3d/${listingId}/files`), p).send({
          storageUrl: `/media/${none()}.stl`,
          filename: 'part.stl',
          fileSizeBytes: 1_000,
        }),
      expected: ownerOnly(FILE_NOT_UPLOADED, 403, FILE_NOT_UPLOADED),
      listing: 'approved',
    },
    {
      name: 'DELETE /api/models3d/{id}/files/{fileId} (none such)',
      call: (p, { listingId }) =>
        withCookie(http(stack).delete(`/api/models3d/${listingId}/files/${none()}`), p),
      expected: ownerOnly(404, 403, 404),
      listing: 'approved',
    },
    {
      // A listed file's unit (the edit form): whoever may edit the listing, for a file it has.
      name: 'PUT /api/models3d/{id}/files/{fileId}/unit (none such)',
      call: (p, { listingId }) =>
        withCookie(http(stack).put(`/api/models3d/${listingId}/files/${none()}/unit`), p).send({
          unit: 'm',
        }),
      expected: ownerOnly(404, 403, 404),
      listing: 'approved',
    },
    {
      name: 'GET /api/models3d/{id}/files/{fileId}/download (none such)',
      call: (p, { listingId }) =>
        withCookie(http(stack).get(`/api/models3d/${listingId}/files/${none()}/download`), p),
      expected: signedIn(404),
      listing: 'approved',
    },
    {
      name: 'GET /api/models3d/{id}/files/{fileId}/view (none such)',
      call: (p, { listingId }) =>
        withCookie(http(stack).get(`/api/models3d/${listingId}/files/${none()}/view`), p),
      expected: everyone(404),
      listing: 'approved',
    },
    // --- versions ----------------------------------------------------------------------------
    {
      name: 'GET /api/models3d/{id}/versions',
      call: (p, { listingId }) =>
        withCookie(http(stack).get(`/api/models3d/${listingId}/versions`), p),
      expected: everyone(200),
      listing: 'approved',
    },
    {
      // A new version's files follow the edit form's rule: nothing uploaded behind it is 400 for
      // whoever may edit (the seller, an admin); others are refused before it is looked at.
      // A real new version, and its downloads by version, are versions.int-spec's.
      name: 'POST /api/models3d/{id}/versions (a /media/ path)',
      call: (p, { listingId }) =>
        withCookie(http(stack).post(`/api/models3d/${listingId}/versions`), p).send({
          changelog: 'Matrix',
          fileUrls: [`/media/${none()}.stl`],
        }),
      expected: ownerOnly(FILE_NOT_UPLOADED, 403, FILE_NOT_UPLOADED),
      listing: 'approved',
    },
    {
      // Nobody's upload: only its uploader may say its unit.
      name: 'PUT /api/objects/unit (none such)',
      call: (p) =>
        withCookie(http(stack).put('/api/objects/unit'), p).send({
          storageUrl: `/media/${none()}.stl`,
          unit: 'm',
        }),
      expected: signedIn(404),
    },
    {
      name: 'GET /api/printer',
      call: (p) => withCookie(http(stack).get('/api/printer'), p),
      expected: signedIn(200),
    },
    {
      name: 'PUT /api/printer',
      call: (p) => withCookie(http(stack).put('/api/printer'), p).send({ model: 'prusa-mk4' }),
      expected: signedIn(200),
    },
    {
      name: 'GET /api/models3d/{id}/files/{fileId}/slicer-links (none such)',
      call: (p, { listingId }) =>
        withCookie(http(stack).get(`/api/models3d/${listingId}/files/${none()}/slicer-links`), p),
      expected: signedIn(404),
      listing: 'approved',
    },
    {
      // The slicer has no session: the signed token alone decides, and this one is not ours.
      name: 'GET /api/slicer-files/{token}/{filename} (not signed by us)',
      call: (p) => withCookie(http(stack).get('/api/slicer-files/forged.token/part.stl'), p),
      expected: everyone(401),
    },
    {
      // A paid listing: only its seller, admins and buyers may download it.
      name: 'GET /api/models3d/{id}/download.zip (paid)',
      call: (p, { listingId }) =>
        withCookie(http(stack).get(`/api/models3d/${listingId}/download.zip`), p),
      expected: ownerOnly(PAID_ZIP_ALLOWED, 403, PAID_ZIP_ALLOWED),
      listing: 'paid',
    },
    {
      name: 'GET /api/downloads',
      call: (p) => withCookie(http(stack).get('/api/downloads'), p),
      expected: signedIn(200),
    },
    // --- uploads --------------------------------------------------------------------------------
    {
      name: 'POST /api/objects/upload',
      call: (p) =>
        withCookie(http(stack).post('/api/objects/upload'), p).send({
          filename: 'part.stl',
          contentType: 'model/stl',
          size: 1_000,
          purpose: 'model',
        }),
      expected: signedIn(200),
    },
    {
      name: 'POST /api/objects/multipart',
      call: (p) =>
        withCookie(http(stack).post('/api/objects/multipart'), p).send({
          filename: 'big.stl',
          contentType: 'model/stl',
          size: 20_000_000,
          purpose: 'model',
        }),
      expected: signedIn(200),
    },
    {
      // Uploads are private: nobody but who began one learns it exists, admins included.
      name: 'GET /api/objects/multipart/{uploadId}',
      call: (p, { uploadId }) =>
        withCookie(http(stack).get(`/api/objects/multipart/${uploadId}`), p),
      expected: ownerOnly(200, 404),
      multipart: true,
    },
    {
      name: 'POST /api/objects/multipart/{uploadId}/parts/{partNumber}',
      call: (p, { uploadId }) =>
        withCookie(http(stack).post(`/api/objects/multipart/${uploadId}/parts/1`), p),
      expected: ownerOnly(200, 404),
      multipart: true,
    },
    {
      // No part was sent: the seller's own upload cannot complete yet.
      name: 'POST /api/objects/multipart/{uploadId}/complete (no parts sent)',
      call: (p, { uploadId }) =>
        withCookie(http(stack).post(`/api/objects/multipart/${uploadId}/complete`), p).send({
          parts: [{ PartNumber: 1, ETag: '"matrix"' }],
        }),
      expected: ownerOnly(COMPLETE_WITHOUT_PARTS, 404),
      multipart: true,
    },
    {
      name: 'DELETE /api/objects/multipart/{uploadId}',
      call: (p, { uploadId }) =>
        withCookie(http(stack).delete(`/api/objects/multipart/${uploadId}`), p),
      expected: ownerOnly(200, 404),
      multipart: true,
    },
    // --- search -------------------------------------------------------------------------------
    {
      name: 'GET /api/search',
      call: (p) => withCookie(http(stack).get('/api/search?q=clip'), p),
      expected: everyone(200),
    },
    {
      name: 'GET /api/search/suggest',
      call: (p) => withCookie(http(stack).get('/api/search/suggest?q=cli'), p),
      expected: everyone(200),
    },
    {
      name: 'POST /api/admin/search/reindex',
      call: (p) => withCookie(http(stack).post('/api/admin/search/reindex'), p),
      expected: adminOnly(202),
    },
    {
      name: 'GET /api/admin/search/reindex',
      call: (p) => withCookie(http(stack).get('/api/admin/search/reindex'), p),
      expected: adminOnly(200),
    },
    {
      name: 'GET /api/admin/mail/failed',
      call: (p) => withCookie(http(stack).get('/api/admin/mail/failed'), p),
      expected: adminOnly(200),
    },
    {
      name: 'GET /api/admin/audit',
      call: (p) => withCookie(http(stack).get('/api/admin/audit'), p),
      expected: adminOnly(200),
    },
    {
      name: 'GET /api/admin/orders',
      call: (p) => withCookie(http(stack).get('/api/admin/orders'), p),
      expected: adminOnly(200),
    },
    {
      name: 'POST /api/admin/orders/{id}/refund (none such)',
      call: (p) => withCookie(http(stack).post(`/api/admin/orders/${none()}/refund`), p).send({}),
      expected: adminOnly(404),
    },
    // --- moderation -----------------------------------------------------------------------------
    {
      name: 'GET /api/admin/pending-models',
      call: (p) => withCookie(http(stack).get('/api/admin/pending-models'), p),
      expected: adminOnly(200),
    },
    {
      name: 'PATCH /api/admin/models/{modelId}/approve',
      call: (p, { listingId }) =>
        withCookie(http(stack).patch(`/api/admin/models/${listingId}/approve`), p).send({
          approved: true,
        }),
      expected: adminOnly(200),
      listing: 'pending',
    },
    {
      name: 'GET /api/admin/reports',
      call: (p) => withCookie(http(stack).get('/api/admin/reports'), p),
      expected: adminOnly(200),
    },
    {
      name: 'POST /api/admin/reports/{reportId}/dismiss',
      call: (p, { reportId }) =>
        withCookie(http(stack).post(`/api/admin/reports/${reportId}/dismiss`), p).send(),
      expected: adminOnly(200),
      listing: 'approved',
      reported: true,
    },
    {
      name: 'POST /api/admin/reports/{reportId}/take-down',
      call: (p, { reportId }) =>
        withCookie(http(stack).post(`/api/admin/reports/${reportId}/take-down`), p).send({
          reason: 'Matrix',
        }),
      expected: adminOnly(200),
      listing: 'approved',
      reported: true,
    },
    {
      name: 'GET /api/admin/settings',
      call: (p) => withCookie(http(stack).get('/api/admin/settings'), p),
      expected: adminOnly(200),
    },
    {
      // The admin saves what is already set.
      name: 'PUT /api/admin/settings',
      call: (p) =>
        withCookie(http(stack).put('/api/admin/settings'), p).send({ maintenanceMode: false }),
      expected: adminOnly(200),
    },
    // --- notices and Contact Us -----------------------------------------------------------------
    {
      name: 'GET /api/auth/notifications',
      call: (p) => withCookie(http(stack).get('/api/auth/notifications'), p),
      expected: signedIn(200),
    },
    {
      name: 'PUT /api/auth/notifications',
      call: (p) =>
        withCookie(http(stack).put('/api/auth/notifications'), p).send({ 'new-review': true }),
      expected: signedIn(200),
    },
    {
      // The link in a mail to the victim: no sign-in needed, whoever follows it.
      name: 'POST /api/notifications/unsubscribe',
      call: (p, { victimId }) =>
        withCookie(http(stack).post('/api/notifications/unsubscribe'), p).send({
          token: unsubscribeToken(DEV_UNSUBSCRIBE_SECRET, victimId, 'new-review'),
        }),
      expected: everyone(200),
    },
    {
      name: 'POST /api/contact',
      call: (p) =>
        withCookie(http(stack).post('/api/contact'), p).send({
          name: 'Matrix',
          email: 'matrix@example.com',
          topic: 'other',
          message: 'Sent by the authorization matrix.',
        }),
      expected: everyone(201),
    },
    {
      name: 'GET /api/admin/contact',
      call: (p) => withCookie(http(stack).get('/api/admin/contact'), p),
      expected: adminOnly(200),
    },
    // --- imports and Clear All ------------------------------------------------------------------
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
      expected: adminOnly(200),
    },
    {
      name: 'GET /api/admin/imports',
      call: (p) => withCookie(http(stack).get('/api/admin/imports'), p),
      expected: adminOnly(200),
    },
    {
      name: 'GET /api/admin/imports/{importId} (none such)',
      call: (p) => withCookie(http(stack).get(`/api/admin/imports/${none()}`), p),
      expected: adminOnly(404),
    },
    {
      name: 'POST /api/admin/imports/{importId}/cancel (none such)',
      call: (p) => withCookie(http(stack).post(`/api/admin/imports/${none()}/cancel`), p),
      expected: adminOnly(404),
    },
    {
      name: 'GET /api/admin/imports/{importId}/errors.csv (none such)',
      call: (p) => withCookie(http(stack).get(`/api/admin/imports/${none()}/errors.csv`), p),
      expected: adminOnly(404),
    },
    {
      // An admin's Clear All empties the catalog every other cell builds on: admin-imports
      // .int-spec runs it on a database of its own. Here: nobody else gets in.
      name: 'DELETE /api/admin/clear-all-models (refused)',
      call: (p) => withCookie(http(stack).delete('/api/admin/clear-all-models'), p),
      expected: adminOnly(-1),
    },
    {
      name: 'GET /api/admin/clear-all-models/{jobId} (none such)',
      call: (p) => withCookie(http(stack).get(`/api/admin/clear-all-models/${none()}`), p),
      expected: adminOnly(404),
    },
    // --- the vehicle taxonomy (the Vehicles tab) -------------------------------------------------
    {
      name: 'GET /api/admin/taxonomy',
      call: (p) => withCookie(http(stack).get('/api/admin/taxonomy'), p),
      expected: adminOnly(200),
    },
    {
      name: 'POST /api/admin/taxonomy/{level} (a new make)',
      call: (p) =>
        withCookie(http(stack).post('/api/admin/taxonomy/makes'), p).send({
          name: `Matrix Motors ${randomUUID().slice(0, 8)}`,
        }),
      expected: adminOnly(201),
    },
    {
      name: 'PATCH /api/admin/taxonomy/{level}/{id} (none such)',
      call: (p) =>
        withCookie(http(stack).patch(`/api/admin/taxonomy/models/${none()}`), p).send({
          name: 'Renamed',
        }),
      expected: adminOnly(404),
    },
    {
      name: 'POST /api/admin/taxonomy/{level}/{id}/merge (none such)',
      call: (p) =>
        withCookie(http(stack).post(`/api/admin/taxonomy/models/${none()}/merge`), p).send({
          intoId: none(),
        }),
      expected: adminOnly(404),
    },
    {
      name: 'POST /api/admin/taxonomy/import-csv (one row)',
      call: (p) =>
        withCookie(http(stack).post('/api/admin/taxonomy/import-csv'), p).attach(
          'csv',
          Buffer.from('make,model\nMatrix Import Motors,Roadster\n'),
          'vehicles.csv',
        ),
      expected: adminOnly(200),
    },
    {
      name: 'GET /api/admin/taxonomy/imports/{importId} (none such)',
      call: (p) => withCookie(http(stack).get(`/api/admin/taxonomy/imports/${none()}`), p),
      expected: adminOnly(404),
    },
    // --- cart, payments, orders ---------------------------------------------------------------
    {
      name: 'GET /api/cart',
      call: (p) => withCookie(http(stack).get('/api/cart'), p),
      expected: signedIn(200),
    },
    {
      name: 'POST /api/cart/items',
      call: (p, { listingId }) =>
        withCookie(http(stack).post('/api/cart/items'), p).send({ modelId: listingId }),
      expected: signedIn(201, { seller: SELLER_BUYS_OWN }),
      listing: 'paid',
    },
    {
      name: 'DELETE /api/cart/items/{modelId}',
      call: (p, { listingId }) => withCookie(http(stack).delete(`/api/cart/items/${listingId}`), p),
      expected: signedIn(200),
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
      expected: signedIn(400),
    },
    {
      name: 'POST /api/test-payments/{paymentId}/confirm (none such)',
      call: (p) => withCookie(http(stack).post(`/api/test-payments/${none()}/confirm`), p),
      expected: signedIn(404),
    },
    {
      // Stripe's webhook: nobody's session counts, only Stripe's signature (missing here).
      name: 'POST /api/webhooks/stripe (unsigned)',
      call: (p) =>
        withCookie(http(stack).post('/api/webhooks/stripe'), p)
          .set('Content-Type', 'application/json')
          .send('{"type":"payment_intent.succeeded"}'),
      expected: everyone(UNSIGNED_WEBHOOK),
    },
    {
      name: 'GET /api/orders',
      call: (p) => withCookie(http(stack).get('/api/orders'), p),
      expected: signedIn(200),
    },
    {
      name: 'GET /api/orders/{id} (none such)',
      call: (p) => withCookie(http(stack).get(`/api/orders/${none()}`), p),
      expected: signedIn(404),
    },
    {
      name: 'GET /api/earnings',
      call: (p) => withCookie(http(stack).get('/api/earnings'), p),
      expected: signedIn(200),
    },
    {
      name: 'GET /api/pricing-guide',
      call: (p) => withCookie(http(stack).get('/api/pricing-guide'), p),
      expected: everyone(200),
    },
    {
      name: 'GET /api/payouts',
      call: (p) => withCookie(http(stack).get('/api/payouts'), p),
      expected: signedIn(200),
    },
    {
      name: 'POST /api/payouts/onboarding',
      call: (p) => withCookie(http(stack).post('/api/payouts/onboarding'), p),
      expected: signedIn(200),
    },
    {
      name: 'POST /api/payouts/dashboard (after onboarding)',
      call: async (p) => {
        await withCookie(http(stack).post('/api/payouts/onboarding'), p);
        return withCookie(http(stack).post('/api/payouts/dashboard'), p);
      },
      expected: signedIn(200),
    },
    {
      // Nobody activates an account that is not theirs (this one is nobody's).
      name: 'POST /api/payouts/test-onboarding (not yours)',
      call: (p) =>
        withCookie(http(stack).post('/api/payouts/test-onboarding'), p).send({
          account: 'acct_test_0000000000000000',
        }),
      expected: signedIn(404),
    },
    {
      name: 'GET /api/entitlements',
      call: (p) => withCookie(http(stack).get('/api/entitlements'), p),
      expected: signedIn(200),
    },
    {
      name: 'GET /api/entitlements/{modelId} (paid)',
      call: (p, { listingId }) => withCookie(http(stack).get(`/api/entitlements/${listingId}`), p),
      expected: everyone(200),
      listing: 'paid',
    },
    // --- garage -------------------------------------------------------------------------------
    {
      name: 'GET /api/garage',
      call: (p) => withCookie(http(stack).get('/api/garage'), p),
      expected: signedIn(200),
    },
    {
      name: 'POST /api/garage',
      call: async (p) =>
        withCookie(http(stack).post('/api/garage'), p).send({ ...(await golf()), year: 2017 }),
      expected: signedIn(201),
    },
    {
      // Garages are private: an admin has no more say over someone's than anyone else.
      name: 'PATCH /api/garage/{vehicleId}',
      call: (p, { vehicleId }) =>
        withCookie(http(stack).patch(`/api/garage/${vehicleId}`), p).send({ isActive: true }),
      expected: ownerOnly(200, 404),
      vehicle: true,
    },
    {
      name: 'DELETE /api/garage/{vehicleId}',
      call: (p, { vehicleId }) => withCookie(http(stack).delete(`/api/garage/${vehicleId}`), p),
      expected: ownerOnly(200, 404),
      vehicle: true,
    },
    // --- collections --------------------------------------------------------------------------
    {
      name: 'GET /api/collections',
      call: (p) => withCookie(http(stack).get('/api/collections'), p),
      expected: signedIn(200),
    },
    {
      name: 'POST /api/collections',
      call: (p) =>
        withCookie(http(stack).post('/api/collections'), p).send({ name: 'Matrix builds' }),
      expected: signedIn(201),
    },
    {
      // Private: nobody but its owner learns it exists, admins included.
      name: 'GET /api/collections/{id} (private)',
      call: (p, { collectionId }) =>
        withCookie(http(stack).get(`/api/collections/${collectionId}`), p),
      expected: everyone(404, { seller: 200 }),
      listing: 'approved',
      collection: 'private',
    },
    {
      name: 'GET /api/collections/{id} (public)',
      call: (p, { collectionId }) =>
        withCookie(http(stack).get(`/api/collections/${collectionId}`), p),
      expected: everyone(200),
      listing: 'approved',
      collection: 'public',
    },
    {
      name: 'PATCH /api/collections/{id} (public)',
      call: (p, { collectionId }) =>
        withCookie(http(stack).patch(`/api/collections/${collectionId}`), p).send({
          name: 'Taken over',
        }),
      expected: ownerOnly(200, 404),
      collection: 'public',
    },
    {
      name: 'DELETE /api/collections/{id} (public)',
      call: (p, { collectionId }) =>
        withCookie(http(stack).delete(`/api/collections/${collectionId}`), p),
      expected: ownerOnly(204, 404),
      collection: 'public',
    },
    {
      // The collection is empty: the seller adds their listing.
      name: 'POST /api/collections/{id}/items (public)',
      call: (p, { collectionId, listingId }) =>
        withCookie(http(stack).post(`/api/collections/${collectionId}/items`), p).send({
          modelId: listingId,
        }),
      expected: ownerOnly(201, 404),
      listing: 'approved',
      collection: 'public',
      emptyCollection: true,
    },
    {
      name: 'DELETE /api/collections/{id}/items/{modelId} (public)',
      call: (p, { collectionId, listingId }) =>
        withCookie(http(stack).delete(`/api/collections/${collectionId}/items/${listingId}`), p),
      expected: ownerOnly(200, 404),
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
  /** A multipart upload the victim began; its id. */
  async function multipartOf(victim: SignedInUser): Promise<string> {
    const res = await http(stack)
      .post('/api/objects/multipart')
      .set('Cookie', victim.cookie)
      .send({ filename: 'big.stl', contentType: 'model/stl', size: 20_000_000, purpose: 'model' })
      .expect(200);
    return (res.body as { uploadId: string }).uploadId;
  }

  it('covers every route of the OpenAPI document', async () => {
    const doc = (await http(stack).get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const covered = new Set(endpoints.map((e) => e.name.split(' ').slice(0, 2).join(' ')));
    expect(routes.filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !routes.includes(route))).toEqual([]);
    process.stdout.write(
      `[authorization matrix] ${routes.length} routes, ${endpoints.length} endpoints × ${ROLES.length} roles: ${cells.length} cells\n`,
    );
  });

  const cells = endpoints.flatMap((endpoint) =>
    ROLES.filter((role) => endpoint.expected[role] !== -1).map(
      (role) => [endpoint.name, role, endpoint.expected[role], endpoint] as const,
    ),
  );

  it.each(cells)('%s as %s → %i', async (_name, role, status, endpoint) => {
    const victim = await registerUser(stack.url);
    const listingId = await listingFor(endpoint, victim);
    const reportId = endpoint.reported ? await reportOf(listingId) : '';
    const vehicleId = endpoint.vehicle ? await vehicleOf(victim) : '';
    const collectionId = await collectionOf(
      endpoint.collection,
      victim,
      endpoint.emptyCollection ? '' : listingId,
    );
    const uploadId = endpoint.multipart ? await multipartOf(victim) : '';
    const res = await endpoint.call(await principal(role, victim), {
      victimId: victim.user.id,
      listingId,
      reportId,
      vehicleId,
      collectionId,
      uploadId,
    });
    expect({ status: res.status, body: res.status === status ? undefined : res.body }).toEqual({
      status,
      body: undefined,
    });
    if (status === 401 && !OWN_401_MESSAGES.has(endpoint.name))
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

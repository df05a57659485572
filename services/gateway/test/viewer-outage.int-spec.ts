import type { ListingDto } from '@pitstop/contracts';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../../test/support/accounts.js';
import { createApprovedListing, createListing } from '../../../test/support/listings.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';

/**
 * With the users service down, a signed-in reader cannot be recognised: public pages still
 * answer, as to a visitor; what needs the person answers 503.
 */
describe('reading while the users service is down', () => {
  let stack: AdminStack;
  let seller: SignedInUser;
  let approved: ListingDto;
  let pending: ListingDto;
  const http = () => request(stack.url);

  beforeAll(async () => {
    stack = await startStackWithAdmin({
      adminLabel: 'outage-admin',
      // A stopped service is noticed when the request times out: short, yet long enough for a
      // sign-in (a password hash) on a loaded CI machine, where 700 ms was not.
      gateway: { RPC_TIMEOUT_MS: 2_500 },
    });
    seller = await registerUser(stack.url);
    approved = await createApprovedListing(stack.url, seller, stack.admin);
    pending = await createListing(stack.url, seller);
    await http().post(`/api/models3d/${approved.id}/like`).set('Cookie', seller.cookie).expect(200);
    await stack.stopService('users');
  }, 60_000);
  afterAll(() => stack?.close());

  it('answers public reads with a session cookie as for a visitor, not 503', async () => {
    const byId = await http()
      .get(`/api/models3d/${approved.id}`)
      .set('Cookie', seller.cookie)
      .expect(200);
    expect(byId.body).toMatchObject({ id: approved.id, likeCount: 1, likedByMe: false });
    await http()
      .get(`/api/models3d/slug/${approved.slug}`)
      .set('Cookie', seller.cookie)
      .expect(200);
    await http().get('/api/models3d').set('Cookie', seller.cookie).expect(200);
    await http()
      .get(`/api/models3d/${approved.id}/reviews`)
      .set('Cookie', seller.cookie)
      .expect(200);
    // Seen as a visitor: the seller's own pending listing is not shown meanwhile.
    await http().get(`/api/models3d/${pending.id}`).set('Cookie', seller.cookie).expect(404);
  });

  it('keeps the session: it is not ended because the users service was unreachable', async () => {
    await http().get(`/api/models3d/${approved.id}`).set('Cookie', seller.cookie).expect(200);
    const restarted = await stack.addInstance('users');
    try {
      await http().get('/api/user').set('Cookie', seller.cookie).expect(200);
    } finally {
      await restarted.close();
      stack.services.delete('users');
    }
  });

  it('still answers 503 where the person is needed', async () => {
    const me = await http().get('/api/user').set('Cookie', seller.cookie).expect(503);
    expect(me.body).toEqual({
      message: 'The users service is unavailable right now. Please try again shortly.',
    });
    await http().post(`/api/models3d/${approved.id}/like`).set('Cookie', seller.cookie).expect(503);
  });
});

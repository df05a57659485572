import type { ListingDto, SearchResult } from '@pitstop/contracts';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../../test/support/accounts.js';
import { eventually } from '../../../test/support/eventually.js';
import { createApprovedListing, createListing } from '../../../test/support/listings.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';

const live = { isDraft: false, visibility: 'public' as const };

/**
 * Where a part mounts and the filaments its seller names: kept on the listing, edited, checked,
 * and filtered on by GET /api/search and GET /api/models3d.
 */
describe('heat zones and materials', () => {
  let stack: AdminStack;
  let seller: SignedInUser;
  const http = () => request(stack.url);

  /** The titles of an answer: GET /api/search's items, or GET /api/models3d's list. */
  const titles = async (path: string) => {
    const body = (await http().get(path).expect(200)).body as SearchResult | ListingDto[];
    return (Array.isArray(body) ? body : body.items).map((l) => l.title).sort();
  };

  beforeAll(async () => {
    stack = await startStackWithAdmin({ privateDatabase: true, adminLabel: 'heat-admin' });
    seller = await registerUser(stack.url, { firstName: 'Maya', lastName: 'Lin' });
    await createApprovedListing(stack.url, seller, stack.admin, {
      ...live,
      title: 'Dash Gauge Pod',
      mountLocation: 'sun_interior',
      materials: ['ASA', 'PA-CF'],
    });
    await createApprovedListing(stack.url, seller, stack.admin, {
      ...live,
      title: 'Shift Knob',
      mountLocation: 'shaded_interior',
      materials: ['PETG', 'PLA'],
    });
    await createApprovedListing(stack.url, seller, stack.admin, {
      ...live,
      title: 'Hatch Badge',
      mountLocation: 'exterior',
      materials: ['ASA'],
    });
    await eventually(
      () => http().get('/api/search').expect(200),
      (res) => (res.body as SearchResult).total === 3,
    );
  });
  afterAll(() => stack?.close());

  it('keeps the mount location and the materials, in the vocabulary order', async () => {
    const listing = await createListing(stack.url, seller, {
      mountLocation: 'engine_bay',
      materials: ['PA-CF', 'ASA', 'ASA'],
    });
    expect(listing).toMatchObject({ mountLocation: 'engine_bay', materials: ['ASA', 'PA-CF'] });

    const edited = await http()
      .put(`/api/models3d/${listing.id}`)
      .set('Cookie', seller.cookie)
      .send({ mountLocation: 'trunk' })
      .expect(200);
    expect(edited.body).toMatchObject({ mountLocation: 'trunk', materials: ['ASA', 'PA-CF'] });

    const cleared = await http()
      .put(`/api/models3d/${listing.id}`)
      .set('Cookie', seller.cookie)
      .send({ mountLocation: null, materials: [] })
      .expect(200);
    expect(cleared.body).toMatchObject({ mountLocation: null, materials: [] });
  });

  it('says nothing of either when the seller does not', async () => {
    const listing = await createListing(stack.url, seller);
    expect(listing).toMatchObject({ mountLocation: null, materials: [] });
  });

  it.each([
    [
      { mountLocation: 'roof' },
      'mountLocation must be one of sun_interior, shaded_interior, exterior, engine_bay, trunk',
    ],
    [{ materials: ['Wood'] }, 'materials must be a list of PLA, PETG, ABS, ASA, TPU, PA-CF'],
    [{ materials: 'PLA' }, 'materials must be a list of PLA, PETG, ABS, ASA, TPU, PA-CF'],
  ])('refuses %j with a 400 that says why', async (body, message) => {
    const res = await http()
      .post('/api/models3d')
      .set('Cookie', seller.cookie)
      .send({ title: 'Bad Zone', shortDescription: 'x', isUniversalFit: true, ...body })
      .expect(400);
    expect(res.body.message).toBe(message);
  });

  it('filters search and the listing list by mount location and by material', async () => {
    expect(await titles('/api/search?mountLocation=sun_interior')).toEqual(['Dash Gauge Pod']);
    expect(await titles('/api/search?material=ASA')).toEqual(['Dash Gauge Pod', 'Hatch Badge']);
    expect(await titles('/api/search?mountLocation=exterior&material=PETG')).toEqual([]);
    expect(await titles('/api/models3d?material=PLA')).toEqual(['Shift Knob']);
    expect(await titles(`/api/models3d?sellerId=${seller.user.id}&mountLocation=exterior`)).toEqual(
      ['Hatch Badge'],
    );
  });

  it.each([
    ['/api/search?mountLocation=roof', 'mountLocation must be one of'],
    ['/api/search?material=wood', 'material must be one of'],
    ['/api/models3d?material=pla', 'material must be one of'],
  ])('refuses %s with a 400', async (path, message) => {
    const res = await http().get(path).expect(400);
    expect(res.body.message).toContain(message);
  });
});

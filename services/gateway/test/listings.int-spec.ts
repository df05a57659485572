import {
  ListingMessages as M,
  type ListingDto,
  type MakeDto,
  type SellerProfileDto,
  type VehicleFitmentInput,
} from '@pitstop/contracts';
import pg from 'pg';
import request from 'supertest';
import { registerUser, registerUsers, type SignedInUser } from '../../../test/support/accounts.js';
import {
  categoryOf,
  createApprovedListing,
  createListing,
  decideListing,
  fitmentOf,
  listingInput,
} from '../../../test/support/listings.js';
import { eventually } from '../../../test/support/eventually.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';
import { cubeStl, uploadObject } from '../../../test/support/uploads.js';

const UNKNOWN_ID = '99999999-9999-4999-8999-999999999999';
const ISO_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/**
 * Listings through the gateway, against the real catalog and users services. A private
 * database: this file knows every listing there is, so totals and make counts are exact.
 */
describe('listings through the gateway', () => {
  let stack: AdminStack;
  let admin: SignedInUser;
  let seller: SignedInUser;
  let other: SignedInUser;
  let golfMk7: VehicleFitmentInput;
  let golfMk8: VehicleFitmentInput;
  let civic: VehicleFitmentInput;
  /** Used only by the related-parts tests: nothing else fits it. */
  let jettaMk5: VehicleFitmentInput;
  let interiorId: string;
  let exteriorId: string;
  const http = () => request(stack.url);
  const as = (test: request.Test, who?: SignedInUser) =>
    who ? test.set('Cookie', who.cookie) : test;

  beforeAll(async () => {
    stack = await startStackWithAdmin({ privateDatabase: true, adminLabel: 'listings-admin' });
    admin = stack.admin;
    [seller, other] = await Promise.all([
      registerUser(stack.url, {
        firstName: 'Maya',
        lastName: 'Okafor',
        displayName: 'BoostedMaya',
      }),
      registerUser(stack.url, { firstName: 'Theo', lastName: 'Lang' }),
    ]);
    golfMk7 = await fitmentOf(stack.url, 'volkswagen', 'golf', 'mk7');
    golfMk8 = await fitmentOf(stack.url, 'volkswagen', 'golf', 'mk8');
    jettaMk5 = await fitmentOf(stack.url, 'volkswagen', 'jetta', 'mk5');
    const honda = (await http().get('/api/makes').expect(200)).body.find(
      (m: MakeDto) => m.slug === 'honda',
    ) as MakeDto;
    const hondaModel = (await http().get(`/api/models?makeId=${honda.id}`).expect(200)).body[0];
    const hondaGeneration = (
      await http().get(`/api/generations?modelId=${hondaModel.id}`).expect(200)
    ).body[0];
    civic = { makeId: honda.id, modelId: hondaModel.id, generationId: hondaGeneration.id };
    interiorId = (await categoryOf(stack.url, 'interior')).id;
    exteriorId = (await categoryOf(stack.url, 'exterior')).id;
  });
  afterAll(() => stack?.close());

  /** What `who` gets for a listing by id and by slug: both statuses. */
  async function statusesFor(listing: ListingDto, who?: SignedInUser): Promise<number[]> {
    const byId = await as(http().get(`/api/models3d/${listing.id}`), who);
    const bySlug = await as(http().get(`/api/models3d/slug/${listing.slug}`), who);
    return [byId.status, bySlug.status];
  }

  /** Ids in GET /api/models3d for `who` with the given query. */
  async function listedIds(query: string, who?: SignedInUser): Promise<string[]> {
    const res = await as(http().get(`/api/models3d?limit=100&${query}`), who).expect(200);
    return (res.body as ListingDto[]).map((l) => l.id);
  }

  const totalOf = (res: request.Response) => Number(res.headers['x-total-count']);

  async function makeCount(makeId: string): Promise<number> {
    const makes = (await http().get('/api/makes').expect(200)).body as MakeDto[];
    return makes.find((m) => m.id === makeId)!.modelCount;
  }

  describe('POST /api/models3d', () => {
    it('creates a draft pending approval, with the product defaults and a slug from the title', async () => {
      const res = await http()
        .post('/api/models3d')
        .set('Cookie', seller.cookie)
        .send({
          title: '  Mk7 GTI Golf-Ball Shift Knob!! ',
          shortDescription: 'A dimpled shift knob for the six-speed.',
          isDraft: true,
          visibility: 'private',
          isUniversalFit: false,
          vehicleFitment: golfMk7,
        })
        .expect(201);
      const listing = res.body as ListingDto;
      expect(listing).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        slug: 'mk7-gti-golf-ball-shift-knob',
        title: 'Mk7 GTI Golf-Ball Shift Knob!!',
        shortDescription: 'A dimpled shift knob for the six-speed.',
        longDescriptionMd: null,
        longDescriptionHtml: '',
        categoryId: null,
        categoryName: null,
        tags: [],
        priceCents: 0,
        currency: 'USD',
        isFree: true,
        printDifficulty: 'medium',
        supportsRequired: false,
        infillHintPercent: 20,
        // The product defaults of issue 36: no mount location or materials named, no files yet.
        mountLocation: null,
        materials: [],
        printFacts: null,
        allowPersonalUse: true,
        allowCommercialUse: false,
        sellerId: seller.user.id,
        seller: {
          id: seller.user.id,
          firstName: 'Maya',
          lastName: 'Okafor',
          displayName: 'BoostedMaya',
        },
        downloadCount: 0,
        likeCount: 0,
        ratingAvg: 0,
        averageRating: 0,
        ratingCount: 0,
        totalEarnings: 0,
        isDraft: true,
        visibility: 'private',
        approvalStatus: 'pending',
        // Only for a taken-down listing (seller and admins).
        takedown: null,
        isUniversalFit: false,
        vehicleFitment: {
          ...golfMk7,
          trimId: null,
          makeName: 'Volkswagen',
          makeSlug: 'volkswagen',
          modelName: 'Golf',
          modelSlug: 'golf',
          generationName: 'Mk7',
          yearStart: 2013,
          yearEnd: 2020,
          trimName: null,
        },
        fileUrls: [],
        imageUrls: [],
        previews: [],
        likedByMe: false,
        createdAt: expect.stringMatching(ISO_DATE),
        updatedAt: expect.stringMatching(ISO_DATE),
        version: expect.any(Number),
      });
      expect(
        (await http().get(`/api/models3d/${listing.id}`).set('Cookie', seller.cookie)).body,
      ).toEqual(listing);
    });

    it('keeps every field the wizard sends, and ignores the slug it derived itself', async () => {
      const files = await Promise.all(
        ['gauge-pod.stl', 'pod.stl'].map(
          async (filename, i) =>
            (await uploadObject(stack.url, seller, cubeStl(10 + i), { filename })).storageUrl,
        ),
      );
      const res = await http()
        .post('/api/models3d')
        .set('Cookie', seller.cookie)
        .send({
          ...listingInput({ title: 'Paid Gauge Pod', vehicleFitment: golfMk8 }),
          slug: 'something-else',
          isUniversalFit: false,
          longDescriptionMd: '## Fit\n\nClips into the **A-pillar** trim.',
          categoryId: interiorId,
          tags: ['gauge', 'pod'],
          priceCents: 499,
          isFree: false,
          printDifficulty: 'hard',
          supportsRequired: true,
          infillHintPercent: 35,
          allowCommercialUse: true,
          fileUrls: files,
          imageUrls: ['https://cdn.pitstop.test/gauge-pod.png', '/media/previews/pod-2.png'],
        })
        .expect(201);
      expect(res.body).toMatchObject({
        slug: 'paid-gauge-pod',
        categoryId: interiorId,
        categoryName: 'Interior',
        tags: ['gauge', 'pod'],
        priceCents: 499,
        isFree: false,
        printDifficulty: 'hard',
        supportsRequired: true,
        infillHintPercent: 35,
        allowCommercialUse: true,
        // Each upload as the route that downloads it.
        fileUrls: [
          expect.stringMatching(/^\/api\/models3d\/[^/]+\/files\/[^/]+\/download$/),
          expect.stringMatching(/^\/api\/models3d\/[^/]+\/files\/[^/]+\/download$/),
        ],
        imageUrls: ['https://cdn.pitstop.test/gauge-pod.png', '/media/previews/pod-2.png'],
        vehicleFitment: { generationName: 'Mk8', yearStart: 2020, yearEnd: null },
      });
      expect(res.body.longDescriptionHtml).toContain('<strong>A-pillar</strong>');
    });

    it('makes slugs unique: the same title again gets -2, then -3', async () => {
      const title = 'Cup Holder Insert';
      const slugs = [];
      for (let i = 0; i < 3; i++)
        slugs.push((await createListing(stack.url, seller, { title })).slug);
      expect(slugs).toEqual(['cup-holder-insert', 'cup-holder-insert-2', 'cup-holder-insert-3']);
    });

    it('gives distinct slugs to the same title posted at the same moment', async () => {
      const responses = await Promise.all(
        Array.from({ length: 6 }, () =>
          http()
            .post('/api/models3d')
            .set('Cookie', seller.cookie)
            .send(listingInput({ title: 'Twin Badge Delete' })),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual(responses.map(() => 201));
      expect(responses.map((r) => r.body.slug).sort()).toEqual([
        'twin-badge-delete',
        'twin-badge-delete-2',
        'twin-badge-delete-3',
        'twin-badge-delete-4',
        'twin-badge-delete-5',
        'twin-badge-delete-6',
      ]);
    });

    it('starts pending whatever the body says about drafts and visibility', async () => {
      const listing = await createListing(stack.url, seller, {
        isDraft: false,
        visibility: 'public',
      });
      expect(listing.approvalStatus).toBe('pending');
      expect(await statusesFor(listing)).toEqual([404, 404]);
      expect(await listedIds('')).not.toContain(listing.id);
    });

    it('answers 401 when signed out, and creates nothing', async () => {
      const input = listingInput();
      expect((await http().post('/api/models3d').send(input).expect(401)).body).toEqual({
        message: 'Unauthorized',
      });
      expect(
        (await http().get(`/api/models3d?search=${encodeURIComponent(input.title)}`)).body,
      ).toEqual([]);
    });

    it.each([
      ['no title', { title: undefined }, M.titleRequired],
      ['a blank title', { title: '   ' }, M.titleRequired],
      ['a title that is not text', { title: 42 }, M.titleRequired],
      ['too long a title', { title: 'x'.repeat(121) }, M.titleTooLong],
      ['no short description', { shortDescription: undefined }, M.shortDescriptionRequired],
      ['a blank short description', { shortDescription: ' ' }, M.shortDescriptionRequired],
      [
        'too long a short description',
        { shortDescription: 'x'.repeat(301) },
        M.shortDescriptionTooLong,
      ],
      [
        'too long a description',
        { longDescriptionMd: 'x'.repeat(20_001) },
        M.longDescriptionTooLong,
      ],
      [
        'no fitment and no universal fit',
        { isUniversalFit: false, vehicleFitment: null },
        M.fitmentRequired,
      ],
      [
        'no fitment, universal fit not said',
        { isUniversalFit: undefined, vehicleFitment: undefined },
        M.fitmentRequired,
      ],
      [
        'a fitment without generation',
        { isUniversalFit: false, vehicleFitment: { makeId: UNKNOWN_ID, modelId: UNKNOWN_ID } },
        M.fitmentRequired,
      ],
      ['an empty fitment', { isUniversalFit: false, vehicleFitment: {} }, M.fitmentRequired],
      [
        'a malformed fitment id',
        {
          isUniversalFit: false,
          vehicleFitment: { makeId: 'vw', modelId: UNKNOWN_ID, generationId: UNKNOWN_ID },
        },
        'vehicleFitment.makeId must be a UUID',
      ],
      [
        'an extra fitment field',
        {
          isUniversalFit: false,
          vehicleFitment: {
            makeId: UNKNOWN_ID,
            modelId: UNKNOWN_ID,
            generationId: UNKNOWN_ID,
            year: 2015,
          },
        },
        'vehicleFitment.year is not allowed',
      ],
      ['a negative price', { priceCents: -1, isFree: false }, M.priceInvalid],
      ['a price in dollars', { priceCents: 4.99, isFree: false }, M.priceInvalid],
      ['a price as text', { priceCents: '499', isFree: false }, M.priceInvalid],
      ['a paid price under $0.50', { priceCents: 25, isFree: false }, M.priceTooLow],
      ['a price over $10,000', { priceCents: 1_000_001, isFree: false }, M.priceTooHigh],
      ['infill over 100', { infillHintPercent: 101 }, M.infillInvalid],
      ['negative infill', { infillHintPercent: -5 }, M.infillInvalid],
      [
        'an unknown difficulty',
        { printDifficulty: 'extreme' },
        'printDifficulty must be one of easy, medium, hard',
      ],
      [
        'an unknown visibility',
        { visibility: 'friends' },
        'visibility must be one of public, private',
      ],
      ['isFree that is not a boolean', { isFree: 'yes' }, 'isFree must be true or false'],
      ['a malformed category', { categoryId: 'interior' }, 'categoryId must be a UUID'],
      [
        'too many tags',
        { tags: Array.from({ length: 13 }, (_, i) => `t${i}`) },
        'tags must be a list of at most 12 words',
      ],
      ['too long a tag', { tags: ['x'.repeat(31)] }, 'Each tag must be at most 30 characters'],
      ['a javascript: image', { imageUrls: ['javascript:alert(1)'] }, M.imageUrlInvalid],
      ['an image of the API', { imageUrls: ['/api/logout'] }, M.imageUrlInvalid],
      ['an image on another path', { imageUrls: ['/uploads/a.png'] }, M.imageUrlInvalid],
      ['a relative image', { imageUrls: ['a.png'] }, M.imageUrlInvalid],
      ['an image leaving /media/', { imageUrls: ['/media/../api/logout'] }, M.imageUrlInvalid],
      ['an image that is not text', { imageUrls: [42] }, M.imageUrlInvalid],
      ['a protocol-relative file', { fileUrls: ['//evil.example/x.stl'] }, M.fileUrlInvalid],
      ['a file among the demo previews', { fileUrls: ['/demo/x.stl'] }, M.fileUrlInvalid],
      ['a file elsewhere on the site', { fileUrls: ['/objects/x.stl'] }, M.fileUrlInvalid],
      [
        'a NUL in the title',
        { title: 'Knob\u0000' },
        'Title contains characters that are not allowed',
      ],
      [
        'a control character in the short description',
        { shortDescription: 'Bell\u0007' },
        'Short description contains characters that are not allowed',
      ],
      [
        'a NUL in the description',
        { longDescriptionMd: 'Intro\u0000outro' },
        'Description contains characters that are not allowed',
      ],
      [
        'a NUL in a tag',
        { tags: ['ok', 'n\u0000l'] },
        'A tag contains characters that are not allowed',
      ],
      [
        'a currency that is no code',
        { currency: 'dollars' },
        'currency must be a three-letter code such as USD',
      ],
      ['its own approval', { approvalStatus: 'approved' }, 'approvalStatus is not allowed'],
      ['its own seller', { sellerId: UNKNOWN_ID }, 'sellerId is not allowed'],
      ['made-up counts', { likeCount: 1000 }, 'likeCount is not allowed'],
    ])('answers %s with 400 and a message, and creates nothing', async (_case, change, message) => {
      const before = await http()
        .get(`/api/models3d?sellerId=${seller.user.id}&limit=1`)
        .set('Cookie', seller.cookie)
        .expect(200);
      const body: Record<string, unknown> = { ...listingInput(), ...change };
      const res = await http().post('/api/models3d').set('Cookie', seller.cookie).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
      const after = await http()
        .get(`/api/models3d?sellerId=${seller.user.id}&limit=1`)
        .set('Cookie', seller.cookie)
        .expect(200);
      expect(totalOf(after)).toBe(totalOf(before));
    });

    it('refuses a vehicle or category that does not exist with 400', async () => {
      const unknownVehicle = await http()
        .post('/api/models3d')
        .set('Cookie', seller.cookie)
        .send(
          listingInput({
            isUniversalFit: false,
            vehicleFitment: {
              makeId: golfMk7.makeId,
              modelId: golfMk7.modelId,
              generationId: civic.generationId,
            },
          }),
        );
      expect(unknownVehicle.status).toBe(400);
      expect(unknownVehicle.body).toEqual({ message: M.fitmentUnknown });
      const unknownCategory = await http()
        .post('/api/models3d')
        .set('Cookie', seller.cookie)
        .send(listingInput({ categoryId: UNKNOWN_ID }));
      expect(unknownCategory.status).toBe(400);
      expect(unknownCategory.body).toEqual({ message: M.categoryUnknown });
    });

    it('refuses a description nested too deeply to render with 400, not a crash', async () => {
      const res = await http()
        .post('/api/models3d')
        .set('Cookie', seller.cookie)
        .send(listingInput({ longDescriptionMd: '>'.repeat(3000) + ' x' }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: M.markdownTooDeep });
    });

    it('answers a body that is not JSON with 400', async () => {
      const res = await http()
        .post('/api/models3d')
        .set('Cookie', seller.cookie)
        .set('Content-Type', 'application/json')
        .send('{"title": ');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: expect.stringMatching(/JSON/) });
    });
  });

  describe('who sees what', () => {
    it('a pending listing: its seller and admins see it by id, slug and sellerId; nobody else', async () => {
      const listing = await createListing(stack.url, seller);
      expect(await statusesFor(listing, seller)).toEqual([200, 200]);
      expect(await statusesFor(listing, admin)).toEqual([200, 200]);
      expect(await statusesFor(listing, other)).toEqual([404, 404]);
      expect(await statusesFor(listing)).toEqual([404, 404]);
      const visitor = await http().get(`/api/models3d/${listing.id}`).expect(404);
      expect(visitor.body).toEqual({ message: M.notFound });

      expect(await listedIds(`sellerId=${seller.user.id}`, seller)).toContain(listing.id);
      expect(await listedIds(`sellerId=${seller.user.id}`, admin)).toContain(listing.id);
      expect(await listedIds(`sellerId=${seller.user.id}`, other)).not.toContain(listing.id);
      expect(await listedIds(`sellerId=${seller.user.id}`)).not.toContain(listing.id);
      // without sellerId the list is the public catalogue, for the seller too
      expect(await listedIds('', seller)).not.toContain(listing.id);
      expect(await listedIds('', admin)).not.toContain(listing.id);
    });

    it('a rejected listing stays invisible to others; its seller sees it rejected', async () => {
      const listing = await createListing(stack.url, seller);
      const rejected = await decideListing(stack.url, admin, listing.id, false);
      expect(rejected.approvalStatus).toBe('rejected');
      expect(await statusesFor(listing, other)).toEqual([404, 404]);
      expect(await statusesFor(listing)).toEqual([404, 404]);
      const own = await http().get(`/api/models3d/${listing.id}`).set('Cookie', seller.cookie);
      expect(own.status).toBe(200);
      expect(own.body.approvalStatus).toBe('rejected');
      expect(await listedIds('')).not.toContain(listing.id);
      const pending = await http()
        .get('/api/admin/pending-models?limit=200')
        .set('Cookie', admin.cookie);
      expect((pending.body as ListingDto[]).map((l) => l.id)).not.toContain(listing.id);
    });

    it('an approved listing is public; made private by its seller it is hidden again', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      expect(listing).toMatchObject({
        approvalStatus: 'approved',
        isDraft: false,
        visibility: 'public',
      });
      expect(await statusesFor(listing, other)).toEqual([200, 200]);
      expect(await statusesFor(listing)).toEqual([200, 200]);
      // The public list is the search index's: it follows within a second.
      expect(
        await eventually(
          () => listedIds(''),
          (ids) => ids.includes(listing.id),
        ),
      ).toContain(listing.id);

      await http()
        .put(`/api/models3d/${listing.id}`)
        .set('Cookie', seller.cookie)
        .send({ visibility: 'private' })
        .expect(200);
      expect(await statusesFor(listing)).toEqual([404, 404]);
      expect(await statusesFor(listing, seller)).toEqual([200, 200]);
      expect(
        await eventually(
          () => listedIds(''),
          (ids) => !ids.includes(listing.id),
        ),
      ).not.toContain(listing.id);

      await http()
        .put(`/api/models3d/${listing.id}`)
        .set('Cookie', seller.cookie)
        .send({ visibility: 'public' })
        .expect(200);
      expect(await statusesFor(listing)).toEqual([200, 200]);
    });

    it('a draft of an approved listing is hidden from others', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      await http()
        .put(`/api/models3d/${listing.id}`)
        .set('Cookie', seller.cookie)
        .send({ isDraft: true })
        .expect(200);
      expect(await statusesFor(listing, other)).toEqual([404, 404]);
      expect(
        await eventually(
          () => listedIds(''),
          (ids) => !ids.includes(listing.id),
        ),
      ).not.toContain(listing.id);
      expect(await listedIds(`sellerId=${seller.user.id}`, seller)).toContain(listing.id);
    });

    it("a banned seller's open session no longer shows their unpublished listings", async () => {
      const banned = await registerUser(stack.url);
      const listing = await createListing(stack.url, banned);
      await http()
        .patch(`/api/admin/users/${banned.user.id}`)
        .set('Cookie', admin.cookie)
        .send({ status: 'banned' })
        .expect(200);
      expect(await statusesFor(listing, banned)).toEqual([404, 404]);
      expect(await listedIds(`sellerId=${banned.user.id}`, banned)).toEqual([]);
    });

    it('a made-up or ended session reads as a visitor, not as an error', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      for (const cookie of [`pitstop_sid=${'A'.repeat(43)}`, 'pitstop_sid=garbage']) {
        const res = await http()
          .get(`/api/models3d/${listing.id}`)
          .set('Cookie', cookie)
          .expect(200);
        expect(res.body.likedByMe).toBe(false);
      }
    });

    it('answers unknown and malformed ids and slugs with 404 Model not found', async () => {
      for (const path of [
        `/api/models3d/${UNKNOWN_ID}`,
        '/api/models3d/not-a-uuid',
        "/api/models3d/1'%20OR%201=1",
        '/api/models3d/slug/no-such-model-anywhere',
        '/api/models3d/slug/Not%20A%20Slug',
        `/api/models3d/slug/${'a'.repeat(400)}`,
        `/api/models3d/${UNKNOWN_ID}/related`,
        '/api/models3d/not-a-uuid/related',
      ]) {
        const res = await http().get(path);
        expect([path, res.status, res.body]).toEqual([path, 404, { message: M.notFound }]);
      }
    });
  });

  describe('approvals', () => {
    it('approving publishes it: listed, counted for its make, off the pending list', async () => {
      const before = await makeCount(golfMk7.makeId);
      const listing = await createListing(stack.url, seller, {
        isUniversalFit: false,
        vehicleFitment: golfMk7,
      });
      const pending = await http()
        .get('/api/admin/pending-models?limit=200')
        .set('Cookie', admin.cookie)
        .expect(200);
      expect((pending.body as ListingDto[]).map((l) => l.id)).toContain(listing.id);
      expect(await makeCount(golfMk7.makeId)).toBe(before);

      const res = await http()
        .patch(`/api/admin/models/${listing.id}/approve`)
        .set('Cookie', admin.cookie)
        .send({ approved: true })
        .expect(200);
      expect(res.body).toMatchObject({
        id: listing.id,
        approvalStatus: 'approved',
        isDraft: false,
        visibility: 'public',
      });
      // The search index learns of it from the catalog's event, within a second.
      const listed = await eventually(
        () => listedIds(''),
        (ids) => ids.includes(listing.id),
        1_000,
      );
      expect(listed).toContain(listing.id);
      expect(await listedIds(`makeId=${golfMk7.makeId}`)).toContain(listing.id);
      expect(await makeCount(golfMk7.makeId)).toBe(before + 1);
      const after = await http()
        .get('/api/admin/pending-models?limit=200')
        .set('Cookie', admin.cookie);
      expect((after.body as ListingDto[]).map((l) => l.id)).not.toContain(listing.id);
    });

    it('rejecting keeps it out of the catalogue and the make count', async () => {
      const before = await makeCount(golfMk7.makeId);
      const listing = await createListing(stack.url, seller, {
        isUniversalFit: false,
        vehicleFitment: golfMk7,
      });
      await decideListing(stack.url, admin, listing.id, false);
      expect(await makeCount(golfMk7.makeId)).toBe(before);
      expect(await listedIds('')).not.toContain(listing.id);
    });

    it('a listing no longer pending cannot be decided again (409)', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      const res = await http()
        .patch(`/api/admin/models/${listing.id}/approve`)
        .set('Cookie', admin.cookie)
        .send({ approved: false });
      expect(res.status).toBe(409);
      expect(res.body.message).toEqual(expect.any(String));
      expect(await statusesFor(listing)).toEqual([200, 200]);
    });

    it('two admins deciding at the same moment: one decision wins, the others get 409', async () => {
      const listing = await createListing(stack.url, seller);
      const responses = await Promise.all(
        [true, false, true].map((approved) =>
          http()
            .patch(`/api/admin/models/${listing.id}/approve`)
            .set('Cookie', admin.cookie)
            .send({ approved }),
        ),
      );
      expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      const winner = responses.find((r) => r.status === 200)!.body as ListingDto;
      const now = await http().get(`/api/models3d/${listing.id}`).set('Cookie', seller.cookie);
      expect(now.body.approvalStatus).toBe(winner.approvalStatus);
    });

    it('lists pending listings oldest first, with the fields of the REVIEW MODEL dialog', async () => {
      const first = await createListing(stack.url, seller, {
        isUniversalFit: false,
        vehicleFitment: golfMk7,
      });
      const second = await createListing(stack.url, other);
      const res = await http()
        .get('/api/admin/pending-models?limit=200')
        .set('Cookie', admin.cookie)
        .expect(200);
      const ids = (res.body as ListingDto[]).map((l) => l.id);
      expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
      expect((res.body as ListingDto[]).find((l) => l.id === first.id)).toMatchObject({
        title: first.title,
        shortDescription: first.shortDescription,
        isFree: true,
        priceCents: 0,
        printDifficulty: 'easy',
        supportsRequired: false,
        allowPersonalUse: true,
        allowCommercialUse: false,
        seller: { firstName: 'Maya', lastName: 'Okafor' },
        vehicleFitment: { makeName: 'Volkswagen', modelName: 'Golf', generationName: 'Mk7' },
      });
    });

    it('only admins decide and list pending listings; a refused decision changes nothing', async () => {
      const listing = await createListing(stack.url, seller);
      for (const who of [seller, other]) {
        const res = await http()
          .patch(`/api/admin/models/${listing.id}/approve`)
          .set('Cookie', who.cookie)
          .send({ approved: true })
          .expect(403);
        expect(res.body).toEqual({ message: 'Only admins can do that.' });
        await http()
          .get('/api/admin/pending-models?limit=200')
          .set('Cookie', who.cookie)
          .expect(403);
      }
      await http()
        .patch(`/api/admin/models/${listing.id}/approve`)
        .send({ approved: true })
        .expect(401);
      await http().get('/api/admin/pending-models?limit=200').expect(401);
      expect(await statusesFor(listing)).toEqual([404, 404]);
      const own = await http().get(`/api/models3d/${listing.id}`).set('Cookie', seller.cookie);
      expect(own.body.approvalStatus).toBe('pending');
    });

    it.each([
      ['no decision', {}, 'approved must be true or false'],
      ['a decision that is not a boolean', { approved: 'yes' }, 'approved must be true or false'],
      ['an extra field', { approved: true, note: 'ok' }, 'note is not allowed'],
    ])('answers %s with 400 and leaves it pending', async (_case, body, message) => {
      const listing = await createListing(stack.url, seller);
      const res = await http()
        .patch(`/api/admin/models/${listing.id}/approve`)
        .set('Cookie', admin.cookie)
        .send(body)
        .expect(400);
      expect(res.body).toEqual({ message });
      const own = await http().get(`/api/models3d/${listing.id}`).set('Cookie', seller.cookie);
      expect(own.body.approvalStatus).toBe('pending');
    });

    it('answers an unknown or malformed model id with 404', async () => {
      for (const id of [UNKNOWN_ID, 'nope']) {
        const res = await http()
          .patch(`/api/admin/models/${id}/approve`)
          .set('Cookie', admin.cookie)
          .send({ approved: true })
          .expect(404);
        expect(res.body).toEqual({ message: M.notFound });
      }
    });
  });

  describe('PUT /api/models3d/{id}', () => {
    it('the seller changes the given fields only; the listing shows them everywhere', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin, {
        categoryId: interiorId,
      });
      const res = await http()
        .put(`/api/models3d/${listing.id}`)
        .set('Cookie', seller.cookie)
        .send({
          tags: ['vent', 'clip'],
          priceCents: 250,
          isFree: false,
          infillHintPercent: 40,
          categoryId: exteriorId,
        })
        .expect(200);
      expect(res.body).toMatchObject({
        id: listing.id,
        title: listing.title,
        shortDescription: listing.shortDescription,
        tags: ['vent', 'clip'],
        priceCents: 250,
        isFree: false,
        infillHintPercent: 40,
        categoryId: exteriorId,
        printDifficulty: listing.printDifficulty,
        approvalStatus: 'approved',
      });
      expect(res.body.version).toBeGreaterThan(listing.version);
      expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(listing.updatedAt));
      const seen = await http().get(`/api/models3d/slug/${res.body.slug}`).expect(200);
      expect(seen.body).toMatchObject({ priceCents: 250, categoryId: exteriorId });
    });

    it('a seller changing what was approved sends it back for review, hidden until approved again', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      const res = await http()
        .put(`/api/models3d/${listing.id}`)
        .set('Cookie', seller.cookie)
        .send({ title: ' Better Vent Clip ', longDescriptionMd: 'Now with a *wider* jaw.' })
        .expect(200);
      expect(res.body).toMatchObject({ title: 'Better Vent Clip', approvalStatus: 'pending' });
      expect(res.body.longDescriptionHtml).toContain('<em>wider</em>');
      expect(await statusesFor(listing)).toEqual([404, 404]);
      expect(await statusesFor(listing, other)).toEqual([404, 404]);
      expect(await statusesFor(listing, seller)).toEqual([200, 200]);
      expect(
        await eventually(
          () => listedIds(''),
          (ids) => !ids.includes(listing.id),
        ),
      ).not.toContain(listing.id);
      const pending = await http()
        .get('/api/admin/pending-models?limit=200')
        .set('Cookie', admin.cookie);
      expect((pending.body as ListingDto[]).map((l) => l.id)).toContain(listing.id);

      await decideListing(stack.url, admin, listing.id, true);
      const seen = await http().get(`/api/models3d/${listing.id}`).expect(200);
      expect(seen.body).toMatchObject({ title: 'Better Vent Clip', approvalStatus: 'approved' });
    });

    it.each([
      ['the short description', async () => ({ shortDescription: 'Now for the facelift too.' })],
      ['the images', async () => ({ imageUrls: ['/media/previews/new.png'] })],
      [
        'the files',
        async () => ({
          fileUrls: [
            (await uploadObject(stack.url, seller, cubeStl(), { filename: 'v2.stl' })).storageUrl,
          ],
        }),
      ],
    ])('changing %s also needs approval again', async (_what, change) => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      const res = await http()
        .put(`/api/models3d/${listing.id}`)
        .set('Cookie', seller.cookie)
        .send(await change())
        .expect(200);
      expect(res.body.approvalStatus).toBe('pending');
      expect(await statusesFor(listing)).toEqual([404, 404]);
    });

    it('resending the approved content unchanged keeps it approved', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      const res = await http()
        .put(`/api/models3d/${listing.id}`)
        .set('Cookie', seller.cookie)
        .send({
          title: listing.title,
          shortDescription: listing.shortDescription,
          longDescriptionMd: listing.longDescriptionMd,
          printDifficulty: 'hard',
          supportsRequired: true,
          allowCommercialUse: true,
          visibility: 'public',
          isDraft: false,
        })
        .expect(200);
      expect(res.body).toMatchObject({ approvalStatus: 'approved', printDifficulty: 'hard' });
      expect(await statusesFor(listing)).toEqual([200, 200]);
    });

    it('clears the category and description with null (and an empty category with "")', async () => {
      const listing = await createListing(stack.url, seller, { categoryId: interiorId });
      const cleared = await http()
        .put(`/api/models3d/${listing.id}`)
        .set('Cookie', seller.cookie)
        .send({ categoryId: '', longDescriptionMd: null })
        .expect(200);
      expect(cleared.body).toMatchObject({
        categoryId: null,
        longDescriptionMd: null,
        longDescriptionHtml: '',
      });
    });

    it("someone else's listing: 403 'You can only edit your own models.' and nothing changes", async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      const res = await http()
        .put(`/api/models3d/${listing.id}`)
        .set('Cookie', other.cookie)
        .send({ title: 'Hijacked' })
        .expect(403);
      expect(res.body).toEqual({ message: M.notOwner });
      expect((await http().get(`/api/models3d/${listing.id}`)).body.title).toBe(listing.title);
      await http().put(`/api/models3d/${listing.id}`).send({ title: 'Anonymous' }).expect(401);
      expect((await http().get(`/api/models3d/${listing.id}`)).body.title).toBe(listing.title);
    });

    it('an admin may edit any listing', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      const res = await http()
        .put(`/api/models3d/${listing.id}`)
        .set('Cookie', admin.cookie)
        .send({ shortDescription: 'Tidied by the moderators.' })
        .expect(200);
      expect(res.body).toMatchObject({
        shortDescription: 'Tidied by the moderators.',
        sellerId: seller.user.id,
        approvalStatus: 'approved',
      });
      expect(await statusesFor(listing)).toEqual([200, 200]);
      // nor does an admin's edit submit a rejected listing again
      const rejected = await createListing(stack.url, seller);
      await decideListing(stack.url, admin, rejected.id, false);
      const tidied = await http()
        .put(`/api/models3d/${rejected.id}`)
        .set('Cookie', admin.cookie)
        .send({ title: 'Tidied title' })
        .expect(200);
      expect(tidied.body.approvalStatus).toBe('rejected');
    });

    it('editing a rejected listing submits it for review again', async () => {
      const listing = await createListing(stack.url, seller);
      await decideListing(stack.url, admin, listing.id, false);
      const res = await http()
        .put(`/api/models3d/${listing.id}`)
        .set('Cookie', seller.cookie)
        .send({ shortDescription: 'Fixed what the moderators asked for.' })
        .expect(200);
      expect(res.body.approvalStatus).toBe('pending');
      const pending = await http()
        .get('/api/admin/pending-models?limit=200')
        .set('Cookie', admin.cookie);
      expect((pending.body as ListingDto[]).map((l) => l.id)).toContain(listing.id);
    });

    it.each([
      ['a blank title', { title: '  ' }, M.titleRequired],
      ['a null title', { title: null }, M.titleRequired],
      ['a blank short description', { shortDescription: '' }, M.shortDescriptionRequired],
      ['a fractional price', { priceCents: 1.5 }, M.priceInvalid],
      ['a paid price under $0.50', { priceCents: 49 }, M.priceTooLow],
      ['infill as text', { infillHintPercent: 'lots' }, M.infillInvalid],
      [
        'a malformed trim',
        {
          vehicleFitment: {
            makeId: UNKNOWN_ID,
            modelId: UNKNOWN_ID,
            generationId: UNKNOWN_ID,
            trimId: 'gti',
          },
        },
        'vehicleFitment.trimId must be a UUID',
      ],
      ['a new seller', { sellerId: UNKNOWN_ID }, 'sellerId is not allowed'],
      ['its own approval', { approvalStatus: 'approved' }, 'approvalStatus is not allowed'],
      ['a made-up download count', { downloadCount: 500 }, 'downloadCount is not allowed'],
      [
        'a NUL in the title',
        { title: 'x\u0000' },
        'Title contains characters that are not allowed',
      ],
      [
        'an escape in the description',
        { longDescriptionMd: '\u001b[31mred' },
        'Description contains characters that are not allowed',
      ],
      ['a NUL in a tag', { tags: ['\u0000'] }, 'A tag contains characters that are not allowed'],
      ['an image of the API', { imageUrls: ['/api/logout'] }, M.imageUrlInvalid],
      ['a file outside /media/', { fileUrls: ['/demo/knob.stl'] }, M.fileUrlInvalid],
    ])('answers %s with 400 and changes nothing', async (_case, body, message) => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      const res = await http()
        .put(`/api/models3d/${listing.id}`)
        .set('Cookie', seller.cookie)
        .send(body)
        .expect(400);
      expect(res.body).toEqual({ message });
      const now = (await http().get(`/api/models3d/${listing.id}`).expect(200)).body as ListingDto;
      expect(now).toEqual(listing);
    });

    it('answers an unknown or malformed id with 404', async () => {
      for (const id of [UNKNOWN_ID, 'nope']) {
        const res = await http()
          .put(`/api/models3d/${id}`)
          .set('Cookie', seller.cookie)
          .send({ title: 'x' })
          .expect(404);
        expect(res.body).toEqual({ message: M.notFound });
      }
    });
  });

  describe('DELETE /api/models3d/{id}', () => {
    it('the seller deletes it: 204, then gone from every route', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      await http().delete(`/api/models3d/${listing.id}`).set('Cookie', seller.cookie).expect(204);
      expect(await statusesFor(listing, seller)).toEqual([404, 404]);
      expect(await statusesFor(listing, admin)).toEqual([404, 404]);
      expect(await listedIds(`sellerId=${seller.user.id}`, seller)).not.toContain(listing.id);
      await http().delete(`/api/models3d/${listing.id}`).set('Cookie', seller.cookie).expect(404);
    });

    it('someone else cannot (403, still there); an admin can; a visitor gets 401', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      const refused = await http()
        .delete(`/api/models3d/${listing.id}`)
        .set('Cookie', other.cookie)
        .expect(403);
      expect(refused.body).toEqual({ message: M.notOwner });
      await http().delete(`/api/models3d/${listing.id}`).expect(401);
      expect(await statusesFor(listing)).toEqual([200, 200]);
      await http().delete(`/api/models3d/${listing.id}`).set('Cookie', admin.cookie).expect(204);
      expect(await statusesFor(listing)).toEqual([404, 404]);
    });

    it('deleting an approved listing takes it off its make count', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin, {
        isUniversalFit: false,
        vehicleFitment: golfMk8,
      });
      const before = await makeCount(golfMk8.makeId);
      await http().delete(`/api/models3d/${listing.id}`).set('Cookie', seller.cookie).expect(204);
      expect(await makeCount(golfMk8.makeId)).toBe(before - 1);
    });
  });

  describe('GET /api/models3d', () => {
    /** A seller of their own, so their listings are exactly what this block created. */
    let shop: SignedInUser;
    let shelf: ListingDto[];

    beforeAll(async () => {
      shop = await registerUser(stack.url, { firstName: 'Shop' });
      const specs = [
        {
          title: 'Alpha Shift Boot Ring',
          priceCents: 300,
          isFree: false,
          printDifficulty: 'easy' as const,
        },
        { title: 'Bravo Gauge Pod', priceCents: 0, isFree: true, printDifficulty: 'hard' as const },
        {
          title: 'Charlie Badge Delete',
          priceCents: 1500,
          isFree: false,
          printDifficulty: 'medium' as const,
        },
        {
          title: 'Delta Phone Mount',
          priceCents: 75,
          isFree: false,
          printDifficulty: 'easy' as const,
        },
        {
          title: 'Echo Trim Clip',
          priceCents: 0,
          isFree: true,
          printDifficulty: 'medium' as const,
        },
      ];
      shelf = [];
      for (const spec of specs)
        shelf.push(
          await createApprovedListing(stack.url, shop, admin, {
            ...spec,
            isUniversalFit: false,
            vehicleFitment: spec.printDifficulty === 'hard' ? civic : golfMk7,
            categoryId: spec.priceCents > 1000 ? exteriorId : interiorId,
          }),
        );
    });

    const shopQuery = () => `sellerId=${shop.user.id}`;

    it('answers a plain array with the total in X-Total-Count, never cached for others', async () => {
      const res = await http().get(`/api/models3d?${shopQuery()}`).expect(200);
      expect(Array.isArray(res.body)).toBe(true);
      expect(res.body).toHaveLength(5);
      expect(res.headers['x-total-count']).toBe('5');
      expect(res.headers['cache-control']).toBe('private, max-age=0');
    });

    it('pages with limit and offset: disjoint pages that add up to the total', async () => {
      const pages: ListingDto[][] = [];
      for (const offset of [0, 2, 4]) {
        const res = await http()
          .get(`/api/models3d?${shopQuery()}&limit=2&offset=${offset}`)
          .expect(200);
        expect(res.headers['x-total-count']).toBe('5');
        pages.push(res.body as ListingDto[]);
      }
      expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
      const ids = pages.flat().map((l) => l.id);
      expect(new Set(ids).size).toBe(5);
      expect(ids.sort()).toEqual(shelf.map((l) => l.id).sort());
      const beyond = await http().get(`/api/models3d?${shopQuery()}&offset=10`).expect(200);
      expect(beyond.body).toEqual([]);
      expect(beyond.headers['x-total-count']).toBe('5');
    });

    it('gives 20 by default, at most the total', async () => {
      const res = await http().get('/api/models3d').expect(200);
      const total = totalOf(res);
      expect(total).toBeGreaterThanOrEqual(5);
      expect(res.body).toHaveLength(Math.min(20, total));
    });

    it('sorts by price both ways and by newest (the default)', async () => {
      const prices = async (sort: string) =>
        (
          (await http().get(`/api/models3d?${shopQuery()}&sort=${sort}`).expect(200))
            .body as ListingDto[]
        ).map((l) => l.priceCents);
      expect(await prices('price_asc')).toEqual([0, 0, 75, 300, 1500]);
      expect(await prices('price_desc')).toEqual([1500, 300, 75, 0, 0]);
      const newest = (await http().get(`/api/models3d?${shopQuery()}&sort=newest`).expect(200))
        .body as ListingDto[];
      expect(newest.map((l) => l.id)).toEqual([...shelf].reverse().map((l) => l.id));
      const byDefault = (await http().get(`/api/models3d?${shopQuery()}`).expect(200))
        .body as ListingDto[];
      expect(byDefault.map((l) => l.id)).toEqual(newest.map((l) => l.id));
    });

    it('sorts by rating, best first, and accepts popular and trending', async () => {
      const [reviewerA, reviewerB] = await registerUsers(stack.url, 2);
      const review = (who: SignedInUser, listing: ListingDto, rating: number) =>
        http()
          .post(`/api/models3d/${listing.id}/reviews`)
          .set('Cookie', who.cookie)
          .send({ rating, title: '', bodyMd: `Rated ${rating}` })
          .expect(201);
      await review(reviewerA!, shelf[3]!, 5);
      await review(reviewerB!, shelf[3]!, 5);
      await review(reviewerA!, shelf[1]!, 4);
      await review(reviewerA!, shelf[4]!, 2);
      const rated = (await http().get(`/api/models3d?${shopQuery()}&sort=rating`).expect(200))
        .body as ListingDto[];
      expect(rated.slice(0, 3).map((l) => l.id)).toEqual([
        shelf[3]!.id,
        shelf[1]!.id,
        shelf[4]!.id,
      ]);
      expect(rated[0]).toMatchObject({ ratingAvg: 5, averageRating: 5, ratingCount: 2 });
      for (const sort of ['popular', 'trending']) {
        const res = await http().get(`/api/models3d?${shopQuery()}&sort=${sort}`).expect(200);
        expect((res.body as ListingDto[]).map((l) => l.id).sort()).toEqual(
          shelf.map((l) => l.id).sort(),
        );
      }
    });

    it('filters by vehicle, category, price, difficulty and words', async () => {
      const ids = async (query: string) =>
        (
          (await http().get(`/api/models3d?${shopQuery()}&${query}`).expect(200))
            .body as ListingDto[]
        )
          .map((l) => l.title)
          .sort();
      expect(await ids(`makeId=${civic.makeId}`)).toEqual(['Bravo Gauge Pod']);
      expect(await ids(`modelId=${golfMk7.modelId}`)).toHaveLength(4);
      expect(await ids(`generationId=${golfMk7.generationId}&difficulty=easy`)).toEqual([
        'Alpha Shift Boot Ring',
        'Delta Phone Mount',
      ]);
      expect(await ids(`categoryId=${exteriorId}`)).toEqual(['Charlie Badge Delete']);
      expect(await ids('isFree=true')).toEqual(['Bravo Gauge Pod', 'Echo Trim Clip']);
      expect(await ids('isFree=false')).toHaveLength(3);
      expect(await ids('search=gauge')).toEqual(['Bravo Gauge Pod']);
      expect(await ids('search=')).toHaveLength(5);
      expect(await ids(`makeId=&modelId=&search=`)).toHaveLength(5);
    });

    it.each([
      [
        'sort=cheapest',
        'sort must be one of newest, popular, rating, price_asc, price_desc, trending',
      ],
      ['limit=0', 'limit must be a whole number from 1 to 100'],
      ['limit=101', 'limit must be a whole number from 1 to 100'],
      ['limit=ten', 'limit must be a whole number from 1 to 100'],
      ['limit=2.5', 'limit must be a whole number from 1 to 100'],
      ['limit=-1', 'limit must be a whole number from 1 to 100'],
      ['limit=5&limit=6', 'limit must be a whole number from 1 to 100'],
      ['offset=-1', 'offset must be a whole number from 0 to 1000000'],
      ['offset=99999999999999999999', 'offset must be a whole number from 0 to 1000000'],
      ['isFree=yes', 'isFree must be true or false'],
      ['isFree=1', 'isFree must be true or false'],
      ['difficulty=extreme', 'difficulty must be one of easy, medium, hard'],
      ['makeId=volkswagen', 'makeId must be a UUID'],
      ['modelId=1%27%20OR%201%3D1', 'modelId must be a UUID'],
      ['sellerId=me', 'sellerId must be a UUID'],
      ['categoryId=interior', 'categoryId must be a UUID'],
      [`search=${'x'.repeat(201)}`, 'search must be at most 200 characters'],
      ['search=knob%00', 'search contains characters that are not allowed'],
      ['search=%00', 'search contains characters that are not allowed'],
      ['search=a%01b', 'search contains characters that are not allowed'],
      ['page=2', 'page is not allowed'],
    ])('answers ?%s with 400 and a message', async (query, message) => {
      const res = await http().get(`/api/models3d?${query}`).expect(400);
      expect(res.body).toEqual({ message });
    });

    it('shows the signed-in viewer what they like', async () => {
      const fan = await registerUser(stack.url);
      await http().post(`/api/models3d/${shelf[0]!.id}/like`).set('Cookie', fan.cookie).expect(200);
      const liked = (await http().get(`/api/models3d?${shopQuery()}`).set('Cookie', fan.cookie))
        .body as ListingDto[];
      expect(liked.find((l) => l.id === shelf[0]!.id)).toMatchObject({
        likedByMe: true,
        likeCount: 1,
      });
      expect(liked.filter((l) => l.likedByMe)).toHaveLength(1);
      const anonymous = (await http().get(`/api/models3d?${shopQuery()}`)).body as ListingDto[];
      expect(anonymous.find((l) => l.id === shelf[0]!.id)).toMatchObject({
        likedByMe: false,
        likeCount: 1,
      });
    });
  });

  describe('GET /api/models3d/{id}/related', () => {
    it('same vehicle first, never itself nor anything unpublished', async () => {
      const dealer = await registerUser(stack.url);
      const fitting = { isUniversalFit: false, vehicleFitment: jettaMk5, categoryId: interiorId };
      const base = await createApprovedListing(stack.url, dealer, admin, fitting);
      const sameVehicle = await createApprovedListing(stack.url, dealer, admin, {
        ...fitting,
        categoryId: exteriorId,
      });
      const hidden = await createListing(stack.url, dealer, fitting);
      const res = await http().get(`/api/models3d/${base.id}/related`).expect(200);
      const ids = (res.body as ListingDto[]).map((l) => l.id);
      expect(ids[0]).toBe(sameVehicle.id);
      expect(ids).not.toContain(base.id);
      expect(ids).not.toContain(hidden.id);
      expect(ids.length).toBeLessThanOrEqual(8);
      const two = await http().get(`/api/models3d/${base.id}/related?limit=2`).expect(200);
      expect(two.body.length).toBeLessThanOrEqual(2);
      expect(
        (await http().get(`/api/models3d/${base.id}/related?limit=9`).expect(400)).body,
      ).toEqual({
        message: 'limit must be a whole number from 1 to 8',
      });
    });

    it('answers 404 for a listing the viewer may not see', async () => {
      const hidden = await createListing(stack.url, seller);
      await http().get(`/api/models3d/${hidden.id}/related`).expect(404);
      await http()
        .get(`/api/models3d/${hidden.id}/related`)
        .set('Cookie', seller.cookie)
        .expect(200);
    });
  });

  describe("a listing's private fields", () => {
    /** Earnings come with the orders issue; set here as if sales had happened. */
    async function setEarnings(listingId: string, cents: number): Promise<void> {
      const client = new pg.Client({ connectionString: stack.databaseUrl });
      await client.connect();
      try {
        await client.query('UPDATE catalog.listing SET total_earnings_cents = $2 WHERE id = $1', [
          listingId,
          cents,
        ]);
      } finally {
        await client.end();
      }
    }

    it("shows earnings and a paid model's files to its seller and admins only", async () => {
      const upload = await uploadObject(stack.url, seller, cubeStl(), {
        filename: 'paid-knob.stl',
      });
      const paid = await createApprovedListing(stack.url, seller, admin, {
        priceCents: 799,
        isFree: false,
        fileUrls: [upload.storageUrl],
      });
      // Shown as the route that downloads it.
      const files = paid.fileUrls;
      expect(files).toEqual([expect.stringMatching(/\/download$/)]);
      await setEarnings(paid.id, 2397);
      for (const who of [seller, admin]) {
        const own = (await as(http().get(`/api/models3d/${paid.id}`), who).expect(200))
          .body as ListingDto;
        expect(own).toMatchObject({ totalEarnings: 2397, fileUrls: files });
      }
      for (const who of [other, undefined]) {
        const byId = (await as(http().get(`/api/models3d/${paid.id}`), who).expect(200))
          .body as ListingDto;
        const bySlug = (await as(http().get(`/api/models3d/slug/${paid.slug}`), who).expect(200))
          .body as ListingDto;
        const listed = (
          (await as(http().get(`/api/models3d?search=${encodeURIComponent(paid.title)}`), who))
            .body as ListingDto[]
        ).find((l) => l.id === paid.id);
        for (const shown of [byId, bySlug, listed])
          expect(shown).toMatchObject({ totalEarnings: 0, fileUrls: [], priceCents: 799 });
      }
      const mine = (
        (
          await as(
            http().get(
              `/api/models3d?sellerId=${seller.user.id}&search=${encodeURIComponent(paid.title)}`,
            ),
            seller,
          )
        ).body as ListingDto[]
      ).find((l) => l.id === paid.id);
      expect(mine).toMatchObject({ totalEarnings: 2397, fileUrls: files });
    });

    it("shows a free model's files to everyone, but not its earnings", async () => {
      const upload = await uploadObject(stack.url, seller, cubeStl(), {
        filename: 'free-clip.stl',
      });
      const free = await createApprovedListing(stack.url, seller, admin, {
        fileUrls: [upload.storageUrl],
      });
      await setEarnings(free.id, 100);
      const seen = (await http().get(`/api/models3d/${free.id}`).expect(200)).body as ListingDto;
      expect(seen).toMatchObject({
        totalEarnings: 0,
        fileUrls: [expect.stringMatching(/\/download$/)],
      });
    });
  });

  describe('GET /api/sellers/{id}', () => {
    it('shows the creator card: names, join date and published listings only', async () => {
      const creator = await registerUser(stack.url, {
        firstName: 'Iris',
        lastName: 'Vega',
        displayName: 'IrisBuilds',
      });
      const first = await createApprovedListing(stack.url, creator, admin);
      const second = await createApprovedListing(stack.url, creator, admin);
      await createListing(stack.url, creator);
      const res = await http().get(`/api/sellers/${creator.user.id}`).expect(200);
      const { listings, ...card } = res.body as SellerProfileDto;
      expect(card).toEqual({
        id: creator.user.id,
        firstName: 'Iris',
        lastName: 'Vega',
        displayName: 'IrisBuilds',
        bio: null,
        joinedAt: creator.user.createdAt,
        listingCount: 2,
        totalDownloads: 0,
        ratingAvg: 0,
        ratingCount: 0,
      });
      expect(listings.map((listing) => listing.id)).toEqual([second.id, first.id]);
    });

    it('answers unknown and malformed ids with 404 Seller not found', async () => {
      for (const id of [UNKNOWN_ID, 'nobody']) {
        const res = await http().get(`/api/sellers/${id}`).expect(404);
        expect(res.body).toEqual({ message: M.sellerNotFound });
      }
    });
  });

  it("keeps the seller's name on listings current when they change it", async () => {
    const renamer = await registerUser(stack.url, { displayName: 'OldName' });
    const listing = await createApprovedListing(stack.url, renamer, admin);
    expect(listing.seller.displayName).toBe('OldName');
    await http()
      .put('/api/auth/user')
      .set('Cookie', renamer.cookie)
      .send({ displayName: 'NewName' })
      .expect(200);
    let shown = '';
    for (let i = 0; i < 50 && shown !== 'NewName'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      shown = (await http().get(`/api/models3d/${listing.id}`)).body.seller.displayName;
    }
    expect(shown).toBe('NewName');
    const card = await http().get(`/api/sellers/${renamer.user.id}`).expect(200);
    expect(card.body.displayName).toBe('NewName');
  });

  it('documents every listings route in OpenAPI', async () => {
    const doc = (await http().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes: [string, string[]][] = [
      ['/api/models3d', ['get', 'post']],
      ['/api/models3d/slug/{slug}', ['get']],
      ['/api/models3d/{id}', ['get', 'put', 'delete']],
      ['/api/models3d/{id}/related', ['get']],
      ['/api/models3d/{id}/reviews', ['get', 'post']],
      ['/api/models3d/{id}/comments', ['get', 'post']],
      ['/api/models3d/{id}/like', ['post']],
      ['/api/models3d/{id}/reports', ['post']],
      ['/api/sellers/{id}', ['get']],
      ['/api/admin/pending-models', ['get']],
      ['/api/admin/models/{modelId}/approve', ['patch']],
      ['/api/admin/reports', ['get']],
    ];
    for (const [path, methods] of routes)
      expect([path, Object.keys(doc.paths[path] ?? {}).sort()]).toEqual([
        path,
        [...methods].sort(),
      ]);
  });
});

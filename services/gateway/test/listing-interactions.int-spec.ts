import {
  ListingMessages as M,
  MODERATED_TEXT,
  type CommentDto,
  type LikeStateDto,
  type ListingDto,
  type ReportDto,
  type ReviewDto,
  type SellerDto,
} from '@pitstop/contracts';
import request from 'supertest';
import { registerUser, registerUsers, type SignedInUser } from '../../../test/support/accounts.js';
import {
  SITE_REQUEST_CORPUS,
  XSS_CORPUS,
  executableParts,
  linksIn,
  siteRequests,
} from '../../../test/support/html-safety.js';
import {
  createApprovedListing,
  createListing,
  decideListing,
  listingInput,
} from '../../../test/support/listings.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';

const UNKNOWN_ID = '99999999-9999-4999-8999-999999999999';
const ISO_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
const POOL_SIZE = 20;

/** Reviews, comments, likes and reports through the gateway, with the real catalog. */
describe('listing reviews, comments, likes and reports through the gateway', () => {
  let stack: AdminStack;
  let admin: SignedInUser;
  let seller: SignedInUser;
  /** Distinct people for the tests that need many (argon2 makes registering slow-ish). */
  let pool: SignedInUser[];
  const http = () => request(stack.url);

  beforeAll(async () => {
    stack = await startStackWithAdmin({ adminLabel: 'interactions-admin' });
    admin = stack.admin;
    seller = await registerUser(stack.url, { firstName: 'Maya', displayName: 'BoostedMaya' });
    pool = await registerUsers(stack.url, POOL_SIZE);
  }, 60_000);
  afterAll(() => stack?.close());

  const listingAs = async (listingId: string, who?: SignedInUser): Promise<ListingDto> => {
    const test = http().get(`/api/models3d/${listingId}`);
    const res = await (who ? test.set('Cookie', who.cookie) : test).expect(200);
    return res.body as ListingDto;
  };
  const review = (who: SignedInUser, listingId: string, body: object) =>
    http().post(`/api/models3d/${listingId}/reviews`).set('Cookie', who.cookie).send(body);
  const comment = (who: SignedInUser, listingId: string, body: object) =>
    http().post(`/api/models3d/${listingId}/comments`).set('Cookie', who.cookie).send(body);
  const like = (who: SignedInUser, listingId: string, body?: object) => {
    const test = http().post(`/api/models3d/${listingId}/like`).set('Cookie', who.cookie);
    return body ? test.send(body) : test;
  };

  describe('reviews', () => {
    it('posts a review (201) that shows on the listing, rendered and with its author', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      const [reviewer] = pool;
      const res = await review(reviewer!, listing.id, {
        rating: 4,
        title: ' Great fit ',
        bodyMd: 'Fits my **Mk7** perfectly.',
      }).expect(201);
      expect(res.body as ReviewDto).toEqual({
        id: expect.any(String),
        listingId: listing.id,
        rating: 4,
        title: 'Great fit',
        bodyMd: 'Fits my **Mk7** perfectly.',
        bodyHtml: expect.stringContaining('<strong>Mk7</strong>'),
        author: {
          id: reviewer!.user.id,
          firstName: reviewer!.user.firstName,
          lastName: reviewer!.user.lastName,
          displayName: null,
        },
        createdAt: expect.stringMatching(ISO_DATE),
        updatedAt: expect.stringMatching(ISO_DATE),
        moderation: null,
      });
      const list = await http().get(`/api/models3d/${listing.id}/reviews`).expect(200);
      expect(list.body).toEqual([res.body]);
      expect(await listingAs(listing.id)).toMatchObject({
        ratingAvg: 4,
        averageRating: 4,
        ratingCount: 1,
      });
    });

    it('the original client’s review (empty title, rating 5) is accepted', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      const res = await review(pool[1]!, listing.id, {
        rating: 5,
        title: '',
        bodyMd: 'Solid.',
      }).expect(201);
      expect(res.body).toMatchObject({ rating: 5, title: '' });
    });

    it('one review per person: posting again updates it', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      const [a, b] = pool;
      const first = await review(a!, listing.id, { rating: 2, title: 'Meh', bodyMd: 'Loose.' });
      await review(b!, listing.id, { rating: 4, title: '', bodyMd: 'Good.' }).expect(201);
      const again = await review(a!, listing.id, {
        rating: 5,
        title: 'Reprinted',
        bodyMd: 'Tight now.',
      }).expect(201);
      expect(again.body.id).toBe(first.body.id);
      expect(again.body).toMatchObject({ rating: 5, title: 'Reprinted', bodyMd: 'Tight now.' });
      const reviews = (await http().get(`/api/models3d/${listing.id}/reviews`)).body as ReviewDto[];
      expect(reviews).toHaveLength(2);
      expect(reviews.filter((r) => r.author.id === a!.user.id)).toHaveLength(1);
      expect(await listingAs(listing.id)).toMatchObject({ ratingAvg: 4.5, ratingCount: 2 });
    });

    it('ratingAvg and ratingCount stay exact under concurrent reviews and updates', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      const ratings = pool.map((_, i) => (i % 5) + 1); // 4 of each: average 3
      const posted = await Promise.all(
        pool.map((who, i) =>
          review(who, listing.id, { rating: ratings[i], title: '', bodyMd: `Review ${i}` }),
        ),
      );
      expect(posted.map((r) => r.status)).toEqual(pool.map(() => 201));
      expect(await listingAs(listing.id)).toMatchObject({
        ratingAvg: 3,
        averageRating: 3,
        ratingCount: POOL_SIZE,
      });

      // Half of them change their mind at once, each sending two updates in a row.
      const changers = pool.slice(0, POOL_SIZE / 2);
      await Promise.all(
        changers.map(async (who) => {
          await review(who, listing.id, { rating: 1, title: '', bodyMd: 'Changed' }).expect(201);
          await review(who, listing.id, { rating: 5, title: '', bodyMd: 'Again' }).expect(201);
        }),
      );
      const expected =
        (changers.length * 5 + ratings.slice(POOL_SIZE / 2).reduce((a, b) => a + b, 0)) / POOL_SIZE;
      const after = await listingAs(listing.id);
      expect(after.ratingCount).toBe(POOL_SIZE);
      expect(after.ratingAvg).toBeCloseTo(expected, 2);
      const reviews = (await http().get(`/api/models3d/${listing.id}/reviews`)).body as ReviewDto[];
      expect(reviews).toHaveLength(POOL_SIZE);
      expect(reviews.reduce((sum, r) => sum + r.rating, 0) / POOL_SIZE).toBeCloseTo(expected, 5);
    });

    it.each([
      ['no rating', { rating: undefined }, M.reviewRatingInvalid],
      ['a rating of 0', { rating: 0 }, M.reviewRatingInvalid],
      ['a rating of 6', { rating: 6 }, M.reviewRatingInvalid],
      ['half a star', { rating: 4.5 }, M.reviewRatingInvalid],
      ['a rating as text', { rating: '5' }, M.reviewRatingInvalid],
      ['no text', { bodyMd: undefined }, M.reviewBodyRequired],
      ['blank text', { bodyMd: '  \n ' }, M.reviewBodyRequired],
      ['too long a text', { bodyMd: 'x'.repeat(5001) }, 'Review must be at most 5000 characters'],
      [
        'too long a title',
        { title: 'x'.repeat(121) },
        'Review title must be at most 120 characters',
      ],
      ['another author', { authorId: UNKNOWN_ID }, 'authorId is not allowed'],
      [
        'a NUL in the text',
        { bodyMd: 'Fits\u0000' },
        'Review contains characters that are not allowed',
      ],
      [
        'a control character in the title',
        { title: 'Bell\u0007' },
        'Review title contains characters that are not allowed',
      ],
    ])('answers %s with 400 and changes nothing', async (_case, change, message) => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      const body = { rating: 5, title: '', bodyMd: 'Nice.', ...change };
      const res = await review(pool[2]!, listing.id, body).expect(400);
      expect(res.body).toEqual({ message });
      expect((await http().get(`/api/models3d/${listing.id}/reviews`)).body).toEqual([]);
      expect(await listingAs(listing.id)).toMatchObject({ ratingCount: 0, ratingAvg: 0 });
    });

    it('pages from the newest with limit and offset', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      for (const [i, who] of pool.slice(0, 3).entries())
        await review(who, listing.id, { rating: 5, title: '', bodyMd: `Review ${i + 1}` }).expect(
          201,
        );
      const bodies = async (query: string) =>
        (
          (await http().get(`/api/models3d/${listing.id}/reviews?${query}`).expect(200))
            .body as ReviewDto[]
        ).map((r) => r.bodyMd);
      expect(await bodies('')).toEqual(['Review 3', 'Review 2', 'Review 1']);
      expect(await bodies('limit=1')).toEqual(['Review 3']);
      expect(await bodies('limit=1&offset=2')).toEqual(['Review 1']);
    });

    it('a seller cannot review their own model', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      const res = await review(seller, listing.id, { rating: 5, title: '', bodyMd: 'Mine!' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: M.reviewOwnListing });
      expect(await listingAs(listing.id)).toMatchObject({ ratingCount: 0 });
    });

    it('needs sign-in to post; reading is open to visitors', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      const res = await http()
        .post(`/api/models3d/${listing.id}/reviews`)
        .send({ rating: 5, title: '', bodyMd: 'Anonymous' })
        .expect(401);
      expect(res.body).toEqual({ message: 'Unauthorized' });
      await http().get(`/api/models3d/${listing.id}/reviews`).expect(200);
    });
  });

  describe('comments', () => {
    it('posts a comment (201) that anyone can read, rendered and with its author', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      const res = await comment(pool[3]!, listing.id, {
        bodyMd: 'Does it fit the _facelift_?',
      }).expect(201);
      expect(res.body as CommentDto).toEqual({
        id: expect.any(String),
        listingId: listing.id,
        bodyMd: 'Does it fit the _facelift_?',
        bodyHtml: expect.stringContaining('<em>facelift</em>'),
        author: expect.objectContaining({ id: pool[3]!.user.id }),
        createdAt: expect.stringMatching(ISO_DATE),
        moderation: null,
      });
      const answer = await comment(seller, listing.id, { bodyMd: 'Yes, both.' }).expect(201);
      const list = (await http().get(`/api/models3d/${listing.id}/comments`).expect(200))
        .body as CommentDto[];
      expect(list.map((c) => c.id).sort()).toEqual([res.body.id, answer.body.id].sort());
      expect(list.find((c) => c.id === answer.body.id)!.author).toMatchObject({
        id: seller.user.id,
        displayName: 'BoostedMaya',
      });
    });

    it.each([
      ['no text', {}, M.commentBodyRequired],
      ['blank text', { bodyMd: '   ' }, M.commentBodyRequired],
      ['text that is not text', { bodyMd: 42 }, M.commentBodyRequired],
      ['too long a text', { bodyMd: 'x'.repeat(2001) }, 'Comment must be at most 2000 characters'],
      ['another field', { bodyMd: 'hi', pinned: true }, 'pinned is not allowed'],
      [
        'a NUL in the text',
        { bodyMd: 'hi\u0000' },
        'Comment contains characters that are not allowed',
      ],
      [
        'an escape sequence',
        { bodyMd: '\u001b[2Jhi' },
        'Comment contains characters that are not allowed',
      ],
    ])('answers %s with 400 and posts nothing', async (_case, body, message) => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      expect((await comment(pool[4]!, listing.id, body).expect(400)).body).toEqual({ message });
      expect((await http().get(`/api/models3d/${listing.id}/comments`)).body).toEqual([]);
    });

    it('pages from the newest with limit and offset, each page in the order written', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      for (const n of [1, 2, 3, 4, 5])
        await comment(pool[5]!, listing.id, { bodyMd: `Question ${n}` }).expect(201);
      const bodies = async (query: string) =>
        (
          (await http().get(`/api/models3d/${listing.id}/comments?${query}`).expect(200))
            .body as CommentDto[]
        ).map((c) => c.bodyMd);
      expect(await bodies('')).toEqual([1, 2, 3, 4, 5].map((n) => `Question ${n}`));
      expect(await bodies('limit=2')).toEqual(['Question 4', 'Question 5']);
      expect(await bodies('limit=2&offset=2')).toEqual(['Question 2', 'Question 3']);
      expect(await bodies('offset=4')).toEqual(['Question 1']);
      expect(await bodies('offset=5')).toEqual([]);
    });

    it.each([
      ['limit=0', 'limit must be a whole number from 1 to 100'],
      ['limit=101', 'limit must be a whole number from 1 to 100'],
      ['limit=ten', 'limit must be a whole number from 1 to 100'],
      ['offset=-1', 'offset must be a whole number from 0 to 1000000'],
      ['page=2', 'page is not allowed'],
    ])('answers reviews and comments ?%s with 400', async (query, message) => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      for (const path of ['reviews', 'comments']) {
        const res = await http().get(`/api/models3d/${listing.id}/${path}?${query}`).expect(400);
        expect(res.body).toEqual({ message });
      }
    });

    it('needs sign-in to post', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      await http().post(`/api/models3d/${listing.id}/comments`).send({ bodyMd: 'hi' }).expect(401);
      expect((await http().get(`/api/models3d/${listing.id}/comments`)).body).toEqual([]);
    });
  });

  describe('removing reviews and comments', () => {
    const remove = (who: SignedInUser | null, path: string, body?: object) => {
      const test = http().delete(path);
      if (who) void test.set('Cookie', who.cookie);
      return body ? test.send(body) : test;
    };
    const reviewsAs = async (listingId: string, who?: SignedInUser) => {
      const test = http().get(`/api/models3d/${listingId}/reviews`);
      return ((await (who ? test.set('Cookie', who.cookie) : test).expect(200)).body ??
        []) as ReviewDto[];
    };
    const commentsAs = async (listingId: string, who?: SignedInUser) => {
      const test = http().get(`/api/models3d/${listingId}/comments`);
      return ((await (who ? test.set('Cookie', who.cookie) : test).expect(200)).body ??
        []) as CommentDto[];
    };

    it('the author deletes their own review: gone, and the rating recounted without it', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      const [author, other, stranger] = [pool[6]!, pool[7]!, pool[8]!];
      const mine = (await review(author, listing.id, { rating: 1, bodyMd: 'Snapped.' })).body;
      await review(other, listing.id, { rating: 5, bodyMd: 'Perfect.' }).expect(201);
      expect(await listingAs(listing.id)).toMatchObject({ ratingAvg: 3, ratingCount: 2 });
      const path = `/api/models3d/${listing.id}/reviews/${mine.id}`;

      await remove(null, path).expect(401);
      const refused = await remove(stranger, path).expect(403);
      expect(refused.body).toEqual({ message: M.feedbackNotYours });
      // The seller of the listing is not its moderator either.
      await remove(seller, path, { reason: 'Unfair' }).expect(403);
      expect(await reviewsAs(listing.id)).toHaveLength(2);

      const res = await remove(author, path).expect(200);
      expect(res.body).toEqual({ id: mine.id, outcome: 'deleted' });
      expect((await reviewsAs(listing.id)).map((r) => r.bodyMd)).toEqual(['Perfect.']);
      expect(await listingAs(listing.id)).toMatchObject({ ratingAvg: 5, ratingCount: 1 });
      const again = await remove(author, path).expect(404);
      expect(again.body).toEqual({ message: M.reviewNotFound });
    });

    it("an admin removes anyone's review with a reason: 'Removed by a moderator', not counted", async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      const [author, other, reader] = [pool[9]!, pool[10]!, pool[11]!];
      const bad = (
        await review(author, listing.id, {
          rating: 1,
          title: 'Scam',
          bodyMd: 'Buy it at [cheap](http://spam.example) instead',
        }).expect(201)
      ).body as ReviewDto;
      await review(other, listing.id, { rating: 4, bodyMd: 'Good.' }).expect(201);
      const path = `/api/models3d/${listing.id}/reviews/${bad.id}`;

      for (const body of [undefined, {}, { reason: '   ' }])
        expect((await remove(admin, path, body).expect(400)).body).toEqual({
          message: M.removalReasonRequired,
        });
      const tooLong = await remove(admin, path, { reason: 'x'.repeat(501) }).expect(400);
      expect(tooLong.body).toEqual({ message: M.removalReasonTooLong });

      const sellerReviews = async () =>
        ((await http().get(`/api/sellers/${seller.user.id}`).expect(200)).body as SellerDto)
          .ratingCount;
      const before = await sellerReviews();
      const res = await remove(admin, path, { reason: 'Spam link' }).expect(200);
      expect(res.body).toEqual({ id: bad.id, outcome: 'moderated' });
      // The seller's rating over all their listings no longer counts it either.
      expect(await sellerReviews()).toBe(before - 1);

      const seen = (await reviewsAs(listing.id, reader)).find((r) => r.id === bad.id)!;
      expect(seen).toMatchObject({
        title: '',
        bodyMd: MODERATED_TEXT,
        bodyHtml: `<p>${MODERATED_TEXT}</p>`,
        moderation: { removedAt: expect.stringMatching(ISO_DATE), reason: null },
      });
      expect(JSON.stringify(await reviewsAs(listing.id))).not.toContain('spam.example');
      for (const told of [admin, author])
        expect(
          (await reviewsAs(listing.id, told)).find((r) => r.id === bad.id)!.moderation,
        ).toMatchObject({ reason: 'Spam link' });
      // Only the review that stands counts.
      expect(await listingAs(listing.id)).toMatchObject({ ratingAvg: 4, ratingCount: 1 });
      // Removing it again changes nothing; the author may still delete it outright.
      await remove(admin, path, { reason: 'Again' }).expect(200);
      expect(
        (await reviewsAs(listing.id, admin)).find((r) => r.id === bad.id)!.moderation,
      ).toMatchObject({ reason: 'Spam link' });
      await remove(author, path).expect(200, { id: bad.id, outcome: 'deleted' });
      expect(await reviewsAs(listing.id)).toHaveLength(1);
      expect(await listingAs(listing.id)).toMatchObject({ ratingAvg: 4, ratingCount: 1 });
    });

    it('the author deletes their own comment; nobody else but an admin touches it', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      const [author, stranger] = [pool[12]!, pool[13]!];
      const question = (await comment(author, listing.id, { bodyMd: 'Fits a GTD?' })).body;
      await comment(seller, listing.id, { bodyMd: 'Yes.' }).expect(201);
      const path = `/api/models3d/${listing.id}/comments/${question.id}`;

      await remove(null, path).expect(401);
      expect((await remove(stranger, path).expect(403)).body).toEqual({
        message: M.feedbackNotYours,
      });
      await remove(author, path).expect(200, { id: question.id, outcome: 'deleted' });
      expect((await commentsAs(listing.id)).map((c) => c.bodyMd)).toEqual(['Yes.']);
      expect((await remove(author, path).expect(404)).body).toEqual({
        message: M.commentNotFound,
      });
    });

    it("an admin removes anyone's comment with a reason: 'Removed by a moderator' in its place", async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      const [author, reader] = [pool[14]!, pool[15]!];
      const rude = (await comment(author, listing.id, { bodyMd: 'You are all idiots' })).body;
      await comment(seller, listing.id, { bodyMd: 'Please be kind.' }).expect(201);
      const path = `/api/models3d/${listing.id}/comments/${rude.id}`;
      expect((await remove(admin, path).expect(400)).body).toEqual({
        message: M.removalReasonRequired,
      });
      await remove(admin, path, { reason: 'Abusive' }).expect(200, {
        id: rude.id,
        outcome: 'moderated',
      });
      const seen = await commentsAs(listing.id, reader);
      expect(seen.map((c) => c.bodyMd)).toEqual([MODERATED_TEXT, 'Please be kind.']);
      expect(seen[0]).toMatchObject({
        author: { id: author.user.id },
        moderation: { reason: null },
      });
      expect((await commentsAs(listing.id, author))[0]!.moderation).toMatchObject({
        reason: 'Abusive',
      });
    });

    it('answers unknown and malformed ids with 404, and another listing’s review as unknown', async () => {
      const [listing, other] = await Promise.all([
        createApprovedListing(stack.url, seller, admin),
        createApprovedListing(stack.url, seller, admin),
      ]);
      const mine = (await review(pool[16]!, listing.id, { rating: 3, bodyMd: 'Ok.' })).body;
      const cases: [string, string][] = [
        [`/api/models3d/${listing.id}/reviews/${UNKNOWN_ID}`, M.reviewNotFound],
        [`/api/models3d/${listing.id}/reviews/not-an-id`, M.reviewNotFound],
        [`/api/models3d/${other.id}/reviews/${mine.id}`, M.reviewNotFound],
        [`/api/models3d/${UNKNOWN_ID}/reviews/${mine.id}`, M.notFound],
        [`/api/models3d/${listing.id}/comments/${UNKNOWN_ID}`, M.commentNotFound],
        [`/api/models3d/${listing.id}/comments/nope`, M.commentNotFound],
      ];
      for (const [path, message] of cases)
        expect((await remove(pool[16]!, path).expect(404)).body).toEqual({ message });
      expect(await reviewsAs(listing.id)).toHaveLength(1);
    });
  });

  describe('unpublished and unknown listings', () => {
    it('nobody but the seller and admins reads or writes on a pending listing', async () => {
      const listing = await createListing(stack.url, seller);
      const outsider = pool[5]!;
      for (const path of ['reviews', 'comments']) {
        await http().get(`/api/models3d/${listing.id}/${path}`).expect(404);
        await http()
          .get(`/api/models3d/${listing.id}/${path}`)
          .set('Cookie', outsider.cookie)
          .expect(404);
        await http()
          .get(`/api/models3d/${listing.id}/${path}`)
          .set('Cookie', seller.cookie)
          .expect(200);
        await http()
          .get(`/api/models3d/${listing.id}/${path}`)
          .set('Cookie', admin.cookie)
          .expect(200);
      }
      const attempts = [
        review(outsider, listing.id, { rating: 5, title: '', bodyMd: 'Early!' }),
        comment(outsider, listing.id, { bodyMd: 'Early!' }),
        like(outsider, listing.id),
        http()
          .post(`/api/models3d/${listing.id}/reports`)
          .set('Cookie', outsider.cookie)
          .send({ reason: 'spam', details: '' }),
      ];
      for (const res of await Promise.all(attempts))
        expect([res.status, res.body]).toEqual([404, { message: M.notFound }]);
      const own = await listingAs(listing.id, seller);
      expect(own).toMatchObject({ likeCount: 0, ratingCount: 0 });
    });

    it('answers unknown and malformed listing ids with 404 Model not found', async () => {
      const who = pool[6]!;
      for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
        const responses = await Promise.all([
          http().get(`/api/models3d/${id}/reviews`),
          http().get(`/api/models3d/${id}/comments`),
          review(who, id, { rating: 5, title: '', bodyMd: 'x' }),
          comment(who, id, { bodyMd: 'x' }),
          like(who, id),
          http()
            .post(`/api/models3d/${id}/reports`)
            .set('Cookie', who.cookie)
            .send({ reason: 'spam' }),
        ]);
        for (const res of responses)
          expect([id, res.status, res.body]).toEqual([id, 404, { message: M.notFound }]);
      }
    });
  });

  describe('likes', () => {
    it('a bare POST toggles; the listing shows the count and whether you like it', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      const fan = pool[7]!;
      expect((await like(fan, listing.id).expect(200)).body).toEqual({ liked: true, likeCount: 1 });
      expect(await listingAs(listing.id, fan)).toMatchObject({ likedByMe: true, likeCount: 1 });
      expect(await listingAs(listing.id)).toMatchObject({ likedByMe: false, likeCount: 1 });
      expect(await listingAs(listing.id, pool[8])).toMatchObject({ likedByMe: false });
      const bySlug = await http()
        .get(`/api/models3d/slug/${listing.slug}`)
        .set('Cookie', fan.cookie)
        .expect(200);
      expect(bySlug.body.likedByMe).toBe(true);
      expect((await like(fan, listing.id).expect(200)).body).toEqual({
        liked: false,
        likeCount: 0,
      });
      expect(await listingAs(listing.id, fan)).toMatchObject({ likedByMe: false, likeCount: 0 });
    });

    it('{liked} sets the state idempotently', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      const fan = pool[9]!;
      for (let i = 0; i < 2; i++)
        expect((await like(fan, listing.id, { liked: true }).expect(200)).body).toEqual({
          liked: true,
          likeCount: 1,
        });
      for (let i = 0; i < 2; i++)
        expect((await like(fan, listing.id, { liked: false }).expect(200)).body).toEqual({
          liked: false,
          likeCount: 0,
        });
    });

    it('counts exactly when many people like at once', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      const responses = await Promise.all(pool.map((who) => like(who, listing.id)));
      expect(responses.map((r) => r.status)).toEqual(pool.map(() => 200));
      expect(responses.every((r) => (r.body as LikeStateDto).liked)).toBe(true);
      const counts = responses.map((r) => (r.body as LikeStateDto).likeCount).sort((a, b) => a - b);
      expect(counts[counts.length - 1]).toBe(POOL_SIZE);
      expect((await listingAs(listing.id)).likeCount).toBe(POOL_SIZE);

      // and half of them take it back at once
      await Promise.all(pool.slice(0, 10).map((who) => like(who, listing.id, { liked: false })));
      expect((await listingAs(listing.id)).likeCount).toBe(POOL_SIZE - 10);
    });

    it('a burst of toggles by one person leaves a state that matches the count', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      const others = pool.slice(10, 13);
      for (const who of others) await like(who, listing.id, { liked: true }).expect(200);
      const clicker = pool[0]!;
      const responses = await Promise.all(
        Array.from({ length: 15 }, () => like(clicker, listing.id)),
      );
      expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
      for (const { body } of responses as { body: LikeStateDto }[])
        expect(body.likeCount).toBe(others.length + (body.liked ? 1 : 0));
      const mine = await listingAs(listing.id, clicker);
      expect(mine.likeCount).toBe(others.length + (mine.likedByMe ? 1 : 0));
      // 15 toggles from 'not liked', applied one at a time, end on 'liked'
      expect(mine.likedByMe).toBe(true);
    });

    it('concurrent "like" clicks by one person count once', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      const fan = pool[14]!;
      await Promise.all(Array.from({ length: 10 }, () => like(fan, listing.id, { liked: true })));
      expect(await listingAs(listing.id, fan)).toMatchObject({ likedByMe: true, likeCount: 1 });
    });

    it('needs sign-in, and refuses a like that is not a boolean', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      expect((await http().post(`/api/models3d/${listing.id}/like`).expect(401)).body).toEqual({
        message: 'Unauthorized',
      });
      const res = await like(pool[15]!, listing.id, { liked: 'yes' }).expect(400);
      expect(res.body).toEqual({ message: 'liked must be true or false' });
      expect((await listingAs(listing.id)).likeCount).toBe(0);
    });
  });

  describe('reports', () => {
    it('files a report (201) that admins see, newest first; reporting again updates it', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      const [reporter, second] = [pool[16]!, pool[17]!];
      const res = await http()
        .post(`/api/models3d/${listing.id}/reports`)
        .set('Cookie', reporter.cookie)
        .send({ reason: 'unsafe', details: 'Clips onto the airbag cover.' })
        .expect(201);
      expect(res.body as ReportDto).toEqual({
        id: expect.any(String),
        listing: { id: listing.id, slug: listing.slug, title: listing.title },
        reporter: expect.objectContaining({ id: reporter.user.id }),
        reason: 'unsafe',
        details: 'Clips onto the airbag cover.',
        target: null,
        createdAt: expect.stringMatching(ISO_DATE),
        status: 'open',
        resolvedBy: null,
        resolvedAt: null,
      });
      const later = await http()
        .post(`/api/models3d/${listing.id}/reports`)
        .set('Cookie', second.cookie)
        .send({ reason: 'spam' })
        .expect(201);
      expect(later.body.details).toBe('');

      const again = await http()
        .post(`/api/models3d/${listing.id}/reports`)
        .set('Cookie', reporter.cookie)
        .send({ reason: 'infringement', details: 'Copied from a paid model.' })
        .expect(201);
      expect(again.body.id).toBe(res.body.id);

      const reports = (
        await http().get('/api/admin/reports').set('Cookie', admin.cookie).expect(200)
      ).body as ReportDto[];
      const mine = reports.filter((r) => r.listing.id === listing.id);
      expect(mine).toHaveLength(2);
      expect(mine.find((r) => r.reporter.id === reporter.user.id)).toMatchObject({
        reason: 'infringement',
        details: 'Copied from a paid model.',
      });
      const times = reports.map((r) => Date.parse(r.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it.each([
      ['no reason', { details: 'x' }, M.reportReasonInvalid],
      ['an unknown reason', { reason: 'boring' }, M.reportReasonInvalid],
      [
        'too long details',
        { reason: 'other', details: 'x'.repeat(1001) },
        'Details must be at most 1000 characters',
      ],
      [
        'a NUL in the details',
        { reason: 'other', details: 'x\u0000y' },
        'Details contains characters that are not allowed',
      ],
    ])('answers %s with 400 and files nothing', async (_case, body, message) => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      const res = await http()
        .post(`/api/models3d/${listing.id}/reports`)
        .set('Cookie', pool[18]!.cookie)
        .send(body)
        .expect(400);
      expect(res.body).toEqual({ message });
      const reports = (await http().get('/api/admin/reports').set('Cookie', admin.cookie))
        .body as ReportDto[];
      expect(reports.filter((r) => r.listing.id === listing.id)).toEqual([]);
    });

    it('only signed-in people report, and only admins read reports', async () => {
      const listing = await createApprovedListing(stack.url, seller, admin);
      await http().post(`/api/models3d/${listing.id}/reports`).send({ reason: 'spam' }).expect(401);
      await http().get('/api/admin/reports').expect(401);
      const res = await http()
        .get('/api/admin/reports')
        .set('Cookie', pool[19]!.cookie)
        .expect(403);
      expect(res.body).toEqual({ message: 'Only admins can do that.' });
    });
  });

  describe('Markdown is rendered to HTML that runs nothing', () => {
    it.each(XSS_CORPUS.map((payload, i) => [i, payload] as const))(
      'payload %i through the description, a review and a comment: %s',
      async (_i, payload) => {
        const listing = await createListing(stack.url, seller, {
          longDescriptionMd: `Intro\n\n${payload}\n\nOutro`,
        });
        expect(executableParts(listing.longDescriptionHtml)).toEqual([]);
        const approved = await http()
          .patch(`/api/admin/models/${listing.id}/approve`)
          .set('Cookie', admin.cookie)
          .send({ approved: true })
          .expect(200);
        expect(executableParts(approved.body.longDescriptionHtml)).toEqual([]);

        const edited = await http()
          .put(`/api/models3d/${listing.id}`)
          .set('Cookie', seller.cookie)
          .send({ longDescriptionMd: payload })
          .expect(200);
        expect(executableParts(edited.body.longDescriptionHtml)).toEqual([]);
        // The new description goes back to the admins before the public sees it.
        expect(edited.body.approvalStatus).toBe('pending');
        await decideListing(stack.url, admin, listing.id, true);
        const read = await http().get(`/api/models3d/${listing.id}`).expect(200);
        expect(executableParts(read.body.longDescriptionHtml)).toEqual([]);

        const posted = await review(pool[0]!, listing.id, {
          rating: 3,
          title: payload.slice(0, 120),
          bodyMd: payload,
        }).expect(201);
        expect(executableParts(posted.body.bodyHtml)).toEqual([]);
        const said = await comment(pool[1]!, listing.id, { bodyMd: payload }).expect(201);
        expect(executableParts(said.body.bodyHtml)).toEqual([]);

        const reviews = (await http().get(`/api/models3d/${listing.id}/reviews`))
          .body as ReviewDto[];
        const comments = (await http().get(`/api/models3d/${listing.id}/comments`))
          .body as CommentDto[];
        for (const html of [...reviews, ...comments].map((item) => item.bodyHtml))
          expect(executableParts(html)).toEqual([]);
      },
    );

    it.each(SITE_REQUEST_CORPUS.map((payload, i) => [i, payload] as const))(
      'payload %i makes no request to this site from a description, review or comment: %s',
      async (_i, payload) => {
        const listing = await createApprovedListing(stack.url, seller, admin, {
          longDescriptionMd: `Intro\n\n${payload}\n\nOutro`,
        });
        const posted = await review(pool[3]!, listing.id, {
          rating: 4,
          title: '',
          bodyMd: payload,
        }).expect(201);
        const said = await comment(pool[4]!, listing.id, { bodyMd: payload }).expect(201);
        const read = (await http().get(`/api/models3d/${listing.id}`).expect(200))
          .body as ListingDto;
        for (const html of [
          listing.longDescriptionHtml,
          read.longDescriptionHtml,
          posted.body.bodyHtml as string,
          said.body.bodyHtml as string,
        ]) {
          expect(siteRequests(html)).toEqual([]);
          expect(executableParts(html)).toEqual([]);
        }
      },
    );

    it('keeps images from http(s), the demo previews and media', async () => {
      const markdown =
        '![a](https://cdn.example/a.png) ![b](/demo/previews/b.png) ![c](/media/c.png)';
      const listing = await createListing(stack.url, seller, { longDescriptionMd: markdown });
      expect(listing.longDescriptionHtml).toBe(
        '<p><img src="https://cdn.example/a.png" alt="a" /> <img src="/demo/previews/b.png" alt="b" /> <img src="/media/c.png" alt="c" /></p>',
      );
    });

    it('keeps ordinary Markdown, and links get rel="nofollow noopener"', async () => {
      const markdown = [
        '# Install',
        '',
        '1. Pop the **vent** out',
        '2. Clip it *in*',
        '',
        'See [the guide](https://example.com/guide) and <https://example.org>.',
        '',
        '`M3 x 8` screws',
      ].join('\n');
      const listing = await createListing(
        stack.url,
        seller,
        listingInput({ longDescriptionMd: markdown }),
      );
      const html = listing.longDescriptionHtml;
      expect(html).toContain('<strong>vent</strong>');
      expect(html).toContain('<em>in</em>');
      expect(html).toMatch(/<ol>/);
      expect(html).toContain('<code>M3 x 8</code>');
      const links = linksIn(html);
      expect(links.map((l) => l.href)).toEqual(
        expect.arrayContaining(['https://example.com/guide']),
      );
      for (const { rel } of links) {
        expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(['nofollow', 'noopener']));
      }
      const approved = await http()
        .patch(`/api/admin/models/${listing.id}/approve`)
        .set('Cookie', admin.cookie)
        .send({ approved: true })
        .expect(200);
      const said = await comment(pool[2]!, approved.body.id, {
        bodyMd: 'Also [here](http://example.net/x)',
      }).expect(201);
      expect(linksIn(said.body.bodyHtml)).toEqual([
        { href: 'http://example.net/x', rel: expect.stringMatching(/nofollow/) },
      ]);
      expect(linksIn(said.body.bodyHtml)[0]!.rel).toMatch(/noopener/);
    });
  });
});

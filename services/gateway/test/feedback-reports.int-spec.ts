import {
  ListingMessages as M,
  MODERATED_TEXT,
  type CommentDto,
  type ReportDto,
  type ReviewDto,
} from '@pitstop/contracts';
import request from 'supertest';
import { registerUser, registerUsers, type SignedInUser } from '../../../test/support/accounts.js';
import { createApprovedListing } from '../../../test/support/listings.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';

const UNKNOWN_ID = '99999999-9999-4999-8999-999999999999';
const ISO_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/**
 * Reporting a review or a comment (POST …/reviews/{reviewId}/reports, …/comments/{commentId}/
 * reports), and the admins' Reports tab path: the report quotes the text, Remove (the admin
 * removal with a reason) shows 'Removed by a moderator' and settles the report with who and when.
 */
describe('reports of reviews and comments through the gateway', () => {
  let stack: AdminStack;
  let admin: SignedInUser;
  let seller: SignedInUser;
  let people: SignedInUser[];
  const http = () => request(stack.url);

  beforeAll(async () => {
    stack = await startStackWithAdmin({ adminLabel: 'feedback-reports-admin' });
    admin = stack.admin;
    seller = await registerUser(stack.url, { firstName: 'Maya' });
    people = await registerUsers(stack.url, 4);
  }, 60_000);
  afterAll(() => stack?.close());

  const post = (who: SignedInUser | null, path: string, body: object) => {
    const test = http().post(path);
    if (who) void test.set('Cookie', who.cookie);
    return test.send(body);
  };
  const reports = async (status: 'open' | 'all' = 'open') =>
    (
      await http()
        .get(`/api/admin/reports?status=${status}`)
        .set('Cookie', admin.cookie)
        .expect(200)
    ).body as ReportDto[];

  it('reports a review and a comment; admins read them with the text quoted', async () => {
    const listing = await createApprovedListing(stack.url, seller, admin);
    const [author, reporter] = [people[0]!, people[1]!];
    const review = (
      await post(author, `/api/models3d/${listing.id}/reviews`, {
        rating: 1,
        title: 'Scam',
        bodyMd: 'Buy mine at cheap-parts.example instead',
      }).expect(201)
    ).body as ReviewDto;
    const comment = (
      await post(author, `/api/models3d/${listing.id}/comments`, {
        bodyMd: 'You are all idiots',
      }).expect(201)
    ).body as CommentDto;

    const filed = await post(reporter, `/api/models3d/${listing.id}/reviews/${review.id}/reports`, {
      reason: 'spam',
      details: 'Advertising',
    }).expect(201);
    expect(filed.body as ReportDto).toEqual({
      id: expect.any(String),
      listing: { id: listing.id, slug: listing.slug, title: listing.title },
      reporter: expect.objectContaining({ id: reporter.user.id }),
      reason: 'spam',
      details: 'Advertising',
      target: {
        type: 'review',
        id: review.id,
        text: 'Scam\n\nBuy mine at cheap-parts.example instead',
        removedAt: null,
      },
      createdAt: expect.stringMatching(ISO_DATE),
      status: 'open',
      resolvedBy: null,
      resolvedAt: null,
    });
    // The listing's own report and the comment's are separate reports of the same person.
    await post(reporter, `/api/models3d/${listing.id}/reports`, { reason: 'other' }).expect(201);
    const onComment = await post(
      reporter,
      `/api/models3d/${listing.id}/comments/${comment.id}/reports`,
      { reason: 'inappropriate' },
    ).expect(201);
    // Reporting again updates the same report.
    const again = await post(reporter, `/api/models3d/${listing.id}/reviews/${review.id}/reports`, {
      reason: 'inappropriate',
    }).expect(201);
    expect(again.body.id).toBe(filed.body.id);

    const ours = (await reports()).filter((r) => r.listing.id === listing.id);
    expect(ours).toHaveLength(3);
    expect(ours.find((r) => r.id === onComment.body.id)?.target).toEqual({
      type: 'comment',
      id: comment.id,
      text: 'You are all idiots',
      removedAt: null,
    });
    expect(ours.find((r) => r.target === null)?.reason).toBe('other');
    expect(ours.find((r) => r.id === filed.body.id)?.reason).toBe('inappropriate');
  });

  it("Remove with a reason: 'Removed by a moderator' on the model page, the report settled", async () => {
    const listing = await createApprovedListing(stack.url, seller, admin);
    const [author, reporter, reader] = [people[0]!, people[1]!, people[2]!];
    const review = (
      await post(author, `/api/models3d/${listing.id}/reviews`, { rating: 1, bodyMd: 'Junk!!' })
    ).body as ReviewDto;
    const comment = (await post(author, `/api/models3d/${listing.id}/comments`, { bodyMd: 'Spam' }))
      .body as CommentDto;
    const onReview = (
      await post(reporter, `/api/models3d/${listing.id}/reviews/${review.id}/reports`, {
        reason: 'inappropriate',
      }).expect(201)
    ).body as ReportDto;
    const onComment = (
      await post(reporter, `/api/models3d/${listing.id}/comments/${comment.id}/reports`, {
        reason: 'spam',
      }).expect(201)
    ).body as ReportDto;

    for (const [kind, id] of [
      ['reviews', review.id],
      ['comments', comment.id],
    ] as const)
      await http()
        .delete(`/api/models3d/${listing.id}/${kind}/${id}`)
        .set('Cookie', admin.cookie)
        .send({ reason: 'Abusive' })
        .expect(200, { id, outcome: 'moderated' });

    const seenReviews = (
      await http().get(`/api/models3d/${listing.id}/reviews`).set('Cookie', reader.cookie)
    ).body as ReviewDto[];
    expect(seenReviews.map((r) => r.bodyMd)).toEqual([MODERATED_TEXT]);
    const seenComments = (
      await http().get(`/api/models3d/${listing.id}/comments`).set('Cookie', reader.cookie)
    ).body as CommentDto[];
    expect(seenComments.map((c) => c.bodyMd)).toEqual([MODERATED_TEXT]);

    const open = (await reports()).map((r) => r.id);
    expect(open).not.toContain(onReview.id);
    expect(open).not.toContain(onComment.id);
    const history = (await reports('all')).filter((r) => r.listing.id === listing.id);
    for (const settled of history)
      expect(settled).toMatchObject({
        status: 'taken_down',
        resolvedBy: { id: admin.user.id },
        resolvedAt: expect.stringMatching(ISO_DATE),
        target: { removedAt: expect.stringMatching(ISO_DATE) },
      });
    expect(history.map((r) => r.id).sort()).toEqual([onReview.id, onComment.id].sort());
  });

  it('Dismiss still settles a report of a comment, leaving the comment shown', async () => {
    const listing = await createApprovedListing(stack.url, seller, admin);
    const comment = (
      await post(people[0]!, `/api/models3d/${listing.id}/comments`, { bodyMd: 'Fits a GTI?' })
    ).body as CommentDto;
    const report = (
      await post(people[3]!, `/api/models3d/${listing.id}/comments/${comment.id}/reports`, {
        reason: 'other',
      }).expect(201)
    ).body as ReportDto;
    const res = await http()
      .post(`/api/admin/reports/${report.id}/dismiss`)
      .set('Cookie', admin.cookie)
      .expect(200);
    expect(res.body).toMatchObject({ status: 'dismissed', resolvedBy: { id: admin.user.id } });
    const seen = (await http().get(`/api/models3d/${listing.id}/comments`)).body as CommentDto[];
    expect(seen.map((c) => c.bodyMd)).toEqual(['Fits a GTI?']);
  });

  it("a user cannot remove someone else's reported review (403); nobody reports their own (400)", async () => {
    const listing = await createApprovedListing(stack.url, seller, admin);
    const [author, reporter] = [people[0]!, people[1]!];
    const review = (
      await post(author, `/api/models3d/${listing.id}/reviews`, { rating: 2, bodyMd: 'Meh' })
    ).body as ReviewDto;
    const comment = (await post(author, `/api/models3d/${listing.id}/comments`, { bodyMd: 'Hm' }))
      .body as CommentDto;
    await post(null, `/api/models3d/${listing.id}/reviews/${review.id}/reports`, {
      reason: 'spam',
    }).expect(401);
    await http()
      .delete(`/api/models3d/${listing.id}/reviews/${review.id}`)
      .set('Cookie', reporter.cookie)
      .send({ reason: 'I do not like it' })
      .expect(403, { message: M.feedbackNotYours });
    for (const path of [`reviews/${review.id}`, `comments/${comment.id}`])
      await post(author, `/api/models3d/${listing.id}/${path}/reports`, { reason: 'spam' }).expect(
        400,
        { message: M.reportOwnFeedback },
      );
    await post(reporter, `/api/models3d/${listing.id}/reviews/${review.id}/reports`, {
      reason: 'boring',
    }).expect(400, { message: M.reportReasonInvalid });
    await http()
      .get('/api/admin/reports')
      .set('Cookie', reporter.cookie)
      .expect(403, { message: 'Only admins can do that.' });
    expect((await reports()).filter((r) => r.listing.id === listing.id)).toEqual([]);
  });

  it('answers an unknown review, comment or listing with 404', async () => {
    const [listing, other] = await Promise.all([
      createApprovedListing(stack.url, seller, admin),
      createApprovedListing(stack.url, seller, admin),
    ]);
    const review = (
      await post(people[0]!, `/api/models3d/${listing.id}/reviews`, { rating: 5, bodyMd: 'Ok' })
    ).body as ReviewDto;
    const cases: [string, string][] = [
      [`/api/models3d/${listing.id}/reviews/${UNKNOWN_ID}/reports`, M.reviewNotFound],
      [`/api/models3d/${listing.id}/reviews/nope/reports`, M.reviewNotFound],
      [`/api/models3d/${other.id}/reviews/${review.id}/reports`, M.reviewNotFound],
      [`/api/models3d/${UNKNOWN_ID}/reviews/${review.id}/reports`, M.notFound],
      [`/api/models3d/${listing.id}/comments/${UNKNOWN_ID}/reports`, M.commentNotFound],
      [`/api/models3d/${listing.id}/comments/${review.id}/reports`, M.commentNotFound],
    ];
    for (const [path, message] of cases)
      await post(people[1]!, path, { reason: 'spam' }).expect(404, { message });
  });
});

import { RpcErrorCode, ListingMessages as Msg, type Actor } from '@pitstop/contracts';
import type { ReportRow } from '../domain/feedback-dto.js';
import type { MemberRepository } from '../repositories/member.repository.js';
import type { ReportRepository } from '../repositories/report.repository.js';
import { CommentsService } from './comments.service.js';
import { ReportsService, defaultTakedownReason } from './reports.service.js';
import type { CommentRepository } from '../repositories/comment.repository.js';
import type { ListingRepository } from '../repositories/listing.repository.js';

const person = (n: number, role: 'user' | 'admin' = 'user'): Actor => ({
  id: `aaaaaaaa-aaaa-4aaa-8aaa-${String(n).padStart(12, '0')}`,
  role,
  firstName: `F${n}`,
  lastName: `L${n}`,
  displayName: null,
  createdAt: '',
});
const LISTING = 'bbbbbbbb-bbbb-4bbb-8bbb-000000000001';
const members = { remember: async () => undefined } as unknown as MemberRepository;

describe('ReportsService', () => {
  const saved: { reason: string; details: string }[] = [];
  const repository = {
    upsert: async (
      listingId: string,
      reporterId: string,
      report: { reason: string; details: string },
    ) => {
      saved.push(report);
      return {
        id: 'r1',
        listingId,
        listingSlug: 'knob',
        listingTitle: 'Knob',
        reporterId,
        reporter: { firstName: 'F', lastName: 'L', displayName: null },
        reportedAt: new Date(),
        ...report,
      } as ReportRow;
    },
    list: async () => ({ rows: [], total: 0 }),
  } as unknown as ReportRepository;
  const service = new ReportsService(repository, members);

  it('keeps a report with its reason and trimmed details', async () => {
    const report = await service.report({
      actor: person(2),
      listingId: LISTING,
      reason: 'unsafe',
      details: '  Brake part in PLA  ',
    });
    expect(report).toMatchObject({
      reason: 'unsafe',
      details: 'Brake part in PLA',
      listing: { slug: 'knob' },
    });
  });

  it('refuses an unknown reason and over-long details', async () => {
    await expect(
      service.report({ actor: person(2), listingId: LISTING, reason: 'ugly' as never }),
    ).rejects.toMatchObject({ code: RpcErrorCode.BadRequest, message: Msg.reportReasonInvalid });
    await expect(
      service.report({
        actor: person(2),
        listingId: LISTING,
        reason: 'spam',
        details: 'x'.repeat(1001),
      }),
    ).rejects.toMatchObject({ code: RpcErrorCode.BadRequest });
    await expect(
      service.report({ actor: person(2), listingId: LISTING, reason: 'spam', details: 'a\u0000' }),
    ).rejects.toMatchObject({
      code: RpcErrorCode.BadRequest,
      message: 'Details contains characters that are not allowed',
    });
  });

  it('shows reports to admins only', async () => {
    await expect(service.list({ actor: person(2) })).rejects.toMatchObject({
      code: RpcErrorCode.Forbidden,
    });
    expect(await service.list({ actor: person(3, 'admin') })).toEqual({ items: [], total: 0 });
  });

  it('dismisses and takes down for admins only; a refused user settles nothing', async () => {
    const settled: string[] = [];
    const moderated = new ReportsService(
      {
        dismiss: async (id: string) => {
          settled.push(`dismiss ${id}`);
          return 'not-found';
        },
        takeDown: async (id: string) => {
          settled.push(`take-down ${id}`);
          return 'not-found';
        },
      } as unknown as ReportRepository,
      members,
    );
    const reportId = 'cccccccc-cccc-4ccc-8ccc-000000000001';
    await expect(moderated.dismiss({ actor: person(2), reportId })).rejects.toMatchObject({
      code: RpcErrorCode.Forbidden,
    });
    await expect(moderated.takeDown({ actor: person(2), reportId })).rejects.toMatchObject({
      code: RpcErrorCode.Forbidden,
    });
    expect(settled).toEqual([]);
    await expect(
      moderated.takeDown({ actor: person(3, 'admin'), reportId: 'nope' }),
    ).rejects.toMatchObject({ code: RpcErrorCode.NotFound, message: Msg.reportNotFound });
    await expect(
      moderated.takeDown({ actor: person(3, 'admin'), reportId, reason: 'x'.repeat(501) }),
    ).rejects.toMatchObject({ code: RpcErrorCode.BadRequest, message: Msg.takedownReasonTooLong });
    expect(settled).toEqual([]);
  });

  it("tells the seller the report's reason when the admin gives none", () => {
    expect(defaultTakedownReason({ reason: 'infringement' })).toBe(
      'Reported as: Copyright or trademark infringement.',
    );
  });
});

describe('CommentsService', () => {
  const service = new CommentsService(
    {
      add: async (
        listingId: string,
        authorId: string,
        body: { bodyMd: string; bodyHtml: string },
      ) => ({
        id: 'c1',
        listingId,
        authorId,
        author: { firstName: null, lastName: null, displayName: null },
        createdAt: new Date(),
        ...body,
      }),
    } as unknown as CommentRepository,
    {} as ListingRepository,
    members,
  );

  it('posts a comment as sanitised HTML', async () => {
    const comment = await service.post({
      actor: person(2),
      listingId: LISTING,
      bodyMd: 'Does it fit the *Mk6*? [see](javascript:alert(1))',
    });
    expect(comment.bodyHtml).toBe(
      '<p>Does it fit the <em>Mk6</em>? <a rel="nofollow noopener" target="_blank">see</a></p>',
    );
    // Not heard of yet: shown without a name rather than failing.
    expect(comment.author).toEqual({
      id: person(2).id,
      firstName: '',
      lastName: '',
      displayName: null,
    });
  });

  it('refuses an empty or over-long comment', async () => {
    await expect(
      service.post({ actor: person(2), listingId: LISTING, bodyMd: ' ' }),
    ).rejects.toMatchObject({
      message: Msg.commentBodyRequired,
    });
    await expect(
      service.post({ actor: person(2), listingId: LISTING, bodyMd: 'x'.repeat(2001) }),
    ).rejects.toMatchObject({ message: 'Comment must be at most 2000 characters' });
    await expect(
      service.post({ actor: person(2), listingId: LISTING, bodyMd: 'hi\u0000' }),
    ).rejects.toMatchObject({ message: 'Comment contains characters that are not allowed' });
  });
});

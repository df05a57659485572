import {
  CatalogListings,
  ListingMessages as Msg,
  RpcErrorCode,
  type Actor,
  type ListingDto,
} from '@pitstop/contracts';
import { CatalogHarness, newActor } from './catalog-harness.js';

/** Reviews, comments, likes and reports over the real bus, including concurrent clicks. */
describe('catalog feedback', () => {
  const catalog = new CatalogHarness();
  const admin = newActor('admin');
  const seller = newActor('user', {
    firstName: 'Dieter',
    lastName: 'Krause',
    displayName: 'Dieter Designs',
  });

  beforeAll(() => catalog.setup());
  afterAll(() => catalog.teardown());

  async function publishedListing(change: Record<string, unknown> = {}): Promise<ListingDto> {
    const listing = await catalog.bus.request(CatalogListings.create, {
      actor: seller,
      listing: {
        title: 'E46 Gauge Pod',
        shortDescription: 'Single 52 mm pod for the A-pillar.',
        isUniversalFit: true,
        ...change,
      },
    });
    return catalog.bus.request(CatalogListings.decide, {
      actor: admin,
      listingId: listing.id,
      approved: true,
    });
  }
  const get = (id: string, viewer: Actor | null = null) =>
    catalog.bus.request(CatalogListings.get, { viewer, id });

  it('keeps one review per person: posting again updates it and the rating follows', async () => {
    const listing = await publishedListing();
    const buyer = newActor('user', { firstName: 'Sam', lastName: 'Rivera' });
    const first = await catalog.bus.request(CatalogListings.postReview, {
      actor: buyer,
      listingId: listing.id,
      rating: 2,
      title: 'Loose fit',
      bodyMd: 'Rattles over bumps.',
    });
    expect(first).toMatchObject({
      rating: 2,
      title: 'Loose fit',
      bodyHtml: '<p>Rattles over bumps.</p>',
      author: { id: buyer.id, firstName: 'Sam', lastName: 'Rivera', displayName: null },
    });
    const second = await catalog.bus.request(CatalogListings.postReview, {
      actor: buyer,
      listingId: listing.id,
      rating: 5,
      title: 'Fixed with felt tape',
      bodyMd: 'Solid now.',
    });
    expect(second).toMatchObject({ id: first.id, rating: 5, title: 'Fixed with felt tape' });
    const reviews = await catalog.bus.request(CatalogListings.listReviews, {
      viewer: null,
      listingId: listing.id,
    });
    expect(reviews.map((r) => r.id)).toEqual([first.id]);
    expect(await get(listing.id)).toMatchObject({ ratingAvg: 5, averageRating: 5, ratingCount: 1 });
  });

  it('keeps the rating exact under 20 concurrent reviews from different people', async () => {
    const listing = await publishedListing();
    const ratings = Array.from({ length: 20 }, (_, i) => ((i * 7) % 5) + 1);
    await Promise.all(
      ratings.map((rating) =>
        catalog.bus.request(CatalogListings.postReview, {
          actor: newActor(),
          listingId: listing.id,
          rating,
          bodyMd: `Rated ${rating}`,
        }),
      ),
    );
    const sum = ratings.reduce((a, b) => a + b, 0);
    expect(await get(listing.id)).toMatchObject({
      ratingCount: 20,
      ratingAvg: Math.round((sum / 20) * 100) / 100,
    });
    expect(
      await catalog.bus.request(CatalogListings.listReviews, {
        viewer: null,
        listingId: listing.id,
      }),
    ).toHaveLength(20);
  });

  it("refuses the seller's review of their own model", async () => {
    const listing = await publishedListing();
    await expect(
      catalog.bus.request(CatalogListings.postReview, {
        actor: seller,
        listingId: listing.id,
        rating: 5,
        bodyMd: 'Mine!',
      }),
    ).rejects.toMatchObject({ code: RpcErrorCode.Forbidden, message: Msg.reviewOwnListing });
  });

  it('keeps likeCount exact under concurrent clicks: toggles, repeated sets, many people', async () => {
    const listing = await publishedListing();
    const like = (actor: Actor, liked?: boolean) =>
      catalog.bus.request(CatalogListings.toggleLike, { actor, listingId: listing.id, liked });
    const fans = Array.from({ length: 15 }, () => newActor());
    const toggler = newActor();
    const setter = newActor();
    const unsetter = newActor();
    await like(unsetter, true);
    await Promise.all([
      ...fans.map((fan) => like(fan)),
      // Seven flips, however they interleave, end liked.
      ...Array.from({ length: 7 }, () => like(toggler)),
      ...Array.from({ length: 5 }, () => like(setter, true)),
      ...Array.from({ length: 5 }, () => like(unsetter, false)),
    ]);
    const stored = await catalog.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM catalog.listing_like WHERE listing_id = $1',
      [listing.id],
    );
    expect(stored[0]!.n).toBe(17);
    expect((await get(listing.id)).likeCount).toBe(17);
    expect(await like(setter, true)).toEqual({ liked: true, likeCount: 17 });
    expect(await like(toggler)).toEqual({ liked: false, likeCount: 16 });
    expect((await get(listing.id, setter)).likedByMe).toBe(true);
    expect((await get(listing.id, toggler)).likedByMe).toBe(false);
    const listed = await catalog.bus.request(CatalogListings.list, {
      viewer: setter,
      sellerId: seller.id,
      limit: 100,
    });
    expect(listed.items.find((l) => l.id === listing.id)?.likedByMe).toBe(true);
  });

  it('renders nothing executable from descriptions, reviews and comments', async () => {
    const attack = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '[click](javascript:alert(1))',
      '<a href="jav&#x09;ascript:alert(1)">tab</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<svg onload=alert(1)>',
      '<p style="background:url(javascript:alert(1))">styled</p>',
      '**bold** and [ok](https://pitstop.example)',
    ].join('\n\n');
    const listing = await publishedListing({ longDescriptionMd: attack });
    const buyer = newActor();
    const review = await catalog.bus.request(CatalogListings.postReview, {
      actor: buyer,
      listingId: listing.id,
      rating: 1,
      bodyMd: attack,
    });
    const comment = await catalog.bus.request(CatalogListings.postComment, {
      actor: buyer,
      listingId: listing.id,
      bodyMd: attack,
    });
    for (const html of [listing.longDescriptionHtml, review.bodyHtml, comment.bodyHtml]) {
      expect(html).not.toMatch(/<script|<iframe|<svg|onerror|onload|javascript:|style=/i);
      expect(html).toContain('<strong>bold</strong>');
      expect(html).toContain(
        '<a href="https://pitstop.example" rel="nofollow noopener" target="_blank">ok</a>',
      );
    }
    // The Markdown is kept as written, for editing.
    expect(comment.bodyMd).toBe(attack);
  });

  it('lists comments in the order they were written, with their authors', async () => {
    const listing = await publishedListing();
    const asker = newActor('user', { firstName: 'Ada', displayName: 'Ada L' });
    await catalog.bus.request(CatalogListings.postComment, {
      actor: asker,
      listingId: listing.id,
      bodyMd: 'Fits a 2004 330i?',
    });
    await catalog.bus.request(CatalogListings.postComment, {
      actor: seller,
      listingId: listing.id,
      bodyMd: 'Yes, all E46.',
    });
    const comments = await catalog.bus.request(CatalogListings.listComments, {
      viewer: null,
      listingId: listing.id,
    });
    expect(comments.map((c) => [c.author.displayName, c.bodyMd])).toEqual([
      ['Ada L', 'Fits a 2004 330i?'],
      ['Dieter Designs', 'Yes, all E46.'],
    ]);
    await expect(
      catalog.bus.request(CatalogListings.postComment, {
        actor: asker,
        listingId: listing.id,
        bodyMd: '  ',
      }),
    ).rejects.toMatchObject({ code: RpcErrorCode.BadRequest, message: Msg.commentBodyRequired });
  });

  it('allows feedback on an unpublished listing only from those who can see it', async () => {
    const draft = await catalog.bus.request(CatalogListings.create, {
      actor: seller,
      listing: { title: 'Secret Duct', shortDescription: 'Not yet', isUniversalFit: true },
    });
    const stranger = newActor();
    const notFound = { code: RpcErrorCode.NotFound, message: Msg.notFound };
    await expect(
      catalog.bus.request(CatalogListings.toggleLike, { actor: stranger, listingId: draft.id }),
    ).rejects.toMatchObject(notFound);
    await expect(
      catalog.bus.request(CatalogListings.postComment, {
        actor: stranger,
        listingId: draft.id,
        bodyMd: 'hi',
      }),
    ).rejects.toMatchObject(notFound);
    await expect(
      catalog.bus.request(CatalogListings.report, {
        actor: stranger,
        listingId: draft.id,
        reason: 'spam',
      }),
    ).rejects.toMatchObject(notFound);
    await expect(
      catalog.bus.request(CatalogListings.listComments, { viewer: stranger, listingId: draft.id }),
    ).rejects.toMatchObject(notFound);
    expect(
      await catalog.bus.request(CatalogListings.postComment, {
        actor: admin,
        listingId: draft.id,
        bodyMd: 'Please add a photo',
      }),
    ).toMatchObject({ bodyMd: 'Please add a photo' });
  });

  it('keeps one report per person, shown to admins newest first', async () => {
    const listing = await publishedListing({ title: 'Brake Duct in PLA' });
    const reporter = newActor('user', { firstName: 'Rita' });
    const first = await catalog.bus.request(CatalogListings.report, {
      actor: reporter,
      listingId: listing.id,
      reason: 'unsafe',
      details: 'PLA melts near brakes',
    });
    const again = await catalog.bus.request(CatalogListings.report, {
      actor: reporter,
      listingId: listing.id,
      reason: 'infringement',
      details: 'Copied from a paid model',
    });
    expect(again).toMatchObject({
      id: first.id,
      reason: 'infringement',
      listing: { id: listing.id, slug: listing.slug, title: 'Brake Duct in PLA' },
      reporter: { id: reporter.id, firstName: 'Rita' },
    });
    const other = await catalog.bus.request(CatalogListings.report, {
      actor: newActor(),
      listingId: listing.id,
      reason: 'spam',
    });
    const { items: reports } = await catalog.bus.request(CatalogListings.listReports, {
      actor: admin,
    });
    const mine = reports.filter((r) => r.listing.id === listing.id);
    expect(mine.map((r) => r.id)).toEqual([other.id, first.id]);
    await expect(
      catalog.bus.request(CatalogListings.listReports, { actor: reporter }),
    ).rejects.toMatchObject({
      code: RpcErrorCode.Forbidden,
    });
    await expect(
      catalog.bus.request(CatalogListings.report, {
        actor: reporter,
        listingId: listing.id,
        reason: 'boring' as never,
      }),
    ).rejects.toMatchObject({ code: RpcErrorCode.BadRequest, message: Msg.reportReasonInvalid });
  });

  describe('long lists come in pages', () => {
    /** Runs `count` writes, a few at a time (each one a bus round trip). */
    async function times(count: number, write: (i: number) => Promise<unknown>) {
      for (let i = 0; i < count; i += 20)
        await Promise.all(
          Array.from({ length: Math.min(20, count - i) }, (_, j) => write(i + j + 1)),
        );
    }

    it('reviews: the newest 100, older ones with an offset', async () => {
      const listing = await publishedListing({ title: 'Much Reviewed Knob' });
      await times(105, (i) =>
        catalog.bus.request(CatalogListings.postReview, {
          actor: newActor(),
          listingId: listing.id,
          rating: 5,
          bodyMd: `Review ${i}`,
        }),
      );
      const list = (page: { limit?: number; offset?: number }) =>
        catalog.bus.request(CatalogListings.listReviews, {
          viewer: null,
          listingId: listing.id,
          ...page,
        });
      const newest = await list({});
      expect(newest).toHaveLength(100);
      const postedAt = newest.map((r) => Date.parse(r.createdAt));
      expect(postedAt).toEqual([...postedAt].sort((a, b) => b - a));
      const rest = await list({ offset: 100 });
      expect(rest).toHaveLength(5);
      expect(new Set([...newest, ...rest].map((r) => r.id)).size).toBe(105);
      expect((await list({ limit: 3, offset: 1 })).map((r) => r.id)).toEqual(
        newest.slice(1, 4).map((r) => r.id),
      );
      expect((await get(listing.id)).ratingCount).toBe(105);
      await expect(list({ limit: 101 })).rejects.toMatchObject({
        code: RpcErrorCode.BadRequest,
        message: 'limit must be a whole number from 1 to 100',
      });
    });

    it('comments: the latest 100 in the order they were written, older ones with an offset', async () => {
      const listing = await publishedListing({ title: 'Much Discussed Knob' });
      const asker = newActor();
      // One after the other, so the written order is certain.
      for (let i = 1; i <= 103; i++)
        await catalog.bus.request(CatalogListings.postComment, {
          actor: asker,
          listingId: listing.id,
          bodyMd: `Question ${i}`,
        });
      const list = (page: { limit?: number; offset?: number }) =>
        catalog.bus.request(CatalogListings.listComments, {
          viewer: null,
          listingId: listing.id,
          ...page,
        });
      const bodies = async (page: { limit?: number; offset?: number }) =>
        (await list(page)).map((c) => c.bodyMd);
      const latest = await bodies({});
      expect(latest).toHaveLength(100);
      expect(latest[0]).toBe('Question 4');
      expect(latest.at(-1)).toBe('Question 103');
      expect(await bodies({ offset: 100 })).toEqual(['Question 1', 'Question 2', 'Question 3']);
      expect(await bodies({ limit: 2 })).toEqual(['Question 102', 'Question 103']);
    });

    it('reports: the admins see a page of the newest (50 unless asked), with the total', async () => {
      const listing = await publishedListing({ title: 'Much Reported Duct' });
      await times(203, () =>
        catalog.bus.request(CatalogListings.report, {
          actor: newActor(),
          listingId: listing.id,
          reason: 'spam',
        }),
      );
      const last = await catalog.bus.request(CatalogListings.report, {
        actor: newActor(),
        listingId: listing.id,
        reason: 'unsafe',
      });
      const page = await catalog.bus.request(CatalogListings.listReports, { actor: admin });
      expect(page.items).toHaveLength(50);
      expect(page.items[0]!.id).toBe(last.id);
      expect(page.total).toBeGreaterThanOrEqual(204);
      const deep = await catalog.bus.request(CatalogListings.listReports, {
        actor: admin,
        limit: 200,
        offset: 1,
      });
      expect(deep.items).toHaveLength(200);
      expect(deep.items[0]!.id).toBe(page.items[1]!.id);
    });
  });
});

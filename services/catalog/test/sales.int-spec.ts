import { CatalogListings, OrdersEvents, type Actor, type OrderPaidEvent } from '@pitstop/contracts';
import { randomUUID } from 'node:crypto';
import { CatalogHarness, eventually, newActor } from './catalog-harness.js';

/** The orders service's paid orders become the listings' earnings, counted once per order. */
describe('catalog sales', () => {
  const catalog = new CatalogHarness();
  const admin = newActor('admin');
  const seller = newActor();

  beforeAll(() => catalog.setup());
  afterAll(() => catalog.teardown());

  async function paidListing(title: string, priceCents: number) {
    const vehicle = await catalog.vehicle('volkswagen', 'golf', 'mk7');
    const created = await catalog.bus.request(CatalogListings.create, {
      actor: seller,
      listing: {
        title,
        shortDescription: 'A paid part.',
        longDescriptionMd: '',
        categoryId: await catalog.categoryId('interior'),
        tags: [],
        priceCents,
        printDifficulty: 'easy',
        vehicleFitment: vehicle,
        imageUrls: [],
        fileUrls: [],
      },
    });
    return catalog.bus.request(CatalogListings.decide, {
      actor: admin,
      listingId: created.id,
      approved: true,
    });
  }

  const earningsOf = async (viewer: Actor | null, id: string) =>
    (await catalog.bus.request(CatalogListings.get, { viewer, id })).totalEarnings;

  it("adds each paid line to its listing's earnings once, however often the event comes", async () => {
    const knob = await paidListing('Paid Shift Knob', 499);
    const pod = await paidListing('Paid Gauge Pod', 1250);
    const order = (lines: { modelId: string; priceCents: number }[]): OrderPaidEvent => ({
      orderId: randomUUID(),
      number: 1,
      buyerId: randomUUID(),
      subtotalCents: lines.reduce((sum, line) => sum + line.priceCents, 0),
      platformFeeCents: 0,
      totalCents: lines.reduce((sum, line) => sum + line.priceCents, 0),
      currency: 'USD',
      lines: lines.map((line) => ({
        ...line,
        sellerId: seller.id,
        title: 'A part',
        sellerName: 'A seller',
      })),
      payment: { provider: 'test', cardLast4: '4242' },
      paidAt: new Date().toISOString(),
    });
    const first = order([
      { modelId: knob.id, priceCents: 499 },
      { modelId: pod.id, priceCents: 1250 },
    ]);
    const second = order([{ modelId: knob.id, priceCents: 499 }]);
    // Delivered three times, the second order between the copies.
    await catalog.bus.emit(OrdersEvents.orderPaid, first);
    await catalog.bus.emit(OrdersEvents.orderPaid, second);
    await catalog.bus.emit(OrdersEvents.orderPaid, first);
    await catalog.bus.emit(OrdersEvents.orderPaid, first);

    expect(
      await eventually(
        () => earningsOf(seller, knob.id),
        (cents) => cents === 998,
      ),
    ).toBe(998);
    expect(await earningsOf(seller, pod.id)).toBe(1250);
    // Give a late duplicate time to land: it must not count.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await earningsOf(seller, knob.id)).toBe(998);
    // Earnings are the seller's to see.
    expect(await earningsOf(null, knob.id)).toBe(0);
    expect(await earningsOf(newActor(), knob.id)).toBe(0);
  });
});

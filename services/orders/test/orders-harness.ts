import type {
  CartDto,
  EventDef,
  ListingDto,
  PayloadOf,
  PaymentIntentDto,
} from '@pitstop/contracts';
import { MessagingClient, RedisStreamsClient, StreamKeys, createRedis } from '@pitstop/messaging';
import pg from 'pg';
import request from 'supertest';
import type { SignedInUser } from '../../../test/support/accounts.js';
import { createListing, decideListing } from '../../../test/support/listings.js';
import type { Stack } from '../../../test/support/stack.js';
import { cubeStl, uploadObject } from '../../../test/support/uploads.js';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The stack's orders services sign test notifications with this, so tests can sign their own. */
export const TEST_SECRET = 'orders-test-notifications-secret-0123456789abcdef';

/** The bus and the database behind a stack, for what HTTP does not show (events, rows). */
export class StackProbe {
  readonly bus: MessagingClient;
  private readonly redis;

  constructor(private readonly stack: Stack) {
    this.bus = new MessagingClient(
      new RedisStreamsClient({ redisUrl: REDIS_URL, namespace: stack.namespace, caller: 'test' }),
    );
    this.redis = createRedis(REDIS_URL, 'test-reader');
  }

  async close(): Promise<void> {
    await this.bus.transport.close();
    this.redis.disconnect();
  }

  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: this.stack.databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  /**
   * Drops the outcome a service kept for a request with this idempotency key: what a service
   * that died after doing the work, before keeping its answer, leaves behind.
   */
  async loseKeptOutcome(pattern: string, key: string): Promise<void> {
    await this.redis.del(new StreamKeys(this.stack.namespace).idempotentOutcome(pattern, key));
  }

  /** Every event of a topic published so far in the stack's namespace (oldest first). */
  async published<D extends EventDef<unknown>>(definition: D): Promise<PayloadOf<D>[]> {
    const entries = await this.redis.xrange(
      new StreamKeys(this.stack.namespace).events(definition.topic),
      '-',
      '+',
    );
    return entries.map(
      ([, fields]) => JSON.parse(fields[fields.indexOf('d') + 1]!) as PayloadOf<D>,
    );
  }

  /** What fulfilment left for an order: entitlements, ledger lines, its status. */
  async fulfilmentOf(orderId: string) {
    const [order] = await this.query<{ status: string }>(
      'SELECT status FROM orders.purchase_order WHERE id = $1',
      [orderId],
    );
    const entitlements = await this.query<{ listingId: string }>(
      'SELECT listing_id AS "listingId" FROM orders.entitlement WHERE order_id = $1',
      [orderId],
    );
    const ledger = await this.query<{ sellerId: string; amountCents: number }>(
      `SELECT seller_id AS "sellerId", amount_cents AS "amountCents" FROM orders.ledger_entry
       WHERE order_id = $1 ORDER BY seller_id`,
      [orderId],
    );
    return { status: order?.status, entitlements: entitlements.length, ledger };
  }
}

/** A paid listing of `seller` with one stored STL, approved: on sale. */
export async function paidListing(
  stack: Stack,
  seller: SignedInUser,
  admin: SignedInUser,
  priceCents = 499,
): Promise<ListingDto> {
  const file = await uploadObject(stack.url, seller, cubeStl(), { filename: 'part.stl' });
  const created = await createListing(stack.url, seller, {
    priceCents,
    isFree: false,
    fileUrls: [file.storageUrl],
  });
  return decideListing(stack.url, admin, created.id);
}

export const api = (stack: Stack, who?: SignedInUser) => {
  const http = request(stack.url);
  const as = (test: request.Test) => (who ? test.set('Cookie', who.cookie) : test);
  return {
    get: (path: string) => as(http.get(path)),
    post: (path: string) => as(http.post(path)),
    put: (path: string) => as(http.put(path)),
    delete: (path: string) => as(http.delete(path)),
  };
};

export async function addToCart(
  stack: Stack,
  who: SignedInUser,
  modelId: string,
): Promise<CartDto> {
  return (await api(stack, who).post('/api/cart/items').send({ modelId }).expect(201))
    .body as CartDto;
}

/** The seller changes the listing's price (PUT /api/models3d/{id}); it stays on sale. */
export async function reprice(
  stack: Stack,
  seller: SignedInUser,
  listingId: string,
  priceCents: number,
): Promise<ListingDto> {
  const res = await api(stack, seller)
    .put(`/api/models3d/${listingId}`)
    .send({ priceCents })
    .expect(200);
  return res.body as ListingDto;
}

export async function createIntent(stack: Stack, who: SignedInUser): Promise<PaymentIntentDto> {
  return (await api(stack, who).post('/api/create-payment-intent').expect(200))
    .body as PaymentIntentDto;
}

/** The test provider's payment id: the client secret up to '_secret_' (as Stripe's). */
export const paymentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

export function payWithCard(
  stack: Stack,
  who: SignedInUser,
  intent: PaymentIntentDto,
  cardNumber: string,
) {
  return api(stack, who)
    .post(`/api/test-payments/${paymentIdOf(intent.clientSecret)}/confirm`)
    .send({ clientSecret: intent.clientSecret, cardNumber });
}

export { eventually } from '../../../test/support/eventually.js';

import { createLogger, type BackendService } from '@pitstop/common';
import type { Actor, EventDef, PayloadOf } from '@pitstop/contracts';
import { MessagingClient, RedisStreamsClient, StreamKeys, createRedis } from '@pitstop/messaging';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { deleteBusNamespace } from '../../../test/support/bus.js';
import { createPrivateDatabase } from '../../../test/support/database.js';
import { startCatalog } from '../src/app.js';
import { loadCatalogConfig } from '../src/config.js';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * The catalog service on a database of its own (migrated, taxonomy seeded), talked to over the
 * real bus in a namespace of its own. Call setup() in beforeAll and teardown() in afterAll.
 */
export class CatalogHarness {
  readonly namespace = `catalog-${randomBytes(4).toString('hex')}`;
  readonly bus = new MessagingClient(
    new RedisStreamsClient({ redisUrl: REDIS_URL, namespace: this.namespace, caller: 'test' }),
  );
  readonly redis = createRedis(REDIS_URL, 'test-reader');
  private database?: Awaited<ReturnType<typeof createPrivateDatabase>>;
  private readonly services: BackendService[] = [];

  get databaseUrl(): string {
    return this.database!.url;
  }

  async setup(env: Record<string, string> = {}): Promise<BackendService> {
    this.database = await createPrivateDatabase();
    return this.start(env);
  }

  async start(env: Record<string, string> = {}): Promise<BackendService> {
    const service = await startCatalog(
      loadCatalogConfig({
        ...process.env,
        DATABASE_URL: this.database!.url,
        BUS_NAMESPACE: this.namespace,
        CATALOG_SEED_TAXONOMY: 'false',
        ...env,
      }),
      createLogger('test', 'silent'),
      { healthPort: null, bus: { blockMs: 500 } },
    );
    this.services.push(service);
    return service;
  }

  async teardown(): Promise<void> {
    await Promise.all(this.services.map((s) => s.close()));
    await this.bus.transport.close();
    this.redis.disconnect();
    await deleteBusNamespace(this.namespace, REDIS_URL);
    await this.database?.drop();
  }

  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: this.database!.url });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  /** A make → model → generation (→ trim) chain of the seeded taxonomy, by slugs. */
  async vehicle(make: string, model: string, generation: string, trim?: string) {
    const [row] = await this.query<{
      makeId: string;
      modelId: string;
      generationId: string;
      trimId: string | null;
    }>(
      `SELECT mk.id AS "makeId", vm.id AS "modelId", g.id AS "generationId", t.id AS "trimId"
       FROM catalog.make mk JOIN catalog.vehicle_model vm ON vm.make_id = mk.id AND vm.slug = $2
         JOIN catalog.generation g ON g.model_id = vm.id AND g.slug = $3
         LEFT JOIN catalog.trim t ON t.generation_id = g.id AND t.slug = $4
       WHERE mk.slug = $1`,
      [make, model, generation, trim ?? null],
    );
    if (!row) throw new Error(`No vehicle ${make} ${model} ${generation} in the taxonomy`);
    return {
      makeId: row.makeId,
      modelId: row.modelId,
      generationId: row.generationId,
      trimId: row.trimId,
    };
  }

  async categoryId(slug: string): Promise<string> {
    const [row] = await this.query<{ id: string }>(
      'SELECT id FROM catalog.category WHERE slug = $1',
      [slug],
    );
    if (!row) throw new Error(`No category ${slug}`);
    return row.id;
  }

  /** Every event of a topic published so far in this namespace (oldest first). */
  async published<D extends EventDef<unknown>>(definition: D): Promise<PayloadOf<D>[]> {
    const entries = await this.redis.xrange(
      new StreamKeys(this.namespace).events(definition.topic),
      '-',
      '+',
    );
    return entries.map(
      ([, fields]) => JSON.parse(fields[fields.indexOf('d') + 1]!) as PayloadOf<D>,
    );
  }
}

let people = 0;

/** A signed-in person as the gateway would describe them. */
export function newActor(role: 'user' | 'admin' = 'user', names: Partial<Actor> = {}): Actor {
  people++;
  return {
    id: randomUUID(),
    role,
    firstName: `Tester${people}`,
    lastName: 'Example',
    displayName: null,
    createdAt: '2025-06-01T12:00:00.000Z',
    ...names,
  };
}

export { eventually } from '../../../test/support/eventually.js';

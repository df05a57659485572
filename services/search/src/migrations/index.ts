import { SearchIndex1795400000000 } from './1795400000000-SearchIndex.js';
import { SearchVocabulary1795900000000 } from './1795900000000-SearchVocabulary.js';
import { SearchInMemory1796000000000 } from './1796000000000-SearchInMemory.js';
import { PrintFilters1797800000036 } from './1797800000036-PrintFilters.js';
import { ConfirmedFits1797800000038 } from './1797800000038-ConfirmedFits.js';

/** Applied in order at start; listed explicitly so the build needs no file globbing. */
export const SEARCH_MIGRATIONS: Function[] = [
  SearchIndex1795400000000,
  SearchVocabulary1795900000000,
  SearchInMemory1796000000000,
  PrintFilters1797800000036,
  ConfirmedFits1797800000038,
];

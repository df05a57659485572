import { Listings1795290355329 } from './1795290355329-Listings.js';
import { Taxonomy1795283513698 } from './1795283513698-Taxonomy.js';
import { ListingFiles1795500000001 } from './1795500000001-ListingFiles.js';
import { ListingSales1796000000000 } from './1796000000000-ListingSales.js';
import { ListingImports1797000000000 } from './1797000000000-ListingImports.js';
import { Moderation1796100000001 } from './1796100000001-Moderation.js';
import { SlugPrefixIndex1797100000000 } from './1797100000000-SlugPrefixIndex.js';
import { Collections1797300000000 } from './1797300000000-Collections.js';
import { Garage1797400000000 } from './1797400000000-Garage.js';
import { FeedbackModeration1797500000000 } from './1797500000000-FeedbackModeration.js';
import { KeptFiles1797500000001 } from './1797500000001-KeptFiles.js';
import { ImageVariantIndexes1797500000002 } from './1797500000002-ImageVariantIndexes.js';
import { PendingTitleSearch1797600000001 } from './1797600000001-PendingTitleSearch.js';
import { FeedbackReports1797700000000 } from './1797700000000-FeedbackReports.js';
import { HeatZones1797800000036 } from './1797800000036-HeatZones.js';
import { FitConfirmations1797800000037 } from './1797800000037-FitConfirmations.js';
import { ListingVersions1798300000100 } from './1798300000100-ListingVersions.js';
import { TaxonomyAdmin1798300000200 } from './1798300000200-TaxonomyAdmin.js';
import { HeldVersionNotices1798300000300 } from './1798300000300-HeldVersionNotices.js';
import { AdminKeptYears1798300000400 } from './1798300000400-AdminKeptYears.js';

/** Applied in order at start; listed explicitly so the build needs no file globbing. */
export const CATALOG_MIGRATIONS: Function[] = [
  Taxonomy1795283513698,
  Listings1795290355329,
  ListingFiles1795500000001,
  ListingSales1796000000000,
  Moderation1796100000001,
  ListingImports1797000000000,
  SlugPrefixIndex1797100000000,
  Collections1797300000000,
  Garage1797400000000,
  FeedbackModeration1797500000000,
  KeptFiles1797500000001,
  ImageVariantIndexes1797500000002,
  PendingTitleSearch1797600000001,
  FeedbackReports1797700000000,
  HeatZones1797800000036,
  FitConfirmations1797800000037,
  ListingVersions1798300000100,
  TaxonomyAdmin1798300000200,
  HeldVersionNotices1798300000300,
  AdminKeptYears1798300000400,
];

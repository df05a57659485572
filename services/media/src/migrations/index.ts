import { MediaObjects1795500000000 } from './1795500000000-MediaObjects.js';
import { VerifiedCopies1797600000000 } from './1797600000000-VerifiedCopies.js';
import { ModelUnits1798200000037 } from './1798200000037-ModelUnits.js';

/** Applied in order at start; listed explicitly so the build needs no file globbing. */
export const MEDIA_MIGRATIONS: Function[] = [
  MediaObjects1795500000000,
  VerifiedCopies1797600000000,
  ModelUnits1798200000037,
];

import { yesNo } from '../../../components/format';
import { difficultyLabel } from '../../listings/listing-display';
import type { Listing } from '../../listings/listingsApi';
import styles from './SpecsPanel.module.css';

/**
 * Print settings from the listing; formats, units and scale are the same for every model
 * (SPEC.md section 2). Category, tags and licence complete the sheet.
 */
export function SpecsPanel({ listing }: { listing: Listing }) {
  const rows: [string, string][] = [
    ['Supports Required', yesNo(listing.supportsRequired, 'YES')],
    ['Difficulty', difficultyLabel(listing.printDifficulty)],
    ['Recommended Infill', `${listing.infillHintPercent}%`],
    ['File Formats', 'STL/STEP'],
    ['Units', 'Millimeters'],
    ['Scale', '1.0'],
    ['Category', listing.categoryName ?? 'Uncategorized'],
    ['License', listing.allowCommercialUse ? 'Personal and commercial use' : 'Personal use only'],
  ];
  return (
    <div className={styles.specs} data-testid="tab-specs">
      <dl className={styles.sheet}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt>{term}</dt>
            <dd data-testid={`spec-${term.toLowerCase().replace(/\s+/g, '-')}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.tagsRow}>
        <h3 className={styles.tagsTitle}>Tags</h3>
        {listing.tags.length > 0 ? (
          <ul className={styles.tags} data-testid="spec-tags">
            {listing.tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.none}>No tags</p>
        )}
      </div>
    </div>
  );
}

import { formatCount, yesNo } from '../../../components/format';
import { useListModelFilesQuery, type ModelFile } from '../../downloads/downloadsApi';
import { fileFormats, printedSize, readyAnalysis } from '../../downloads/model-files';
import { difficultyLabel } from '../../listings/listing-display';
import type { Listing } from '../../listings/listingsApi';
import { PrintFactsSection } from '../../print-facts/components/PrintFactsSection';
import styles from './SpecsPanel.module.css';

/**
 * Print settings from the listing, the formats of its files and what the mesh analysis measured
 * in each (printed size, triangles, watertight); units and scale are the same for every model
 * (docs/product.md §2). Category, tags and licence complete the sheet.
 */
export function SpecsPanel({ listing }: { listing: Listing }) {
  const files = useListModelFilesQuery(listing.id);
  const formats = files.data ? fileFormats(files.data) : files.isLoading ? 'Loading…' : '—';
  const rows: [string, string][] = [
    ['Supports Required', yesNo(listing.supportsRequired, 'YES')],
    ['Difficulty', difficultyLabel(listing.printDifficulty)],
    ['Recommended Infill', `${listing.infillHintPercent}%`],
    ['File Formats', formats],
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
      {files.data && files.data.length > 0 && <FileSpecs files={files.data} />}
      {files.data && files.data.length > 0 && (
        <PrintFactsSection listing={listing} files={files.data} />
      )}
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

/** Each file's measurements, as the media worker read them from the mesh. */
function FileSpecs({ files }: { files: readonly ModelFile[] }) {
  return (
    <div className={styles.files}>
      <h3 className={styles.filesTitle}>Files</h3>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="spec-files">
          <thead>
            <tr>
              <th scope="col">File</th>
              <th scope="col">Printed size</th>
              <th scope="col">Triangles</th>
              <th scope="col">Watertight</th>
            </tr>
          </thead>
          <tbody>
            {files.map((file) => {
              const analysis = readyAnalysis(file);
              return (
                <tr key={file.id} data-testid="spec-file-row">
                  <th scope="row" className={styles.fileName}>
                    {file.filename}
                  </th>
                  <td data-testid="spec-file-size">{printedSize(file)}</td>
                  <td data-testid="spec-file-triangles">
                    {analysis ? formatCount(analysis.triangles) : '—'}
                  </td>
                  <td data-testid="spec-file-watertight">
                    {analysis ? yesNo(analysis.watertight, 'YES') : '—'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

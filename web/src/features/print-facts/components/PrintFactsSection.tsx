import { skipToken } from '@reduxjs/toolkit/query/react';
import Segmented from 'antd/es/segmented';
import { Link } from 'react-router-dom';
import {
  FILAMENTS,
  bedFit,
  sumPrintFacts,
  type Filament,
  type PrintFacts,
} from '@pitstop/contracts';
import { useState } from 'react';
import { useCurrentUser } from '../../../app/access';
import type { ModelFile } from '../../downloads/downloadsApi';
import { mayDownload, readyAnalysis } from '../../downloads/model-files';
import { isFreeListing } from '../../listings/listing-display';
import type { Listing } from '../../listings/listingsApi';
import { useGetOwnershipQuery } from '../../orders/ordersApi';
import { BED_FIT_TEXT, filamentText, formatBed, timeText } from '../print-facts-format';
import { useGetPrinterQuery, type Printer } from '../printFactsApi';
import { SlicerButtons, type SlicerAccess } from './SlicerButtons';
import styles from './PrintFacts.module.css';

/**
 * The Specs tab's print facts (docs/print-facts.md): per file, and for all files together, the
 * filament the chosen material takes and a print-time range, all called an estimate; whether
 * each file fits the user's saved printer; and 'Open in slicer'. The plain download stays on
 * the purchase card.
 */
export function PrintFactsSection({
  listing,
  files,
}: {
  listing: Listing;
  files: readonly ModelFile[];
}) {
  const user = useCurrentUser();
  const [material, setMaterial] = useState<Filament>('PLA');
  const printer = useGetPrinterQuery(user ? undefined : skipToken);
  const paid = !isFreeListing(listing);
  const sellerOrAdmin = mayDownload(listing, user);
  const ownership = useGetOwnershipQuery(user && paid && !sellerOrAdmin ? listing.id : skipToken);
  const access: SlicerAccess = !user
    ? 'sign-in'
    : sellerOrAdmin || ownership.data?.owned === true
      ? 'open'
      : 'buy';
  const meshFiles = files.filter((file) => file.analysisState !== 'none');
  const total = sumPrintFacts(
    meshFiles.map((file) => file.printFacts).filter((facts): facts is PrintFacts => !!facts),
  );
  const showTotal = meshFiles.length > 1 && total;

  return (
    <section
      className={styles.section}
      aria-labelledby="print-facts-title"
      data-testid="print-facts"
    >
      <div className={styles.header}>
        <h3 id="print-facts-title" className={styles.title}>
          Print facts <span className={styles.estimate}>estimate</span>
        </h3>
        <Segmented
          size="small"
          value={material}
          onChange={(value) => setMaterial(value as Filament)}
          options={FILAMENTS}
          data-testid="print-facts-material"
        />
      </div>
      <p className={styles.muted}>
        At {listing.infillHintPercent}% infill, 1.75 mm filament; your slicer's figures will differ.
      </p>
      {/* Nothing until the saved printer is known: no 'Save your printer' flashing first. */}
      {printer.isSuccess && <PrinterLine printer={printer.data} />}
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="print-facts-files">
          <thead>
            <tr>
              <th scope="col">File</th>
              <th scope="col">Filament</th>
              <th scope="col">Print time</th>
              {printer.data && <th scope="col">Your bed</th>}
              <th scope="col">Open in slicer</th>
            </tr>
          </thead>
          <tbody>
            {files.map((file) => (
              <FileRow
                key={file.id}
                listing={listing}
                file={file}
                material={material}
                printer={printer.data ?? null}
                access={access}
              />
            ))}
            {showTotal && (
              <tr className={styles.total} data-testid="print-facts-total">
                <th scope="row">All files</th>
                <td>{filamentText(total, material)}</td>
                <td>{timeText(total)}</td>
                {printer.data && <td />}
                <td />
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function PrinterLine({ printer }: { printer: Printer | null }) {
  if (!printer)
    return (
      <p className={styles.muted} data-testid="print-facts-printer">
        <Link to="/profile?tab=settings">Save your printer</Link> to see whether each file fits its
        bed.
      </p>
    );
  return (
    <p className={styles.muted} data-testid="print-facts-printer">
      Your printer: {printer.name} ({formatBed(printer.bed)}) ·{' '}
      <Link to="/profile?tab=settings">Change</Link>
    </p>
  );
}

function FileRow({
  listing,
  file,
  material,
  printer,
  access,
}: {
  listing: Listing;
  file: ModelFile;
  material: Filament;
  printer: Printer | null;
  access: SlicerAccess;
}) {
  const analysis = readyAnalysis(file);
  const fit = analysis && printer ? bedFit(analysis.sizeMm, printer.bed) : null;
  return (
    <tr data-testid="print-facts-file">
      <th scope="row" className={styles.fileName}>
        {file.filename}
      </th>
      <td data-testid="print-facts-filament">{filamentText(file.printFacts, material)}</td>
      <td data-testid="print-facts-time">{timeText(file.printFacts)}</td>
      {printer && (
        <td data-testid="print-facts-bed" className={fit === 'too_big' ? styles.tooBig : undefined}>
          {fit ? BED_FIT_TEXT[fit] : '—'}
        </td>
      )}
      <td>
        {file.fileType === 'step' || file.fileType === 'zip' ? (
          <span className={styles.muted}>—</span>
        ) : (
          <SlicerButtons listing={listing} file={file} access={access} />
        )}
      </td>
    </tr>
  );
}

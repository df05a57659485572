/**
 * A listing's model files as the download dialog, the 3D viewer and the Specs tab show them
 * (docs/product.md sections 2, 4 and 9): sizes, formats, printed size, which file comes first, and who
 * may download.
 */

// Types only: a value import would bundle the contracts into the app.
import type { FileMessages, ModelFileDto, MeshAnalysis } from '@pitstop/contracts';

type Messages = typeof FileMessages;

/** FileMessages.noFiles (typed by the contract, so the two cannot drift). */
export const NO_FILES_MESSAGE: Messages['noFiles'] = 'This model has no files to download yet.';

/** docs/product.md §9: Bytes, KB, MB, GB, base 1024. */
const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/**
 * '512 Bytes', '1.5 KB', '2.25 MB', '1 GB': up to two decimals, trailing zeros dropped; gigabytes
 * are the largest unit. '—' for a size that can't be read.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = unit === 0 ? Math.round(value) : Number(value.toFixed(2));
  return `${shown} ${SIZE_UNITS[unit]}`;
}

type Named = Pick<ModelFileDto, 'filename' | 'fileType'>;

function hasExtension(file: Named, extension: string): boolean {
  return file.filename.trim().toLowerCase().endsWith(extension);
}

/**
 * docs/product.md §4: the first file whose name ends in .stl (any case). A file that media found
 * to be STL by its first bytes counts too, whatever its name says.
 */
export function firstStl<T extends Named>(files: readonly T[]): T | null {
  return files.find((file) => hasExtension(file, '.stl') || file.fileType === 'stl') ?? null;
}

/** 'STL', '3MF': the file's type as media read it, else its name's extension; '' for neither. */
export function fileTypeLabel(file: Named): string {
  const type = file.fileType?.trim();
  if (type) return type.toUpperCase();
  const dot = file.filename.lastIndexOf('.');
  return dot > 0 ? file.filename.slice(dot + 1).toUpperCase() : '';
}

/** The Specs tab's formats: 'STL, 3MF' (each once, in file order); '—' when there are none. */
export function fileFormats(files: readonly Named[]): string {
  const formats = [...new Set(files.map(fileTypeLabel).filter(Boolean))];
  return formats.length > 0 ? formats.join(', ') : '—';
}

/** '120.0 × 80.0 × 15.0 mm': a bounding box along x, y and z, one decimal. */
export function formatSizeMm(size: MeshAnalysis['sizeMm']): string {
  return `${[size.x, size.y, size.z].map((mm) => mm.toFixed(1)).join(' × ')} mm`;
}

export const ANALYSING = 'Analysing…';
export const UNREADABLE = 'Could not be read';

type Analysed = Pick<ModelFileDto, 'analysisState' | 'analysis'>;

/**
 * The printed size from the file's analysis: '120.0 × 80.0 × 15.0 mm' once read, 'Analysing…'
 * while the worker reads it, 'Could not be read' when it could not, '—' for types that hold no
 * mesh (STEP, a plain ZIP).
 */
export function printedSize(file: Analysed): string {
  switch (file.analysisState) {
    case 'ready':
      return file.analysis ? formatSizeMm(file.analysis.sizeMm) : '—';
    case 'pending':
      return ANALYSING;
    case 'unreadable':
      return UNREADABLE;
    default:
      return '—';
  }
}

/** The analysis, when there is one to show (triangles, watertight). */
export function readyAnalysis(file: Analysed): MeshAnalysis | null {
  return file.analysisState === 'ready' ? file.analysis : null;
}

/** What the 3D viewer can draw; null for the rest (STEP, ZIP). */
export type ViewableType = 'stl' | 'obj' | '3mf';

export function viewableType(file: Named): ViewableType | null {
  const type = file.fileType?.trim().toLowerCase();
  if (type === 'stl' || type === 'obj' || type === '3mf') return type;
  if (type) return null; // media read its bytes: trust that over the name
  if (hasExtension(file, '.stl')) return 'stl';
  if (hasExtension(file, '.obj')) return 'obj';
  if (hasExtension(file, '.3mf')) return '3mf';
  return null;
}

type Downloadable = { id: string; listingId: string; downloadUrl?: string | null };

const listingPath = (listingId: string) => `/api/models3d/${encodeURIComponent(listingId)}`;

/** Where a file downloads from: a 302 to a short-lived signed address (the download is counted). */
export function downloadAddress(file: Downloadable): string {
  return (
    file.downloadUrl ||
    `${listingPath(file.listingId)}/files/${encodeURIComponent(file.id)}/download`
  );
}

/** Where the 3D viewer fetches a file from: the same file, no download recorded. */
export function viewAddress(file: Pick<Downloadable, 'id' | 'listingId'>): string {
  return `${listingPath(file.listingId)}/files/${encodeURIComponent(file.id)}/view`;
}

/** Every file of the listing in one ZIP. */
export function zipAddress(listingId: string): string {
  return `${listingPath(listingId)}/download.zip`;
}

/** The name the 'Download Started' toast gives the ZIP. */
export function zipName(slug: string): string {
  return `${slug}.zip`;
}

/** docs/product.md §8: the toast when a download starts. */
export function downloadStartedText(filename: string): string {
  return `${filename} download started automatically`;
}

/** docs/product.md §9: the file list closes this long after a download starts. */
export const CLOSE_AFTER_DOWNLOAD_MS = 2000;

interface Sold {
  isFree: boolean;
  priceCents: number;
  sellerId: string;
}

/**
 * Who gets DOWNLOAD rather than BUY FILE without asking anyone: anyone signed in for a free
 * listing; for a paid one its seller and admins. Buyers join them through the purchase card's
 * ownership check (GET /api/entitlements/{id}); the server decides in the end (403 otherwise).
 */
export function mayDownload(
  listing: Sold,
  user: { id: string; role: string } | null | undefined,
): boolean {
  if (!user) return false;
  if (listing.isFree || listing.priceCents <= 0) return true;
  return user.id === listing.sellerId || user.role === 'admin';
}

/**
 * The viewer's message when fetching the file failed: a refusal asks to buy (or says what the
 * server said when it was something else), a missing file says so.
 */
export function viewFailureText(status: number | 'NETWORK', serverMessage: string): string {
  if (status === 403) return 'Buy this model to preview it in 3D';
  if (status === 'NETWORK') return 'Could not load the file. Check your connection and try again.';
  if (serverMessage) return serverMessage;
  if (status === 404) return 'The file was not found.';
  if (status === 401) return 'Please log in to preview this model.';
  return `Could not load the file (${status}).`;
}

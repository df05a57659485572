import { defineRequest } from '../definitions.js';
import type { PrintFacts } from '../media/print-facts.js';
import type { ModelUnit } from '../media/model-units.js';
import type { AnalysisState, MeshAnalysis } from '../media/types.js';
import type { Actor, ListingDto, PreviewDto, Viewer } from './listings.js';

/**
 * A listing's model file (docs/product.md §3 'Model file'). storageUrl is where it downloads
 * from: this site's download address (a 302 to a short-lived signed URL), or the plain link of
 * an external file.
 */
export interface ModelFileDto {
  id: string;
  listingId: string;
  filename: string;
  /** From the file's first bytes: stl, obj, 3mf, zip, step; or the extension of an external link. */
  fileType: string;
  filesizeBytes: number;
  /** The same as filesizeBytes; the original client reads both names. */
  fileSizeBytes: number;
  storageUrl: string;
  downloadUrl: string;
  analysisState: AnalysisState;
  analysis: MeshAnalysis | null;
  analysisError: string | null;
  /**
   * Filament and print time estimated from the analysis at the listing's infill hint
   * (docs/print-facts.md); null until the file is analysed, and for files without a mesh.
   */
  printFacts: PrintFacts | null;
  createdAt: string;
}

/** POST /api/models3d/{id}/files (docs/product.md §7). */
export interface NewModelFile {
  /** Default model.stl. */
  filename?: string;
  fileSizeBytes?: number;
  storageUrl: string;
}

/** A listing the user has downloaded (Profile → Downloads). */
export interface DownloadDto {
  listing: ListingDto;
  firstDownloadedAt: string;
  lastDownloadedAt: string;
  /** How many times this user downloaded it. */
  times: number;
  /** The newest version they downloaded, and the listing's latest (docs/product.md, 'Versions'). */
  downloadedVersion: number;
  latestVersion: number;
  /** A version came since they last downloaded it: Downloads marks it 'Updated'. */
  updated: boolean;
}

/** What a download may fetch, once the catalog has said the user may. */
export interface DownloadableFile {
  id: string;
  filename: string;
  /** Our storage's key, or null for an external link. */
  key: string | null;
  externalUrl: string | null;
  sizeBytes: number;
}

export interface DownloadGrant {
  listingId: string;
  slug: string;
  files: DownloadableFile[];
}

export const FileMessages = {
  fileNotFound: 'File not found',
  previewNotFound: 'Preview image not found',
  keepOneFile: 'A model keeps at least one file. Upload another before deleting this one.',
  keepOnePreview:
    'A model keeps at least one preview image. Upload another before deleting this one.',
  signInToDownload: 'Please log in to download files',
  notAllowedToDownload: 'Buy this model to download its files.',
  noFiles: 'This model has no files to download yet.',
  storageUrlRequired: 'storageUrl is required',
  editRaced: 'The model kept changing while saving. Please try again.',
  /** Files are only what media stored and verified: a link to elsewhere is no file. */
  externalFile: (url: string) =>
    `fileUrls: ${url} is not a file uploaded to this site. Upload the file and give the address the upload answered (storageUrl).`,
  /** A file recorded as a link before links were refused: never redirected to. */
  externalFileNotServed:
    'This file is a link to another site, which this marketplace does not serve. Ask the seller to upload the file.',
} as const;

/** May this person have the listing's files (or the one named), and counting it a download? */
export interface DownloadRequest {
  actor: Viewer | null;
  listingId: string;
  fileId?: string;
  /** A version's files (versions: every one for whoever may download); none: the live files. */
  version?: number;
  record: boolean;
  storedOnly?: boolean;
}

/**
 * Who may see the image at /media/{key} (a listing's preview or one of its variants): everyone
 * when a public listing shows it; otherwise only the sellers of the listings holding it, and
 * admins (docs/security.md, 'Listing images').
 */
export interface ImageAccess {
  public: boolean;
  /** The sellers of the listings that hold the image (none: no listing does). */
  sellerIds: string[];
}

export const CatalogFiles = {
  listFiles: defineRequest<{ viewer: Viewer | null; listingId: string }, ModelFileDto[]>(
    'catalog.file.list',
  ),
  /** Media verifies the object first; the listing goes back to review as any edit of files. */
  addFile: defineRequest<{ actor: Actor; listingId: string; file: NewModelFile }, ModelFileDto>(
    'catalog.file.add',
  ),
  removeFile: defineRequest<{ actor: Actor; listingId: string; fileId: string }, { id: string }>(
    'catalog.file.remove',
  ),
  /**
   * PUT /api/models3d/{id}/files/{fileId}/unit: the unit a listed STL or OBJ was exported in
   * (the seller or an admin); media measures it again and its print facts follow.
   */
  setFileUnit: defineRequest<
    { actor: Actor; listingId: string; fileId: string; unit: ModelUnit },
    ModelFileDto
  >('catalog.file.set-unit'),
  listPreviews: defineRequest<{ viewer: Viewer | null; listingId: string }, PreviewDto[]>(
    'catalog.preview.list',
  ),
  addPreview: defineRequest<{ actor: Actor; listingId: string; storageUrl: string }, PreviewDto>(
    'catalog.preview.add',
  ),
  removePreview: defineRequest<
    { actor: Actor; listingId: string; previewId: string },
    { id: string }
  >('catalog.preview.remove'),
  /**
   * Whether the actor may download this listing (free: anyone signed in; paid: the seller and
   * admins, and buyers once orders grants entitlements), and which files. `record` counts a
   * download (once per user in the listing's count) and lists it on their Downloads tab; the
   * 3D viewer asks without it.
   */
  /** Only stored files with `storedOnly` (a ZIP packs those): none at all is NotFound. */
  grantDownload: defineRequest<DownloadRequest, DownloadGrant>('catalog.download.grant'),
  listDownloads: defineRequest<{ actor: Actor }, DownloadDto[]>('catalog.download.list'),
  /** By the image's storage key, as /media/{key} names it. */
  imageAccess: defineRequest<{ key: string }, ImageAccess>('catalog.image.access'),
} as const;

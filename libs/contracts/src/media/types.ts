import type { MediaFileType, ModelFileType, ObjectPurpose } from './limits.js';

/** What the mesh analysis finds in a model file (STL, OBJ, 3MF). Lengths in millimetres. */
export interface MeshAnalysis {
  triangles: number;
  /** The bounding box's size: the printed size along each axis, in mm. */
  sizeMm: { x: number; y: number; z: number };
  /** Enclosed volume in cm³ (absolute: a mesh wound inside out gives the same). */
  volumeCm3: number;
  /** Surface area in cm². */
  surfaceAreaCm2: number;
  /** Every edge shared by exactly two triangles. */
  watertight: boolean;
  /**
   * The unit its seller said it was exported in, when not millimetres (inUnit scaled it): the
   * edit form shows it, and what it read before (sizeMm ÷ MILLIMETRES_PER_UNIT).
   */
  unit?: 'cm' | 'inch' | 'm';
}

/**
 * A model file's analysis: pending until the worker has read it; none for types that hold no
 * mesh we read (STEP, plain ZIP); unreadable with the reason when the file cannot be read.
 */
export const ANALYSIS_STATES = ['pending', 'ready', 'unreadable', 'none'] as const;
export type AnalysisState = (typeof ANALYSIS_STATES)[number];

/** One upload address for one object (POST /api/objects/upload). */
export interface IssuedUpload {
  /** The presigned PUT: the browser sends the bytes straight to storage. */
  uploadURL: string;
  /** uploadURL without its query string: what listings are given afterwards. */
  storageUrl: string;
  key: string;
}

/** A multipart upload under way (large files), resumable by its id. */
export interface MultipartUpload {
  uploadId: string;
  key: string;
  storageUrl: string;
  /** Every part but the last has this many bytes. */
  partSize: number;
}

export interface UploadedPart {
  PartNumber: number;
  ETag: string;
  Size?: number;
}

/** An object media has verified and handed to a listing. */
export interface VerifiedObject {
  url: string;
  key: string;
  filename: string;
  sizeBytes: number;
  fileType: MediaFileType;
  contentType: string;
  purpose: ObjectPurpose;
  /**
   * What the worker already found in it, when it was handed over before (a listing made again
   * after a failed attempt, or another listing of the same owner): a model file's analysis, an
   * image's variants. Absent while the worker has not finished; its event then follows.
   */
  processed?: ProcessedObject;
}

export type ProcessedObject =
  | {
      state: Exclude<AnalysisState, 'pending'>;
      analysis: MeshAnalysis | null;
      error: string | null;
    }
  | { state: 'ready'; variants: ImageVariants };

/** An address that is not one of our storage's: kept as a plain link (imports, old listings). */
export interface ExternalAddress {
  url: string;
  external: true;
}

export type ClaimedAddress = VerifiedObject | ExternalAddress;

export interface ClaimItem {
  url: string;
  purpose: ObjectPurpose;
  /** The name the seller gave the file; the object's own name otherwise. */
  filename?: string;
  /** The size the seller's client reported: the stored bytes must match it. */
  sizeBytes?: number;
}

/** Sizes of an image's WebP variants, by their storage keys. */
export interface ImageVariants {
  /** Card width (about 400 px wide). */
  card: string;
  /** Full width (about 1200 px wide). */
  full: string;
  width: number;
  height: number;
  /**
   * The link preview (SOCIAL_IMAGE_SIZE, JPEG): the image on the site's branded card, for
   * og:image. Absent on variants made before it existed.
   */
  social?: string;
}

export type { ModelFileType };

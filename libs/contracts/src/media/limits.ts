/** What an uploaded object is for: it decides the size limit and the types it may have. */
export const OBJECT_PURPOSES = ['model', 'image'] as const;
export type ObjectPurpose = (typeof OBJECT_PURPOSES)[number];

/** Types media recognises by their first bytes (never by the name alone). */
export const MODEL_FILE_TYPES = ['stl', 'obj', '3mf', 'zip', 'step'] as const;
export type ModelFileType = (typeof MODEL_FILE_TYPES)[number];
/** Model types whose mesh the media worker reads (the others get no analysis). */
export const MESH_FILE_TYPES: readonly ModelFileType[] = ['stl', 'obj', '3mf'];
export const isMeshFileType = (type: string): type is ModelFileType =>
  (MESH_FILE_TYPES as readonly string[]).includes(type);
export const IMAGE_FILE_TYPES = ['png', 'jpeg', 'webp', 'gif'] as const;
export type ImageFileType = (typeof IMAGE_FILE_TYPES)[number];
export type MediaFileType = ModelFileType | ImageFileType;

/** docs/product.md §5 and §9; the services' limits are configurable above these defaults. */
export const MEDIA_LIMITS = {
  /** 50 MB (52428800 bytes): the wizard's and the edit screen's model file limit. */
  modelFileBytes: 50 * 1024 * 1024,
  /** 10 MB (10485760 bytes). */
  imageBytes: 10 * 1024 * 1024,
  /** The wizard and the edit screen: model file extensions (case-insensitive). */
  modelExtensions: ['.stl', '.step', '.stp', '.3mf', '.obj', '.zip'],
  /** Edit screen: previews per upload, model files per upload. */
  previewsPerUpload: 5,
  filesPerUpload: 3,
  /** Above this the web uploader sends the file in parts (S3 multipart). */
  multipartThresholdBytes: 16 * 1024 * 1024,
  /** S3's floor is 5 MiB for every part but the last. */
  partBytes: 8 * 1024 * 1024,
  /** S3's ceiling. */
  partsMax: 10_000,
  /** How long a signed upload address works. */
  uploadUrlSeconds: 15 * 60,
  /** How long a signed download or image address works. */
  downloadUrlSeconds: 5 * 60,
  filenameMax: 200,
} as const;

export const MediaMessages = {
  uploadNotIssued: (name: string) =>
    `${name}: this file was not uploaded through this site by you. Upload it again.`,
  uploadMissing: (name: string) => `${name}: the upload did not arrive. Upload it again.`,
  uploadExpired: (name: string) =>
    `${name}: the upload is more than a day old and no longer kept. Upload it again.`,
  tooLarge: (name: string, limitBytes: number) =>
    `${name} must be smaller than ${Math.round(limitBytes / (1024 * 1024))}MB`,
  /** docs/product.md §5's words, with the types this purpose allows. */
  wrongType: (name: string, purpose: ObjectPurpose) =>
    `${name} is not a supported file format. Allowed types: ${
      purpose === 'image' ? 'PNG, JPEG, WebP, GIF' : MEDIA_LIMITS.modelExtensions.join(', ')
    }`,
  zipBomb: (name: string) =>
    `${name} would expand to far more than its own size when unpacked; it is refused.`,
  empty: (name: string) => `${name} is empty.`,
  filenameInvalid: `filename must be 1 to ${MEDIA_LIMITS.filenameMax} characters without slashes or control characters`,
  sizeInvalid: 'size must be a whole number of bytes, 1 or more',
  /** The upload address is signed for exactly this many bytes. */
  sizeRequired: 'size is required: the number of bytes of the file you will upload',
  contentTypeInvalid: 'contentType must be a media type such as model/stl or image/png',
  uploadNotFound: 'That upload was not found. Start it again.',
  partNumberInvalid: `partNumber must be a whole number from 1 to ${MEDIA_LIMITS.partsMax}`,
  partsInvalid: 'parts must list each uploaded part with its PartNumber and ETag',
  objectNotFound: 'File not found',
} as const;

/**
 * Whether an address may name one of our uploads (their keys start `uploads/`, or `verified/`
 * once media has checked and copied them, so every form of the address has that path segment).
 * Others are plain links, and nobody needs to ask media.
 */
export function mayBeUploadAddress(url: string): boolean {
  try {
    return /\/(uploads|verified)\//.test(new URL(url, 'http://site.invalid').pathname);
  } catch {
    return false;
  }
}

/** Widths of a preview's WebP variants (px; never wider than the original): cards, and full size. */
export const IMAGE_VARIANT_WIDTHS = { card: 400, full: 1200 } as const;

/** WebP quality of those variants: small, with no visible loss on a product shot. */
export const IMAGE_VARIANT_QUALITY = 78;

/** A link preview's size (Open Graph's 1.91:1) and JPEG quality: what unfurlers show best. */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const SOCIAL_IMAGE_QUALITY = 85;

/**
 * What an uploader takes (docs/product.md §5 and §9): which types, how large, how many; and the
 * words it uses when it refuses a file or a transfer fails. Pure, so the rules are unit-tested.
 */
import type { MEDIA_LIMITS, ObjectPurpose } from '@pitstop/contracts';
import type { Toast } from '../notifications/toastSlice';

// The contract's values can't be imported into the app (type-only imports keep the contracts out
// of the bundle); typed by them, these fail to compile if a literal ever drifts from the server's.
type Limits = typeof MEDIA_LIMITS;

const MB = 1024 * 1024;
/** 50 MB (52428800 bytes): a model file, in the wizard and on the edit screen. */
export const MODEL_FILE_BYTES: Limits['modelFileBytes'] = 50 * MB;
/** 10 MB (10485760 bytes): an image. */
export const IMAGE_BYTES: Limits['imageBytes'] = 10 * MB;
/** Above this a file goes up in parts (S3 multipart), which a reloaded page can resume. */
export const MULTIPART_THRESHOLD_BYTES: Limits['multipartThresholdBytes'] = 16 * MB;
/** The edit screen's 'up to 5 files' and 'up to 3 files' per upload. */
const PREVIEWS_PER_UPLOAD: Limits['previewsPerUpload'] = 5;
const FILES_PER_UPLOAD: Limits['filesPerUpload'] = 3;
/** A listing holds at most this many file or image addresses (LISTING_LIMITS.urlsMax). */
const URLS_MAX = 20;

/** Any image type: 'image/*' matches on the file's MIME type, whatever its name. */
export const ANY_IMAGE = 'image/*';

export interface UploadRules {
  purpose: ObjectPurpose;
  /** Extensions ('.stl', matched case-insensitively) or MIME patterns ('image/*'). */
  accept: readonly string[];
  maxBytes: number;
  /** Files taken from one selection or drop; the rest are ignored. */
  perSelection: number;
  /** Files the uploader holds at once, those already uploaded included. */
  maxTotal: number;
}

/** The wizard's Files step: docs/product.md §5's 50 MB and .stl, .step, .3mf, .obj, .zip. */
export const WIZARD_MODEL_RULES: UploadRules = {
  purpose: 'model',
  accept: ['.stl', '.step', '.3mf', '.obj', '.zip'],
  maxBytes: MODEL_FILE_BYTES,
  perSelection: FILES_PER_UPLOAD,
  maxTotal: URLS_MAX,
};

/** The wizard's Previews step: images of 10 MB at most. */
export const WIZARD_IMAGE_RULES: UploadRules = {
  purpose: 'image',
  accept: [ANY_IMAGE],
  maxBytes: IMAGE_BYTES,
  perSelection: PREVIEWS_PER_UPLOAD,
  maxTotal: URLS_MAX,
};

/** The edit screen's STL Files: up to 3 per upload, 50 MB each, .stl .obj .3mf .step .stp. */
export const EDIT_MODEL_FILE_RULES: UploadRules = {
  purpose: 'model',
  accept: ['.stl', '.obj', '.3mf', '.step', '.stp'],
  maxBytes: MODEL_FILE_BYTES,
  perSelection: FILES_PER_UPLOAD,
  maxTotal: FILES_PER_UPLOAD,
};

/** The edit screen's Preview Images: up to 5 per upload, 10 MB each, images. */
export const EDIT_PREVIEW_RULES: UploadRules = {
  purpose: 'image',
  accept: [ANY_IMAGE],
  maxBytes: IMAGE_BYTES,
  perSelection: PREVIEWS_PER_UPLOAD,
  maxTotal: PREVIEWS_PER_UPLOAD,
};

interface NamedFile {
  name: string;
  size: number;
  /** The browser's MIME type; '' when it doesn't know one (STL files, often). */
  type: string;
}

/** Whether the file is of a type the rules accept: by extension, any case, or by MIME pattern. */
export function isAcceptedType(file: Pick<NamedFile, 'name' | 'type'>, accept: readonly string[]) {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((pattern) => {
    const wanted = pattern.toLowerCase();
    if (wanted.startsWith('.')) return name.endsWith(wanted);
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
}

/** The file chooser's accept attribute ('.stl,.step' or 'image/*'). */
export function acceptAttribute(accept: readonly string[]): string {
  return accept.join(',');
}

/** '50' for 52428800 bytes: the limit as the messages say it. */
export function megabytes(bytes: number): number {
  return Math.round(bytes / MB);
}

export function tooLargeToast(name: string, maxBytes: number): Toast {
  return {
    kind: 'error',
    title: 'File too large',
    description: `${name} must be smaller than ${megabytes(maxBytes)}MB`,
  };
}

export function invalidTypeToast(name: string, accept: readonly string[]): Toast {
  return {
    kind: 'error',
    title: 'Invalid file type',
    description: `${name} is not a supported file format. Allowed types: ${accept.join(', ')}`,
  };
}

export function uploadFailedToast(name: string): Toast {
  return {
    kind: 'error',
    title: 'Upload failed',
    description: `Failed to upload ${name}. Please try again.`,
  };
}

export function uploadSucceededToast(name: string): Toast {
  return { kind: 'success', title: 'Upload successful', description: `${name} is uploaded.` };
}

/** The toast title when POST /api/objects/upload (or the multipart start) fails. */
export const UPLOAD_URL_FAILED = 'Failed to get upload URL';

export interface Screening<F> {
  /** The files to upload, in the order given. */
  accepted: F[];
  /** Files refused, each with the toast that says why. */
  refused: { file: F; toast: Toast }[];
  /** How many were beyond the count and ignored. */
  ignored: number;
}

/**
 * Sorts a selection: files beyond the count (this selection's, and what room the uploader has
 * left) are ignored; of the rest, a file of another type or over the size limit is refused.
 */
export function screenFiles<F extends NamedFile>(
  files: readonly F[],
  rules: UploadRules,
  held: number,
): Screening<F> {
  const room = Math.max(0, Math.min(rules.perSelection, rules.maxTotal - held));
  const considered = files.slice(0, room);
  const screening: Screening<F> = {
    accepted: [],
    refused: [],
    ignored: files.length - considered.length,
  };
  for (const file of considered) {
    if (!isAcceptedType(file, rules.accept))
      screening.refused.push({ file, toast: invalidTypeToast(file.name, rules.accept) });
    else if (file.size > rules.maxBytes)
      screening.refused.push({ file, toast: tooLargeToast(file.name, rules.maxBytes) });
    else screening.accepted.push(file);
  }
  return screening;
}

/** The type the upload is declared and sent with: the browser's, or plain bytes. */
export function contentTypeOf(file: Pick<NamedFile, 'type'>): string {
  return file.type || 'application/octet-stream';
}

/** The upload goes in parts above the threshold (S3 multipart). */
export function usesMultipart(size: number): boolean {
  return size > MULTIPART_THRESHOLD_BYTES;
}

/** '12.3 MB': docs/product.md's edit screen shows file sizes in MB to one decimal. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / MB).toFixed(1)} MB`;
}

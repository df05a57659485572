import type { MediaFileType } from '@pitstop/contracts';
import { isSpace } from './mesh/text-scan.js';

/**
 * The Content-Type media stores and serves each type under, whatever the uploader said: images
 * only as the four image types, model files as model types (served as attachments).
 */
export const CONTENT_TYPES: Record<MediaFileType, string> = {
  stl: 'model/stl',
  obj: 'model/obj',
  '3mf': 'model/3mf',
  zip: 'application/zip',
  step: 'model/step',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The recorded type's Content-Type; null for a type media does not know. */
export const contentTypeOf = (fileType: string | null): string | null =>
  fileType && Object.hasOwn(CONTENT_TYPES, fileType)
    ? CONTENT_TYPES[fileType as MediaFileType]
    : null;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const STL_HEADER_BYTES = 80;
const STL_TRIANGLE_BYTES = 50;
/** Lines an OBJ file's geometry is made of (comments are skipped before this check). */
const OBJ_KEYWORDS = new Set(['v', 'vt', 'vn', 'vp', 'f', 'l', 'o', 'g', 's', 'mtllib', 'usemtl']);

/**
 * The type of a file from its first bytes (`head`, up to 8 KiB) and its size; null when it is none
 * we accept. The name is never trusted on its own: it only tells a 3MF from another zip, which
 * the zip inspection then confirms.
 */
export function sniffFileType(
  head: Uint8Array,
  totalSize: number,
  filename?: string,
): MediaFileType | null {
  if (startsWith(head, 0, PNG_SIGNATURE)) return 'png';
  if (startsWith(head, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWithText(head, 0, 'GIF87a') || startsWithText(head, 0, 'GIF89a')) return 'gif';
  if (startsWithText(head, 0, 'RIFF') && startsWithText(head, 8, 'WEBP')) return 'webp';
  if (startsWithText(head, 0, 'PK\x03\x04') || startsWithText(head, 0, 'PK\x05\x06')) {
    return filename && /\.3mf$/i.test(filename) ? '3mf' : 'zip';
  }
  // Before the text checks: a binary STL's free-form header may well start with "solid".
  if (isBinaryStl(head, totalSize)) return 'stl';
  if (!looksLikeText(head)) return null;
  const start = textStart(head);
  if (startsWithText(head, start, 'ISO-10303-21;')) return 'step';
  if (isAsciiStl(head, start)) return 'stl';
  if (isObj(head, totalSize)) return 'obj';
  return null;
}

/** The binary layout: its triangle count must account for the file's size exactly. */
export function isBinaryStl(head: Uint8Array, totalSize: number): boolean {
  if (head.length < STL_HEADER_BYTES + 4) return false;
  const count = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(
    STL_HEADER_BYTES,
    true,
  );
  return totalSize === STL_HEADER_BYTES + 4 + STL_TRIANGLE_BYTES * count;
}

/** Where text starts after a UTF-8 byte order mark and blank space. */
export function textStart(head: Uint8Array): number {
  let i = startsWith(head, 0, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (i < head.length && isSpace(head[i])) i++;
  return i;
}

/** "solid" as a word of its own, then the first facet (or the end of an empty solid). */
export function startsLikeAsciiStl(head: Uint8Array, start: number): boolean {
  if (!startsWithText(head, start, 'solid', true)) return false;
  const after = start + 5;
  return after === head.length || isSpace(head[after]);
}

function isAsciiStl(head: Uint8Array, start: number): boolean {
  if (!startsLikeAsciiStl(head, start)) return false;
  const text = latin1(head).toLowerCase();
  return text.includes('facet', start + 5) || text.includes('endsolid', start + 5);
}

function isObj(head: Uint8Array, totalSize: number): boolean {
  // The head may end inside a line (or inside a UTF-8 sequence): judge complete lines only.
  let end = head.length;
  if (head.length < totalSize) {
    end = head.lastIndexOf(0x0a) + 1;
    if (end === 0) return false;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, end));
  } catch {
    return false;
  }
  let vertices = 0;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const keyword = line.split(/\s/, 1)[0]!;
    if (!OBJ_KEYWORDS.has(keyword)) return false;
    if (keyword === 'v') vertices++;
  }
  return vertices > 0;
}

/** No NUL or other control bytes but blank space (tab, line breaks, form feed). */
export function looksLikeText(head: Uint8Array): boolean {
  for (let i = 0; i < head.length; i++) {
    const b = head[i];
    if (b < 0x09 || (b > 0x0d && b < 0x20) || b === 0x7f) return false;
  }
  return true;
}

function startsWith(head: Uint8Array, at: number, bytes: readonly number[]): boolean {
  if (head.length < at + bytes.length) return false;
  for (let i = 0; i < bytes.length; i++) if (head[at + i] !== bytes[i]) return false;
  return true;
}

function startsWithText(head: Uint8Array, at: number, text: string, anyCase = false): boolean {
  if (head.length < at + text.length) return false;
  for (let i = 0; i < text.length; i++) {
    let b = head[at + i];
    if (anyCase && b >= 0x41 && b <= 0x5a) b += 0x20;
    if (b !== text.charCodeAt(i)) return false;
  }
  return true;
}

function latin1(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 4096) {
    out += String.fromCharCode(...bytes.subarray(i, i + 4096));
  }
  return out;
}

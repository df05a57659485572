/** Dates, file sizes and files as the model page shows them. */

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** 'Mar 5, 2026' (in the reader's time zone); '—' for a date that can't be read. */
export function formatDate(iso: string | null | undefined, format = dateFormat): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? '—' : format.format(time);
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** SPEC.md section 9: Bytes, KB, MB, GB in steps of 1024, up to two decimals ('1.5 MB'). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const unit = Math.min(SIZE_UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** unit;
  return `${Number.parseFloat(value.toFixed(2))} ${SIZE_UNITS[unit]}`;
}

/** The file's name at the end of its address, without query or fragment ('mount.stl'). */
function fileNameOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0];
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
}

/** SPEC.md section 4: the first file whose name ends in .stl (any case), or null. */
export function firstStlFile(fileUrls: readonly string[]): string | null {
  return fileUrls.find((url) => fileNameOf(url).toLowerCase().endsWith('.stl')) ?? null;
}

export function yesNo(value: boolean): 'YES' | 'NO' {
  return value ? 'YES' : 'NO';
}

/** Dates and files as the model page shows them. */

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

/** The file's name at the end of its address, without query or fragment ('mount.stl'). */
export function fileNameOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0];
  const name = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(name);
  } catch {
    return name; // a stray '%' that isn't an escape: show the name as written
  }
}

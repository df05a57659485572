/**
 * Speed and time left of a transfer, from the byte counts its progress events report. The speed
 * is measured over the last few seconds rather than since the start, so it follows a connection
 * that speeds up or slows down, and a resumed upload's parts sent earlier don't inflate it.
 */

const MB = 1024 * 1024;

/** How far back the speed looks. */
export const SPEED_WINDOW_MS = 5_000;
/** Below this much elapsed time a speed is mostly noise: none is shown yet. */
const MIN_SPAN_MS = 500;

export interface Sample {
  /** Milliseconds (any clock, as long as it is one clock). */
  at: number;
  /** Bytes sent so far. */
  bytes: number;
}

/**
 * The samples to keep after this one: those within the window of it, plus the last one before
 * the window so the span stays close to the window's length when events are sparse.
 */
export function withSample(samples: readonly Sample[], sample: Sample): Sample[] {
  // A count that goes down (a part sent again after an error) starts the measurement afresh.
  const last = samples.at(-1);
  if (last && sample.bytes < last.bytes) return [sample];
  const all = [...samples, sample];
  const since = sample.at - SPEED_WINDOW_MS;
  const firstInside = all.findIndex((s) => s.at >= since);
  return all.slice(Math.max(0, firstInside - 1));
}

/** Bytes per second over the samples, or null while there is too little to tell. */
export function speedOf(samples: readonly Sample[]): number | null {
  if (samples.length < 2) return null;
  const first = samples[0];
  const last = samples[samples.length - 1];
  const span = last.at - first.at;
  if (span < MIN_SPAN_MS) return null;
  return ((last.bytes - first.bytes) * 1000) / span;
}

/** Seconds until the rest arrives at this speed, or null when it can't be told. */
export function secondsLeft(bytesLeft: number, bytesPerSecond: number | null): number | null {
  if (bytesLeft <= 0) return 0;
  if (bytesPerSecond === null || bytesPerSecond <= 0) return null;
  return Math.ceil(bytesLeft / bytesPerSecond);
}

/** '2.4 MB/s', '0.35 MB/s'. */
export function formatSpeed(bytesPerSecond: number): string {
  const mb = bytesPerSecond / MB;
  return `${mb.toFixed(mb < 1 ? 2 : 1)} MB/s`;
}

/** '8 s left', '3 min 5 s left', '1 h 4 min left'. */
export function formatTimeLeft(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  if (s < 60) return `${s} s left`;
  if (s < 3600) {
    const rest = s % 60;
    return `${Math.floor(s / 60)} min${rest ? ` ${rest} s` : ''} left`;
  }
  const minutes = Math.floor((s % 3600) / 60);
  return `${Math.floor(s / 3600)} h${minutes ? ` ${minutes} min` : ''} left`;
}

/** Whole percent sent, 100 only when everything is. */
export function percentOf(bytes: number, total: number): number {
  if (total <= 0) return 0;
  if (bytes >= total) return 100;
  return Math.min(99, Math.floor((bytes / total) * 100));
}

/**
 * The file itself is at fault (truncated, malformed, not what its first bytes claim): retrying
 * cannot help, and the message says why in words a seller can act on.
 */
export class UnreadableFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableFileError';
  }
}

/** An archive that would expand far beyond its own size (a zip bomb), or holds too many entries. */
export class ZipRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipRefusedError';
  }
}

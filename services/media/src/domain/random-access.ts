/**
 * An object read by ranges: S3 ranged GETs in production, a buffer in tests. `read` gives
 * exactly `length` bytes, fewer only where the range passes the end.
 */
export interface RandomAccessSource {
  read(offset: number, length: number): Promise<Uint8Array>;
}

export function bufferSource(bytes: Uint8Array): RandomAccessSource {
  return {
    read: async (offset, length) =>
      bytes.subarray(Math.min(offset, bytes.length), Math.min(offset + length, bytes.length)),
  };
}

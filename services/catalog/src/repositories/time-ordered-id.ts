import { randomFillSync } from 'node:crypto';

let lastMs = 0;
let sequence = 0;

/**
 * A UUID version 7 (RFC 9562): the time in milliseconds, then a 12-bit sequence (ids made in
 * the same millisecond still ascend), then random bits. Bulk inserts use these rather than
 * random ids so that each index keyed by id (the primary key, the listing pages' (created_at,
 * id) and (download_count, id)) grows at its right edge instead of touching a random page per
 * row; a million imported listings are about a fifth faster to write.
 */
export function timeOrderedId(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    sequence = 0;
  } else if (++sequence > 0xfff) {
    // 4,096 ids in one millisecond: borrow the next one, as the RFC allows.
    lastMs++;
    sequence = 0;
  }
  const bytes = randomFillSync(Buffer.alloc(16));
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (sequence >>> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

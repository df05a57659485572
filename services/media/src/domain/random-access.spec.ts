import { bufferSource } from './random-access.js';

const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);

describe('bufferSource', () => {
  it('reads the asked range, and stops short only at the end', async () => {
    const source = bufferSource(bytes);
    expect([...(await source.read(10, 5))]).toEqual([10, 11, 12, 13, 14]);
    expect((await source.read(995, 20)).length).toBe(5);
    expect((await source.read(2000, 20)).length).toBe(0);
  });
});

import {
  TriangleBatch,
  completeTriangle,
  flushTriangles,
  type TriangleSink,
} from './triangle-sink.js';

describe('TriangleBatch', () => {
  it('hands triangles over a full batch at a time, and the rest at the end', () => {
    const sizes: number[] = [];
    const firsts: number[] = [];
    const sink: TriangleSink = {
      add: (batch) => {
        sizes.push(batch.length);
        firsts.push(batch.xyz[0]!);
      },
    };
    const batch = new TriangleBatch();
    for (let t = 0; t < TriangleBatch.capacity * 2 + 5; t++) {
      batch.xyz[batch.length * 9] = t;
      completeTriangle(batch, sink);
    }
    flushTriangles(batch, sink);
    flushTriangles(batch, sink);
    expect(sizes).toEqual([TriangleBatch.capacity, TriangleBatch.capacity, 5]);
    expect(firsts).toEqual([0, TriangleBatch.capacity, TriangleBatch.capacity * 2]);
  });

  it('shows the same bytes as floats and as bit patterns', () => {
    const batch = new TriangleBatch();
    batch.xyz[4] = 1;
    expect(batch.bits[4]).toBe(0x3f800000);
  });
});

import { VertexTable, notFinite, vertexHash } from './vertex-table.js';

const bitsOf = (x: number) => new Int32Array(Float32Array.of(x).buffer)[0]!;

describe('VertexTable', () => {
  it('numbers vertices in order of first appearance, by their exact coordinates', () => {
    const table = new VertexTable();
    expect(table.id(bitsOf(1), bitsOf(2), bitsOf(3))).toBe(0);
    expect(table.id(bitsOf(1), bitsOf(2), bitsOf(3.0000002))).toBe(1);
    expect(table.id(bitsOf(1), bitsOf(2), bitsOf(3))).toBe(0);
    expect(table.id(bitsOf(3), bitsOf(2), bitsOf(1))).toBe(2);
    expect(table.count).toBe(3);
  });

  it('takes -0 for 0', () => {
    const table = new VertexTable();
    expect(table.id(bitsOf(0), bitsOf(-0), bitsOf(5))).toBe(0);
    expect(table.id(bitsOf(-0), bitsOf(0), bitsOf(5))).toBe(0);
  });

  it('keeps every vertex as it grows far past its first size', () => {
    const table = new VertexTable(10);
    const n = 200_000;
    // A grid: neighbouring coordinates share most of their bits, the hard case for hashing.
    const key = (i: number) => [bitsOf(i % 100), bitsOf(Math.floor(i / 100) * 0.1), 0] as const;
    let wrong = 0;
    for (let i = 0; i < n; i++) if (table.id(...key(i)) !== i) wrong++;
    for (let i = n - 1; i >= 0; i -= 7) if (table.id(...key(i)) !== i) wrong++;
    expect(wrong).toBe(0);
    expect(table.count).toBe(n);
  });

  it('finds a vertex looked up through touch() and find() like id()', () => {
    const table = new VertexTable();
    const hashes = Int32Array.of(vertexHash(7, 8, 9));
    expect(table.touch(hashes, 1)).toBe(0);
    expect(table.find(7, 8, 9, hashes[0]!)).toBe(0);
    expect(table.touch(hashes, 1)).not.toBe(0);
    expect(table.id(7, 8, 9)).toBe(0);
  });
});

describe('notFinite', () => {
  it('tells infinities and NaN from numbers', () => {
    for (const v of [NaN, Infinity, -Infinity]) expect(notFinite(bitsOf(v))).toBe(true);
    for (const v of [0, -0, 1e-45, 3.4e38, -12.5]) expect(notFinite(bitsOf(v))).toBe(false);
  });
});

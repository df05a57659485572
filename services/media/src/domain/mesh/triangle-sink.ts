/**
 * Triangles handed from a parser to whoever consumes them, a batch at a time: each triangle's
 * corners as x, y, z float32 (millimetres), with the same bytes seen as int32 bit patterns
 * (`bits`), which is how vertices are told apart. Parsers fill the batch and hand it over when
 * full, so reading a mesh allocates nothing per triangle, and the consumer can look a whole
 * batch's vertices up at once (see MeshStats).
 */
export class TriangleBatch {
  static readonly capacity = 256;
  readonly bits = new Int32Array(9 * TriangleBatch.capacity);
  readonly xyz = new Float32Array(this.bits.buffer);
  /** Triangles filled so far. */
  length = 0;
}

export interface TriangleSink {
  /** Before the first triangle, when the format says how many there will be. */
  expect?(triangles: number): void;
  /** Takes the batch's `length` triangles; the parser then refills the batch from the start. */
  add(batch: TriangleBatch): void;
}

/** Hands a full batch over and empties it: call after each triangle a parser completes. */
export function completeTriangle(batch: TriangleBatch, sink: TriangleSink): void {
  if (++batch.length === TriangleBatch.capacity) {
    sink.add(batch);
    batch.length = 0;
  }
}

/** Hands over what is left at the end of a file. */
export function flushTriangles(batch: TriangleBatch, sink: TriangleSink): void {
  if (batch.length > 0) sink.add(batch);
  batch.length = 0;
}

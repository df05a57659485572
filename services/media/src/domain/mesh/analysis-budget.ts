import { UnreadableFileError } from '../errors.js';
import type { TriangleBatch, TriangleSink } from './triangle-sink.js';

/** What one analysis (or preview) job may spend on one file; see docs/security.md. */
export interface AnalysisLimits {
  /** Triangles read, and vertices held for one mesh: memory grows with them (~50 B each). */
  maxTriangles: number;
  /** Bytes a 3MF's parts unpack to as they are read: the time a zip bomb would take. */
  maxInflatedBytes: number;
  /** From the start of the job. */
  timeLimitMs: number;
}

export const NO_ANALYSIS_LIMITS: AnalysisLimits = {
  maxTriangles: Infinity,
  maxInflatedBytes: Infinity,
  timeLimitMs: Infinity,
};

/**
 * A file past the worker's limits. It is an UnreadableFileError, so that it is recorded with
 * its reason at once and never retried: a retry would only run into the same limit (or, without
 * the limit, take the worker down again).
 */
export class TooLargeToAnalyseError extends UnreadableFileError {
  constructor(why: string) {
    super(`Too large to analyse: ${why}.`);
    this.name = 'TooLargeToAnalyseError';
  }
}

/**
 * Counts what a reader spends as it streams (triangles as they are parsed, bytes as they
 * inflate, time at each chunk and batch) and stops it with a TooLargeToAnalyseError as soon as
 * one limit is passed, so memory stays bounded whatever the file claims or holds.
 */
export class AnalysisBudget {
  private triangles = 0;
  private inflated = 0;
  private readonly deadline: number;

  constructor(
    readonly limits: AnalysisLimits = NO_ANALYSIS_LIMITS,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.deadline = now() + limits.timeLimitMs;
  }

  /** A format that says its count first (binary STL): refused before a byte of it is read. */
  announced(triangles: number): void {
    const max = this.limits.maxTriangles;
    if (triangles > max)
      throw new TooLargeToAnalyseError(
        `it holds ${count(triangles)} triangles (the limit is ${count(max)})`,
      );
  }

  addTriangles(n: number): void {
    this.triangles += n;
    const max = this.limits.maxTriangles;
    if (this.triangles > max)
      throw new TooLargeToAnalyseError(
        `it holds more than ${count(max)} triangles (the limit is ${count(max)})`,
      );
    this.checkTime();
  }

  /**
   * A reader is about to hold this many vertices of one mesh (OBJ, 3MF; asked when its table
   * grows, so what it holds stays under twice the limit). A closed mesh has half as many
   * vertices as triangles: the triangle limit serves.
   */
  holdVertices(vertices: number): void {
    const max = this.limits.maxTriangles;
    if (vertices > max)
      throw new TooLargeToAnalyseError(
        `it holds more than ${count(max)} vertices (the limit is ${count(max)})`,
      );
  }

  addInflated(bytes: number): void {
    this.inflated += bytes;
    const max = this.limits.maxInflatedBytes;
    if (this.inflated > max)
      throw new TooLargeToAnalyseError(
        `its 3MF model unpacks to more than ${size(max)} (the limit is ${size(max)})`,
      );
    this.checkTime();
  }

  checkTime(): void {
    if (this.now() > this.deadline) {
      const seconds = Math.round(this.limits.timeLimitMs / 100) / 10;
      throw new TooLargeToAnalyseError(
        `reading it takes longer than ${seconds} s (the limit is ${seconds} s)`,
      );
    }
  }

  /** `sink`, behind the triangle count (and the count a header announces). */
  sink(sink: TriangleSink): TriangleSink {
    return {
      expect: (triangles) => {
        this.announced(triangles);
        sink.expect?.(triangles);
      },
      add: (batch: TriangleBatch) => {
        this.addTriangles(batch.length);
        sink.add(batch);
      },
    };
  }

  /** A stream that stops at the deadline, even while it brings no triangles. */
  async *chunks(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
    for await (const chunk of chunks) {
      this.checkTime();
      yield chunk;
    }
  }
}

const count = (n: number) => n.toLocaleString('en-US');

function size(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Math.round(mb * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

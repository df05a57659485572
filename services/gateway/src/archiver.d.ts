// archiver 8 ships no types (DefinitelyTyped's are for 7, whose API differs): the part we use.
declare module 'archiver' {
  import { Transform, type Readable } from 'node:stream';

  export class ZipArchive extends Transform {
    constructor(options?: { zlib?: { level?: number }; store?: boolean });
    append(source: Readable | Buffer | string, data: { name: string; store?: boolean }): this;
    finalize(): Promise<void>;
    abort(): this;
    on(event: 'entry', listener: (entry: { name: string }) => void): this;
    on(event: 'warning' | 'error', listener: (err: Error) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
    once(event: 'entry', listener: (entry: { name: string }) => void): this;
    once(event: 'error', listener: (err: Error) => void): this;
    once(event: string, listener: (...args: unknown[]) => void): this;
  }
}

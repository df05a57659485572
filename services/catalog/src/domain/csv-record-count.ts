/**
 * Counts a CSV file's records by its bytes, for an import's rows total, about fifty times
 * faster than parsing it: no cells are built. It counts what the import's parser
 * (csv-parse with bom, relax_quotes, relax_column_count and skip_empty_lines, blank records
 * left out) would read, for the files it fully understands: comma-separated, line ends all
 * LF or all CRLF, quoted cells closed before a comma or a line end, no record longer than
 * `maxRecordBytes`. Anything else (a quote still open at the end, `"a"b`, a lone CR, mixed
 * line ends, a record too long) makes it undecided (null): the caller then counts with the
 * parser itself, which names the problem exactly. So a file the parser would refuse is never
 * counted here, and the import refuses it before writing anything, as before.
 */
export class CsvRecordCounter {
  private state = State.FieldStart;
  private records = 0;
  private recordBytes = 0;
  private content = false;
  /** The record holds non-ASCII text, which may all be white space to the import's trim(). */
  nonAscii = false;
  private lineEnd: 'lf' | 'crlf' | null = null;
  private bomBytes = 0;
  private undecided = false;

  constructor(private readonly maxRecordBytes: number) {}

  /** Reads the next bytes; false once the count is undecided (the rest need not be read). */
  push(chunk: Uint8Array): boolean {
    if (this.undecided) return false;
    let i = 0;
    // A UTF-8 byte order mark at the very start is not part of the first cell.
    while (this.bomBytes < 3 && this.records === 0 && this.recordBytes === 0 && i < chunk.length) {
      if (chunk[i] !== BOM[this.bomBytes]) {
        this.bomBytes = 3;
        break;
      }
      this.bomBytes++;
      i++;
    }
    let state = this.state;
    let content = this.content;
    let recordBytes = this.recordBytes;
    for (; i < chunk.length; i++) {
      const byte = chunk[i]!;
      recordBytes++;
      switch (state) {
        case State.FieldStart:
        case State.Unquoted:
          if (byte === COMMA) state = State.FieldStart;
          else if (byte === LF) {
            if (!this.endLine('lf', content)) return this.giveUp();
            state = State.FieldStart;
            content = false;
            recordBytes = 0;
          } else if (byte === CR) state = State.AfterCr;
          else if (byte === QUOTE && state === State.FieldStart) state = State.Quoted;
          else {
            state = State.Unquoted;
            content ||= isContent(byte, this);
          }
          break;
        case State.Quoted:
          if (byte === QUOTE) state = State.QuoteInQuoted;
          else content ||= isContent(byte, this);
          break;
        case State.QuoteInQuoted:
          if (byte === QUOTE) {
            // "" inside quotes: a quote character, which is content.
            state = State.Quoted;
            content = true;
          } else if (byte === COMMA) state = State.FieldStart;
          else if (byte === LF) {
            if (!this.endLine('lf', content)) return this.giveUp();
            state = State.FieldStart;
            content = false;
            recordBytes = 0;
          } else if (byte === CR) state = State.AfterCr;
          else return this.giveUp();
          break;
        case State.AfterCr:
          if (byte !== LF || !this.endLine('crlf', content)) return this.giveUp();
          state = State.FieldStart;
          content = false;
          recordBytes = 0;
          break;
      }
      if (recordBytes > this.maxRecordBytes) return this.giveUp();
    }
    this.state = state;
    this.content = content;
    this.recordBytes = recordBytes;
    return true;
  }

  /** The records counted (blank ones left out), or null when undecided. */
  end(): number | null {
    if (this.undecided || this.state === State.Quoted || this.state === State.AfterCr) return null;
    if (!this.content && this.nonAscii) return null;
    if (this.content) this.records++;
    this.content = false;
    return this.records;
  }

  private endLine(kind: 'lf' | 'crlf', content: boolean): boolean {
    if (this.lineEnd !== kind && this.lineEnd !== null) return false;
    if (!content && this.nonAscii) return false;
    this.lineEnd = kind;
    this.nonAscii = false;
    if (content) this.records++;
    return true;
  }

  private giveUp(): false {
    this.undecided = true;
    return false;
  }
}

enum State {
  FieldStart,
  Unquoted,
  Quoted,
  QuoteInQuoted,
  AfterCr,
}

/** Not white space as String.prototype.trim sees it; non-ASCII bytes are noted, not decided. */
function isContent(byte: number, counter: CsvRecordCounter): boolean {
  if (byte >= 0x80) {
    counter.nonAscii = true;
    return false;
  }
  return byte !== SPACE && (byte < TAB || byte > CR);
}

const COMMA = 0x2c;
const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
/** TAB to CR: \t \n \v \f \r, white space to trim(). */
const TAB = 0x09;
const BOM = [0xef, 0xbb, 0xbf];

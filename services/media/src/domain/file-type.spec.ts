import { sniffFileType } from './file-type.js';
import { asciiStl, binaryStl, cube, obj, cubeQuads, zip } from './mesh/mesh-fixtures.spec.js';

const text = (s: string) => new TextEncoder().encode(s);
const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...text(p)] : p)));
/** Sniffs a whole small file: its head is all of it. */
const sniff = (file: Uint8Array, name?: string) => sniffFileType(file, file.length, name);

function randomBytes(length: number, seed: number): Uint8Array {
  let state = seed;
  return Uint8Array.from({ length }, () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state >>> 24;
  });
}

describe('sniffFileType', () => {
  describe('STL', () => {
    it('knows a binary STL by its size matching its triangle count', () => {
      expect(sniff(binaryStl(cube()))).toBe('stl');
    });

    it('takes a binary STL whose header starts with "solid" for binary, as its size says', () => {
      const file = binaryStl(cube(), 'solid but binary');
      expect(sniff(file)).toBe('stl');
    });

    it('judges a big binary STL by its first 8 KiB and its size', () => {
      const file = binaryStl(Array.from({ length: 400 }, () => cube()[0]!));
      expect(sniffFileType(file.subarray(0, 8192), file.length)).toBe('stl');
      expect(sniffFileType(file.subarray(0, 8192), file.length - 50)).toBeNull();
    });

    it('refuses a binary STL whose size does not match its count', () => {
      const file = binaryStl(cube());
      expect(sniffFileType(file, file.length + 1)).toBeNull();
      expect(sniffFileType(file, file.length - 1)).toBeNull();
      expect(sniff(file.subarray(0, file.length - 50 + 1))).toBeNull();
    });

    it('knows an ASCII STL, after a byte order mark and blank lines too', () => {
      expect(sniff(asciiStl(cube()))).toBe('stl');
      expect(sniff(bytes([0xef, 0xbb, 0xbf], '\n\n  ', 'SOLID part\nfacet normal 0 0 1'))).toBe(
        'stl',
      );
      expect(sniff(text('solid\nendsolid\n'))).toBe('stl');
    });

    it('wants "solid" as a word, followed by a facet or the end of the solid', () => {
      expect(sniff(text('solidity is a virtue'))).toBeNull();
      expect(sniff(text('solid plan\nno geometry here\n'))).toBeNull();
    });
  });

  describe('OBJ', () => {
    it('knows an OBJ file by its lines', () => {
      expect(sniff(obj(cubeQuads()))).toBe('obj');
      const full = text(
        '# Blender\nmtllib part.mtl\no Part\nv 1 2 3\nvt 0 1\nvn 0 0 1\ns off\nusemtl red\nf 1/1/1 1/1/1 1/1/1\n',
      );
      expect(sniff(full)).toBe('obj');
    });

    it('judges only the complete lines of a head that ends inside a line', () => {
      const head = text('v 1 2 3\nv 4 5 6\nv 7 8 9.12');
      expect(sniffFileType(head, head.length + 1000)).toBe('obj');
    });

    it('wants at least one vertex, and nothing but OBJ statements', () => {
      expect(sniff(text('# only a comment\no empty\n'))).toBeNull();
      expect(sniff(text('v 1 2 3\nhello world\n'))).toBeNull();
      expect(sniff(text('Dear seller,\nv 1 2 3\n'))).toBeNull();
    });

    it('refuses text that is not valid UTF-8', () => {
      expect(sniff(bytes('v 1 2 3\n# ', [0xff, 0xfe], '\n'))).toBeNull();
    });
  });

  describe('ZIP and 3MF', () => {
    it('calls a zip named .3mf a 3MF (the zip inspection checks it), and any other a zip', async () => {
      const file = await zip({ 'a.txt': 'hello' });
      expect(sniff(file, 'Bracket.3MF')).toBe('3mf');
      expect(sniff(file, 'bracket.zip')).toBe('zip');
      expect(sniff(file, 'bracket.stl')).toBe('zip');
      expect(sniff(file)).toBe('zip');
    });

    it('knows an empty zip', () => {
      expect(sniff(bytes('PK', [5, 6], new Array(18).fill(0)), 'empty.zip')).toBe('zip');
    });

    it('does not take a name for a type: a text file named .3mf is no 3MF', () => {
      expect(sniff(text('not a zip at all'), 'part.3mf')).toBeNull();
    });
  });

  it('knows a STEP file', () => {
    expect(sniff(text("ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION((''),'2;1');\nENDSEC;\n"))).toBe(
      'step',
    );
  });

  describe('images', () => {
    it.each([
      ['png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR')],
      ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF')],
      ['webp', bytes('RIFF', [36, 0, 0, 0], 'WEBPVP8 ')],
      ['gif', bytes('GIF89a', [1, 0, 1, 0])],
      ['gif', bytes('GIF87a', [1, 0, 1, 0])],
    ])('knows %s', (type, head) => {
      expect(sniff(head)).toBe(type);
    });

    it('trusts the bytes over the name: a PNG named .stl is a PNG', () => {
      const png = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR');
      expect(sniff(png, 'bracket.stl')).toBe('png');
    });

    it('wants all of a signature: RIFF without WEBP is not WebP', () => {
      expect(sniff(bytes('RIFF', [36, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    });
  });

  it('gives null for random bytes, empty files and plain text', () => {
    for (let seed = 1; seed <= 50; seed++) expect(sniff(randomBytes(2000, seed))).toBeNull();
    expect(sniff(new Uint8Array(0))).toBeNull();
    expect(sniff(text('just some notes about a part\n'))).toBeNull();
  });
});

import type { ModelFileDto } from '@pitstop/contracts';
import {
  downloadAddress,
  downloadStartedText,
  fileFormats,
  fileTypeLabel,
  firstStl,
  formatFileSize,
  formatSizeMm,
  mayDownload,
  printedSize,
  readyAnalysis,
  viewAddress,
  viewFailureText,
  viewableType,
  zipAddress,
} from './model-files';

function file(overrides: Partial<ModelFileDto> = {}): ModelFileDto {
  return {
    id: 'f1',
    listingId: 'l1',
    filename: 'mount.stl',
    fileType: 'stl',
    filesizeBytes: 2048,
    fileSizeBytes: 2048,
    storageUrl: '/api/models3d/l1/files/f1/download',
    downloadUrl: '/api/models3d/l1/files/f1/download',
    analysisState: 'ready',
    analysis: {
      triangles: 1200,
      sizeMm: { x: 120, y: 80, z: 15 },
      volumeCm3: 42.5,
      surfaceAreaCm2: 310,
      watertight: true,
    },
    analysisError: null,
    printFacts: null,
    createdAt: '2026-03-05T12:00:00.000Z',
    ...overrides,
  };
}

describe('formatFileSize', () => {
  it('counts bytes below one kilobyte', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1)).toBe('1 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
  });

  it('steps up by 1024 to KB, MB and GB with up to two decimals', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(2.345 * 1024 * 1024)).toBe('2.35 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
  });

  it('stays in GB beyond it, and shows a dash for a size it cannot read', () => {
    expect(formatFileSize(2048 * 1024 ** 3)).toBe('2048 GB');
    expect(formatFileSize(-1)).toBe('—');
    expect(formatFileSize(Number.NaN)).toBe('—');
  });
});

describe('firstStl', () => {
  it('picks the first file whose name ends in .stl, any case', () => {
    const files = [
      file({ id: 'a', filename: 'readme.zip', fileType: 'zip' }),
      file({ id: 'b', filename: 'Mount.STL' }),
      file({ id: 'c', filename: 'other.stl' }),
    ];
    expect(firstStl(files)?.id).toBe('b');
  });

  it('counts a file media read as STL whatever its name', () => {
    expect(firstStl([file({ id: 'x', filename: 'bracket', fileType: 'stl' })])?.id).toBe('x');
  });

  it('finds none among other formats', () => {
    expect(
      firstStl([
        file({ filename: 'a.3mf', fileType: '3mf' }),
        file({ filename: 'b.step', fileType: 'step' }),
      ]),
    ).toBeNull();
    expect(firstStl([])).toBeNull();
  });
});

describe('fileFormats', () => {
  it('lists each format once, upper-cased, in file order', () => {
    expect(
      fileFormats([
        file({ fileType: 'stl' }),
        file({ filename: 'b.3mf', fileType: '3mf' }),
        file({ filename: 'c.stl', fileType: 'stl' }),
      ]),
    ).toBe('STL, 3MF');
  });

  it('falls back to the extension when the type is blank, and a dash for no files', () => {
    expect(fileTypeLabel(file({ filename: 'part.obj', fileType: '' }))).toBe('OBJ');
    expect(fileTypeLabel(file({ filename: 'noext', fileType: '' }))).toBe('');
    expect(fileFormats([])).toBe('—');
  });
});

describe('printedSize', () => {
  it('shows the bounding box in millimetres with one decimal once analysed', () => {
    expect(printedSize(file())).toBe('120.0 × 80.0 × 15.0 mm');
    expect(formatSizeMm({ x: 12.345, y: 0.04, z: 100 })).toBe('12.3 × 0.0 × 100.0 mm');
  });

  it('says where the analysis stands otherwise', () => {
    expect(printedSize(file({ analysisState: 'pending', analysis: null }))).toBe('Analysing…');
    expect(printedSize(file({ analysisState: 'unreadable', analysis: null }))).toBe(
      'Could not be read',
    );
    expect(printedSize(file({ analysisState: 'none', analysis: null }))).toBe('—');
  });

  it('offers the analysis only when it is ready', () => {
    expect(readyAnalysis(file())?.triangles).toBe(1200);
    expect(readyAnalysis(file({ analysisState: 'pending' }))).toBeNull();
  });
});

describe('viewableType', () => {
  it('draws STL, OBJ and 3MF, by the type media read', () => {
    expect(viewableType(file())).toBe('stl');
    expect(viewableType(file({ filename: 'a.obj', fileType: 'obj' }))).toBe('obj');
    expect(viewableType(file({ filename: 'a.3mf', fileType: '3mf' }))).toBe('3mf');
    expect(viewableType(file({ filename: 'a.step', fileType: 'step' }))).toBeNull();
    // The bytes said ZIP: the name does not make it a mesh
    expect(viewableType(file({ filename: 'a.stl', fileType: 'zip' }))).toBeNull();
  });

  it('goes by the name when no type was read', () => {
    expect(viewableType(file({ filename: 'A.OBJ', fileType: '' }))).toBe('obj');
    expect(viewableType(file({ filename: 'notes.txt', fileType: '' }))).toBeNull();
  });
});

describe('addresses', () => {
  it('downloads from the file’s download address, or the route built from its ids', () => {
    expect(downloadAddress(file({ downloadUrl: '/api/models3d/l1/files/f1/download' }))).toBe(
      '/api/models3d/l1/files/f1/download',
    );
    expect(downloadAddress({ id: 'f 2', listingId: 'l/1', downloadUrl: '' })).toBe(
      '/api/models3d/l%2F1/files/f%202/download',
    );
  });

  it('views and zips through the listing’s routes', () => {
    expect(viewAddress(file())).toBe('/api/models3d/l1/files/f1/view');
    expect(zipAddress('l1')).toBe('/api/models3d/l1/download.zip');
  });

  it("says '{filename} download started automatically'", () => {
    expect(downloadStartedText('mount.stl')).toBe('mount.stl download started automatically');
  });
});

describe('mayDownload', () => {
  const free = { isFree: true, priceCents: 0, sellerId: 'seller' };
  const paid = { isFree: false, priceCents: 499, sellerId: 'seller' };
  const buyer = { id: 'buyer', role: 'user' };

  it('lets anyone signed in download a free listing, and no visitor', () => {
    expect(mayDownload(free, buyer)).toBe(true);
    expect(mayDownload(free, null)).toBe(false);
  });

  it('keeps a paid listing to its seller and admins (BUY FILE for the rest)', () => {
    expect(mayDownload(paid, buyer)).toBe(false);
    expect(mayDownload(paid, { id: 'seller', role: 'user' })).toBe(true);
    expect(mayDownload(paid, { id: 'someone', role: 'admin' })).toBe(true);
    expect(mayDownload(paid, null)).toBe(false);
  });
});

describe('viewFailureText', () => {
  it('asks to buy on a refusal', () => {
    expect(viewFailureText(403, 'Buy this model to download its files.')).toBe(
      'Buy this model to preview it in 3D',
    );
  });

  it("gives the server's words for anything else, or says what happened", () => {
    expect(viewFailureText(404, 'File not found')).toBe('File not found');
    expect(viewFailureText(404, '')).toBe('The file was not found.');
    expect(viewFailureText(500, '')).toBe('Could not load the file (500).');
    expect(viewFailureText('NETWORK', '')).toMatch(/connection/);
  });
});

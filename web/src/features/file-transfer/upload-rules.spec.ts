import {
  EDIT_MODEL_FILE_RULES,
  EDIT_PREVIEW_RULES,
  formatMegabytes,
  isAcceptedType,
  screenFiles,
  uploadFailedToast,
  uploadSucceededToast,
  usesMultipart,
  WIZARD_IMAGE_RULES,
  WIZARD_MODEL_RULES,
} from './upload-rules';

const MB = 1024 * 1024;
const file = (name: string, size = 1000, type = '') => ({ name, size, type });

describe('the uploaders’ limits', () => {
  it('takes docs/product.md’s types and sizes in the wizard and on the edit screen', () => {
    expect(WIZARD_MODEL_RULES.accept).toEqual(['.stl', '.step', '.3mf', '.obj', '.zip']);
    expect(WIZARD_MODEL_RULES.maxBytes).toBe(52428800);
    expect(WIZARD_IMAGE_RULES.accept).toEqual(['image/*']);
    expect(WIZARD_IMAGE_RULES.maxBytes).toBe(10485760);
    expect(EDIT_MODEL_FILE_RULES).toMatchObject({
      accept: ['.stl', '.obj', '.3mf', '.step', '.stp'],
      maxBytes: 52428800,
      perSelection: 3,
    });
    expect(EDIT_PREVIEW_RULES).toMatchObject({ maxBytes: 10485760, perSelection: 5 });
  });
});

describe('isAcceptedType', () => {
  it('matches extensions whatever their case', () => {
    expect(isAcceptedType(file('Knob.STL'), ['.stl'])).toBe(true);
    expect(isAcceptedType(file('bracket.Step'), ['.step'])).toBe(true);
    expect(isAcceptedType(file('knob.stl.txt'), ['.stl'])).toBe(false);
    expect(isAcceptedType(file('stl'), ['.stl'])).toBe(false);
  });

  it('lets image/* match any image type, and nothing else', () => {
    expect(isAcceptedType(file('a.png', 1, 'image/png'), ['image/*'])).toBe(true);
    expect(isAcceptedType(file('a.heic', 1, 'image/heic'), ['image/*'])).toBe(true);
    expect(isAcceptedType(file('a.png', 1, ''), ['image/*'])).toBe(false);
    expect(isAcceptedType(file('a.pdf', 1, 'application/pdf'), ['image/*'])).toBe(false);
  });
});

describe('screenFiles', () => {
  it('ignores files beyond the count, and counts what the uploader holds already', () => {
    const files = ['a', 'b', 'c', 'd'].map((n) => file(`${n}.stl`));
    expect(screenFiles(files, EDIT_MODEL_FILE_RULES, 0)).toMatchObject({
      accepted: files.slice(0, 3),
      ignored: 1,
    });
    expect(screenFiles(files, EDIT_MODEL_FILE_RULES, 2)).toMatchObject({
      accepted: files.slice(0, 1),
      ignored: 3,
    });
    expect(screenFiles(files, EDIT_MODEL_FILE_RULES, 3)).toMatchObject({
      accepted: [],
      ignored: 4,
    });
  });

  it("refuses a wrong type with 'Invalid file type' and the allowed list", () => {
    const { accepted, refused } = screenFiles([file('notes.pdf')], WIZARD_MODEL_RULES, 0);
    expect(accepted).toEqual([]);
    expect(refused[0].toast).toEqual({
      kind: 'error',
      title: 'Invalid file type',
      description:
        'notes.pdf is not a supported file format. Allowed types: .stl, .step, .3mf, .obj, .zip',
    });
  });

  it("refuses a file over the limit with 'File too large' in whole MB", () => {
    const big = file('hood.stl', 50 * MB + 1);
    const { refused } = screenFiles([big, file('ok.stl', 50 * MB)], WIZARD_MODEL_RULES, 0);
    expect(refused).toEqual([
      {
        file: big,
        toast: {
          kind: 'error',
          title: 'File too large',
          description: 'hood.stl must be smaller than 50MB',
        },
      },
    ]);
    const photo = file('photo.jpg', 11 * MB, 'image/jpeg');
    expect(screenFiles([photo], WIZARD_IMAGE_RULES, 0).refused[0].toast.description).toBe(
      'photo.jpg must be smaller than 10MB',
    );
  });
});

describe('the transfer’s words and thresholds', () => {
  it("says 'Upload failed' and 'Upload successful' with the file's name", () => {
    expect(uploadFailedToast('knob.stl')).toEqual({
      kind: 'error',
      title: 'Upload failed',
      description: 'Failed to upload knob.stl. Please try again.',
    });
    expect(uploadSucceededToast('knob.stl').title).toBe('Upload successful');
  });

  it('sends files above 16 MiB in parts', () => {
    expect(usesMultipart(16 * MB)).toBe(false);
    expect(usesMultipart(16 * MB + 1)).toBe(true);
  });

  it('shows sizes in MB to one decimal', () => {
    expect(formatMegabytes(1_300_000)).toBe('1.2 MB');
    expect(formatMegabytes(52428800)).toBe('50.0 MB');
    expect(formatMegabytes(0)).toBe('0.0 MB');
  });
});

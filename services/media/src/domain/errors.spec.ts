import { UnreadableFileError, ZipRefusedError } from './errors.js';

describe('media domain errors', () => {
  it('keep their own names and messages, so callers can tell them apart', () => {
    const unreadable = new UnreadableFileError('the file is truncated');
    const refused = new ZipRefusedError('too many entries');
    expect(unreadable).toBeInstanceOf(Error);
    expect(unreadable).not.toBeInstanceOf(ZipRefusedError);
    expect(refused).not.toBeInstanceOf(UnreadableFileError);
    expect(`${unreadable}`).toBe('UnreadableFileError: the file is truncated');
    expect(`${refused}`).toBe('ZipRefusedError: too many entries');
  });
});

import { COLLECTION_LIMITS, CollectionMessages as Msg, RpcErrorCode } from '@pitstop/contracts';
import { collectionName, optionalIsPublic, requireCollectionId } from './collection-input.js';

describe('collection input', () => {
  it('trims a name and keeps it as written', () => {
    expect(collectionName('  Mk7 Interior  ')).toBe('Mk7 Interior');
  });

  it('refuses a missing, blank, non-text or too long name with its words', () => {
    for (const value of [undefined, null, '', '   ', 42])
      expect(() => collectionName(value)).toThrow(Msg.nameRequired);
    expect(collectionName('x'.repeat(COLLECTION_LIMITS.nameMax))).toHaveLength(
      COLLECTION_LIMITS.nameMax,
    );
    expect(() => collectionName('x'.repeat(COLLECTION_LIMITS.nameMax + 1))).toThrow(
      Msg.nameTooLong,
    );
    expect(() => collectionName('a\u0000b')).toThrow(
      'Collection name contains characters that are not allowed',
    );
  });

  it('takes isPublic as a boolean or not at all', () => {
    expect(optionalIsPublic(undefined)).toBeUndefined();
    expect(optionalIsPublic(true)).toBe(true);
    expect(optionalIsPublic(false)).toBe(false);
    for (const value of ['true', 1, null])
      expect(() => optionalIsPublic(value)).toThrow(Msg.isPublicInvalid);
  });

  it('reads a collection id, and anything else as a collection that does not exist', () => {
    expect(requireCollectionId('6F1C2A4E-8B1D-4C3E-9A5F-0D2B7E8C9A10')).toBe(
      '6f1c2a4e-8b1d-4c3e-9a5f-0d2b7e8c9a10',
    );
    for (const value of ['nope', undefined, 5])
      expect(() => requireCollectionId(value)).toThrow(
        expect.objectContaining({ code: RpcErrorCode.NotFound, message: Msg.notFound }),
      );
  });
});

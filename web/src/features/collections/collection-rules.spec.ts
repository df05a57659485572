import { collectionNameProblem, collectionPath, visibilityLabel } from './collection-rules';

describe('collection rules', () => {
  it('asks for a name, trimmed, of at most 60 characters, in the server’s words', () => {
    expect(collectionNameProblem('  Mk7 interior ')).toBeNull();
    for (const name of [undefined, '', '    '])
      expect(collectionNameProblem(name)).toBe('Please give your collection a name.');
    expect(collectionNameProblem(`  ${'x'.repeat(60)}  `)).toBeNull();
    expect(collectionNameProblem('x'.repeat(61))).toBe(
      'Collection names must be at most 60 characters.',
    );
  });

  it('gives each collection its own address and a Public or Private tag', () => {
    expect(collectionPath('6f1c2a4e-8b1d-4c3e-9a5f-0d2b7e8c9a10')).toBe(
      '/collections/6f1c2a4e-8b1d-4c3e-9a5f-0d2b7e8c9a10',
    );
    expect(visibilityLabel(true)).toBe('Public');
    expect(visibilityLabel(false)).toBe('Private');
  });
});

import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { TypoVocabulary } from '../src/engines/postgres/typo-vocabulary.js';
import { SearchHarness } from './search-harness.js';

/**
 * The typo vocabulary's cached lookups: a write of known words keeps them (an import or an edit
 * does not make every search after it ask the trigram index again), a new word makes every
 * lookup ask afresh, so it is a typo target at once.
 */
describe('typo vocabulary', () => {
  const harness = new SearchHarness('postgres');
  let dataSource: DataSource;
  let vocabulary: TypoVocabulary;

  /** As the indexer writes: learn in a transaction, then say it committed. */
  const learn = async (words: string[], meanwhile?: () => Promise<unknown>) => {
    let written: EntityManager | null = null;
    await dataSource.transaction(async (tx) => {
      await vocabulary.learn(tx, words);
      await meanwhile?.();
      written = tx;
    });
    vocabulary.committed(written!);
  };
  const typosOf = async (word: string) => (await vocabulary.wordQueries([word]))[0]!.typos.sort();
  /** A word in the vocabulary that this process did not write (another replica's). */
  const addedElsewhere = (word: string) =>
    dataSource.query(`INSERT INTO search.search_term (word) VALUES ($1)`, [word]);

  beforeAll(async () => {
    await harness.setup();
    dataSource = harness.service.app.get<unknown, DataSource>(getDataSourceToken());
    vocabulary = new TypoVocabulary(dataSource);
  });
  afterAll(() => harness.teardown());

  it('keeps its lookups across writes of known words and asks afresh after a new one', async () => {
    await learn(['shift', 'knob']);
    expect(await typosOf('shfit')).toEqual(['shift']);

    await addedElsewhere('shfot');
    await learn(['shift', 'knob']);
    // Only known words were written: the lookup is the one kept.
    expect(await typosOf('shfit')).toEqual(['shift']);

    await learn(['knob', 'shfut']);
    expect(await typosOf('shfit')).toEqual(['shfot', 'shfut', 'shift']);
  });

  it('does not keep a lookup made while a new word was written but not yet committed', async () => {
    await learn(['clip']);
    expect(await typosOf('cilp')).toEqual(['clip']);
    // A search between the write and its commit cannot see the new word yet…
    await learn(['cilo'], async () => expect(await typosOf('cilp')).toEqual(['clip']));
    // …and what it found is not what the searches after the commit get.
    expect(await typosOf('cilp')).toEqual(['cilo', 'clip']);
  });
});

import type { ListingDto } from '@pitstop/contracts';
import { CardCache } from './card-cache.js';

const card = (title: string) => ({ title }) as ListingDto;

describe('CardCache', () => {
  it('answers a kept card until its listing changes', () => {
    const cache = new CardCache(10);
    cache.keep(cache.epoch, [['a', card('Shift Knob')]]);
    expect(cache.get('a')?.title).toBe('Shift Knob');
    cache.drop('a');
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not keep what a read brought while a listing changed (it may be the older version)', () => {
    const cache = new CardCache(10);
    const before = cache.epoch;
    cache.drop('a');
    cache.keep(before, [['a', card('old title')]]);
    expect(cache.get('a')).toBeUndefined();
    cache.keep(cache.epoch, [['a', card('new title')]]);
    expect(cache.get('a')?.title).toBe('new title');
  });

  it('lets the least recently used cards go beyond its capacity', () => {
    const cache = new CardCache(2);
    cache.keep(cache.epoch, [
      ['a', card('A')],
      ['b', card('B')],
    ]);
    cache.get('a');
    cache.keep(cache.epoch, [['c', card('C')]]);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.title).toBe('A');
    expect(cache.get('c')?.title).toBe('C');
  });

  it('forgets everything on clear', () => {
    const cache = new CardCache(2);
    cache.keep(cache.epoch, [['a', card('A')]]);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });
});

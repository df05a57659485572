import type { PrintFacts } from '@pitstop/contracts';
import {
  NOT_CLOSED,
  filamentText,
  formatGrams,
  formatMetres,
  formatMinutes,
  formatTinySize,
  formatTimeRange,
  timeText,
} from './print-facts-format';

const facts: PrintFacts = {
  closed: true,
  infillPercent: 20,
  filament: [
    { material: 'PLA', grams: 4.13, metres: 1.383 },
    { material: 'PETG', grams: 4.23, metres: 1.383 },
  ],
  printMinutes: { min: 10, max: 19 },
};

describe('print facts as the model page writes them', () => {
  it('grams, kilograms and metres', () => {
    expect(formatGrams(4.13)).toBe('4.1 g');
    expect(formatGrams(86.4)).toBe('86 g');
    expect(formatGrams(1240)).toBe('1.24 kg');
    expect(formatMetres(1.383)).toBe('1.38 m');
    expect(formatMetres(28.44)).toBe('28.4 m');
  });

  it('a part that reads tiny keeps two digits', () => {
    expect(formatTinySize({ x: 0.229, y: 0.0912, z: 0.02 })).toBe('0.23 × 0.091 × 0.02 mm');
  });

  it('times and ranges', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(70)).toBe('1 h 10 min');
    expect(formatMinutes(720)).toBe('12 h');
    expect(formatTimeRange({ min: 10, max: 19 })).toBe('10–19 min');
    expect(formatTimeRange({ min: 50, max: 200 })).toBe('50 min – 3 h 20 min');
  });

  it('a file for the chosen material; an open mesh says why there is no figure', () => {
    expect(filamentText(facts, 'PETG')).toBe('4.2 g · 1.38 m');
    expect(timeText(facts)).toBe('10–19 min');
    const open = { ...facts, closed: false, filament: [], printMinutes: null };
    expect(filamentText(open, 'PLA')).toBe(NOT_CLOSED);
    expect(timeText(open)).toBe(NOT_CLOSED);
    expect(filamentText(null, 'PLA')).toBe('—');
  });
});

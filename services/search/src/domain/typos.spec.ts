import { typoDistance, typosAllowed, withinTypos } from './typos.js';

describe('typo tolerance', () => {
  it('allows one typo from four letters and two from eight', () => {
    expect(typosAllowed('cup')).toBe(0);
    expect(typosAllowed('mout')).toBe(1);
    expect(typosAllowed('shift')).toBe(1);
    expect(typosAllowed('organise')).toBe(2);
  });

  it('counts a swap of neighbours as one typo', () => {
    expect(typoDistance('shfit', 'shift')).toBe(1);
    expect(withinTypos('shfit', 'shift')).toBe(true);
  });

  it('counts added, dropped and changed letters', () => {
    expect(typoDistance('knobs', 'knob')).toBe(1);
    expect(typoDistance('bracket', 'brackt')).toBe(1);
    expect(typoDistance('mount', 'mound')).toBe(1);
    expect(typoDistance('vent', 'clip')).toBe(4);
  });

  it('does not stretch short words or far words', () => {
    expect(withinTypos('knbo', 'knob')).toBe(true);
    expect(withinTypos('cpu', 'cup')).toBe(false);
    expect(withinTypos('shfit', 'shelf')).toBe(false);
    expect(withinTypos('dashbaord', 'dashboard')).toBe(true);
  });
});

import {
  VinMessages,
  normalizeVin,
  vinCarriesCheckDigit,
  vinCheckDigit,
  vinProblem,
} from './vin.js';

describe('vinCheckDigit: position 9, the North American rule', () => {
  it.each([
    ['1HGCM82633A004352', '3'], // Honda Accord 2003
    ['1M8GDM9AXKP042788', 'X'], // the rule's own example: a remainder of 10 reads X
    ['11111111111111111', '1'],
  ])('%s carries %s', (vin, digit) => {
    expect(vinCheckDigit(vin)).toBe(digit);
    expect(vinProblem(vin)).toBeNull();
  });
});

describe('vinProblem: what a driver is told', () => {
  it('accepts a VIN copied with spaces, dashes and lower case', () => {
    expect(vinProblem(normalizeVin(' 1hgcm8-2633a 004352 '))).toBeNull();
  });

  it('says how many characters a VIN has', () => {
    expect(vinProblem('1HGCM82633A00435')).toBe(VinMessages.length(16));
    expect(vinProblem('')).toBe(VinMessages.required);
  });

  it('refuses I, O and Q, which no VIN holds', () => {
    expect(vinProblem('1HGCM82633A00435O')).toBe(VinMessages.characters);
  });

  it('catches one mistyped character through the check digit', () => {
    expect(vinProblem('1HGCM82633A004353')).toBe(VinMessages.checkDigit);
    expect(vinProblem('1HGCM82643A004352')).toBe(VinMessages.checkDigit);
  });

  it('asks a car built in North America for its check digit even where a letter stands', () => {
    expect(vinProblem('1HGCM826Z3A004352')).toBe(VinMessages.checkDigit);
  });

  it('accepts a European VIN with a filler letter and no check digit', () => {
    expect(vinCarriesCheckDigit('WVWZZZAUZHW000000')).toBe(false);
    expect(vinProblem('WVWZZZAUZHW000000')).toBeNull();
  });

  it('checks a European-built car made for North America', () => {
    expect(vinCarriesCheckDigit('WBA8E9C54GK000000')).toBe(true);
    expect(vinProblem('WBA8E9C54GK000000')).toBeNull();
    expect(vinProblem('WBA8E9C55GK000000')).toBe(VinMessages.checkDigit);
  });
});

import { BadRequestError } from '@pitstop/common';
import { PrinterMessages } from '@pitstop/contracts';
import { printerFromInput, toPrinterDto } from './printer-input.js';

describe('printerFromInput', () => {
  it('a common printer takes its published bed, whatever bed was sent', () => {
    expect(printerFromInput({ model: 'prusa-mk4', bed: { x: 999, y: 1, z: 1 } })).toEqual({
      model: 'prusa-mk4',
      bed: { x: 250, y: 210, z: 220 },
    });
  });

  it('a custom printer keeps its bed, in whole millimetres', () => {
    expect(printerFromInput({ model: 'custom', bed: { x: 300.4, y: 300, z: 400 } })).toEqual({
      model: 'custom',
      bed: { x: 300, y: 300, z: 400 },
    });
  });

  it('refuses an unknown model, a custom one without a bed, and impossible sides', () => {
    const refused = (input: unknown, message: string) =>
      expect(() => printerFromInput(input)).toThrow(new BadRequestError(message));
    refused({ model: 'toaster' }, PrinterMessages.unknownModel);
    refused({ model: 'toString' }, PrinterMessages.unknownModel);
    refused(null, PrinterMessages.unknownModel);
    refused({ model: 'custom' }, PrinterMessages.bedRequired);
    refused({ model: 'custom', bed: { x: 0, y: 200, z: 200 } }, PrinterMessages.badBed);
    refused({ model: 'custom', bed: { x: 200, y: '200', z: 200 } }, PrinterMessages.badBed);
    refused({ model: 'custom', bed: { x: 200, y: 200, z: 2001 } }, PrinterMessages.badBed);
  });
});

describe('toPrinterDto', () => {
  it('names the printer', () => {
    expect(toPrinterDto({ model: 'bambu-a1-mini', bed: { x: 180, y: 180, z: 180 } }).name).toBe(
      'Bambu Lab A1 mini',
    );
    expect(toPrinterDto({ model: 'custom', bed: { x: 1, y: 2, z: 3 } }).name).toBe(
      'Custom printer',
    );
  });
});

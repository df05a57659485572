import { defineRequest } from '../definitions.js';

/**
 * The signed-in user's printer (Profile → Settings), which the model page measures each file
 * against. Bed sizes are the makers' published build volumes (docs/print-facts.md).
 */
export interface BedSize {
  /** Millimetres: width, depth and height of the build volume. */
  x: number;
  y: number;
  z: number;
}

export const COMMON_PRINTERS = {
  'bambu-a1-mini': { name: 'Bambu Lab A1 mini', bed: { x: 180, y: 180, z: 180 } },
  'bambu-a1': { name: 'Bambu Lab A1', bed: { x: 256, y: 256, z: 256 } },
  'bambu-p1s': { name: 'Bambu Lab P1S', bed: { x: 256, y: 256, z: 256 } },
  'bambu-x1c': { name: 'Bambu Lab X1C', bed: { x: 256, y: 256, z: 256 } },
  'prusa-mini': { name: 'Prusa MINI', bed: { x: 180, y: 180, z: 180 } },
  'prusa-mk4': { name: 'Prusa MK4', bed: { x: 250, y: 210, z: 220 } },
  'prusa-core-one': { name: 'Prusa Core One', bed: { x: 250, y: 220, z: 270 } },
  'creality-ender-3': { name: 'Creality Ender-3', bed: { x: 220, y: 220, z: 250 } },
  'creality-k1': { name: 'Creality K1', bed: { x: 220, y: 220, z: 250 } },
  'voron-2.4-350': { name: 'Voron 2.4 350', bed: { x: 350, y: 350, z: 340 } },
} as const satisfies Record<string, { name: string; bed: BedSize }>;
export type CommonPrinterId = keyof typeof COMMON_PRINTERS;
export const COMMON_PRINTER_IDS = Object.keys(COMMON_PRINTERS) as CommonPrinterId[];

/** 'custom' with the user's own bed size. */
export type PrinterModel = CommonPrinterId | 'custom';

/** The largest custom bed we take, per side: past it a typo, not a printer. */
export const MAX_BED_MM = 2000;

/** GET|PUT /api/printer; GET answers null before the user has saved one. */
export interface PrinterDto {
  model: PrinterModel;
  /** The printer's name as shown ('Custom printer' for a custom one). */
  name: string;
  bed: BedSize;
}

/** PUT /api/printer: a common printer by id, or 'custom' with its bed size. */
export interface PrinterInput {
  model: PrinterModel;
  bed?: BedSize;
}

export const PrinterMessages = {
  unknownModel: `model must be one of ${[...Object.keys(COMMON_PRINTERS), 'custom'].join(', ')}.`,
  bedRequired: 'A custom printer needs its bed size: bed { x, y, z } in millimetres.',
  badBed: `Each side of the bed (x, y, z) must be a number of millimetres from 1 to ${MAX_BED_MM}.`,
} as const;

export const CUSTOM_PRINTER_NAME = 'Custom printer';

/** Whether a part of this size fits the bed as it is, turned or laid on another side, or not. */
export type BedFit = 'fits' | 'fits_rotated' | 'too_big';

export const BED_FIT_LABELS: Record<BedFit, string> = {
  fits: 'Fits your bed',
  fits_rotated: 'Fits your bed rotated',
  too_big: 'Too big for your bed',
};

export function bedFit(size: BedSize, bed: BedSize): BedFit {
  const within = (a: number, b: number, c: number) => a <= bed.x && b <= bed.y && c <= bed.z;
  if (within(size.x, size.y, size.z)) return 'fits';
  const { x, y, z } = size;
  const turned: [number, number, number][] = [
    [y, x, z],
    [x, z, y],
    [z, x, y],
    [y, z, x],
    [z, y, x],
  ];
  return turned.some(([a, b, c]) => within(a, b, c)) ? 'fits_rotated' : 'too_big';
}

export const UsersPrinter = {
  get: defineRequest<{ userId: string }, PrinterDto | null>('users.printer.get'),
  save: defineRequest<{ userId: string; printer: PrinterInput }, PrinterDto>('users.printer.save'),
} as const;

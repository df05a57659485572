import { BadRequestError } from '@pitstop/common';
import {
  COMMON_PRINTERS,
  CUSTOM_PRINTER_NAME,
  MAX_BED_MM,
  PrinterMessages,
  type BedSize,
  type CommonPrinterId,
  type PrinterDto,
} from '@pitstop/contracts';

/** A saved printer's row: its model and the bed it was saved with. */
export interface PrinterRecord {
  model: string;
  bed: BedSize;
}

const isCommon = (model: unknown): model is CommonPrinterId =>
  typeof model === 'string' && Object.hasOwn(COMMON_PRINTERS, model);

/**
 * What PUT /api/printer saves: a common printer takes its published bed (whatever bed was
 * sent); a custom one needs its own, each side a whole number of millimetres up to 2 m.
 */
export function printerFromInput(input: unknown): PrinterRecord {
  const { model, bed } = (input ?? {}) as { model?: unknown; bed?: unknown };
  if (isCommon(model)) return { model, bed: { ...COMMON_PRINTERS[model].bed } };
  if (model !== 'custom') throw new BadRequestError(PrinterMessages.unknownModel);
  if (bed === undefined || bed === null) throw new BadRequestError(PrinterMessages.bedRequired);
  const sides = bed as Partial<Record<keyof BedSize, unknown>>;
  const side = (value: unknown) => {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 1 || value > MAX_BED_MM)
      throw new BadRequestError(PrinterMessages.badBed);
    return Math.round(value);
  };
  return { model, bed: { x: side(sides.x), y: side(sides.y), z: side(sides.z) } };
}

export function toPrinterDto(record: PrinterRecord): PrinterDto {
  const model = isCommon(record.model) ? record.model : 'custom';
  return {
    model,
    name: model === 'custom' ? CUSTOM_PRINTER_NAME : COMMON_PRINTERS[model].name,
    bed: record.bed,
  };
}

import { Injectable } from '@nestjs/common';
import type { PrinterDto } from '@pitstop/contracts';
import { printerFromInput, toPrinterDto } from '../domain/printer-input.js';
import { PrinterRepository } from '../repositories/printer.repository.js';

/** The signed-in user's printer (Profile → Settings). */
@Injectable()
export class PrinterService {
  constructor(private readonly printers: PrinterRepository) {}

  /** Null until they save one. */
  async get(userId: string): Promise<PrinterDto | null> {
    const record = await this.printers.find(userId);
    return record ? toPrinterDto(record) : null;
  }

  async save(userId: string, input: unknown): Promise<PrinterDto> {
    return toPrinterDto(await this.printers.save(userId, printerFromInput(input)));
  }
}

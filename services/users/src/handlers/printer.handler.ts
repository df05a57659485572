import { Controller } from '@nestjs/common';
import { UsersPrinter, type PrinterInput } from '@pitstop/contracts';
import { Handles } from '@pitstop/messaging';
import { PrinterService } from '../services/printer.service.js';

@Controller()
export class PrinterHandler {
  constructor(private readonly printers: PrinterService) {}

  @Handles(UsersPrinter.get)
  get(payload: { userId: string }) {
    return this.printers.get(payload.userId);
  }

  @Handles(UsersPrinter.save)
  save(payload: { userId: string; printer: PrinterInput }) {
    return this.printers.save(payload.userId, payload.printer);
  }
}

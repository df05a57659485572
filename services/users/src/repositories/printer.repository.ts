import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { queryRows } from '@pitstop/common';
import { DataSource } from 'typeorm';
import type { PrinterRecord } from '../domain/printer-input.js';

interface PrinterRow {
  model: string;
  x: number;
  y: number;
  z: number;
}

const toRecord = (row: PrinterRow): PrinterRecord => ({
  model: row.model,
  bed: { x: row.x, y: row.y, z: row.z },
});

/** Each user's one printer. */
@Injectable()
export class PrinterRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(userId: string): Promise<PrinterRecord | null> {
    const [row] = await queryRows<PrinterRow>(
      this.dataSource.manager,
      `SELECT model, bed_x AS x, bed_y AS y, bed_z AS z FROM users.user_printer WHERE user_id = $1`,
      [userId],
    );
    return row ? toRecord(row) : null;
  }

  async save(userId: string, printer: PrinterRecord): Promise<PrinterRecord> {
    const [row] = await queryRows<PrinterRow>(
      this.dataSource.manager,
      `INSERT INTO users.user_printer (user_id, model, bed_x, bed_y, bed_z) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id) DO UPDATE SET model = EXCLUDED.model, bed_x = EXCLUDED.bed_x,
         bed_y = EXCLUDED.bed_y, bed_z = EXCLUDED.bed_z, updated_at = now()
       RETURNING model, bed_x AS x, bed_y AS y, bed_z AS z`,
      [userId, printer.model, printer.bed.x, printer.bed.y, printer.bed.z],
    );
    return toRecord(row!);
  }
}

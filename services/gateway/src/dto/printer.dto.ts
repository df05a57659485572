import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  COMMON_PRINTER_IDS,
  PrinterMessages,
  type BedSize,
  type PrinterDto,
  type PrinterInput,
  type PrinterModel,
} from '@pitstop/contracts';
import { IsIn, IsObject, IsOptional } from 'class-validator';

const MODELS: PrinterModel[] = [...COMMON_PRINTER_IDS, 'custom'];

class BedSizeResponse implements BedSize {
  @ApiProperty({ description: 'Width, mm' }) x!: number;
  @ApiProperty({ description: 'Depth, mm' }) y!: number;
  @ApiProperty({ description: 'Height, mm' }) z!: number;
}

/** PUT /api/printer: a common printer by id, or 'custom' with its bed (checked by users). */
export class PrinterBody implements PrinterInput {
  @ApiProperty({ enum: MODELS })
  @IsIn(MODELS, { message: PrinterMessages.unknownModel })
  model!: PrinterModel;

  @ApiPropertyOptional({ type: BedSizeResponse, description: 'Required for custom, mm' })
  @IsObject({ message: PrinterMessages.bedRequired })
  @IsOptional()
  bed?: BedSize;
}

export class PrinterResponse implements PrinterDto {
  @ApiProperty({ enum: MODELS }) model!: PrinterModel;
  @ApiProperty() name!: string;
  @ApiProperty({ type: BedSizeResponse }) bed!: BedSize;
}

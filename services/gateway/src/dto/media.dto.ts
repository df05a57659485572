import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  LISTING_LIMITS as L,
  MEDIA_LIMITS,
  MediaMessages as M,
  OBJECT_PURPOSES,
  type ObjectPurpose,
} from '@pitstop/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { NoControlCharacters } from './field-rules.js';

/** A file's name as the seller's computer gave it: no folders, no control characters. */
const FileName = () =>
  // Applied in this order, so checked in this order: the most basic check first.
  applyDecorators(
    IsString({ message: M.filenameInvalid }),
    MaxLength(MEDIA_LIMITS.filenameMax, { message: M.filenameInvalid }),
    NoControlCharacters('filename'),
    Matches(/^[^/\\]+$/, { message: M.filenameInvalid }),
  );

/**
 * POST /api/objects/upload. The SPEC's client sends no body; ours names the file so the upload
 * is checked early (too large) and its key stays readable.
 */
export class UploadRequestBody {
  @ApiPropertyOptional({ maxLength: MEDIA_LIMITS.filenameMax, example: 'gauge-pod.stl' })
  @FileName()
  @IsOptional()
  filename?: string;

  @ApiPropertyOptional({ example: 'model/stl' })
  @MaxLength(100, { message: 'contentType must be at most 100 characters' })
  @IsString({ message: 'contentType must be text' })
  @IsOptional()
  contentType?: string;

  @ApiPropertyOptional({ description: 'Bytes; checked against the bytes that arrive' })
  @Min(1, { message: M.sizeInvalid })
  @IsInt({ message: M.sizeInvalid })
  @IsOptional()
  size?: number;

  @ApiPropertyOptional({ enum: OBJECT_PURPOSES })
  @IsIn(OBJECT_PURPOSES, { message: `purpose must be one of: ${OBJECT_PURPOSES.join(', ')}` })
  @IsOptional()
  purpose?: ObjectPurpose;
}

/** POST /api/objects/multipart: large files, sent in parts. */
export class MultipartRequestBody extends UploadRequestBody {
  @ApiProperty({ maxLength: MEDIA_LIMITS.filenameMax, example: 'intake-manifold.stl' })
  @FileName()
  declare filename: string;

  @ApiProperty({ description: 'Bytes' })
  @Min(1, { message: M.sizeInvalid })
  @IsInt({ message: M.sizeInvalid })
  declare size: number;
}

export class UploadedPartBody {
  @ApiProperty()
  @Max(MEDIA_LIMITS.partsMax, { message: M.partNumberInvalid })
  @Min(1, { message: M.partNumberInvalid })
  @IsInt({ message: M.partNumberInvalid })
  PartNumber!: number;

  @ApiProperty()
  @MaxLength(200, { message: M.partsInvalid })
  @MinLength(1, { message: M.partsInvalid })
  @IsString({ message: M.partsInvalid })
  ETag!: string;
}

export class CompleteMultipartBody {
  @ApiProperty({ type: [UploadedPartBody] })
  @ValidateNested({ each: true })
  @Type(() => UploadedPartBody)
  @ArrayMaxSize(MEDIA_LIMITS.partsMax, { message: M.partsInvalid })
  @ArrayMinSize(1, { message: M.partsInvalid })
  @IsArray({ message: M.partsInvalid })
  parts!: UploadedPartBody[];
}

/** POST /api/models3d/{id}/previews (SPEC.md section 7). */
export class NewPreviewBody {
  @ApiProperty({ description: 'The upload address without its query string' })
  @MaxLength(L.urlMax, { message: `storageUrl must be at most ${L.urlMax} characters` })
  @MinLength(1, { message: 'storageUrl is required' })
  @IsString({ message: 'storageUrl is required' })
  storageUrl!: string;
}

/** POST /api/models3d/{id}/files (SPEC.md section 7). */
export class NewFileBody extends NewPreviewBody {
  @ApiPropertyOptional({ default: 'model.stl', maxLength: MEDIA_LIMITS.filenameMax })
  @FileName()
  @IsOptional()
  filename?: string;

  @ApiPropertyOptional({ description: 'Bytes; checked against the stored object' })
  @Min(0, { message: M.sizeInvalid })
  @IsInt({ message: M.sizeInvalid })
  @IsOptional()
  fileSizeBytes?: number;
}

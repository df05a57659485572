import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  FileMessages,
  LISTING_ADDRESS_RULES,
  LISTING_LIMITS as L,
  MEDIA_LIMITS,
  MediaMessages as M,
  MODEL_UNITS,
  ModelUnitMessages,
  OBJECT_PURPOSES,
  type ModelUnit,
  type ObjectPurpose,
} from '@pitstop/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
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
 * POST /api/objects/upload. The file's size and type are signed into the address (storage takes
 * no other length or Content-Type); its name keeps the key readable.
 */
export class UploadRequestBody {
  @ApiPropertyOptional({ maxLength: MEDIA_LIMITS.filenameMax, example: 'gauge-pod.stl' })
  @FileName()
  @IsOptional()
  filename?: string;

  @ApiPropertyOptional({
    example: 'model/stl',
    description: 'Sent as Content-Type with the PUT (default application/octet-stream)',
  })
  @MaxLength(100, { message: 'contentType must be at most 100 characters' })
  @IsString({ message: 'contentType must be text' })
  @IsOptional()
  contentType?: string;

  @ApiProperty({ description: 'Bytes: the address takes exactly this many' })
  @Min(1, { message: M.sizeInvalid })
  @IsInt({ message: M.sizeInvalid })
  @IsDefined({ message: M.sizeRequired })
  size!: number;

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

/**
 * The address of an upload (its storageUrl) for a listing's images or files: the same addresses
 * the listing's imageUrls and fileUrls take.
 */
const StorageUrl = (list: keyof typeof LISTING_ADDRESS_RULES) => {
  const rule = LISTING_ADDRESS_RULES[list];
  const message = rule.message.replace(list, 'storageUrl');
  // Applied in this order, so checked in this order: the most basic check first.
  return applyDecorators(
    IsString({ message: FileMessages.storageUrlRequired }),
    MinLength(1, { message: FileMessages.storageUrlRequired }),
    MaxLength(L.urlMax, { message: `storageUrl must be at most ${L.urlMax} characters` }),
    ValidateBy({
      name: 'allowedAddress',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && rule.allowed(value),
        defaultMessage: () => message,
      },
    }),
  );
};

/** POST /api/models3d/{id}/previews (docs/product.md §7). */
export class NewPreviewBody {
  @ApiProperty({ description: 'The upload address without its query string' })
  @StorageUrl('imageUrls')
  storageUrl!: string;
}

/** PUT /api/objects/unit: the unit a model file the user uploaded was exported in. */
export class ModelUnitBody {
  @ApiProperty({ description: 'The upload address without its query string' })
  @StorageUrl('fileUrls')
  storageUrl!: string;

  @ApiProperty({ enum: MODEL_UNITS })
  @IsIn(MODEL_UNITS, { message: ModelUnitMessages.unknownUnit })
  unit!: ModelUnit;
}

/** PUT /api/models3d/{id}/files/{fileId}/unit: the unit a listed STL or OBJ was exported in. */
export class FileUnitBody {
  @ApiProperty({ enum: MODEL_UNITS })
  @IsIn(MODEL_UNITS, { message: ModelUnitMessages.unknownUnit })
  unit!: ModelUnit;
}

/** POST /api/models3d/{id}/files (docs/product.md §7). */
export class NewFileBody {
  @ApiProperty({ description: 'The upload address without its query string' })
  @StorageUrl('fileUrls')
  storageUrl!: string;

  @ApiPropertyOptional({ default: 'model.stl', maxLength: MEDIA_LIMITS.filenameMax })
  @FileName()
  @IsOptional()
  filename?: string;

  @ApiPropertyOptional({ description: 'Bytes; checked against the stored object' })
  @Min(1, { message: M.sizeInvalid })
  @IsInt({ message: M.sizeInvalid })
  @IsOptional()
  fileSizeBytes?: number;
}

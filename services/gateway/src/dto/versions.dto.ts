import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  LISTING_LIMITS,
  VERSION_LIMITS as L,
  VersionMessages as M,
  type ListingVersionDto,
  type NewVersionBody as NewVersionInput,
  type VersionFileDto,
} from '@pitstop/contracts';
import {
  ArrayMinSize,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { NoControlCharacters, Trimmed } from './field-rules.js';
import { FileUrlsRule } from './listing-body.dto.js';

/** POST /api/models3d/{id}/versions: the files follow the wizard's and the edit form's rule. */
export class NewVersionBody implements NewVersionInput {
  @ApiProperty({ maxLength: L.changelogMax, description: 'What changed in this version' })
  @NoControlCharacters('changelog')
  @MaxLength(L.changelogMax, { message: M.changelogTooLong })
  @MinLength(1, { message: M.changelogRequired })
  @IsString({ message: M.changelogRequired })
  @Trimmed()
  changelog!: string;

  @ApiProperty({
    type: [String],
    minItems: 1,
    maxItems: LISTING_LIMITS.urlsMax,
    description: 'Files you uploaded (POST /api/objects/upload): the new version’s files',
  })
  @FileUrlsRule()
  @ArrayMinSize(1, { message: M.filesRequired })
  @IsArray({ message: M.filesRequired })
  fileUrls!: string[];
}

export class VersionFileResponse implements VersionFileDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() filename!: string;
  @ApiProperty() sizeBytes!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'For whoever may download the listing’s files',
  })
  downloadUrl!: string | null;
}

export class ListingVersionResponse implements ListingVersionDto {
  @ApiProperty() number!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, nullable: true }) changelog!: string | null;
  @ApiProperty({ type: [VersionFileResponse] }) files!: VersionFileResponse[];
  @ApiProperty() latest!: boolean;
}

/** ?version=N on a file's download (and the ZIP): that version's files. */
export class VersionQuery {
  @ApiPropertyOptional({
    minimum: 1,
    description: 'A version of the listing (default: the latest)',
  })
  @Min(1, { message: M.versionInvalid })
  @IsInt({ message: M.versionInvalid })
  @Type(() => Number)
  @IsOptional()
  version?: number;
}

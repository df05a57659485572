import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  FIT_CONFIRMATION_LIMITS as L,
  FIT_PHOTO_STATUSES,
  FitConfirmationMessages as M,
  type FitConfirmationDto,
  type FitConfirmationInput,
  type FitConfirmationsDto,
  type FitPhotoCardDto,
  type FitPhotoDto,
  type FitPhotoStatus,
  type FitSummaryDto,
  type FitVehicleDto,
} from '@pitstop/contracts';
import { IsBoolean, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { IfNotNull, NoControlCharacters, Trimmed } from './field-rules.js';
import { FeedbackModerationResponse } from './listing-interaction.dto.js';
import { PersonResponse } from './listing-response.dto.js';

/** POST /api/models3d/{id}/fit-confirmations. */
export class FitConfirmationBody implements FitConfirmationInput {
  @ApiProperty({ format: 'uuid', description: 'A vehicle of your garage' })
  @IsUUID('all', { message: M.vehicleNotFound })
  vehicleId!: string;

  @ApiProperty({ description: 'true: it fits; false: it does not (the seller is told)' })
  @IsBoolean({ message: M.fitsRequired })
  fits!: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.noteMax })
  @NoControlCharacters('The note')
  @MaxLength(L.noteMax, { message: M.noteTooLong })
  @IsString({ message: 'The note must be text' })
  @IfNotNull()
  @Trimmed()
  note?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description:
      'An image you uploaded (POST /api/objects/upload); shown once an admin approved it',
  })
  @MaxLength(2048, { message: M.photoNotUploaded })
  @IsString({ message: M.photoNotUploaded })
  @IfNotNull()
  photoUrl?: string | null;
}

export class FitPhotoDecisionBody {
  @ApiProperty({ description: 'true shows the photo, false refuses it' })
  @IsBoolean({ message: 'approved must be true or false' })
  approved!: boolean;
}

export class ConfirmedFitsQuery {
  @ApiPropertyOptional({
    description: 'Listing ids, comma-separated (at most 100); none: every one',
  })
  @IsString({ message: 'listingIds must be listing ids separated by commas' })
  @IsOptional()
  listingIds?: string;
}

class FitVehicleResponse implements FitVehicleDto {
  @ApiProperty() makeName!: string;
  @ApiProperty({ format: 'uuid' }) modelId!: string;
  @ApiProperty() modelName!: string;
  @ApiProperty({ type: String, nullable: true }) generationId!: string | null;
  @ApiProperty({ type: String, nullable: true }) generationName!: string | null;
  @ApiProperty({ type: Number, nullable: true }) yearStart!: number | null;
  @ApiProperty({ type: Number, nullable: true }) yearEnd!: number | null;
  @ApiProperty({ type: Number, nullable: true }) year!: number | null;
  @ApiProperty({ type: String, nullable: true }) trimName!: string | null;
}

class FitPhotoResponse implements FitPhotoDto {
  @ApiProperty() url!: string;
  @ApiProperty({ enum: FIT_PHOTO_STATUSES }) status!: FitPhotoStatus;
}

export class FitConfirmationResponse implements FitConfirmationDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) listingId!: string;
  @ApiProperty() fits!: boolean;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty({ type: FitVehicleResponse }) vehicle!: FitVehicleResponse;
  @ApiProperty({ example: '2017–2020 Golf' }) vehicleLabel!: string;
  @ApiProperty({ type: FitPhotoResponse, nullable: true }) photo!: FitPhotoResponse | null;
  @ApiProperty({ type: PersonResponse }) author!: PersonResponse;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ type: FeedbackModerationResponse, nullable: true })
  moderation!: FeedbackModerationResponse | null;
}

class FitSummaryResponse implements FitSummaryDto {
  @ApiProperty({ example: '2017–2020 Golf' }) vehicleLabel!: string;
  @ApiProperty() fits!: number;
  @ApiProperty() doesNotFit!: number;
}

export class FitConfirmationsResponse implements FitConfirmationsDto {
  @ApiProperty({ type: [FitSummaryResponse] }) summary!: FitSummaryResponse[];
  @ApiProperty({ type: [FitConfirmationResponse] }) confirmations!: FitConfirmationResponse[];
}

class ListingRefResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() title!: string;
}

export class FitPhotoCardResponse implements FitPhotoCardDto {
  @ApiProperty({ format: 'uuid' }) confirmationId!: string;
  @ApiProperty() url!: string;
  @ApiProperty() vehicleLabel!: string;
  @ApiProperty({ type: PersonResponse }) author!: PersonResponse;
  @ApiProperty({ type: ListingRefResponse }) listing!: ListingRefResponse;
}

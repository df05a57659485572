import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  LISTING_LIMITS as L,
  ListingMessages as M,
  type PublicSiteSettingsDto,
  type SiteSettingsDto,
  type TakeDownResult,
} from '@pitstop/contracts';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { AdminPageQueryDto } from './admin-lists.dto.js';
import { NoControlCharacters, Trimmed } from './field-rules.js';
import { ReportResponse } from './listing-interaction.dto.js';
import { ListingResponse } from './listing-response.dto.js';

/** GET /api/admin/reports: the open queue, or every report with the settled ones. */
export class ReportsQuery extends AdminPageQueryDto {
  @ApiPropertyOptional({ enum: ['open', 'all'], default: 'open' })
  @IsIn(['open', 'all'], { message: 'status must be open or all' })
  @IsOptional()
  status?: 'open' | 'all';
}

export class TakeDownBody {
  @ApiPropertyOptional({
    maxLength: L.takedownReasonMax,
    description: "What the seller is told; the report's reason when empty",
  })
  @NoControlCharacters('Reason')
  @MaxLength(L.takedownReasonMax, { message: M.takedownReasonTooLong })
  @IsString({ message: 'Reason must be text' })
  @IsOptional()
  @Trimmed()
  reason?: string;
}

export class TakeDownResponse implements TakeDownResult {
  @ApiProperty({ type: ReportResponse }) report!: ReportResponse;
  @ApiProperty({ type: ListingResponse }) listing!: ListingResponse;
}

const mustBeBoolean = (name: string) => IsBoolean({ message: `${name} must be true or false` });

/** PUT /api/admin/settings: the settings to change (at least one). */
export class SiteSettingsBody {
  @ApiPropertyOptional({ description: 'Non-admins see a banner and their changes answer 503' })
  @mustBeBoolean('maintenanceMode')
  @IsOptional()
  maintenanceMode?: boolean;

  @ApiPropertyOptional({ description: "Closed: sign-up answers 403 'Registration is closed'" })
  @mustBeBoolean('registrationOpen')
  @IsOptional()
  registrationOpen?: boolean;
}

export class PublicSiteSettingsResponse implements PublicSiteSettingsDto {
  @ApiProperty() maintenanceMode!: boolean;
  @ApiProperty() registrationOpen!: boolean;
}

export class SiteSettingsResponse extends PublicSiteSettingsResponse implements SiteSettingsDto {
  @ApiProperty({ format: 'date-time', description: 'The last change' }) updatedAt!: string;
  @ApiProperty({ format: 'uuid', nullable: true, description: 'The admin who made it' })
  updatedBy!: string | null;
}

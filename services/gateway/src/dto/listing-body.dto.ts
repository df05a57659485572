import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  LISTING_ADDRESS_RULES,
  LISTING_LIMITS as L,
  LISTING_VISIBILITIES,
  ListingMessages as M,
  MOUNT_LOCATIONS,
  PRINT_DIFFICULTIES,
  PRINT_MATERIALS,
  type ListingInput,
  type ListingVisibility,
  type MountLocation,
  type PrintDifficulty,
  type PrintMaterial,
  type VehicleFitmentInput,
} from '@pitstop/contracts';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IfNotNull, IfPresent, NoControlCharacters, Trimmed } from './field-rules.js';

// Each field's checks are written once (below) and shared by POST (some fields required) and
// PUT (every field optional). class-validator runs checks in the order they are registered,
// stopping at the first error: each list below is in running order, most basic check first.

const mustBeBoolean = (name: string) => IsBoolean({ message: `${name} must be true or false` });

const rules = {
  title: () =>
    applyDecorators(
      Trimmed(),
      IsString({ message: M.titleRequired }),
      MinLength(1, { message: M.titleRequired }),
      MaxLength(L.titleMax, { message: M.titleTooLong }),
      NoControlCharacters('Title'),
    ),
  shortDescription: () =>
    applyDecorators(
      Trimmed(),
      IsString({ message: M.shortDescriptionRequired }),
      MinLength(1, { message: M.shortDescriptionRequired }),
      MaxLength(L.shortDescriptionMax, { message: M.shortDescriptionTooLong }),
      NoControlCharacters('Short description'),
    ),
  longDescriptionMd: () =>
    applyDecorators(
      IfNotNull(),
      IsString({ message: 'longDescriptionMd must be text' }),
      MaxLength(L.longDescriptionMax, { message: M.longDescriptionTooLong }),
      NoControlCharacters('Description'),
    ),
  categoryId: () =>
    applyDecorators(
      // The edit form leaves an empty category out; an empty one sent anyway means none.
      Transform(({ value }: { value: unknown }) => (value === '' ? null : value)),
      IfNotNull(),
      IsUUID('all', { message: 'categoryId must be a UUID' }),
    ),
  tags: () =>
    applyDecorators(
      IfPresent(),
      IsArray({ message: M.tagsInvalid }),
      ArrayMaxSize(L.tagsMax, { message: M.tagsInvalid }),
      IsString({ each: true, message: 'Each tag must be text' }),
      MaxLength(L.tagMax, { each: true, message: M.tagTooLong }),
      NoControlCharacters('A tag', { each: true }),
    ),
  priceCents: () =>
    applyDecorators(
      IfPresent(),
      IsInt({ message: M.priceInvalid }),
      Min(0, { message: M.priceInvalid }),
      Max(L.maxPriceCents, { message: M.priceTooHigh }),
      ValidateBy({
        name: 'paidPriceMinimum',
        validator: {
          validate: (value: unknown) =>
            typeof value !== 'number' || value === 0 || value >= L.minPaidPriceCents,
          defaultMessage: () => M.priceTooLow,
        },
      }),
    ),
  currency: () =>
    applyDecorators(
      Transform(({ value }: { value: unknown }) =>
        typeof value === 'string' ? value.trim().toUpperCase() : value,
      ),
      IfPresent(),
      IsString({ message: M.currencyInvalid }),
      Matches(/^[A-Z]{3}$/, { message: M.currencyInvalid }),
    ),
  flag: (name: string) => applyDecorators(IfPresent(), mustBeBoolean(name)),
  printDifficulty: () =>
    applyDecorators(
      IfPresent(),
      IsIn(PRINT_DIFFICULTIES, {
        message: `printDifficulty must be one of ${PRINT_DIFFICULTIES.join(', ')}`,
      }),
    ),
  infillHintPercent: () =>
    applyDecorators(
      IfPresent(),
      IsInt({ message: M.infillInvalid }),
      Min(0, { message: M.infillInvalid }),
      Max(100, { message: M.infillInvalid }),
    ),
  materials: () =>
    applyDecorators(
      IfNotNull(),
      IsArray({ message: M.materialsInvalid }),
      ArrayMaxSize(PRINT_MATERIALS.length, { message: M.materialsInvalid }),
      IsIn(PRINT_MATERIALS, { each: true, message: M.materialsInvalid }),
    ),
  mountLocation: () =>
    applyDecorators(IfNotNull(), IsIn(MOUNT_LOCATIONS, { message: M.mountLocationInvalid })),
  visibility: () =>
    applyDecorators(
      IfPresent(),
      IsIn(LISTING_VISIBILITIES, {
        message: `visibility must be one of ${LISTING_VISIBILITIES.join(', ')}`,
      }),
    ),
  vehicleFitment: (required: boolean) =>
    applyDecorators(
      required
        ? // Needed unless the part fits every car (docs/product.md §5).
          ValidateIf(
            (body: ListingBodyFields, value: unknown) => value != null || !body.isUniversalFit,
          )
        : IfNotNull(),
      IsNotEmpty({ message: M.fitmentRequired }),
      IsObject({
        message: 'vehicleFitment must be an object with makeId, modelId and generationId',
      }),
      ValidateNested(),
      Type(() => VehicleFitmentBody),
    ),
  /**
   * Previews and files live in our storage or on the web: never javascript:, data: and the like,
   * and never an address on this site outside /demo/ and /media/ (an <img> of /api/… would call
   * the API with every viewer's cookie).
   */
  urls: (name: keyof typeof LISTING_ADDRESS_RULES) => {
    const rule = LISTING_ADDRESS_RULES[name];
    return applyDecorators(
      IfPresent(),
      IsArray({ message: rule.tooMany }),
      ArrayMaxSize(L.urlsMax, { message: rule.tooMany }),
      IsString({ each: true, message: rule.message }),
      MaxLength(L.urlMax, { each: true, message: rule.tooLong }),
      ValidateBy(
        {
          name: 'allowedAddress',
          validator: {
            validate: (value: unknown) => typeof value === 'string' && rule.allowed(value),
            defaultMessage: () => rule.message,
          },
        },
        { each: true },
      ),
    );
  },
};

/** The wizard's and the edit form's rule for a list of file addresses (a new version uses it). */
export const FileUrlsRule = () => rules.urls('fileUrls');

export class VehicleFitmentBody implements VehicleFitmentInput {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'vehicleFitment.makeId must be a UUID' })
  @IsNotEmpty({ message: M.fitmentRequired })
  makeId!: string;

  @ApiProperty({ format: 'uuid', description: 'A vehicle model of the make' })
  @IsUUID('all', { message: 'vehicleFitment.modelId must be a UUID' })
  @IsNotEmpty({ message: M.fitmentRequired })
  modelId!: string;

  @ApiProperty({ format: 'uuid', description: 'A generation of the vehicle model' })
  @IsUUID('all', { message: 'vehicleFitment.generationId must be a UUID' })
  @IsNotEmpty({ message: M.fitmentRequired })
  generationId!: string;

  @ApiPropertyOptional({ format: 'uuid', nullable: true, type: String })
  @IsUUID('all', { message: 'vehicleFitment.trimId must be a UUID' })
  @IsOptional()
  trimId?: string | null;
}

/** What the fitment rule reads of a body. */
interface ListingBodyFields {
  isUniversalFit?: boolean;
}

/**
 * POST /api/models3d: the upload wizard's fields. Omitted fields take docs/product.md §9's
 * defaults; the listing starts pending approval whatever isDraft and visibility say.
 */
export class CreateListingBody implements ListingInput {
  @ApiProperty({ maxLength: L.titleMax, example: 'Mk7 GTI Golf-Ball Shift Knob' })
  @rules.title()
  title!: string;

  @ApiProperty({ maxLength: L.shortDescriptionMax })
  @rules.shortDescription()
  shortDescription!: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: L.longDescriptionMax,
    description: 'Markdown',
  })
  @rules.longDescriptionMd()
  longDescriptionMd?: string | null;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @rules.categoryId()
  categoryId?: string | null;

  @ApiPropertyOptional({ type: [String], maxItems: L.tagsMax })
  @rules.tags()
  tags?: string[];

  @ApiPropertyOptional({ description: 'Integer cents; 0 = free', default: 0 })
  @rules.priceCents()
  priceCents?: number;

  @ApiPropertyOptional({ default: 'USD' })
  @rules.currency()
  currency?: string;

  @ApiPropertyOptional({ default: true })
  @rules.flag('isFree')
  isFree?: boolean;

  @ApiPropertyOptional({ enum: PRINT_DIFFICULTIES, default: 'medium' })
  @rules.printDifficulty()
  printDifficulty?: PrintDifficulty;

  @ApiPropertyOptional({ default: false })
  @rules.flag('supportsRequired')
  supportsRequired?: boolean;

  @ApiPropertyOptional({ minimum: 0, maximum: 100, default: 20 })
  @rules.infillHintPercent()
  infillHintPercent?: number;

  @ApiPropertyOptional({ enum: PRINT_MATERIALS, isArray: true, default: [] })
  @rules.materials()
  materials?: PrintMaterial[];

  @ApiPropertyOptional({ enum: MOUNT_LOCATIONS, nullable: true, default: null })
  @rules.mountLocation()
  mountLocation?: MountLocation | null;

  @ApiPropertyOptional({ default: true })
  @rules.flag('allowPersonalUse')
  allowPersonalUse?: boolean;

  @ApiPropertyOptional({ default: false })
  @rules.flag('allowCommercialUse')
  allowCommercialUse?: boolean;

  @ApiPropertyOptional({ default: true })
  @rules.flag('isDraft')
  isDraft?: boolean;

  @ApiPropertyOptional({ enum: LISTING_VISIBILITIES, default: 'private' })
  @rules.visibility()
  visibility?: ListingVisibility;

  @ApiPropertyOptional({ default: false })
  @rules.flag('isUniversalFit')
  isUniversalFit?: boolean;

  @ApiPropertyOptional({
    type: VehicleFitmentBody,
    nullable: true,
    description: 'Required unless isUniversalFit',
  })
  @rules.vehicleFitment(true)
  vehicleFitment?: VehicleFitmentBody | null;

  @ApiPropertyOptional({ type: [String], maxItems: L.urlsMax })
  @rules.urls('fileUrls')
  fileUrls?: string[];

  @ApiPropertyOptional({ type: [String], maxItems: L.urlsMax })
  @rules.urls('imageUrls')
  imageUrls?: string[];

  /**
   * The original client sends the slug it derived; the catalog derives its own from the title
   * (made unique), so this one is accepted and ignored.
   */
  @ApiPropertyOptional({ description: 'Ignored: the slug is derived from the title' })
  @MaxLength(L.titleMax * 2, { message: 'slug is too long' })
  @IsString({ message: 'slug must be text' })
  @IsOptional()
  slug?: string;
}

/** PUT /api/models3d/{id}: only the fields given change. */
export class UpdateListingBody implements Partial<ListingInput> {
  @ApiPropertyOptional({ maxLength: L.titleMax })
  @rules.title()
  @IfPresent()
  title?: string;

  @ApiPropertyOptional({ maxLength: L.shortDescriptionMax })
  @rules.shortDescription()
  @IfPresent()
  shortDescription?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: L.longDescriptionMax,
    description: 'Markdown',
  })
  @rules.longDescriptionMd()
  longDescriptionMd?: string | null;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @rules.categoryId()
  categoryId?: string | null;

  @ApiPropertyOptional({ type: [String], maxItems: L.tagsMax })
  @rules.tags()
  tags?: string[];

  @ApiPropertyOptional({ description: 'Integer cents; 0 = free' })
  @rules.priceCents()
  priceCents?: number;

  @ApiPropertyOptional()
  @rules.currency()
  currency?: string;

  @ApiPropertyOptional()
  @rules.flag('isFree')
  isFree?: boolean;

  @ApiPropertyOptional({ enum: PRINT_DIFFICULTIES })
  @rules.printDifficulty()
  printDifficulty?: PrintDifficulty;

  @ApiPropertyOptional()
  @rules.flag('supportsRequired')
  supportsRequired?: boolean;

  @ApiPropertyOptional({ minimum: 0, maximum: 100 })
  @rules.infillHintPercent()
  infillHintPercent?: number;

  @ApiPropertyOptional({ enum: PRINT_MATERIALS, isArray: true })
  @rules.materials()
  materials?: PrintMaterial[];

  @ApiPropertyOptional({ enum: MOUNT_LOCATIONS, nullable: true })
  @rules.mountLocation()
  mountLocation?: MountLocation | null;

  @ApiPropertyOptional()
  @rules.flag('allowPersonalUse')
  allowPersonalUse?: boolean;

  @ApiPropertyOptional()
  @rules.flag('allowCommercialUse')
  allowCommercialUse?: boolean;

  @ApiPropertyOptional()
  @rules.flag('isDraft')
  isDraft?: boolean;

  @ApiPropertyOptional({ enum: LISTING_VISIBILITIES })
  @rules.visibility()
  visibility?: ListingVisibility;

  @ApiPropertyOptional()
  @rules.flag('isUniversalFit')
  isUniversalFit?: boolean;

  @ApiPropertyOptional({ type: VehicleFitmentBody, nullable: true })
  @rules.vehicleFitment(false)
  vehicleFitment?: VehicleFitmentBody | null;

  @ApiPropertyOptional({ type: [String], maxItems: L.urlsMax })
  @rules.urls('fileUrls')
  fileUrls?: string[];

  @ApiPropertyOptional({ type: [String], maxItems: L.urlsMax })
  @rules.urls('imageUrls')
  imageUrls?: string[];
}

/** PATCH /api/admin/models/{modelId}/approve. */
export class ApprovalBody {
  @ApiProperty({ description: 'true publishes the listing, false rejects it' })
  @mustBeBoolean('approved')
  approved!: boolean;
}

import {
  fitVehicleLabel,
  type FitConfirmationDto,
  type FitPhotoCardDto,
  type FitPhotoStatus,
  type FitSummaryDto,
  type FitVehicleDto,
  type PendingFitPhotoDto,
  type Viewer,
} from '@pitstop/contracts';
import { moderationOf, type ListingRefColumns, type RemovalColumns } from './feedback-dto.js';
import { toPersonDto, type MemberNames } from './listing-dto.js';
import { isAdmin } from './people.js';

/** A confirmation as read, with its car's names. */
export interface FitConfirmationRow extends RemovalColumns, FitVehicleDto {
  id: string;
  listingId: string;
  authorId: string;
  author: MemberNames;
  fits: boolean;
  note: string | null;
  photoUrl: string | null;
  photoStatus: FitPhotoStatus | null;
  createdAt: Date;
}

export type ListedFitConfirmationRow = FitConfirmationRow & ListingRefColumns;
export type FitPhotoRow = ListedFitConfirmationRow;

/** How many owners of one car say it fits and does not. */
export interface FitCountRow extends FitVehicleDto {
  fits: number;
  doesNotFit: number;
}

/**
 * A confirmation as `viewer` may see it: a photo once an admin approved it (its author and
 * admins see it before, with its state); an admin's removal withholds note and photo.
 */
export function toFitConfirmationDto(
  row: FitConfirmationRow,
  viewer: Viewer | null,
): FitConfirmationDto {
  const moderation = moderationOf(row, viewer);
  const insider = isAdmin(viewer) || viewer?.id === row.authorId;
  const photoShown =
    !moderation && row.photoUrl && row.photoStatus && (row.photoStatus === 'approved' || insider);
  const vehicle: FitVehicleDto = {
    makeName: row.makeName,
    modelId: row.modelId,
    modelName: row.modelName,
    generationId: row.generationId,
    generationName: row.generationName,
    yearStart: row.yearStart,
    yearEnd: row.yearEnd,
    year: row.year,
    trimName: row.trimName,
  };
  return {
    id: row.id,
    listingId: row.listingId,
    fits: row.fits,
    note: moderation ? null : row.note,
    vehicle,
    vehicleLabel: fitVehicleLabel(vehicle),
    photo: photoShown ? { url: row.photoUrl!, status: row.photoStatus! } : null,
    author: toPersonDto(row.authorId, row.author),
    createdAt: new Date(row.createdAt).toISOString(),
    moderation,
  };
}

export const toPendingFitPhotoDto = (
  row: ListedFitConfirmationRow,
  viewer: Viewer,
): PendingFitPhotoDto => ({
  ...toFitConfirmationDto(row, viewer),
  listing: { id: row.listingId, slug: row.listingSlug, title: row.listingTitle },
});

export const toFitPhotoCardDto = (row: FitPhotoRow): FitPhotoCardDto => ({
  confirmationId: row.id,
  url: row.photoUrl!,
  vehicleLabel: fitVehicleLabel(row),
  author: toPersonDto(row.authorId, row.author),
  listing: { id: row.listingId, slug: row.listingSlug, title: row.listingTitle },
});

/** The model page's summary: one line per car, most confirmed fits first. */
export function toFitSummary(rows: FitCountRow[]): FitSummaryDto[] {
  return rows
    .map((row) => ({
      vehicleLabel: fitVehicleLabel(row),
      fits: row.fits,
      doesNotFit: row.doesNotFit,
    }))
    .sort(
      (a, b) =>
        b.fits - a.fits ||
        a.doesNotFit - b.doesNotFit ||
        a.vehicleLabel.localeCompare(b.vehicleLabel),
    );
}

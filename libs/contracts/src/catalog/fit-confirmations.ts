import type { Page } from '../admin-lists.js';
import { defineRequest } from '../definitions.js';
import type {
  Actor,
  FeedbackListingRef,
  FeedbackModeration,
  FeedbackRemovalDto,
  PersonDto,
  RemoveFeedbackPayload,
  Viewer,
} from './listings.js';

// How search ranks confirmed fits first, with the event that tells it.
export * from './confirmed-fits.js';

/**
 * Owners confirm the fit ('makes'): someone who downloaded a part printed it and says it fits, or
 * does not fit, a car of their garage, with an optional photo and a note. One per person, listing
 * and vehicle (saying it again replaces it). A photo shows once an admin approved it, as a
 * listing's images do; its author and admins see it before.
 */

export const FIT_CONFIRMATION_LIMITS = {
  noteMax: 500,
  /** Confirmations a model page shows (the newest); the summary counts them all. */
  pageMax: 100,
  /** Photos a creator page's Makes gallery shows. */
  galleryMax: 24,
} as const;

export const FIT_PHOTO_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type FitPhotoStatus = (typeof FIT_PHOTO_STATUSES)[number];

/** The car a confirmation is about, as it was in the owner's garage. */
export interface FitVehicleDto {
  makeName: string;
  modelId: string;
  modelName: string;
  generationId: string | null;
  generationName: string | null;
  yearStart: number | null;
  yearEnd: number | null;
  year: number | null;
  trimName: string | null;
}

export interface FitPhotoDto {
  url: string;
  status: FitPhotoStatus;
}

export interface FitConfirmationDto {
  id: string;
  listingId: string;
  fits: boolean;
  note: string | null;
  vehicle: FitVehicleDto;
  /** 'owners of a 2017–2020 Golf' groups by this (fitVehicleLabel). */
  vehicleLabel: string;
  /** null without one, and for anyone but its author and admins until an admin approved it. */
  photo: FitPhotoDto | null;
  author: PersonDto;
  /** ISO 8601. */
  createdAt: string;
  /** Set when an admin removed it: its note and photo are withheld and it no longer counts. */
  moderation: FeedbackModeration | null;
}

/** One line of the model page's summary: the owners of one car. */
export interface FitSummaryDto {
  vehicleLabel: string;
  fits: number;
  doesNotFit: number;
}

/** GET /api/models3d/{id}/fit-confirmations. */
export interface FitConfirmationsDto {
  /** Most confirmed fits first. */
  summary: FitSummaryDto[];
  /** Newest first, at most FIT_CONFIRMATION_LIMITS.pageMax. */
  confirmations: FitConfirmationDto[];
}

/** POST /api/models3d/{id}/fit-confirmations. */
export interface FitConfirmationInput {
  /** A vehicle of the poster's garage. */
  vehicleId: string;
  fits: boolean;
  note?: string | null;
  /** An image the poster uploaded (POST /api/objects/upload); media checks it. */
  photoUrl?: string | null;
}

/** A photo of the Makes gallery, with the listing it shows (the creator page). */
export interface FitPhotoCardDto {
  confirmationId: string;
  url: string;
  vehicleLabel: string;
  author: PersonDto;
  listing: FeedbackListingRef;
}

/** A photo waiting for an admin (the Approvals tab). */
export type PendingFitPhotoDto = FitConfirmationDto & { listing: FeedbackListingRef };

/**
 * The car as owners are counted: a generation by its years ('2017–2020 Golf'), else the model
 * year ('2019 Golf').
 */
export function fitVehicleLabel(vehicle: FitVehicleDto): string {
  if (vehicle.yearStart !== null)
    return `${vehicle.yearStart}–${vehicle.yearEnd ?? 'present'} ${vehicle.modelName}`;
  if (vehicle.year !== null) return `${vehicle.year} ${vehicle.modelName}`;
  return `${vehicle.makeName} ${vehicle.modelName}`;
}

/** 'Fits: 14 owners of a 2017–2020 Golf confirmed · 1 says it does not'. */
export function fitSummaryText(summary: FitSummaryDto): string {
  const owners = (n: number) => `${n} ${n === 1 ? 'owner' : 'owners'}`;
  const says = (n: number) => (n === 1 ? 'says' : 'say');
  if (summary.fits === 0)
    return `Does not fit: ${owners(summary.doesNotFit)} of a ${summary.vehicleLabel} ${says(summary.doesNotFit)} so`;
  const confirmed = `Fits: ${owners(summary.fits)} of a ${summary.vehicleLabel} confirmed`;
  if (summary.doesNotFit === 0) return confirmed;
  return `${confirmed} · ${summary.doesNotFit} ${says(summary.doesNotFit)} it does not`;
}

export const FitConfirmationMessages = {
  notDownloaded: 'Download the part before you say whether it fits.',
  ownListing: 'You cannot confirm the fit of your own model.',
  vehicleNotFound: 'Vehicle not found: pick a car from your garage.',
  fitsRequired: 'Say whether it fits: fits must be true or false.',
  noteTooLong: `The note must be at most ${FIT_CONFIRMATION_LIMITS.noteMax} characters`,
  photoNotUploaded: 'photoUrl must be an image you uploaded here.',
  notFound: 'Fit confirmation not found',
} as const;

export interface PostFitConfirmationPayload extends FitConfirmationInput {
  actor: Actor;
  listingId: string;
}

export interface DecideFitPhotoPayload {
  actor: Actor;
  confirmationId: string;
  approved: boolean;
}

export const CatalogFitConfirmations = {
  list: defineRequest<{ viewer: Viewer | null; listingId: string }, FitConfirmationsDto>(
    'catalog.fit-confirmation.list',
  ),
  /** Forbidden unless the poster downloaded it; NotFound for a vehicle not in their garage. */
  post: defineRequest<PostFitConfirmationPayload, FitConfirmationDto>(
    'catalog.fit-confirmation.post',
  ),
  remove: defineRequest<RemoveFeedbackPayload, FeedbackRemovalDto>(
    'catalog.fit-confirmation.remove',
  ),
  /** The approved photos on a seller's listings, newest first. */
  sellerPhotos: defineRequest<{ sellerId: string }, FitPhotoCardDto[]>(
    'catalog.fit-confirmation.seller-photos',
  ),
  /** Admins: photos waiting for approval, oldest first. */
  pendingPhotos: defineRequest<
    { actor: Actor; limit?: number; offset?: number },
    Page<PendingFitPhotoDto>
  >('catalog.fit-confirmation.pending-photos'),
  decidePhoto: defineRequest<DecideFitPhotoPayload, FitConfirmationDto>(
    'catalog.fit-confirmation.decide-photo',
  ),
  /**
   * Which of these listings (none named: any, at most 1,000) owners of the user's garage vehicle
   * confirmed to fit (more say it fits than not): the cards' 'Confirmed fit'.
   */
  confirmedFor: defineRequest<
    { userId: string; vehicleId: string; listingIds: string[] },
    string[]
  >('catalog.fit-confirmation.confirmed-for'),
} as const;

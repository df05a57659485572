import type {
  ListingDto,
  MountLocation,
  PrintDifficulty,
  PrintMaterial,
  VehicleFitmentDto,
} from '@pitstop/contracts';
import { randomUUID } from 'node:crypto';
import type { IndexChange } from '../src/index/index-change.js';

/** A vehicle of a made-up taxonomy: ids stable per name, so filters by id work too. */
const ids = new Map<string, string>();
const idOf = (name: string) => {
  if (!ids.has(name)) ids.set(name, randomUUID());
  return ids.get(name)!;
};

export interface VehicleSpec {
  make: string;
  model: string;
  generation: string;
  yearStart: number;
  yearEnd: number | null;
  trim?: string;
}

export function fitment(spec: VehicleSpec): VehicleFitmentDto {
  const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    makeId: idOf(`make:${spec.make}`),
    modelId: idOf(`model:${spec.make}:${spec.model}`),
    generationId: idOf(`gen:${spec.make}:${spec.model}:${spec.generation}`),
    trimId: spec.trim
      ? idOf(`trim:${spec.make}:${spec.model}:${spec.generation}:${spec.trim}`)
      : null,
    makeName: spec.make,
    makeSlug: slug(spec.make),
    modelName: spec.model,
    modelSlug: slug(spec.model),
    generationName: spec.generation,
    yearStart: spec.yearStart,
    yearEnd: spec.yearEnd,
    trimName: spec.trim ?? null,
  };
}

export const GOLF_MK7: VehicleSpec = {
  make: 'Volkswagen',
  model: 'Golf',
  generation: 'Mk7',
  yearStart: 2013,
  yearEnd: 2020,
};
export const GOLF_MK8: VehicleSpec = {
  make: 'Volkswagen',
  model: 'Golf',
  generation: 'Mk8',
  yearStart: 2020,
  yearEnd: null,
};
export const MIATA_ND: VehicleSpec = {
  make: 'Mazda',
  model: 'MX-5 Miata',
  generation: 'ND',
  yearStart: 2016,
  yearEnd: null,
};
export const CIVIC_FK8: VehicleSpec = {
  make: 'Honda',
  model: 'Civic',
  generation: 'FK8',
  yearStart: 2017,
  yearEnd: 2021,
};

export interface ListingSpec {
  title: string;
  shortDescription?: string;
  longDescriptionMd?: string;
  tags?: string[];
  vehicle?: VehicleSpec | null;
  categoryId?: string | null;
  categoryName?: string | null;
  priceCents?: number;
  difficulty?: PrintDifficulty;
  mountLocation?: MountLocation | null;
  materials?: PrintMaterial[];
  downloads?: number;
  likes?: number;
  rating?: number;
  ratingCount?: number;
  /** Days before now. */
  ageDays?: number;
  version?: number;
}

/** A public listing as the catalog's events carry it. */
export function listing(spec: ListingSpec): ListingDto {
  const created = new Date(Date.now() - (spec.ageDays ?? 1) * 86_400_000).toISOString();
  const price = spec.priceCents ?? 0;
  const sellerId = randomUUID();
  return {
    id: randomUUID(),
    slug: spec.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title: spec.title,
    shortDescription: spec.shortDescription ?? `${spec.title} for your car.`,
    longDescriptionMd: spec.longDescriptionMd ?? null,
    longDescriptionHtml: '',
    categoryId: spec.categoryId ?? null,
    categoryName: spec.categoryName ?? null,
    tags: spec.tags ?? [],
    priceCents: price,
    currency: 'USD',
    isFree: price === 0,
    printDifficulty: spec.difficulty ?? 'medium',
    supportsRequired: false,
    infillHintPercent: 20,
    materials: spec.materials ?? [],
    mountLocation: spec.mountLocation ?? null,
    allowPersonalUse: true,
    allowCommercialUse: false,
    sellerId,
    seller: { id: sellerId, firstName: 'Maya', lastName: 'Lin', displayName: null },
    downloadCount: spec.downloads ?? 0,
    likeCount: spec.likes ?? 0,
    ratingAvg: spec.rating ?? 0,
    averageRating: spec.rating ?? 0,
    ratingCount: spec.ratingCount ?? (spec.rating ? 1 : 0),
    totalEarnings: 0,
    isDraft: false,
    visibility: 'public',
    approvalStatus: 'approved',
    isUniversalFit: !spec.vehicle,
    vehicleFitment: spec.vehicle ? fitment(spec.vehicle) : null,
    fileUrls: [],
    imageUrls: [],
    previews: [],
    likedByMe: false,
    createdAt: created,
    updatedAt: created,
    version: spec.version ?? 2,
  };
}

/** The listing as approved (visible) at its version. */
export function published(item: ListingDto): IndexChange {
  return { kind: 'listing', id: item.id, version: item.version, visible: true, listing: item };
}

/** The same listing at a later version, not visible (rejected, unpublished, made private). */
export function hidden(item: ListingDto, version = item.version + 1): IndexChange {
  return {
    kind: 'listing',
    id: item.id,
    version,
    visible: false,
    listing: { ...item, approvalStatus: 'rejected', version },
  };
}

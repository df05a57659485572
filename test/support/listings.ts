import type {
  CategoryDto,
  GenerationDto,
  ListingDto,
  ListingInput,
  MakeDto,
  VehicleFitmentInput,
  VehicleModelDto,
} from '@pitstop/contracts';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { SignedInUser } from './accounts.js';

/**
 * A valid upload with a title no other test uses. Universal fit unless a fitment is given, so
 * tests on the shared database leave the makes' listing counts alone.
 */
export function listingInput(overrides: Partial<ListingInput> = {}): ListingInput {
  return {
    title: `Test Vent Clip ${randomBytes(4).toString('hex')}`,
    shortDescription: 'A clip-on phone mount for the centre vent.',
    longDescriptionMd: 'Prints in **PETG** without supports.',
    priceCents: 0,
    isFree: true,
    printDifficulty: 'easy',
    isDraft: true,
    visibility: 'private',
    isUniversalFit: true,
    vehicleFitment: null,
    ...overrides,
  };
}

/** POST /api/models3d as `seller`; the new listing waits for approval. */
export async function createListing(
  url: string,
  seller: SignedInUser,
  overrides: Partial<ListingInput> = {},
): Promise<ListingDto> {
  const res = await request(url)
    .post('/api/models3d')
    .set('Cookie', seller.cookie)
    .send(listingInput(overrides));
  if (res.status !== 201)
    throw new Error(`creating a listing answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as ListingDto;
}

/** PATCH /api/admin/models/{id}/approve as `admin`. */
export async function decideListing(
  url: string,
  admin: SignedInUser,
  listingId: string,
  approved = true,
): Promise<ListingDto> {
  const res = await request(url)
    .patch(`/api/admin/models/${listingId}/approve`)
    .set('Cookie', admin.cookie)
    .send({ approved });
  if (res.status !== 200)
    throw new Error(`deciding on a listing answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as ListingDto;
}

/** A listing of `seller` that `admin` approved: visible to everyone. */
export async function createApprovedListing(
  url: string,
  seller: SignedInUser,
  admin: SignedInUser,
  overrides: Partial<ListingInput> = {},
): Promise<ListingDto> {
  const listing = await createListing(url, seller, overrides);
  return decideListing(url, admin, listing.id, true);
}

async function findBySlug<T extends { slug: string }>(url: string, path: string, slug: string) {
  const res = await request(url).get(path).expect(200);
  const found = (res.body as T[]).find((item) => item.slug === slug);
  if (!found) throw new Error(`${slug} is not in ${path}`);
  return found;
}

/** The ids of a seeded vehicle, e.g. fitmentOf(url, 'volkswagen', 'golf', 'mk7'). */
export async function fitmentOf(
  url: string,
  makeSlug: string,
  modelSlug: string,
  generationSlug: string,
): Promise<VehicleFitmentInput> {
  const make = await findBySlug<MakeDto>(url, '/api/makes', makeSlug);
  const model = await findBySlug<VehicleModelDto>(url, `/api/models?makeId=${make.id}`, modelSlug);
  const generation = await findBySlug<GenerationDto>(
    url,
    `/api/generations?modelId=${model.id}`,
    generationSlug,
  );
  return {
    makeId: make.id,
    modelId: model.id,
    generationId: generation.id,
    trimId: null,
  };
}

/** A seeded category by slug ('interior', 'engine-bay', …). */
export function categoryOf(url: string, slug: string): Promise<CategoryDto> {
  return findBySlug<CategoryDto>(url, '/api/categories', slug);
}

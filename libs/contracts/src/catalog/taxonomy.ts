import { defineRequest } from '../definitions.js';

/** GET /api/makes: modelCount is the number of approved listings for the make. */
export interface MakeDto {
  id: string;
  name: string;
  slug: string;
  modelCount: number;
}

export interface VehicleModelDto {
  id: string;
  makeId: string;
  name: string;
  slug: string;
  /** First and last model year over the model's generations; yearEnd null = still built. */
  yearStart: number | null;
  yearEnd: number | null;
}

export interface GenerationDto {
  id: string;
  modelId: string;
  name: string;
  slug: string;
  yearStart: number;
  /** null shows 'Present'. */
  yearEnd: number | null;
}

export interface TrimDto {
  id: string;
  generationId: string;
  name: string;
  slug: string;
  bodyType: string;
  drivetrain: string | null;
  engine: string | null;
}

export interface CategoryDto {
  id: string;
  name: string;
  slug: string;
  description: string | null;
}

export const CatalogTaxonomy = {
  listMakes: defineRequest<Record<string, never>, MakeDto[]>('catalog.make.list'),
  listModels: defineRequest<{ makeId: string }, VehicleModelDto[]>('catalog.vehicle-model.list'),
  listGenerations: defineRequest<{ modelId: string }, GenerationDto[]>('catalog.generation.list'),
  listTrims: defineRequest<{ generationId: string }, TrimDto[]>('catalog.trim.list'),
  listCategories: defineRequest<Record<string, never>, CategoryDto[]>('catalog.category.list'),
} as const;

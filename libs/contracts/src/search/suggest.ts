import { defineRequest } from '../definitions.js';

/** Suggestions as a buyer types in a search box (GET /api/search/suggest?q=). */
export const SUGGEST_LIMITS = {
  /** Fewer letters than this suggest nothing: too many parts start with one letter. */
  textMin: 2,
  textMax: 100,
  parts: 6,
  vehicles: 4,
} as const;

/** A listing whose title matches what was typed: choosing it opens the model page. */
export interface PartSuggestion {
  id: string;
  slug: string;
  title: string;
  /** The card-sized preview to show beside the title, or null. */
  imageUrl: string | null;
}

/**
 * A make, or a make's model, matching what was typed (by name or alias): choosing it opens
 * /search for that vehicle (make and model slugs, as the fitment picker writes them).
 */
export interface VehicleSuggestion {
  /** 'Chevrolet' or 'Chevrolet Corvette'. */
  label: string;
  makeSlug: string;
  /** null: the whole make. */
  modelSlug: string | null;
  /** The model's years ('1997–Present'), null for a make. */
  years: string | null;
}

export interface SuggestRequest {
  text: string;
}

export interface SuggestResult {
  parts: PartSuggestion[];
  vehicles: VehicleSuggestion[];
}

export const SuggestRequests = {
  /** Parts (approved, public) and vehicles for what is typed; empty under SUGGEST_LIMITS.textMin. */
  suggest: defineRequest<SuggestRequest, SuggestResult>('search.suggestion.list'),
} as const;

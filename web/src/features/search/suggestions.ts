/**
 * Search suggestions as a buyer types (GET /api/search/suggest): what is sent, and where each
 * suggestion leads. A part opens its model page; a vehicle opens /search for that vehicle.
 */
import type {
  PartSuggestion,
  SUGGEST_LIMITS,
  SuggestResult,
  VehicleSuggestion,
} from '@pitstop/contracts';
import { fitmentSearchPath } from '../fitment/fitment-rules';
import { modelPath } from '../listings/listing-display';

// Typed by the contract (its values stay out of the bundle): a drift fails to compile.
/** Fewer letters than this suggest nothing, so nothing is asked. */
export const SUGGEST_TEXT_MIN: (typeof SUGGEST_LIMITS)['textMin'] = 2;
/** The server refuses longer text (400); what is sent is cut to this. */
export const SUGGEST_TEXT_MAX: (typeof SUGGEST_LIMITS)['textMax'] = 100;

/** How long typing pauses before the box asks: one request per pause, not per key. */
export const SUGGEST_DELAY_MS = 120;

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/g;

/**
 * The text to ask suggestions for, or undefined when there is too little to ask about. Control
 * characters (which the server refuses) become spaces; the text is cut to SUGGEST_TEXT_MAX
 * without leaving half of a surrogate pair (a lone surrogate is refused too).
 */
export function suggestText(typed: string): string | undefined {
  let text = typed.replace(CONTROL_CHARACTERS, ' ').trim();
  if (text.length > SUGGEST_TEXT_MAX) {
    text = text.slice(0, SUGGEST_TEXT_MAX);
    if (/[\uD800-\uDBFF]$/.test(text)) text = text.slice(0, -1);
    text = text.trimEnd();
  }
  return text.length >= SUGGEST_TEXT_MIN ? text : undefined;
}

export interface SuggestionItem {
  /** Where choosing it leads; also the option's value (unique in the list). */
  path: string;
  kind: 'part' | 'vehicle';
  /** The part's title or the vehicle's label. */
  name: string;
  /** A vehicle's years, when the server gives them. */
  years: string | null;
  /** A part's preview, when it has one. */
  imageUrl: string | null;
  /** What a screen reader says for the option (the groups' headings are not read out). */
  spoken: string;
}

export interface SuggestionGroup {
  label: 'Parts' | 'Vehicles';
  items: SuggestionItem[];
}

function partItem(part: PartSuggestion): SuggestionItem {
  return {
    path: modelPath(part),
    kind: 'part',
    name: part.title,
    years: null,
    imageUrl: part.imageUrl,
    spoken: `Part: ${part.title}`,
  };
}

function vehicleItem(vehicle: VehicleSuggestion): SuggestionItem {
  return {
    // /search for the vehicle alone, as the fitment picker opens it: no text, no other filters.
    path: fitmentSearchPath({
      makeSlug: vehicle.makeSlug,
      modelSlug: vehicle.modelSlug ?? undefined,
    }),
    kind: 'vehicle',
    name: vehicle.label,
    years: vehicle.years,
    imageUrl: null,
    spoken: `Vehicle: ${vehicle.label}${vehicle.years ? `, ${vehicle.years}` : ''}`,
  };
}

/**
 * The dropdown's groups, Parts then Vehicles, in the server's order; a group with nothing in it
 * is left out, so an answer with nothing gives no groups (and no dropdown). A path already listed
 * is not listed again: it is the option's value, which must be unique.
 */
export function suggestionGroups(result: SuggestResult | undefined): SuggestionGroup[] {
  if (!result) return [];
  const seen = new Set<string>();
  const fresh = (item: SuggestionItem) => !seen.has(item.path) && !!seen.add(item.path);
  const groups: SuggestionGroup[] = [
    { label: 'Parts', items: result.parts.map(partItem).filter(fresh) },
    { label: 'Vehicles', items: result.vehicles.map(vehicleItem).filter(fresh) },
  ];
  return groups.filter((group) => group.items.length > 0);
}

import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState } from 'react';
import { useSuggestSearchQuery } from './searchApi';
import {
  SUGGEST_DELAY_MS,
  suggestText,
  suggestionGroups,
  type SuggestionGroup,
} from './suggestions';

const NONE: SuggestionGroup[] = [];

/** The value once it has stayed the same for `delayMs`. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The suggestions for what is typed: asked once typing pauses, for two letters or more. While
 * the next answer is on its way the last one stays (the list does not blink at every key); under
 * two letters, or when the server fails, there are none.
 */
export function useSearchSuggestions(typed: string): SuggestionGroup[] {
  const text = suggestText(typed);
  const settled = useSettled(text, SUGGEST_DELAY_MS);
  // `data` is the last answer received, for this text or an earlier one.
  const { data, isError } = useSuggestSearchQuery(settled ?? skipToken);
  const groups = useMemo(() => suggestionGroups(data), [data]);
  return text === undefined || settled === undefined || isError ? NONE : groups;
}

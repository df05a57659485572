/** A page's tabs, in order, each named as ?tab= spells it (e.g. /profile?tab=downloads). */
export interface UrlTab<K extends string> {
  key: K;
  label: string;
}

/** The tab ?tab= names (any case, spaces ignored); the first tab when it is missing or unknown. */
export function tabFromParam<K extends string>(
  tabs: readonly [UrlTab<K>, ...UrlTab<K>[]],
  value: string | null,
): K {
  const key = value?.trim().toLowerCase() ?? '';
  return tabs.find((tab) => tab.key === key)?.key ?? tabs[0].key;
}

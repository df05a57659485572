import { useSearchParams } from 'react-router-dom';
import { tabFromParam, type UrlTab } from './tab-param';

/**
 * The tab the address selects, and how to select another: the address changes (?tab=…) without
 * a new history entry, so a reload or a shared link opens the same tab.
 */
export function useTabParam<K extends string>(
  tabs: readonly [UrlTab<K>, ...UrlTab<K>[]],
): [K, (tab: K) => void] {
  const [params, setParams] = useSearchParams();
  const select = (tab: K) => setParams({ tab }, { replace: true });
  return [tabFromParam(tabs, params.get('tab')), select];
}

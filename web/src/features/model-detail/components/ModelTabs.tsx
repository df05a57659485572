import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HtmlContent } from '../../../components/HtmlContent';
import { TabStrip } from '../../../components/TabStrip';
import type { Listing } from '../../listings/listingsApi';
import { FitmentPanel } from './FitmentPanel';
import { ListSkeleton } from './ListSkeleton';
import styles from './ModelTabs.module.css';

// Specs (with the print facts' material switch, antd's Segmented and Tooltip) and Versions are
// hidden at first paint and rendered on neither side until their tab is chosen: split from the
// model page's first load (issue 35).
const SpecsPanel = lazy(() =>
  import('./SpecsPanel').then((module) => ({ default: module.SpecsPanel })),
);
const VersionsPanel = lazy(() =>
  import('./VersionsPanel').then((module) => ({ default: module.VersionsPanel })),
);

function LazyPanel({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ListSkeleton rows={3} />}>{children}</Suspense>;
}

/** Overview, Specs, Fitment and Versions (the version list, files and the seller's upload). */
export function ModelTabs({ listing }: { listing: Listing }) {
  // A new version's mail links to ?tab=versions.
  const [params] = useSearchParams();
  return (
    <TabStrip
      className={styles.tabs}
      initialKey={params.get('tab') ?? undefined}
      items={[
        {
          key: 'overview',
          label: 'Overview',
          children: (
            <div className={styles.panel} data-testid="tab-overview">
              {/* The creator's description may open with an h3: the outline needs an h2 first. */}
              <h2 className="pp-visually-hidden">Overview</h2>
              <p className={styles.lead}>{listing.shortDescription}</p>
              {listing.longDescriptionHtml.trim() ? (
                <HtmlContent html={listing.longDescriptionHtml} testId="model-description" />
              ) : (
                <p className={styles.muted}>The creator hasn't added a detailed description.</p>
              )}
            </div>
          ),
        },
        {
          key: 'specs',
          label: 'Specs',
          children: (
            <LazyPanel>
              <SpecsPanel listing={listing} />
            </LazyPanel>
          ),
        },
        {
          key: 'fitment',
          label: 'Fitment',
          children: <FitmentPanel listing={listing} />,
          // What a car person searches for: in the served page for crawlers too.
          keepMounted: true,
        },
        {
          key: 'versions',
          label: 'Versions',
          children: (
            <LazyPanel>
              <VersionsPanel listing={listing} />
            </LazyPanel>
          ),
        },
      ]}
    />
  );
}

import { lazy, Suspense } from 'react';
import { SectionHeader } from '../../../components/SectionHeader';
import { ModelCardSkeleton } from '../../listings/components/ModelCardSkeleton';
import { useListRelatedQuery } from '../../listings/listingsApi';
import styles from './RelatedParts.module.css';

// The cards (with their like, cart and fit badges) sit below the fold: split from the model
// page's first load (issue 35). A card's skeleton holds its place until the code arrives; the
// server renders the cards in place.
const ModelCard = lazy(() =>
  import('../../listings/components/ModelCard').then((module) => ({ default: module.ModelCard })),
);

/** docs/product.md §9: how many cards a row holds on the home page; the same here. */
const SHOWN = 4;

/**
 * Parts for the same vehicle, else the same category, else popular ones (the server decides).
 * Nothing to relate, or a failure (its toast says so): the section steps aside.
 */
export function RelatedParts({ listingId }: { listingId: string }) {
  const { data: related = [], isLoading } = useListRelatedQuery(listingId);
  if (!isLoading && related.length === 0) return null;

  return (
    <section className={styles.related} aria-labelledby="related-parts" data-testid="related-parts">
      <SectionHeader id="related-parts" title="RELATED PARTS" kicker="ALSO ON THE GRID" />
      <ul className={styles.grid}>
        {isLoading
          ? Array.from({ length: SHOWN }, (_, i) => (
              <li key={i}>
                <ModelCardSkeleton />
              </li>
            ))
          : related.slice(0, SHOWN).map((listing) => (
              <li key={listing.id}>
                <Suspense fallback={<ModelCardSkeleton />}>
                  <ModelCard listing={listing} />
                </Suspense>
              </li>
            ))}
      </ul>
    </section>
  );
}

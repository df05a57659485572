import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { vehicleName, vehiclePageHead, vehiclePagePath } from '@pitstop/contracts';
import { Link, useParams } from 'react-router-dom';
import { LinkButton } from '../../../components/LinkButton';
import { LoadError } from '../../../components/LoadError';
import { OffTrack } from '../../../components/OffTrack';
import { usePageMeta } from '../../../components/usePageMeta';
import { ListingGrid } from '../../listings/components/ListingGrid';
import { SEARCH_PAGE_SIZE } from '../../search/search-query';
import { useSearchListingsInfiniteQuery } from '../../search/searchApi';
import { useVehicleBySlugs } from '../useVehicleBySlugs';
import styles from './VehiclePage.module.css';

/**
 * /parts/{make}/{model}[/{generation}]: the parts that fit one vehicle and the universal ones,
 * most popular first, a page at a time; the model's page links to each generation's. The picker
 * and the garage lead here; /search with the same vehicle filters further.
 */
export default function VehiclePage() {
  const { make: makeSlug = '', model: modelSlug = '', generation: generationSlug } = useParams();
  const vehicle = useVehicleBySlugs(makeSlug, modelSlug, generationSlug);
  const { make, model, generation, generations } = vehicle;
  const ready = !!make && !!model && (generationSlug === undefined || !!generation);
  const search = useSearchListingsInfiniteQuery(
    {
      make: make?.slug,
      model: model?.slug,
      generationId: generation?.id,
      sort: 'popular',
      limit: SEARCH_PAGE_SIZE,
    },
    { skip: !ready },
  );
  const pages = search.currentData?.pages;
  const names = make && model ? { makeName: make.name, modelName: model.name, generation } : null;

  // The same words the gateway wrote into the served page's head.
  const head = vehiclePageHead(
    names && ready && pages ? { ...names, partCount: pages[0]!.total } : null,
    vehicle.notFound,
  );
  usePageMeta(head.title, head.description);

  if (vehicle.notFound)
    return <OffTrack text="We don't know that vehicle." testId="vehicle-not-found" />;
  const failure = vehicle.error ?? (pages ? undefined : search.isError ? search.error : undefined);
  if (failure)
    return (
      <div className={`pp-container ${styles.page}`}>
        <LoadError
          error={failure}
          onRetry={() => (vehicle.error ? vehicle.retry() : void search.refetch())}
          retrying={vehicle.retrying || search.isFetching}
          testId="vehicle-load-error"
        />
      </div>
    );

  const name = names && ready ? vehicleName(names) : null;
  const searchParams = new URLSearchParams();
  if (make) searchParams.set('make', make.slug);
  if (model) searchParams.set('model', model.slug);
  if (generation) searchParams.set('generationId', generation.id);
  return (
    <div className={`pp-container ${styles.page}`}>
      <nav aria-label="Breadcrumb">
        <ol className={styles.breadcrumbs}>
          <li>
            <Link to="/">Home</Link>
          </li>
          {make && model && (
            <li>
              <Link to={vehiclePagePath(make.slug, model.slug)}>
                {make.name} {model.name}
              </Link>
            </li>
          )}
          {generation && name && <li aria-current="page">{generation.name}</li>}
        </ol>
      </nav>
      <header className={styles.header}>
        {name ? (
          <h1 className={styles.title} data-testid="vehicle-page-title">
            Parts for the {name}
          </h1>
        ) : (
          <div className={`pp-skeleton ${styles.titleSkeleton}`} aria-hidden />
        )}
        {pages && <p className={styles.description}>{head.description}</p>}
        <LinkButton
          to={`/search?${searchParams}`}
          icon={<SearchOutlined aria-hidden />}
          data-testid="vehicle-page-search"
        >
          Search and filter these parts
        </LinkButton>
      </header>
      {!generation && make && model && generations && generations.length > 0 && (
        <nav aria-label="Generations" data-testid="vehicle-page-generations">
          <ul className={styles.generations}>
            {generations.map((g) => (
              <li key={g.id}>
                <Link to={vehiclePagePath(make.slug, model.slug, g.slug)}>
                  {g.name} ({g.yearStart}–{g.yearEnd ?? 'Present'})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <section aria-label="Parts">
        <ListingGrid
          listings={pages?.flatMap((page) => page.items)}
          label={name ? `Parts for the ${name}` : 'the parts'}
          testId="vehicle-page-parts"
          hasMore={search.hasNextPage}
          loadingMore={search.isFetchingNextPage}
          onLoadMore={() => void search.fetchNextPage()}
          loadMoreLabel="Load More Parts"
        />
      </section>
    </div>
  );
}

import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import { Link } from 'react-router-dom';
import { countOf } from '../../../components/format';
import { LoadError } from '../../../components/LoadError';
import { SectionHeader } from '../../../components/SectionHeader';
import { useListMakesQuery } from '../../taxonomy/taxonomyApi';
import { popularMakes, POPULAR_MAKES_COUNT } from '../popular-makes';
import styles from './PopularMakes.module.css';

export function PopularMakes() {
  const { data: makes, isLoading, isError, error, refetch, isFetching } = useListMakesQuery();

  return (
    <section aria-labelledby="popular-makes" className={styles.section}>
      <div className="pp-container">
        <SectionHeader id="popular-makes" title="POPULAR MAKES" kicker="SHOP BY BADGE" />
        {isLoading ? (
          <div className={styles.grid} role="status" aria-label="Loading makes">
            {Array.from({ length: POPULAR_MAKES_COUNT }, (_, i) => (
              <span key={i} className={`pp-skeleton ${styles.skeleton}`} />
            ))}
          </div>
        ) : isError || !makes ? (
          <LoadError
            error={error}
            onRetry={refetch}
            retrying={isFetching}
            testId="popular-makes-error"
          />
        ) : (
          <ul className={styles.grid}>
            {popularMakes(makes).map((make) => (
              <li key={make.id}>
                <Link
                  to={`/search?make=${encodeURIComponent(make.slug)}`}
                  className={styles.tile}
                  data-testid={`popular-make-${make.slug}`}
                >
                  <span className={styles.monogram} aria-hidden>
                    {make.name.slice(0, 1)}
                  </span>
                  <span className={styles.name}>{make.name}</span>
                  <span className={styles.count}>{countOf(make.modelCount, 'model')}</span>
                  <ArrowRightOutlined className={styles.arrow} aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

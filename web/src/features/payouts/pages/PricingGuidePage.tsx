import { Link } from 'react-router-dom';
import { formatCents, formatCount } from '../../../components/format';
import { LoadError } from '../../../components/LoadError';
import { useGetPricingGuideQuery } from '../payoutsApi';
import styles from '../components/Payouts.module.css';

/** The footer's Pricing Guide: what similar parts sell for, per category, from the catalog. */
export default function PricingGuidePage() {
  const { data, error, isLoading, isFetching, refetch } = useGetPricingGuideQuery();
  return (
    <main className="pp-container" style={{ padding: '40px 16px' }}>
      <h1 className={styles.title}>PRICING GUIDE</h1>
      <p className={styles.help}>
        What paid parts on sale cost today, by category: half of them are priced between the lower
        and upper quartile, and the median is the middle price. Price a part by the work in it, its
        print time and how well it fits; free files bring downloads and followers. See{' '}
        <Link to="/payouts-guide">Payouts</Link> for when you are paid and the fees.
      </p>
      {isLoading && <div className="pp-skeleton" style={{ height: 200 }} aria-busy="true" />}
      {error && <LoadError error={error} onRetry={() => void refetch()} retrying={isFetching} />}
      {data && data.length === 0 && <p className={styles.help}>No paid parts are on sale yet.</p>}
      {data && data.length > 0 && (
        <table className={styles.table} data-testid="pricing-guide">
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col" className={styles.num}>
                Parts
              </th>
              <th scope="col" className={styles.num}>
                Lower quartile
              </th>
              <th scope="col" className={styles.num}>
                Median
              </th>
              <th scope="col" className={styles.num}>
                Upper quartile
              </th>
              <th scope="col" className={styles.num}>
                Range
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={row.category} data-testid="pricing-guide-row">
                <th scope="row">{row.category}</th>
                <td className={styles.num}>{formatCount(row.listings)}</td>
                <td className={styles.num}>{formatCents(row.p25Cents)}</td>
                <td className={styles.num} data-testid="pricing-guide-median">
                  {formatCents(row.medianCents)}
                </td>
                <td className={styles.num}>{formatCents(row.p75Cents)}</td>
                <td className={styles.num}>
                  {formatCents(row.minCents)}–{formatCents(row.maxCents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}

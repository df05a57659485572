import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import DollarOutlined from '@ant-design/icons/DollarOutlined';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { countOf, formatCents, formatCount } from '../../../components/format';
import { LinkButton } from '../../../components/LinkButton';
import { LoadError } from '../../../components/LoadError';
import { modelPath } from '../../listings/listing-display';
import { formatDate } from '../../model-detail/detail-format';
import { useGetEarningsQuery } from '../../orders/ordersApi';
import { SalesPayouts } from '../../payouts/components/SalesPayouts';
import list from './ProfileCardList.module.css';
import styles from './MySales.module.css';

/** Sales: what each of the seller's listings has sold and earned (the orders ledger). */
export function MySales() {
  const { data: earnings, error, isLoading, isFetching, refetch } = useGetEarningsQuery();

  if (isLoading)
    return (
      <div
        className={`pp-skeleton ${styles.skeleton}`}
        aria-busy="true"
        aria-label="Loading your sales"
      />
    );
  if (error || !earnings)
    return (
      <LoadError
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
        testId="profile-sales-error"
      />
    );
  if (earnings.listings.length === 0)
    return (
      <EmptyState
        icon={<DollarOutlined />}
        title="No sales yet"
        testId="profile-sales-empty"
        actions={
          <LinkButton to="/upload" type="primary" size="large" icon={<CloudUploadOutlined />}>
            Upload New Model
          </LinkButton>
        }
      >
        When buyers pay for your files, each sale and what it earned you shows up here.
      </EmptyState>
    );

  return (
    <div className={list.list}>
      <SalesPayouts />
      <p className={list.count} data-testid="profile-sales-summary">
        {countOf(earnings.salesCount, 'sale')} · {formatCents(earnings.totalCents)} earned
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="profile-sales">
          <thead>
            <tr>
              <th scope="col">Model</th>
              <th scope="col" className={styles.num}>
                Sales
              </th>
              <th scope="col" className={styles.num}>
                Earnings
              </th>
              <th scope="col" className={styles.when}>
                Last sale
              </th>
            </tr>
          </thead>
          <tbody>
            {earnings.listings.map((sales) => (
              <tr key={sales.modelId} data-testid={`sales-${sales.slug}`}>
                <th scope="row">
                  <Link to={modelPath(sales)} className={styles.title}>
                    {sales.title}
                  </Link>
                </th>
                <td className={styles.num} data-testid="sales-count">
                  {formatCount(sales.sales)}
                </td>
                <td className={styles.num} data-testid="sales-earnings">
                  {formatCents(sales.earningsCents)}
                </td>
                <td className={styles.when}>{formatDate(sales.lastSoldAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

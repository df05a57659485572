import CloudDownloadOutlined from '@ant-design/icons/CloudDownloadOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import { EmptyState } from '../../../components/EmptyState';
import { countOf } from '../../../components/format';
import { LinkButton } from '../../../components/LinkButton';
import { LoadError } from '../../../components/LoadError';
import { modelPath } from '../../listings/listing-display';
import { OrderReceipt } from '../../orders/components/OrderReceipt';
import { useListOrdersQuery } from '../../orders/ordersApi';
import list from './ProfileCardList.module.css';
import styles from './MyPurchases.module.css';

/** Purchases: the user's paid orders, newest first, each as its receipt with a way to the files. */
export function MyPurchases() {
  const { data: orders, error, isLoading, isFetching, refetch } = useListOrdersQuery();

  if (isLoading)
    return (
      <div className={styles.orders} aria-busy="true" aria-label="Loading your purchases">
        {[0, 1].map((index) => (
          <div key={index} className={`pp-skeleton ${styles.skeleton}`} />
        ))}
      </div>
    );
  if (error || !orders)
    return (
      <LoadError
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
        testId="profile-purchases-error"
      />
    );
  if (orders.length === 0)
    return (
      <EmptyState
        icon={<ShoppingOutlined />}
        title="No purchases yet"
        testId="profile-purchases-empty"
        actions={
          <LinkButton to="/search" size="large" icon={<SearchOutlined />}>
            Browse Parts
          </LinkButton>
        }
      >
        Paid files you buy show up here with their receipts, ready to download again.
      </EmptyState>
    );

  return (
    <div className={list.list}>
      <p className={list.count} data-testid="profile-purchases-count">
        {countOf(orders.length, 'order')}
      </p>
      <div className={styles.orders} data-testid="profile-purchases">
        {orders.map((order) => (
          <OrderReceipt
            key={order.id}
            order={order}
            headingLevel={3}
            linkToReceipt
            action={(line) => (
              <LinkButton
                to={modelPath(line)}
                icon={<CloudDownloadOutlined />}
                block
                data-testid="purchase-get-files"
              >
                Get files
              </LinkButton>
            )}
          />
        ))}
      </div>
    </div>
  );
}

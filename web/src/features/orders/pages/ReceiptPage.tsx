import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import Button from 'antd/es/button';
import { useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { LinkButton } from '../../../components/LinkButton';
import { LoadError } from '../../../components/LoadError';
import { OrderReceipt } from '../components/OrderReceipt';
import { orderTitle, refundStatusLabel } from '../order-display';
import { useGetOrderQuery } from '../ordersApi';
import styles from './ReceiptPage.module.css';

/**
 * /orders/{id}: one of the buyer's orders as a printable receipt (its number, date, items with
 * their sellers, sums, the card, what was refunded). Anyone else's order is 'not found'.
 */
export default function ReceiptPage() {
  const { id = '' } = useParams();
  const { data: order, error, isLoading, isFetching, refetch } = useGetOrderQuery(id);

  let body;
  if (isLoading) body = <div className={`pp-skeleton ${styles.skeleton}`} aria-busy="true" />;
  else if (error && 'status' in error && error.status === 404)
    body = (
      <EmptyState
        icon={<ShoppingOutlined />}
        title="Order not found"
        testId="receipt-not-found"
        actions={<LinkButton to="/profile?tab=purchases">My purchases</LinkButton>}
      >
        This order is not one of yours, or it does not exist.
      </EmptyState>
    );
  else if (error || !order)
    body = (
      <LoadError
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
        testId="receipt-error"
      />
    );
  else
    body = (
      <>
        <div className={styles.toolbar}>
          <p className={styles.status} data-testid="receipt-status">
            {refundStatusLabel(order) ?? (order.status === 'paid' ? 'Paid' : 'Not paid')}
          </p>
          <Button
            icon={<PrinterOutlined />}
            onClick={() => window.print()}
            data-testid="receipt-print"
          >
            Print
          </Button>
        </div>
        <OrderReceipt order={order} itemised />
      </>
    );

  return (
    <div className={`pp-container ${styles.page}`} data-testid="receipt-page">
      <header className={styles.header}>
        <p className={styles.kicker}>PITSTOP PRINTS · RECEIPT</p>
        <h1 className={styles.title}>{order ? orderTitle(order) : 'Receipt'}</h1>
      </header>
      <div className={styles.printable}>{body}</div>
    </div>
  );
}

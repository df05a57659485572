import RollbackOutlined from '@ant-design/icons/RollbackOutlined';
import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { newIdempotencyKey } from '../../../api/idempotency-key';
import { formatCents } from '../../../components/format';
import { orderDate, orderTitle, refundStatusLabel } from '../../orders/order-display';
import { pageArgs, useDebouncedValue } from '../admin-page';
import {
  useListAdminOrdersQuery,
  useRefundOrderMutation,
  type AdminOrder,
} from '../adminOrdersApi';
import styles from '../pages/AdminPage.module.css';
import { AdminTable } from './AdminTable';
import own from './OrdersTab.module.css';

/** A refund button: asks first, then refunds with one Idempotency-Key per confirmation. */
function RefundButton({
  order,
  lineIds,
  label,
  testId,
}: {
  order: AdminOrder;
  lineIds?: string[];
  label: string;
  testId: string;
}) {
  const [refund, { isLoading }] = useRefundOrderMutation();
  const what = lineIds ? 'this item' : `all of ${orderTitle(order)} not yet refunded`;
  return (
    <Popconfirm
      title="Refund?"
      description={`Refund ${what} to the buyer's card? Their files go too.`}
      okText="Refund"
      okButtonProps={{
        danger: true,
        ...({ 'data-testid': 'admin-refund-confirm' } as Record<`data-${string}`, string>),
      }}
      onConfirm={() => refund({ orderId: order.id, lineIds, idempotencyKey: newIdempotencyKey() })}
    >
      <Button
        size="small"
        danger
        icon={<RollbackOutlined />}
        loading={isLoading}
        data-testid={testId}
      >
        {label}
      </Button>
    </Popconfirm>
  );
}

const COLUMNS = [
  {
    title: 'Order',
    key: 'number',
    render: (_: unknown, order: AdminOrder) => (
      <span data-testid="admin-order-number">{orderTitle(order)}</span>
    ),
  },
  {
    title: 'Date',
    key: 'date',
    render: (_: unknown, order: AdminOrder) => new Date(orderDate(order)).toLocaleString(),
  },
  {
    title: 'Buyer',
    key: 'buyer',
    render: (_: unknown, order: AdminOrder) => order.buyerEmail ?? order.buyerId,
  },
  {
    title: 'Items',
    key: 'items',
    render: (_: unknown, order: AdminOrder) => (
      <ul className={own.lines}>
        {order.items.map((line) => (
          <li key={line.modelId} data-testid="admin-order-line">
            <Link to={`/models/${line.slug}`}>{line.title}</Link> · {line.sellerName} ·{' '}
            {formatCents(line.priceCents)}{' '}
            {line.refunded ? (
              <Tag color="red">Refunded</Tag>
            ) : order.items.length > 1 && order.refundStatus !== 'disputed' ? (
              <RefundButton
                order={order}
                lineIds={[line.modelId]}
                label="Refund item"
                testId="admin-refund-line"
              />
            ) : null}
          </li>
        ))}
      </ul>
    ),
  },
  {
    title: 'Total',
    key: 'total',
    render: (_: unknown, order: AdminOrder) => formatCents(order.totalCents),
  },
  {
    title: 'Status',
    key: 'status',
    render: (_: unknown, order: AdminOrder) => (
      <Tag
        color={order.refundStatus && order.refundStatus !== 'none' ? 'red' : 'green'}
        data-testid="admin-order-status"
      >
        {refundStatusLabel(order) ?? 'Paid'}
      </Tag>
    ),
  },
  {
    title: '',
    key: 'refund',
    render: (_: unknown, order: AdminOrder) =>
      order.refundStatus === 'refunded' || order.refundStatus === 'disputed' ? null : (
        <RefundButton order={order} label="Refund order" testId="admin-refund-order" />
      ),
  },
];

/** Orders: paid orders found by number or the buyer's email, a page at a time, and refunds. */
export function OrdersTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim());
  const query = useListAdminOrdersQuery(
    { q: q || undefined, ...pageArgs(page) },
    { refetchOnMountOrArgChange: true },
  );

  return (
    <>
      <div className={styles.toolbar}>
        <Input.Search
          allowClear
          placeholder="Order number or buyer email"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          className={styles.search}
          aria-label="Search orders"
          data-testid="admin-orders-search"
        />
      </div>
      <AdminTable<AdminOrder>
        query={query}
        columns={COLUMNS}
        page={page}
        onPage={setPage}
        noun="orders"
        empty={{ icon: <ShoppingOutlined />, title: q ? 'No orders match' : 'No paid orders yet' }}
        testId="admin-orders"
      />
    </>
  );
}

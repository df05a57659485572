// Types only: a value import would bundle the contracts into the app.
import type { AdminOrderDto } from '@pitstop/contracts';
import { api } from '../../api/api';
import { withErrorTitle, withServerText } from '../../api/api-error';
import { idempotencyHeader } from '../../api/idempotency-key';
import { setArgs, toAdminPage, type AdminPage } from './admin-page';

export type AdminOrder = AdminOrderDto;

export interface AdminOrdersArgs {
  /** An order number ('1042', '#1042') or words of the buyer's email. */
  q?: string;
  limit: number;
  offset: number;
}

/** The Orders tab: paid orders found by number or buyer email, and refunds of them. */
export const adminOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminOrders: build.query<AdminPage<AdminOrder>, AdminOrdersArgs>({
      query: (args) => ({ url: 'admin/orders', params: setArgs(args) }),
      transformResponse: (orders: AdminOrder[], meta) => toAdminPage(orders, meta),
      providesTags: [{ type: 'Order', id: 'ADMIN' }],
      transformErrorResponse: withErrorTitle('Failed to fetch orders'),
    }),
    /** The whole order (no lineIds) or some of its lines; one key per admin's click. */
    refundOrder: build.mutation<
      AdminOrder,
      { orderId: string; lineIds?: string[]; idempotencyKey: string }
    >({
      query: ({ orderId, lineIds, idempotencyKey }) => ({
        url: `admin/orders/${encodeURIComponent(orderId)}/refund`,
        method: 'POST',
        body: lineIds ? { lineIds } : {},
        headers: idempotencyHeader(idempotencyKey),
      }),
      invalidatesTags: (_result, _error, { orderId }) => [
        { type: 'Order', id: 'ADMIN' },
        { type: 'Order', id: 'LIST' },
        { type: 'Order', id: orderId },
        { type: 'Entitlement', id: 'LIST' },
        { type: 'Download', id: 'LIST' },
        { type: 'AdminAudit', id: 'LIST' },
        'Earnings',
      ],
      transformErrorResponse: withServerText('Refund failed'),
    }),
  }),
});

export const { useListAdminOrdersQuery, useRefundOrderMutation } = adminOrdersApi;

// Types only: a value import would bundle the contracts into the app.
import type {
  EarningsDto,
  EntitlementDto,
  ListingSalesDto,
  OrderDto,
  OrderLineDto,
  OwnershipDto,
} from '@pitstop/contracts';
import { api } from '../../api/api';
import { shownInline, shownInlineAs } from '../../api/api-error';

export type Order = OrderDto;
export type OrderLine = OrderLineDto;
export type Earnings = EarningsDto;
export type ListingSales = ListingSalesDto;
export type Entitlement = EntitlementDto;
export type Ownership = OwnershipDto;

/**
 * What paid orders leave behind: the buyer's purchases (with receipts) and what they own, the
 * seller's earnings. A payment invalidates all of them (checkout's paymentSettled).
 */
export const ordersApi = api.injectEndpoints({
  // Each of these is shown where it is needed, with a Retry: no toast of its own.
  endpoints: (build) => ({
    /** GET /api/orders: the user's paid orders, newest first (the server's largest page). */
    /** The user's orders, newest first: the Purchases tab's 100, or the newest `limit`. */
    listOrders: build.query<Order[], number | void>({
      query: (limit) => ({ url: 'orders', params: { limit: limit ?? 100 } }),
      providesTags: (result) => [
        { type: 'Order', id: 'LIST' },
        ...(result ?? []).map((order) => ({ type: 'Order' as const, id: order.id })),
      ],
      transformErrorResponse: shownInlineAs('Failed to fetch purchases'),
    }),
    getOrder: build.query<Order, string>({
      query: (id) => `orders/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
      transformErrorResponse: shownInlineAs('Failed to fetch order'),
    }),
    getEarnings: build.query<Earnings, void>({
      query: () => 'earnings',
      providesTags: ['Earnings'],
      transformErrorResponse: shownInlineAs('Failed to fetch earnings'),
    }),
    listEntitlements: build.query<Entitlement[], void>({
      query: () => 'entitlements',
      providesTags: [{ type: 'Entitlement', id: 'LIST' }],
      transformErrorResponse: shownInlineAs('Failed to fetch purchases'),
    }),
    /** 'You own this' on the model page. A failure leaves BUY FILE showing: no toast. */
    getOwnership: build.query<Ownership, string>({
      query: (modelId) => `entitlements/${encodeURIComponent(modelId)}`,
      providesTags: (_result, _error, modelId) => [{ type: 'Entitlement', id: modelId }],
      transformErrorResponse: shownInline,
    }),
  }),
});

export const {
  useListOrdersQuery,
  useGetOrderQuery,
  useGetEarningsQuery,
  useListEntitlementsQuery,
  useGetOwnershipQuery,
} = ordersApi;

/**
 * After a payment: the cart (emptied of what was bought), the purchases, ownership, the
 * Downloads tab and the files of what was bought are asked again when next shown.
 */
export function paymentSettled(modelIds: readonly string[]) {
  return ordersApi.util.invalidateTags([
    'Cart',
    'Earnings',
    { type: 'Order', id: 'LIST' },
    { type: 'Entitlement', id: 'LIST' },
    { type: 'Download', id: 'LIST' },
    ...modelIds.flatMap((id) => [
      { type: 'Entitlement' as const, id },
      { type: 'ModelFile' as const, id },
    ]),
  ]);
}

import { OutboxMessageEntity } from '@pitstop/common';
import { CartItemEntity } from './cart-item.entity.js';
import { CartEntity } from './cart.entity.js';
import { EntitlementEntity } from './entitlement.entity.js';
import { LedgerEntryEntity } from './ledger-entry.entity.js';
import { OrderLineEntity } from './order-line.entity.js';
import { PaymentEntity } from './payment.entity.js';
import {
  PayoutAccountEntity,
  PayoutTransferEntity,
  TestPayoutAccountEntity,
  TestTransferEntity,
} from './payout.entity.js';
import { PurchaseOrderEntity } from './purchase-order.entity.js';
import {
  DisputeEntity,
  ProcessedWebhookEventEntity,
  RefundEntity,
  RefundLineEntity,
  TestRefundEntity,
} from './refund.entity.js';
import { TestPaymentEntity, TestPaymentNotificationEntity } from './test-payment.entity.js';

/** The orders service's tables (its own `orders` schema). */
export const ORDERS_ENTITIES: Function[] = [
  CartEntity,
  CartItemEntity,
  PurchaseOrderEntity,
  OrderLineEntity,
  PaymentEntity,
  EntitlementEntity,
  LedgerEntryEntity,
  TestPaymentEntity,
  TestPaymentNotificationEntity,
  OutboxMessageEntity,
  PayoutAccountEntity,
  PayoutTransferEntity,
  TestPayoutAccountEntity,
  TestTransferEntity,
  RefundEntity,
  RefundLineEntity,
  DisputeEntity,
  ProcessedWebhookEventEntity,
  TestRefundEntity,
];

import { Module, type DynamicModule } from '@nestjs/common';
import { Outbox, serviceTypeOrmModule } from '@pitstop/common';
import { MessagingModule } from '@pitstop/messaging';
import { ORDERS_CONFIG, ORDERS_SCHEMA, type OrdersConfig } from './config.js';
import { ORDERS_ENTITIES } from './entities/index.js';
import { CartHandler } from './handlers/cart.handler.js';
import { CheckoutHandler } from './handlers/checkout.handler.js';
import { OrdersHandler } from './handlers/orders.handler.js';
import { PayoutsHandler } from './handlers/payouts.handler.js';
import { ORDERS_MIGRATIONS } from './migrations/index.js';
import { paymentProvider } from './payments/payments.provider.js';
import { TestPaymentRepository } from './payments/test/test-payment.repository.js';
import { TestPayoutRepository } from './payments/test/test-payout.repository.js';
import { TestProviderDatabase } from './payments/test/test-provider-database.js';
import { PayoutJob } from './payouts/payout.job.js';
import { PayoutRunRequests } from './payouts/payout-run-requests.js';
import { payoutProvider } from './payouts/payouts.provider.js';
import { PayoutsService } from './payouts/payouts.service.js';
import { SELLER_REVERSAL_LISTENER } from './refunds/seller-reversals.js';
import { CartRepository } from './repositories/cart.repository.js';
import { CatalogListingRepository } from './repositories/catalog-listing.repository.js';
import { EntitlementRepository } from './repositories/entitlement.repository.js';
import { FulfilmentRepository } from './repositories/fulfilment.repository.js';
import { LedgerRepository } from './repositories/ledger.repository.js';
import { OrderRepository } from './repositories/order.repository.js';
import { PayoutRepository } from './repositories/payout.repository.js';
import { RefundRepository } from './refunds/refund.repository.js';
import { RefundsHandler } from './refunds/refunds.handler.js';
import { RefundsService } from './refunds/refunds.service.js';
import { TestRefundRepository } from './payments/test/test-refund.repository.js';
import { CartService } from './services/cart.service.js';
import { CheckoutService } from './services/checkout.service.js';
import { EntitlementsService } from './services/entitlements.service.js';
import { FulfilmentService } from './services/fulfilment.service.js';
import { OrderHistoryService } from './services/order-history.service.js';
import { PaymentNotificationsService } from './services/payment-notifications.service.js';
import { PaymentReconciler } from './services/payment-reconciler.js';
import { TestNotificationRelay } from './services/test-notification-relay.js';
import { TestPaymentsService } from './services/test-payments.service.js';

/**
 * The orders service: carts, checkout through a payment provider (Stripe, or TEST MODE),
 * fulfilment exactly once, entitlements (who may download what) and the sellers' ledger.
 */
@Module({})
export class OrdersModule {
  static forRoot(config: OrdersConfig): DynamicModule {
    return {
      module: OrdersModule,
      imports: [
        serviceTypeOrmModule({
          url: config.DATABASE_URL,
          schema: ORDERS_SCHEMA,
          entities: ORDERS_ENTITIES,
          migrations: ORDERS_MIGRATIONS,
          applicationName: 'orders',
        }),
        MessagingModule.forRoot({
          redisUrl: config.REDIS_URL,
          namespace: config.BUS_NAMESPACE,
          caller: 'orders',
        }),
      ],
      controllers: [CartHandler, CheckoutHandler, OrdersHandler, PayoutsHandler, RefundsHandler],
      providers: [
        { provide: ORDERS_CONFIG, useValue: config },
        Outbox,
        TestProviderDatabase,
        TestPaymentRepository,
        paymentProvider,
        CartRepository,
        CatalogListingRepository,
        EntitlementRepository,
        FulfilmentRepository,
        LedgerRepository,
        OrderRepository,
        CartService,
        CheckoutService,
        EntitlementsService,
        FulfilmentService,
        OrderHistoryService,
        PaymentNotificationsService,
        TestNotificationRelay,
        TestPaymentsService,
        PaymentReconciler,
        TestPayoutRepository,
        payoutProvider,
        PayoutRepository,
        PayoutsService,
        PayoutRunRequests,
        PayoutJob,
        // Refunds tell payouts when a seller's share must come back.
        { provide: SELLER_REVERSAL_LISTENER, useExisting: PayoutsService },
        // Refunds and disputes (refunds/).
        TestRefundRepository,
        RefundRepository,
        RefundsService,
      ],
    };
  }
}

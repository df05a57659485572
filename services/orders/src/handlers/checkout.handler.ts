import { Controller } from '@nestjs/common';
import { OrdersCheckout, type PaymentProviderName, type Viewer } from '@pitstop/contracts';
import { Handles } from '@pitstop/messaging';
import { CheckoutService } from '../services/checkout.service.js';
import { PaymentNotificationsService } from '../services/payment-notifications.service.js';
import { TestPaymentsService } from '../services/test-payments.service.js';

/** Checkout, the test provider's card form, and providers' notifications. */
@Controller()
export class CheckoutHandler {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly testPayments: TestPaymentsService,
    private readonly notifications: PaymentNotificationsService,
  ) {}

  @Handles(OrdersCheckout.createPaymentIntent)
  createPaymentIntent(payload: { buyer: Viewer }) {
    return this.checkout.createPaymentIntent(payload);
  }

  @Handles(OrdersCheckout.paymentsConfig)
  paymentsConfig() {
    return this.checkout.paymentsConfig();
  }

  @Handles(OrdersCheckout.confirmTestPayment)
  confirmTestPayment(payload: {
    userId: string;
    paymentId: string;
    clientSecret: string;
    cardNumber: string;
  }) {
    return this.testPayments.confirm(payload);
  }

  @Handles(OrdersCheckout.receiveNotification)
  receiveNotification(payload: { provider: PaymentProviderName; body: string; signature: string }) {
    return this.notifications.receive(payload);
  }
}

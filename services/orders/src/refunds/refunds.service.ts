import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { BadRequestError, NotFoundError, isUuid, requireUuid } from '@pitstop/common';
import { handledIdempotencyKey } from '@pitstop/messaging';
import {
  adminPage,
  OrderMessages,
  type AdminOrderDto,
  type ListAdminOrdersPayload,
  type NotificationOutcome,
  type OrderDto,
  type Page,
  type PaymentProviderName,
} from '@pitstop/contracts';
import { toOrderDto } from '../domain/order-dto.js';
import {
  PAYMENT_PROVIDER,
  type ChargeEvent,
  type PaymentProvider,
} from '../payments/payment-provider.js';
import { OrderRepository } from '../repositories/order.repository.js';
import { RefundRepository, type RefundApplied } from './refund.repository.js';
import { chooseLinesForAmount, chooseRefundLines } from './refund-rules.js';
import { decorateOrders } from './refund-view.js';
import { SELLER_REVERSAL_LISTENER, type SellerReversalListener } from './seller-reversals.js';

type AdminOrder = Omit<AdminOrderDto, 'buyerEmail'>;

/**
 * Money back: admins' refunds, refunds and disputes the provider reports, and what orders look
 * like with them (refunded lines, the refunds, the card's brand) wherever an order is shown.
 */
@Injectable()
export class RefundsService {
  private readonly logger = new Logger('Refunds');

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly refunds: RefundRepository,
    private readonly orders: OrderRepository,
    @Optional()
    @Inject(SELLER_REVERSAL_LISTENER)
    private readonly reversalListener?: SellerReversalListener,
  ) {}

  async adminList(payload: ListAdminOrdersPayload): Promise<Page<AdminOrder>> {
    const { limit, offset } = adminPage(payload);
    const number =
      typeof payload?.number === 'number' && Number.isSafeInteger(payload.number)
        ? payload.number
        : undefined;
    const buyerIds = Array.isArray(payload?.buyerIds)
      ? payload.buyerIds.filter((id) => isUuid(id))
      : undefined;
    const page = await this.refunds.adminPage({ number, buyerIds, limit, offset });
    const orders = await Promise.all(
      page.items.map((item) => this.orders.findForBuyer(item.id, item.buyerId)),
    );
    const found = orders.filter((o) => o !== undefined);
    const dtos = await this.view(found.map(toOrderDto));
    return {
      total: page.total,
      items: dtos.map((dto, i) => ({
        ...dto,
        buyerId: found[i]!.buyerId,
        provider: found[i]!.payment?.provider ?? null,
      })),
    };
  }

  async adminRefund(payload: {
    actorId: string;
    orderId: string;
    lineIds?: string[];
  }): Promise<AdminOrder> {
    const actorId = requireUuid(payload?.actorId, 'actorId');
    if (!isUuid(payload.orderId)) throw new NotFoundError(OrderMessages.orderNotFound);
    const orderId = payload.orderId.toLowerCase();
    const lineIds = payload.lineIds;
    if (
      lineIds !== undefined &&
      (!Array.isArray(lineIds) || lineIds.length === 0 || !lineIds.every((id) => isUuid(id)))
    )
      throw new BadRequestError('lineIds must be a non-empty list of listing ids of the order');
    const result = await this.refunds.refund({
      orderId,
      provider: this.provider.name,
      reason: 'admin',
      actorId,
      // Kept with the refund: a retry whose first answer died with this service replays it.
      idempotencyKey: handledIdempotencyKey(),
      choose: (order) => chooseRefundLines(order, { lineIds }),
      atProvider: async (order, amountCents) => {
        if (!order.providerPaymentId) throw new BadRequestError(OrderMessages.paymentNotFound);
        const key = `refund:${order.orderId}:${[...(lineIds ?? ['all'])].sort().join(',')}`;
        const refund = await this.provider.refund({
          providerPaymentId: order.providerPaymentId,
          orderId: order.orderId,
          amountCents,
          currency: order.currency,
          idempotencyKey: key.length > 255 ? key.slice(0, 255) : key,
        });
        return refund.providerRefundId;
      },
    });
    await this.afterCommit(result);
    return this.adminOrder(orderId);
  }

  /** A refund or dispute the provider reports, applied once per event id. */
  async applyChargeEvent(event: ChargeEvent): Promise<NotificationOutcome> {
    const provider: PaymentProviderName = this.provider.name;
    if (event.kind === 'refunded') {
      const result = await this.refunds.refund({
        providerPaymentId: event.providerPaymentId,
        provider,
        reason: 'provider',
        eventId: event.eventId,
        choose: (order) => chooseLinesForAmount(order, event.amountRefundedCents),
      });
      await this.afterCommit(result);
      if (result.applied) return 'refunded';
      return result.reason === 'already-processed'
        ? 'already-processed'
        : result.reason === 'unknown-order'
          ? 'unknown-order'
          : 'ignored';
    }
    if (event.kind === 'dispute-created') {
      const outcome = await this.refunds.disputeOpened(provider, event);
      return outcome === 'applied' ? 'dispute-opened' : outcome;
    }
    const result = await this.refunds.disputeClosed(provider, event);
    if (result.applied) {
      await this.afterCommit(result);
      return 'dispute-lost';
    }
    if (result.reason === 'restored') return 'dispute-won';
    return result.reason === 'already-processed' || result.reason === 'unknown-order'
      ? result.reason
      : 'dispute-lost';
  }

  /**
   * Orders as their pages show them: refunded lines, refunds and status; with `card`, the card's
   * brand too (one receipt: it may ask the provider once, so lists leave it out).
   */
  async view<T extends OrderDto>(orders: T[], options: { card?: boolean } = {}): Promise<T[]> {
    const { refunds, disputed } = await this.refunds.ofOrders(orders.map((o) => o.id));
    const decorated = decorateOrders(orders, refunds, disputed);
    if (!options.card) return decorated;
    return Promise.all(decorated.map((order) => this.withCardBrand(order)));
  }

  private async withCardBrand<T extends OrderDto>(order: T): Promise<T> {
    if (!order.receipt) return order;
    // '' once the provider was asked and named none: it is not asked again.
    let brand = await this.refunds.cardBrandOf(order.id);
    if (brand === null) {
      const card = await this.provider
        .cardOf(order.receipt.paymentReference)
        .catch((err: Error) => {
          this.logger.warn(`Card of ${order.receipt!.paymentReference} not read: ${err.message}`);
          return null;
        });
      if (card) {
        brand = card.brand ?? '';
        await this.refunds.rememberCard(order.id, { brand, last4: card.last4 });
      }
      if (card?.last4 && !order.receipt.cardLast4)
        return {
          ...order,
          receipt: { ...order.receipt, cardBrand: brand || null, cardLast4: card.last4 },
        };
    }
    return { ...order, receipt: { ...order.receipt, cardBrand: brand || null } };
  }

  private async adminOrder(orderId: string): Promise<AdminOrder> {
    const buyerId = await this.refunds.buyerOf(orderId);
    const order = buyerId && (await this.orders.findForBuyer(orderId, buyerId));
    if (!order) throw new NotFoundError(OrderMessages.orderNotFound);
    const [dto] = await this.view([toOrderDto(order)], { card: true });
    return { ...dto!, buyerId: order.buyerId, provider: order.payment?.provider ?? null };
  }

  private async afterCommit(result: RefundApplied | { applied: false }): Promise<void> {
    await this.refunds.flush();
    if (!result.applied || !('reversals' in result) || !this.reversalListener) return;
    await this.reversalListener.sellerSharesReversed(result.reversals).catch((err: Error) => {
      this.logger.error(`Seller reversal hook failed for ${result.refund.id}: ${err.message}`);
    });
  }
}

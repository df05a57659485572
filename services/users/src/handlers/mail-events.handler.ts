import { Controller } from '@nestjs/common';
import {
  CatalogEvents,
  CatalogNoticeEvents,
  CatalogVersionEvents,
  OrdersEvents,
  OrdersRefundEvents,
  UsersMailEvents,
  type FitDeniedEvent,
  type ImportFinishedEvent,
  type ListingChangedEvent,
  type ListingTakenDownEvent,
  type MailMessage,
  type OrderPaidEvent,
  type OrderRefundedEvent,
  type ReviewCreatedEvent,
  type VersionAddedEvent,
} from '@pitstop/contracts';
import { OnEvent } from '@pitstop/messaging';
import { MailNotices } from '../mail/notices.js';
import { MailQueue } from '../mail/mail-queue.js';

/**
 * The mail worker's events in (its own consumer group, `users-mail`): each becomes one send job.
 * The event is acknowledged once its job is queued; a failure to queue (Redis away) leaves it to
 * the bus's redelivery.
 */
@Controller()
export class MailEventsHandler {
  constructor(private readonly mail: MailQueue) {}

  /** Mails the users service queued through MailOutbox. */
  @OnEvent(UsersMailEvents.mailRequested)
  requested(message: MailMessage) {
    return this.mail.add(message);
  }

  @OnEvent(CatalogEvents.listingApproved)
  listingApproved(event: ListingChangedEvent) {
    return this.mail.add(MailNotices.listingApproved(event));
  }

  @OnEvent(CatalogEvents.listingRejected)
  listingRejected(event: ListingChangedEvent) {
    return this.mail.add(MailNotices.listingRejected(event));
  }

  @OnEvent(CatalogNoticeEvents.listingTakenDown)
  listingTakenDown(event: ListingTakenDownEvent) {
    return this.mail.add(MailNotices.listingTakenDown(event));
  }

  /** The buyer's receipt and each seller's sale notice: a job each, each keyed on its own. */
  @OnEvent(OrdersEvents.orderPaid)
  async orderPaid(event: OrderPaidEvent) {
    for (const message of MailNotices.orderPaid(event)) await this.mail.add(message);
  }

  @OnEvent(OrdersRefundEvents.orderRefunded)
  orderRefunded(event: OrderRefundedEvent) {
    return this.mail.add(MailNotices.orderRefunded(event));
  }

  @OnEvent(CatalogNoticeEvents.reviewCreated)
  reviewCreated(event: ReviewCreatedEvent) {
    return this.mail.add(MailNotices.reviewCreated(event));
  }

  @OnEvent(CatalogNoticeEvents.fitDenied)
  fitDenied(event: FitDeniedEvent) {
    return this.mail.add(MailNotices.fitDenied(event));
  }

  /** Each buyer's notice of a new version: a job each, each keyed on its own. */
  @OnEvent(CatalogVersionEvents.versionAdded)
  async versionAdded(event: VersionAddedEvent) {
    for (const message of MailNotices.versionAdded(event)) await this.mail.add(message);
  }

  @OnEvent(CatalogNoticeEvents.importFinished)
  importFinished(event: ImportFinishedEvent) {
    return this.mail.add(MailNotices.importFinished(event));
  }
}

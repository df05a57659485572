import { Injectable } from '@nestjs/common';
import { Outbox } from '@pitstop/common';
import { UsersMailEvents, type MailMessage } from '@pitstop/contracts';
import type { EntityManager } from 'typeorm';
import { invalidMessage } from './message-key.js';

/**
 * THE way code in the users service sends a mail: queue it inside the transaction that causes
 * it, and it goes out if and only if that transaction commits (a crash cannot lose it). It is
 * written to the users outbox as `users.mail.requested`; the mail worker hears it and sends it
 * (docs/architecture.md, Mail). Call the outbox's flush() after the commit, as repositories do
 * for their events, so it leaves now rather than at the next poll.
 *
 *   await this.dataSource.transaction(async (manager) => {
 *     ...the change...
 *     await this.mail.queue(manager, {
 *       kind: 'password-changed', key: `password-changed:${user.id}:${changedAt}`,
 *       to: { userId: user.id }, data: {},
 *     });
 *   });
 *   void this.outbox.flush();
 */
@Injectable()
export class MailOutbox {
  constructor(private readonly outbox: Outbox) {}

  async queue(manager: EntityManager, message: MailMessage): Promise<void> {
    const invalid = invalidMessage(message);
    if (invalid) throw new Error(`Cannot queue this mail: ${invalid}`);
    await this.outbox.enqueue(manager, UsersMailEvents.mailRequested, message);
  }
}

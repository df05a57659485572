import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Outbox } from '@pitstop/common';
import {
  CONTACT_TOPIC_LABELS,
  type ContactMessageDto,
  type ContactPayload,
  type ContactTopic,
} from '@pitstop/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ContactMessageEntity } from '../entities/contact-message.entity.js';
import { MailOutbox } from '../mail/mail-outbox.js';

/** Contact Us messages: kept for admins, and mailed to the support address. */
@Injectable()
export class ContactMessageRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailOutbox,
    private readonly outbox: Outbox,
  ) {}

  /** Keeps the message and queues its mail in one transaction: kept if and only if mailed. */
  async create(input: ContactPayload, supportEmail: string): Promise<ContactMessageDto> {
    const row = await this.dataSource.transaction(async (manager) => {
      const saved = await manager.save(
        manager.create(ContactMessageEntity, { id: randomUUID(), ...input }),
      );
      await this.mail.queue(manager, {
        kind: 'contact-message',
        key: `contact-message:${saved.id}`,
        to: { email: supportEmail, name: 'Pitstop Prints support' },
        data: {
          name: input.name,
          email: input.email,
          topic: CONTACT_TOPIC_LABELS[input.topic],
          message: input.message,
        },
      });
      return saved;
    });
    void this.outbox.flush();
    return toDto(row);
  }

  async list(
    limit: number,
    offset: number,
  ): Promise<{ items: ContactMessageDto[]; total: number }> {
    const [rows, total] = await this.dataSource.getRepository(ContactMessageEntity).findAndCount({
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
      skip: offset,
    });
    return { items: rows.map(toDto), total };
  }
}

function toDto(row: ContactMessageEntity): ContactMessageDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    topic: row.topic as ContactTopic,
    message: row.message,
    userId: row.userId,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

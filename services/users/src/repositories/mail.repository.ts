import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FailedMailDto, MailKind } from '@pitstop/contracts';
import { DataSource } from 'typeorm';
import { FailedMailEntity } from '../entities/failed-mail.entity.js';
import { SentMailEntity } from '../entities/sent-mail.entity.js';
import { UserEntity } from '../entities/user.entity.js';

export interface MailAddressee {
  email: string;
  firstName: string;
  status: UserEntity['status'];
}

/** The mail worker's records: what SMTP accepted, what failed for good, and whom a user id reaches. */
@Injectable()
export class MailRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async wasSent(key: string): Promise<boolean> {
    return this.dataSource.getRepository(SentMailEntity).existsBy({ messageKey: key });
  }

  /** Written after SMTP's 250; a second write of the key (a resend in the at-least-once window) is ignored. */
  async recordSent(record: Omit<SentMailEntity, 'sentAt'>): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(SentMailEntity)
      .values(record)
      .orIgnore()
      .execute();
    // Sent after all (a later delivery of the same key): no longer a dead letter.
    await this.dataSource.getRepository(FailedMailEntity).delete({ messageKey: record.messageKey });
  }

  async recordFailed(record: Omit<FailedMailEntity, 'failedAt'>): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(FailedMailEntity)
      .values({ ...record, failedAt: new Date() })
      .orUpdate(['kind', 'recipient', 'error', 'attempts', 'failed_at'], ['message_key'])
      .execute();
  }

  async listFailed(
    limit: number,
    offset: number,
  ): Promise<{ items: FailedMailDto[]; total: number }> {
    const [rows, total] = await this.dataSource.getRepository(FailedMailEntity).findAndCount({
      order: { failedAt: 'DESC', messageKey: 'ASC' },
      take: limit,
      skip: offset,
    });
    return { items: rows.map(toFailedMailDto), total };
  }

  async isActiveAdmin(userId: string): Promise<boolean> {
    return this.dataSource
      .getRepository(UserEntity)
      .existsBy({ id: userId, role: 'admin', status: 'active' });
  }

  async addressee(userId: string): Promise<MailAddressee | null> {
    const user = await this.dataSource
      .getRepository(UserEntity)
      .findOne({ where: { id: userId }, select: { email: true, firstName: true, status: true } });
    return user && { email: user.email, firstName: user.firstName, status: user.status };
  }
}

function toFailedMailDto(row: FailedMailEntity): FailedMailDto {
  return {
    key: row.messageKey,
    kind: row.kind as MailKind,
    recipient: row.recipient,
    error: row.error,
    attempts: row.attempts,
    failedAt: row.failedAt.toISOString(),
  };
}

import { Injectable } from '@nestjs/common';
import { ForbiddenError, requireUuid } from '@pitstop/common';
import { AuthMessages, type FailedMailPage } from '@pitstop/contracts';
import { MailRepository } from '../repositories/mail.repository.js';

const PAGE_MAX = 100;

/** What admins see of mail: the dead letters (mails that failed for good). */
@Injectable()
export class MailAdminService {
  constructor(private readonly mails: MailRepository) {}

  async listFailed(payload: {
    actorId: string;
    limit?: number;
    offset?: number;
  }): Promise<FailedMailPage> {
    const actorId = requireUuid(payload?.actorId, 'actorId');
    if (!(await this.mails.isActiveAdmin(actorId)))
      throw new ForbiddenError(AuthMessages.adminOnly);
    const limit = clamp(payload.limit, 1, PAGE_MAX, 20);
    const offset = clamp(payload.offset, 0, Number.MAX_SAFE_INTEGER, 0);
    return this.mails.listFailed(limit, offset);
  }
}

function clamp(value: unknown, min: number, max: number, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value)
    ? Math.min(max, Math.max(min, value))
    : fallback;
}

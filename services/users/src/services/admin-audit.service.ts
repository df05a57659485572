import { Injectable } from '@nestjs/common';
import { BadRequestError, isUuid, requireUuid } from '@pitstop/common';
import {
  ADMIN_ACTIONS,
  AUDIT_TARGET_TYPES,
  adminPage,
  type AdminActionRecord,
  type AdminAuditEntryDto,
  type ListAuditPayload,
  type Page,
} from '@pitstop/contracts';
import { AdminAuditRepository } from '../repositories/admin-audit.repository.js';

const LABEL_MAX = 300;

/**
 * The audit log of admin actions: users files its own with the change (see the repositories),
 * the other services' from their events here; admins read it a page at a time.
 */
@Injectable()
export class AdminAuditService {
  constructor(private readonly audit: AdminAuditRepository) {}

  async list(payload: ListAuditPayload): Promise<Page<AdminAuditEntryDto>> {
    const action = payload?.action;
    if (action !== undefined && !ADMIN_ACTIONS.includes(action))
      throw new BadRequestError(`action must be one of ${ADMIN_ACTIONS.join(', ')}`);
    const { entries, total } = await this.audit.list({ action, ...adminPage(payload) });
    return { items: entries, total };
  }

  /**
   * Files another service's record. A malformed one is refused (the bus retries it, then keeps
   * it in the dead letters for a look); one filed already is left as it is.
   */
  async file(record: AdminActionRecord): Promise<void> {
    requireUuid(record?.id, 'id');
    requireUuid(record.actorId, 'actorId');
    if (!ADMIN_ACTIONS.includes(record.action)) throw new BadRequestError('Unknown admin action');
    if (!AUDIT_TARGET_TYPES.includes(record.targetType))
      throw new BadRequestError('Unknown audit target type');
    if (record.targetId !== null && !isUuid(record.targetId))
      throw new BadRequestError('targetId must be a UUID or null');
    if (typeof record.at !== 'string' || Number.isNaN(Date.parse(record.at)))
      throw new BadRequestError('at must be an ISO 8601 time');
    const details =
      record.details && typeof record.details === 'object' && !Array.isArray(record.details)
        ? record.details
        : {};
    await this.audit.file({
      ...record,
      targetLabel: String(record.targetLabel ?? '').slice(0, LABEL_MAX),
      details,
    });
  }
}

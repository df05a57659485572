import type { Outbox } from '@pitstop/common';
import { AdminAuditEvents, type AdminActionRecord } from '@pitstop/contracts';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';

/**
 * Puts an admin's action on the audit log (kept by users, docs/architecture.md 'Audit log'):
 * through the outbox, in the caller's transaction, so it is logged if and only if it happened.
 * Its id is made here once; a redelivered event carries the same id and users files it once.
 */
export function recordAdminAction(
  manager: EntityManager,
  outbox: Outbox,
  record: Omit<AdminActionRecord, 'id' | 'at'>,
): Promise<void> {
  return outbox.enqueue(manager, AdminAuditEvents.catalog, {
    id: randomUUID(),
    at: new Date().toISOString(),
    ...record,
  });
}

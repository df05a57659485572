import type { AdminPageQuery, Page } from '../admin-lists.js';
import { defineEvent, defineRequest } from '../definitions.js';

/**
 * What admins did, kept by the users service in an append-only table (docs/architecture.md,
 * 'Audit log'). Users records its own actions in the transaction that makes them; catalog (and
 * orders, for refunds) publish theirs through their outbox and users files them by id.
 */
export const ADMIN_ACTIONS = [
  'user.role-changed',
  'user.status-changed',
  'settings.changed',
  'listing.approved',
  'listing.rejected',
  'listing.taken-down',
  'listing.restored',
  'report.dismissed',
  'taxonomy.added',
  'taxonomy.renamed',
  'taxonomy.merged',
  'taxonomy.imported',
  /** Reserved for the refunds of the payments work (orders publishes it). */
  'order.refunded',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  'user',
  'settings',
  'listing',
  'report',
  'order',
  'vehicle',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** Old → new values and reasons: small, flat, shown as they are. */
export type AuditDetails = Record<string, string | number | boolean | null>;

/** One admin action as its service records it (and publishes it). */
export interface AdminActionRecord {
  /** A UUID made where the action happened: the log's key, so a redelivery files nothing twice. */
  id: string;
  /** ISO 8601: when the action committed. */
  at: string;
  actorId: string;
  action: AdminAction;
  targetType: AuditTargetType;
  targetId: string | null;
  /** What the target was called then (a listing's title, a user's email). */
  targetLabel: string;
  details: AuditDetails;
}

/** One line of GET /api/admin/audit: the record with the admin's name as users knows it now. */
export interface AdminAuditEntryDto extends Omit<AdminActionRecord, 'actorId'> {
  actor: { id: string; name: string };
}

export interface ListAuditPayload extends AdminPageQuery {
  /** Only this action. */
  action?: AdminAction;
}

export const UsersAudit = {
  /** Admin actions, newest first; the gateway checks the caller is an admin. */
  list: defineRequest<ListAuditPayload, Page<AdminAuditEntryDto>>('users.audit.list'),
} as const;

/** Admin actions of the other services, each published through its outbox; users files them. */
export const AdminAuditEvents = {
  catalog: defineEvent<AdminActionRecord>('catalog.admin-action.recorded'),
  /** Refunds (to come): declared so users already listens. */
  orders: defineEvent<AdminActionRecord>('orders.admin-action.recorded'),
} as const;

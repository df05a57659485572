// Types only: a value import would bundle the contracts into the app.
import type { AdminAction, AdminAuditEntryDto } from '@pitstop/contracts';
import { api } from '../../api/api';
import { withErrorTitle } from '../../api/api-error';
import { setArgs, toAdminPage, type AdminPage } from './admin-page';

export type AuditEntry = AdminAuditEntryDto;

export interface AuditListArgs {
  action?: AdminAction;
  limit: number;
  offset: number;
}

/** What each action reads as in the Audit log tab, in the filter's order. */
export const AUDIT_ACTION_LABELS: Record<AdminAction, string> = {
  'user.role-changed': 'Role changed',
  'user.status-changed': 'Status changed',
  'settings.changed': 'Settings changed',
  'listing.approved': 'Approved',
  'listing.rejected': 'Rejected',
  'listing.taken-down': 'Taken down',
  'listing.restored': 'Restored',
  'report.dismissed': 'Report dismissed',
  'taxonomy.added': 'Vehicle added',
  'taxonomy.renamed': 'Vehicle renamed',
  'taxonomy.merged': 'Vehicles merged',
  'taxonomy.imported': 'Vehicles imported',
  'order.refunded': 'Refunded',
};

/** The Audit log tab: what admins did, newest first, a page at a time. Read only. */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAudit: build.query<AdminPage<AuditEntry>, AuditListArgs>({
      query: (args) => ({ url: 'admin/audit', params: setArgs(args) }),
      transformResponse: (entries: AuditEntry[], meta) => toAdminPage(entries, meta),
      providesTags: [{ type: 'AdminAudit', id: 'LIST' }],
      transformErrorResponse: withErrorTitle('Failed to fetch the audit log'),
    }),
  }),
});

export const { useListAuditQuery } = auditApi;

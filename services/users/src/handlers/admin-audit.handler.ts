import { Controller } from '@nestjs/common';
import {
  AdminAuditEvents,
  UsersAudit,
  type AdminActionRecord,
  type ListAuditPayload,
} from '@pitstop/contracts';
import { Handles, OnEvent } from '@pitstop/messaging';
import { AdminAuditService } from '../services/admin-audit.service.js';

@Controller()
export class AdminAuditHandler {
  constructor(private readonly audit: AdminAuditService) {}

  @Handles(UsersAudit.list)
  list(payload: ListAuditPayload) {
    return this.audit.list(payload);
  }

  @OnEvent(AdminAuditEvents.catalog)
  fromCatalog(record: AdminActionRecord) {
    return this.audit.file(record);
  }

  @OnEvent(AdminAuditEvents.orders)
  fromOrders(record: AdminActionRecord) {
    return this.audit.file(record);
  }
}

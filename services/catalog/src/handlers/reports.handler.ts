import { Controller } from '@nestjs/common';
import {
  CatalogListings,
  type DismissReportPayload,
  type ListReportsPayload,
  type ReportPayload,
  type TakeDownPayload,
} from '@pitstop/contracts';
import { Handles } from '@pitstop/messaging';
import { ReportsService } from '../services/reports.service.js';

/** Reports on listings and what admins do with them: dismiss, or take the listing down. */
@Controller()
export class ReportsHandler {
  constructor(private readonly reports: ReportsService) {}

  @Handles(CatalogListings.report)
  report(payload: ReportPayload) {
    return this.reports.report(payload);
  }

  @Handles(CatalogListings.listReports)
  listReports(payload: ListReportsPayload) {
    return this.reports.list(payload);
  }

  @Handles(CatalogListings.dismissReport)
  dismissReport(payload: DismissReportPayload) {
    return this.reports.dismiss(payload);
  }

  @Handles(CatalogListings.takeDown)
  takeDown(payload: TakeDownPayload) {
    return this.reports.takeDown(payload);
  }
}

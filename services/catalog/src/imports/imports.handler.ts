import { Controller } from '@nestjs/common';
import {
  CatalogImports,
  type Actor,
  type ImportRef,
  type StartImportPayload,
} from '@pitstop/contracts';
import { Handles } from '@pitstop/messaging';
import { ImportsService } from './imports.service.js';

/** CSV imports and Clear All (admins only; the catalog worker does the work). */
@Controller()
export class ImportsHandler {
  constructor(private readonly imports: ImportsService) {}

  @Handles(CatalogImports.start)
  start(payload: StartImportPayload) {
    return this.imports.start(payload);
  }

  @Handles(CatalogImports.list)
  list(payload: { actor: Actor }) {
    return this.imports.list(payload);
  }

  @Handles(CatalogImports.get)
  get(payload: ImportRef) {
    return this.imports.get(payload);
  }

  @Handles(CatalogImports.cancel)
  cancel(payload: ImportRef) {
    return this.imports.cancel(payload);
  }

  @Handles(CatalogImports.errors)
  errors(payload: ImportRef & { afterLine?: number; limit?: number }) {
    return this.imports.errors(payload);
  }

  @Handles(CatalogImports.clearAll)
  clearAll(payload: { actor: Actor }) {
    return this.imports.clearAll(payload);
  }

  @Handles(CatalogImports.clearStatus)
  clearStatus(payload: { actor: Actor; jobId: string }) {
    return this.imports.clearStatus(payload);
  }
}

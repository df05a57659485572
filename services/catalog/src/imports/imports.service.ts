import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BadRequestError,
  ConflictError,
  JobQueue,
  NotFoundError,
  Outbox,
  isUuid,
} from '@pitstop/common';
import { DataSource } from 'typeorm';
import { recordAdminAction } from '../repositories/admin-audit.js';
import {
  CatalogJobs,
  IMPORT_KINDS,
  IMPORT_LIMITS,
  ImportMessages,
  adminPage,
  type AdminPageQuery,
  type Actor,
  type ClearAllDto,
  type ImportDto,
  type ImportErrorDto,
  type ImportRef,
  type Page,
  type StartImportPayload,
} from '@pitstop/contracts';
import { randomUUID } from 'node:crypto';
import { requireAdmin } from '../domain/people.js';
import { ImportRepository, toImportDto } from './import.repository.js';
import { MemberRepository } from '../repositories/member.repository.js';

/** CSV imports and Clear All, as admins start and follow them; the catalog worker runs them. */
@Injectable()
export class ImportsService {
  constructor(
    private readonly imports: ImportRepository,
    private readonly members: MemberRepository,
    private readonly jobs: JobQueue,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  async start(payload: StartImportPayload): Promise<ImportDto> {
    const actor = requireAdmin(payload?.actor);
    const key = payload.key;
    if (typeof key !== 'string' || !key.startsWith('imports/'))
      throw new BadRequestError('key must name an import file');
    const filename =
      typeof payload.filename === 'string' && payload.filename.trim()
        ? payload.filename.trim().slice(0, 200)
        : 'import.csv';
    const sizeBytes = Number.isSafeInteger(payload.sizeBytes) ? payload.sizeBytes : 0;
    const kind = payload.kind ?? 'listings';
    if (!IMPORT_KINDS.includes(kind))
      throw new BadRequestError(`kind must be one of ${IMPORT_KINDS.join(', ')}`);
    // The imported listings are the admin's: the catalog keeps their name for the cards.
    await this.members.remember(actor);
    const row = await this.imports.create({
      id: randomUUID(),
      adminId: actor.id,
      filename,
      objectKey: key,
      sizeBytes,
      kind,
    });
    if (kind === 'taxonomy')
      await this.dataSource.transaction((manager) =>
        recordAdminAction(manager, this.outbox, {
          actorId: actor.id,
          action: 'taxonomy.imported',
          targetType: 'vehicle',
          targetId: row.id,
          targetLabel: filename,
          details: { sizeBytes },
        }),
      );
    const job = kind === 'taxonomy' ? CatalogJobs.runTaxonomyImport : CatalogJobs.runImport;
    await this.jobs.add(job, { importId: row.id }, { jobId: row.id });
    return toImportDto(row);
  }

  async list(payload: { actor: Actor } & AdminPageQuery): Promise<Page<ImportDto>> {
    requireAdmin(payload?.actor);
    const { rows, total } = await this.imports.list(adminPage(payload));
    return { items: rows.map(toImportDto), total };
  }

  async get(payload: ImportRef): Promise<ImportDto> {
    requireAdmin(payload?.actor);
    return toImportDto(await this.found(payload.importId));
  }

  async cancel(payload: ImportRef): Promise<ImportDto> {
    requireAdmin(payload?.actor);
    const row = await this.found(payload.importId);
    if (row.status !== 'queued' && row.status !== 'running')
      throw new ConflictError(ImportMessages.notCancellable);
    await this.imports.requestCancel(row.id);
    return toImportDto((await this.imports.find(row.id))!);
  }

  async errors(
    payload: ImportRef & { afterLine?: number; limit?: number },
  ): Promise<ImportErrorDto[]> {
    requireAdmin(payload?.actor);
    const row = await this.found(payload.importId);
    const afterLine = Number.isSafeInteger(payload.afterLine) ? payload.afterLine! : 0;
    // A page at a time: the whole report in one bus message was 22 MB for a file of huge cells.
    const limit = Math.min(
      Number.isSafeInteger(payload.limit) && payload.limit! > 0
        ? payload.limit!
        : IMPORT_LIMITS.errorPageRows,
      IMPORT_LIMITS.errorPageRows,
    );
    return this.imports.errors(row.id, afterLine, limit);
  }

  /** One Clear All at a time: a second click while one waits or runs joins it. */
  async clearAll(payload: { actor: Actor }): Promise<ClearAllDto> {
    const actor = requireAdmin(payload?.actor);
    const job = await this.jobs.add(
      CatalogJobs.clearAll,
      { actorId: actor.id },
      { deduplicationId: 'catalog-clear-all', attempts: 3 },
    );
    return this.clearStatus({ actor, jobId: job.id! });
  }

  async clearStatus(payload: { actor: Actor; jobId: string }): Promise<ClearAllDto> {
    requireAdmin(payload?.actor);
    const job =
      typeof payload.jobId === 'string' && payload.jobId
        ? await this.jobs.get(CatalogJobs.clearAll, payload.jobId)
        : undefined;
    if (!job) throw new NotFoundError('Clear All job not found');
    const state = await job.getState();
    const result = (job.returnvalue ?? job.progress ?? {}) as { deleted?: number; hidden?: number };
    return {
      jobId: job.id!,
      status:
        state === 'completed'
          ? 'completed'
          : state === 'failed'
            ? 'failed'
            : state === 'active'
              ? 'running'
              : 'queued',
      deleted: result.deleted ?? 0,
      hidden: result.hidden ?? 0,
    };
  }

  private async found(importId: unknown) {
    const row = isUuid(importId) ? await this.imports.find(importId) : null;
    if (!row) throw new NotFoundError(ImportMessages.notFound);
    return row;
  }
}

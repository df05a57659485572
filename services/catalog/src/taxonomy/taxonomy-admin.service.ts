import { Injectable } from '@nestjs/common';
import { BadRequestError, NotFoundError, isUuid } from '@pitstop/common';
import {
  ImportMessages,
  TaxonomyMessages,
  type Actor,
  type AddTaxonomyInput,
  type AdminMakeDto,
  type RenameTaxonomyInput,
  type TaxonomyChangeDto,
  type TaxonomyImportDto,
} from '@pitstop/contracts';
import { requireAdmin } from '../domain/people.js';
import { ImportRepository, toImportDto } from '../imports/import.repository.js';
import { TaxonomyAdminRepository } from './taxonomy-admin.repository.js';
import { LEVELS, requireLevel, taxonomyName, taxonomyYears } from './taxonomy-input.js';

/** The Vehicles tab's requests, checked (admins only, well-formed) before they are written. */
@Injectable()
export class TaxonomyAdminService {
  constructor(
    private readonly taxonomy: TaxonomyAdminRepository,
    private readonly imports: ImportRepository,
  ) {}

  tree(payload: { actor: Actor }): Promise<AdminMakeDto[]> {
    requireAdmin(payload?.actor);
    return this.taxonomy.tree();
  }

  add(payload: { actor: Actor; level: unknown; input: AddTaxonomyInput }) {
    const actor = requireAdmin(payload?.actor);
    const level = requireLevel(payload.level);
    const input = (payload.input ?? {}) as Partial<AddTaxonomyInput>;
    const { parent } = LEVELS[level];
    let parentId: string | null = null;
    if (parent) {
      if (input.parentId === undefined || input.parentId === null || input.parentId === '')
        throw new BadRequestError(TaxonomyMessages.parentRequired(LEVELS[parent.level].noun));
      if (!isUuid(input.parentId))
        throw new NotFoundError(TaxonomyMessages.parentNotFound(LEVELS[parent.level].noun));
      parentId = input.parentId;
    }
    const name = taxonomyName(input.name);
    const years =
      level === 'generations' ? taxonomyYears(input.yearStart, input.yearEnd) : undefined;
    const bodyType =
      level === 'trims' && typeof input.bodyType === 'string'
        ? input.bodyType.trim().slice(0, 40)
        : undefined;
    return this.taxonomy.add(actor, level, parentId, { name, ...years, bodyType });
  }

  rename(payload: {
    actor: Actor;
    level: unknown;
    id: unknown;
    input: RenameTaxonomyInput;
  }): Promise<TaxonomyChangeDto> {
    const actor = requireAdmin(payload?.actor);
    const level = requireLevel(payload.level);
    const id = this.entryId(level, payload.id);
    const input = (payload.input ?? {}) as Partial<RenameTaxonomyInput>;
    const hasYears = level === 'generations' && input.yearStart !== undefined;
    if (input.name === undefined && !hasYears)
      throw new BadRequestError(TaxonomyMessages.nothingToChange);
    const name = input.name === undefined ? undefined : taxonomyName(input.name);
    const years = hasYears ? taxonomyYears(input.yearStart, input.yearEnd) : {};
    return this.taxonomy.rename(actor, level, id, { name, ...years });
  }

  merge(payload: { actor: Actor; level: unknown; id: unknown; intoId: unknown }) {
    const actor = requireAdmin(payload?.actor);
    const level = requireLevel(payload.level);
    const id = this.entryId(level, payload.id);
    if (payload.intoId === undefined || payload.intoId === null || payload.intoId === '')
      throw new BadRequestError(`Say which ${LEVELS[level].noun} to merge into (intoId).`);
    if (!isUuid(payload.intoId))
      throw new BadRequestError(TaxonomyMessages.mergeTarget(LEVELS[level].noun));
    return this.taxonomy.merge(actor, level, id, payload.intoId);
  }

  async importStatus(payload: { actor: Actor; importId: unknown }): Promise<TaxonomyImportDto> {
    requireAdmin(payload?.actor);
    const row = isUuid(payload.importId) ? await this.imports.find(payload.importId) : null;
    if (!row || row.kind !== 'taxonomy') throw new NotFoundError(ImportMessages.notFound);
    const errorRows = await this.imports.errors(row.id, 0, 200);
    return { ...toImportDto(row), errorRows };
  }

  private entryId(level: keyof typeof LEVELS, id: unknown): string {
    if (!isUuid(id)) throw new NotFoundError(TaxonomyMessages.notFound(LEVELS[level].noun));
    return id;
  }
}

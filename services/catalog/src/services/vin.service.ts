import { Injectable } from '@nestjs/common';
import { BadRequestError } from '@pitstop/common';
import {
  VinMessages,
  normalizeVin,
  vinCarriesCheckDigit,
  vinCheckDigit,
  vinProblem,
  type VinDecodeDto,
  type VinTaxonomyMatch,
} from '@pitstop/contracts';
import { generationOfYear, matchName, matchTrim } from '../domain/vin-match.js';
import { TaxonomyRepository } from '../repositories/taxonomy.repository.js';
import { VpicRepository, type VpicVehicle } from '../repositories/vpic.repository.js';

const NOTHING_MATCHED: VinTaxonomyMatch = {
  makeId: null,
  makeName: null,
  makeSlug: null,
  modelId: null,
  modelName: null,
  modelSlug: null,
  generationId: null,
  generationName: null,
  trimId: null,
  trimName: null,
};

/**
 * VIN → garage: decodes a VIN offline (vPIC) and matches what it says to the taxonomy, as far
 * as it goes; the driver picks the rest. The VIN is neither kept nor logged.
 */
@Injectable()
export class VinService {
  constructor(
    private readonly vpic: VpicRepository,
    private readonly taxonomy: TaxonomyRepository,
  ) {}

  async decode(raw: unknown): Promise<VinDecodeDto> {
    const vin = normalizeVin(typeof raw === 'string' ? raw : '');
    const problem = vinProblem(vin);
    if (problem) throw new BadRequestError(problem);
    const northAmerican = vinCarriesCheckDigit(vin);
    // corgi refuses a letter at position 9; a car built for other markets carries no check
    // digit there, so the one it would have stands in (position 9 names nothing else).
    const decodable = northAmerican
      ? vin
      : `${vin.slice(0, 8)}${vinCheckDigit(vin)}${vin.slice(9)}`;
    const vehicle = await this.vpic.decode(decodable);
    if (!vehicle) throw new BadRequestError(VinMessages.unknown);
    // Outside North America position 10 need not be a model year: none is better than a wrong one.
    const year = northAmerican ? vehicle.year : null;
    return {
      make: vehicle.make,
      model: vehicle.model,
      year,
      trim: vehicle.trim,
      matched: await this.match(vehicle, year),
    };
  }

  private async match(vehicle: VpicVehicle, year: number | null): Promise<VinTaxonomyMatch> {
    const make = matchName(await this.taxonomy.listMakes(), [vehicle.make]);
    if (!make) return NOTHING_MATCHED;
    const matched = {
      ...NOTHING_MATCHED,
      makeId: make.id,
      makeName: make.name,
      makeSlug: make.slug,
    };
    const model = matchName(await this.taxonomy.listModels(make.id), [
      vehicle.model,
      vehicle.series,
    ]);
    if (!model) return matched;
    Object.assign(matched, { modelId: model.id, modelName: model.name, modelSlug: model.slug });
    const generation = generationOfYear(await this.taxonomy.listGenerations(model.id), year);
    if (!generation) return matched;
    Object.assign(matched, { generationId: generation.id, generationName: generation.name });
    const trims = await this.taxonomy.listTrims(generation.id);
    // Where the model matched through the series, vPIC's model may be the trim (BMW's '328i').
    const trim =
      matchTrim(trims, vehicle.trim) ??
      (vehicle.model && !matchName([model], [vehicle.model])
        ? matchTrim(trims, vehicle.model)
        : null);
    return trim ? { ...matched, trimId: trim.id, trimName: trim.name } : matched;
  }
}

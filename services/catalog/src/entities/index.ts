import { CategoryEntity } from './category.entity.js';
import { GenerationEntity } from './generation.entity.js';
import { MakeEntity } from './make.entity.js';
import { TrimEntity } from './trim.entity.js';
import { VehicleModelEntity } from './vehicle-model.entity.js';

export const CATALOG_ENTITIES = [
  MakeEntity,
  VehicleModelEntity,
  GenerationEntity,
  TrimEntity,
  CategoryEntity,
];

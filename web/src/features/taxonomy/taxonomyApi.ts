import type {
  CategoryDto,
  GenerationDto,
  MakeDto,
  TrimDto,
  VehicleModelDto,
} from '@pitstop/contracts';
import { api } from '../../api/api';
import { withErrorTitle } from '../../api/api-error';

export type Make = MakeDto;
export type VehicleModel = VehicleModelDto;
export type Generation = GenerationDto;
export type Trim = TrimDto;
export type Category = CategoryDto;

/** The vehicle taxonomy (makes → models → generations → trims) and the part categories. */
export const taxonomyApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMakes: build.query<Make[], void>({
      query: () => 'makes',
      providesTags: ['Make'],
      transformErrorResponse: withErrorTitle('Failed to fetch makes'),
    }),
    listModels: build.query<VehicleModel[], string>({
      query: (makeId) => ({ url: 'models', params: { makeId } }),
      providesTags: (_result, _error, makeId) => [{ type: 'VehicleModel', id: `make:${makeId}` }],
      transformErrorResponse: withErrorTitle('Failed to fetch models'),
    }),
    listGenerations: build.query<Generation[], string>({
      query: (modelId) => ({ url: 'generations', params: { modelId } }),
      providesTags: (_result, _error, modelId) => [{ type: 'Generation', id: `model:${modelId}` }],
      transformErrorResponse: withErrorTitle('Failed to fetch generations'),
    }),
    listTrims: build.query<Trim[], string>({
      query: (generationId) => ({ url: 'trims', params: { generationId } }),
      providesTags: (_result, _error, generationId) => [
        { type: 'Trim', id: `generation:${generationId}` },
      ],
      transformErrorResponse: withErrorTitle('Failed to fetch trims'),
    }),
    listCategories: build.query<Category[], void>({
      query: () => 'categories',
      transformErrorResponse: withErrorTitle('Failed to fetch categories'),
    }),
  }),
});

export const {
  useListMakesQuery,
  useListModelsQuery,
  useListGenerationsQuery,
  useListTrimsQuery,
  useListCategoriesQuery,
} = taxonomyApi;

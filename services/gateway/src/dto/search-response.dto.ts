import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ReindexStatus, SearchFacets, SearchResult } from '@pitstop/contracts';
import { ListingResponse } from './listing-response.dto.js';

/** GET /api/search's answer (OpenAPI). */
export class SearchResponse implements SearchResult {
  @ApiProperty({ type: [ListingResponse] })
  items!: ListingResponse[];

  @ApiProperty({ description: 'Listings matching, over all pages' })
  total!: number;

  @ApiProperty({
    description:
      'Counts per choice, each facet under every filter but its own; a make counts universal-fit parts too',
    example: {
      make: { volkswagen: 12 },
      difficulty: { easy: 3, medium: 7, hard: 2 },
      free: { free: 5, paid: 7 },
    },
  })
  facets!: SearchFacets;

  @ApiPropertyOptional({
    type: [String],
    description:
      'Present when no listing has every word of the search text: the words left out (the results have the others)',
    example: ['wireless'],
  })
  droppedWords?: string[];

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Offset of the next page; null on the last',
  })
  next!: number | null;
}

export class ReindexStatusResponse implements ReindexStatus {
  @ApiProperty({ enum: ['idle', 'waiting', 'running', 'failed'] })
  state!: ReindexStatus['state'];
  @ApiProperty({ description: 'Listings read from the catalog by the running (or last) rebuild' })
  processed!: number;
  @ApiProperty({ description: 'Documents in the index now' })
  indexed!: number;
  @ApiProperty({ enum: ['postgres', 'meilisearch'] })
  engine!: ReindexStatus['engine'];
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  startedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  finishedAt!: string | null;
  @ApiProperty({ type: String, nullable: true })
  error!: string | null;
}

import { Controller, Get, Header, Inject, Param, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import {
  CatalogVin,
  VIN_DECODE_TIMEOUT_MS,
  VinMessages,
  type VinDecodeDto,
} from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import type { FastifyRequest } from 'fastify';
import { clientSource } from '../auth/client-source.js';
import { RateLimiter } from '../auth/rate-limiter.js';
import type { GatewayConfig } from '../config.js';
import { ErrorResponse } from '../dto/error.dto.js';
import { VinDecodeResponse } from '../dto/vin.dto.js';
import { GATEWAY_CONFIG } from '../gateway-config.js';

/**
 * VIN → garage: the catalog decodes the VIN offline and matches it to the taxonomy. The VIN is
 * a car's identity: it is not kept, cached or logged (the request log names this route by its
 * pattern, http/logged-path.ts).
 */
@ApiTags('garage')
@Controller('api/vin')
export class VinController {
  constructor(
    private readonly bus: MessagingClient,
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Get(':vin')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: VinDecodeResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Not a VIN, or none vPIC knows' })
  @ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'See Retry-After' })
  @ApiServiceUnavailableResponse({ type: ErrorResponse, description: 'The catalog is unavailable' })
  async decode(@Param('vin') vin: string, @Req() request: FastifyRequest): Promise<VinDecodeDto> {
    await this.limiter.take(
      `vin:${clientSource(request.ip || 'unknown')}`,
      { max: this.config.VIN_RATE_LIMIT, windowSeconds: this.config.VIN_RATE_WINDOW_SECONDS },
      VinMessages.tooMany,
    );
    return this.bus.request(CatalogVin.decode, { vin }, { timeoutMs: VIN_DECODE_TIMEOUT_MS });
  }
}

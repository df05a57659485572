import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { BACKEND_SERVICES, describeRequest, type ServiceInfo } from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import type { FastifyReply } from 'fastify';
import { GatewayHealth } from '../http/gateway-health.js';

/** Probes for Kubernetes, and an operator's view of which services answer on the bus. */
@ApiExcludeController()
@Controller('health')
export class HealthController {
  constructor(
    private readonly bus: MessagingClient,
    private readonly health: GatewayHealth,
  ) {}

  @Get('live')
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready(@Res({ passthrough: true }) res: FastifyReply) {
    const report = await this.health.monitor.readiness();
    res.status(report.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }

  /** Asks every backend service to describe itself; 503 when one does not answer within 1 s. */
  @Get('services')
  async services(@Res({ passthrough: true }) res: FastifyReply) {
    const results = await Promise.all(
      BACKEND_SERVICES.map(async (service) => {
        const started = performance.now();
        try {
          const info: ServiceInfo = await this.bus.request(
            describeRequest(service),
            {},
            { timeoutMs: 1_000 },
          );
          return { ...info, status: 'up' as const, ms: Math.round(performance.now() - started) };
        } catch (err) {
          return { service, status: 'down' as const, error: (err as Error).message };
        }
      }),
    );
    const allUp = results.every((r) => r.status === 'up');
    res.status(allUp ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status: allUp ? 'ok' : 'degraded', services: results };
  }
}

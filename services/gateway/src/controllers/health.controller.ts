import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '../auth/access.js';
import { GatewayHealth, type ServicesReport } from '../http/gateway-health.js';

/** Probes for Kubernetes, and an operator's view of which services answer on the bus. */
@ApiExcludeController()
@Controller('health')
export class HealthController {
  constructor(private readonly health: GatewayHealth) {}

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

  /**
   * Which services answer (503 when one does not), for admins on the public port; anyone
   * inside the cluster reads it on METRICS_PORT beside /metrics (app.ts).
   */
  @Get('services')
  @Access('admin')
  async services(@Res({ passthrough: true }) res: FastifyReply): Promise<ServicesReport> {
    const report = await this.health.services();
    res.status(report.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    res.header('cache-control', 'no-store');
    return report;
  }
}

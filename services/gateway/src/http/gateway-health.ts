import { Injectable } from '@nestjs/common';
import { HealthMonitor } from '@pitstop/common';
import { BACKEND_SERVICES, describeRequest, type ServiceInfo } from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';

/** Which backend services answer on the bus: every service's version, instance and delay. */
export interface ServicesReport {
  status: 'ok' | 'degraded';
  services: (
    | (ServiceInfo & { status: 'up'; ms: number })
    | { service: string; status: 'down'; error: string }
  )[];
}

/** The gateway is ready when it can reach the bus (services may come and go behind it). */
@Injectable()
export class GatewayHealth {
  readonly monitor: HealthMonitor;

  constructor(private readonly bus: MessagingClient) {
    this.monitor = new HealthMonitor({ redis: () => bus.ping() });
  }

  /**
   * Asks every backend service to describe itself; 'degraded' when one does not answer within
   * 1 s. An operator's view (versions, instance names, errors): served on METRICS_PORT and to
   * admins, never to the public (docs/security.md, Service health).
   */
  async services(): Promise<ServicesReport> {
    const services = await Promise.all(
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
    return { status: services.every((s) => s.status === 'up') ? 'ok' : 'degraded', services };
  }
}

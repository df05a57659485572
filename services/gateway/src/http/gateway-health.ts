import { Injectable } from '@nestjs/common';
import { HealthMonitor } from '@pitstop/common';
import { MessagingClient } from '@pitstop/messaging';

/** The gateway is ready when it can reach the bus (services may come and go behind it). */
@Injectable()
export class GatewayHealth {
  readonly monitor: HealthMonitor;

  constructor(bus: MessagingClient) {
    this.monitor = new HealthMonitor({ redis: () => bus.ping() });
  }
}

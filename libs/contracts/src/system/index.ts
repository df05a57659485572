import { defineRequest, type RequestDef } from '../definitions.js';
import type { BackendServiceName } from '../services.js';

/** What every service answers about itself; the gateway's /health/services asks each one. */
export interface ServiceInfo {
  service: string;
  instance: string;
  version: string;
  uptimeSeconds: number;
}

/** `<service>.instance.describe` for each backend service. */
export function describeRequest(
  service: BackendServiceName,
): RequestDef<Record<string, never>, ServiceInfo> {
  return defineRequest(`${service}.instance.describe`);
}

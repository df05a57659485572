import { ConfigError } from '@pitstop/common';
import { loadGatewayConfig } from './config.js';

describe('the gateway configuration: METRICS_PORT', () => {
  it('serves metrics on 3100 unless told otherwise', () => {
    expect(loadGatewayConfig({}).METRICS_PORT).toBe(3100);
    expect(loadGatewayConfig({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
  });

  it('refuses the public port, naming the variable', () => {
    expect(() => loadGatewayConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      new ConfigError([
        "METRICS_PORT must not be the public PORT: metrics are never served there (got '8080')",
      ]),
    );
    expect(() => loadGatewayConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT must not be/);
  });

  it('refuses what is not a port', () => {
    expect(() => loadGatewayConfig({ METRICS_PORT: 'ninety' })).toThrow(
      "METRICS_PORT must be a port number (got 'ninety')",
    );
  });
});

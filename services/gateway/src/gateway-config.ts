/** The gateway's validated config, for providers that need settings. */
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

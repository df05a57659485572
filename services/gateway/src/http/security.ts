import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Stripe Elements, as Stripe's CSP guide lists it: its script, its card fields' frames (and 3-D
 * Secure's), and its API. The checkout's card form loads them only when Stripe is configured.
 */
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * Security headers. The CSP allows only our own scripts and Stripe's; antd injects its styles
 * at run time, hence 'unsafe-inline' for styles; the hero's featured video may come from
 * YouTube or Vimeo. (helmet's options, as @fastify/helmet passes them on to helmet.)
 */
export function securityHeaders(
  production: boolean,
  storageEndpoint?: string,
): FastifyHelmetOptions {
  // Browsers PUT uploads to object storage and follow /media and download redirects to it.
  const storage = originOf(storageEndpoint);
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...STRIPE.script],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...storage],
        'connect-src': ["'self'", ...storage, ...STRIPE.connect],
        'frame-src': [
          "'self'",
          'https://www.youtube-nocookie.com',
          'https://player.vimeo.com',
          ...STRIPE.frame,
        ],
        'upgrade-insecure-requests': production ? [] : null,
      },
    },
    strictTransportSecurity: production,
    crossOriginEmbedderPolicy: false,
  };
}

function originOf(endpoint: string | undefined): string[] {
  if (!endpoint) return [];
  try {
    return [new URL(endpoint).origin];
  } catch {
    return [];
  }
}

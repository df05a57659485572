import type { onRequestHookHandler } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answersData } from './api-paths.js';

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
 * YouTube or Vimeo.
 */
export function securityHeaders(production: boolean, storageEndpoint?: string): HelmetOptions {
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

/** The security headers of the two kinds of answer, worked out once at start-up. */
export interface SecurityHeaderSets {
  /** Pages and the web app's files: helmet's, with our CSP (securityHeaders). */
  document: Record<string, string>;
  /** Data (JSON, files, redirects under /api, /health and /media): dataHeaders. */
  data: Record<string, string>;
}

/** Both sets for these helmet options. */
export function securityHeaderSets(options: HelmetOptions): SecurityHeaderSets {
  const document = helmetHeaders(options);
  return { document, data: dataHeaders(document) };
}

/**
 * The headers of an answer that is data, not a page (OWASP's REST Security Cheat Sheet): a CSP
 * that lets nothing load, run or frame it, should one be opened as a page (an uploaded SVG or
 * HTML file, a JSON body a browser sniffs), no sniffing, no framing, no referrer, not readable
 * cross-origin, and HSTS where the page has it. The rest of helmet's set (the page's CSP with
 * Stripe's and the video hosts' origins, the opener and agent-cluster policies, the DNS-prefetch
 * and legacy IE and Flash switches) governs documents only: on every API answer it was 600
 * bytes a browser ignores, and node:http checks each header's name and value per answer.
 */
function dataHeaders(document: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
  };
  for (const name of DATA_HEADERS_FROM_HELMET)
    if (document[name] !== undefined) headers[name] = document[name];
  return headers;
}
const DATA_HEADERS_FROM_HELMET = [
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-resource-policy',
  'strict-transport-security',
];

/**
 * Sets the security headers on every response, from an onRequest hook: the data set on the
 * API's addresses, the document set on the rest. They are the same for every request (no
 * nonces, no directive that reads the request), so helmet runs once, at start-up, and each
 * request copies its result. (@fastify/helmet built helmet anew on every request, parsing the
 * CSP each time: a tenth of what the gateway's bare route cost.)
 */
export function securityHeadersHook(sets: SecurityHeaderSets): onRequestHookHandler {
  return (request, reply, done) => {
    reply.headers(answersData(request.url) ? sets.data : sets.document);
    done();
  };
}

/** The headers helmet sets with these options (a response it writes into, never sent). */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    // helmet removes X-Powered-By, which Fastify never sets.
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

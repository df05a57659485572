import helmet from 'helmet';

/**
 * Security headers. The CSP allows only our own scripts; antd injects its styles at run time,
 * hence 'unsafe-inline' for styles; the hero's featured video may come from YouTube or Vimeo.
 */
export function securityHeaders(production: boolean, storageEndpoint?: string) {
  // Browsers PUT uploads to object storage and follow /media and download redirects to it.
  const storage = originOf(storageEndpoint);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...storage],
        'connect-src': ["'self'", ...storage],
        'frame-src': ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        'upgrade-insecure-requests': production ? [] : null,
      },
    },
    strictTransportSecurity: production,
    crossOriginEmbedderPolicy: false,
  });
}

function originOf(endpoint: string | undefined): string[] {
  if (!endpoint) return [];
  try {
    return [new URL(endpoint).origin];
  } catch {
    return [];
  }
}

import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { SESSION_COOKIE } from '../auth/session-cookie.js';

/** OpenAPI document at /api/docs (UI) and /api/docs-json (JSON). */
export function setupOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Pitstop Prints API')
    .setDescription('The marketplace for 3D-printable car parts. PRINT. WRENCH. RIP.')
    .setVersion('0.1.0')
    .addCookieAuth(
      SESSION_COOKIE,
      { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
      'session',
    )
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, config), {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: 'Pitstop Prints API',
  });
}

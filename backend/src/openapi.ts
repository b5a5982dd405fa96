import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

export const ADMIN_SESSION_SCHEME = 'adminSession';
export const ADMIN_BEARER_SCHEME = 'adminBearer';

function sortKeys<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(Object.entries(object).sort(([a], [b]) => a.localeCompare(b))) as T;
}

/** The API description; paths and schemas sorted so the committed file changes only with the API. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Branchenbuch API')
    .setDescription(
      'Öffentliche und administrative Schnittstelle des Branchenbuchs: Unternehmenssuche, Einträge, Bewertungen, Bild-Uploads und Verwaltung.',
    )
    .setVersion('1.0.0')
    .addApiKey(
      { type: 'apiKey', in: 'header', name: 'x-admin-session', description: 'Admin-Session-Token' },
      ADMIN_SESSION_SCHEME,
    )
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', description: 'Admin-Session-Token als Bearer' },
      ADMIN_BEARER_SCHEME,
    )
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controllerKey: string, methodKey: string) => methodKey,
  });
  document.paths = sortKeys(document.paths);
  if (document.components?.schemas !== undefined) {
    document.components.schemas = sortKeys(document.components.schemas);
  }
  return document;
}

/** The committed file's exact text. */
export function renderOpenApiDocument(document: OpenAPIObject): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

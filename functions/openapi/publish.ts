import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from './document';

/** The document's name in the site, beside robots.txt: /openapi.json. */
export const OPENAPI_FILE = 'openapi.json';

/**
 * The document the API serves (GET /api/openapi.json), generated here and kept in the repository
 * so that its function bundles a file rather than the generator and every schema. `npm run
 * openapi` writes it; a unit test fails when it differs from what the schemas generate.
 */
export const SERVED_OPENAPI_FILE = fileURLToPath(new URL('./openapi.json', import.meta.url));

/** The document as written: two-space JSON and a final newline. */
export function openApiJson(): string {
  return `${JSON.stringify(openApiDocument(), null, 2)}\n`;
}

/** Writes the API's OpenAPI document into a site build; answers the file's name there. */
export function writeOpenApiFile(outDir: string): string {
  writeFileSync(path.join(outDir, OPENAPI_FILE), openApiJson());
  return OPENAPI_FILE;
}

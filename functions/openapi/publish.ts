import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { openApiDocument } from './document';

/** The document's name in the site, beside robots.txt: /openapi.json. */
export const OPENAPI_FILE = 'openapi.json';

/** Writes the API's OpenAPI document into a site build; answers the file's name there. */
export function writeOpenApiFile(outDir: string): string {
  writeFileSync(path.join(outDir, OPENAPI_FILE), `${JSON.stringify(openApiDocument(), null, 2)}\n`);
  return OPENAPI_FILE;
}

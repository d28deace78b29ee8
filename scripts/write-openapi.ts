import { writeFileSync } from 'node:fs';
import { openApiJson, SERVED_OPENAPI_FILE } from '#functions/openapi/publish';

/** `npm run openapi`: writes the OpenAPI document the API serves from the shared schemas. */
writeFileSync(SERVED_OPENAPI_FILE, openApiJson());
console.log(`Wrote ${SERVED_OPENAPI_FILE}`);

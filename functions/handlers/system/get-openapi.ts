import { publicHttp } from '#functions/lib/http';
import document from '#functions/openapi/openapi.json';

/**
 * The API described as an OpenAPI 3.1 document: the file generated from the shared schemas
 * (functions/openapi/publish.ts), so that this function bundles neither them nor the generator.
 */
export const handler = publicHttp({}, async () => document);

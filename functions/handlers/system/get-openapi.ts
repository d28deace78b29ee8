import { publicHttp } from '#functions/lib/http';
import { openApiDocument } from '#functions/openapi/document';

/** The API described as an OpenAPI 3.1 document, generated from the shared schemas. */
export const handler = publicHttp({}, async () => openApiDocument());

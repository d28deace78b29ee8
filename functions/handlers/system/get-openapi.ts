import { publicHttp } from '../../lib/http';
import { openApiDocument } from '../../openapi/document';

/** The API described as an OpenAPI 3.1 document, generated from the shared schemas. */
export const handler = publicHttp({}, async () => openApiDocument());

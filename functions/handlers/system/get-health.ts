import { publicHttp } from '#functions/lib/http';

/**
 * Liveness: the function runs and the request came through the edge. It calls nothing, so it is
 * as cheap as a request can be and cannot be used to make the API call AWS on someone's behalf.
 */
export const handler = publicHttp({}, async () => ({ status: 'ok' }));

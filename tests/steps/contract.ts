import { expect } from 'vitest';
import type { ZodTypeAny } from 'zod';
import type { RouteId } from '#domain/schemas/api-routes';
import { API_CONTRACT } from '#domain/schemas/contract';
import { apiErrorSchema } from '#domain/schemas/replies';
import { errorStatuses } from '#functions/openapi/document';
import { routes } from '#functions/routes';

/**
 * Checks an answer against the route's contract (domain/schemas/contract.ts): a success with the
 * route's success status and its response schema, or `{ error }` with a status the route
 * documents. Nothing the schema does not name may be in it either: parsing drops unnamed fields,
 * so what was sent must equal what the schema kept.
 */
export function expectMatchesSchema(routeId: RouteId, status: number, body: unknown): void {
  const contract = API_CONTRACT[routeId];
  const route = routes.find((r) => r.id === routeId);
  if (!route) throw new Error(`${routeId} is not in the route table`);
  const where = `${routeId} answered ${status}`;
  if (status < 400) {
    expect(status, `${where}; its contract says ${contract.success.status}`).toBe(contract.success.status);
  } else {
    expect(errorStatuses(route, contract), `${where}, which its contract does not list`).toContain(status);
  }
  const schema: ZodTypeAny = status < 400 ? contract.success.schema : apiErrorSchema;
  const parsed = schema.safeParse(body);
  const problems = parsed.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  expect(parsed.success, `${where}, not as its schema says: ${problems}`).toBe(true);
  expect(parsed.data, `${where} with fields its schema does not name`).toEqual(body);
}

/** The same for a response whose body is still to be read (the response itself stays readable). */
export async function expectReplyMatchesSchema(
  routeId: RouteId,
  response: Response | undefined,
): Promise<void> {
  if (!response) throw new Error(`${routeId} was not answered`);
  expectMatchesSchema(routeId, response.status, await response.clone().json());
}

/** The API refused the request with this status, saying why in the words the user is shown. */
export async function expectRefusal(response: Response, status: number, error: string): Promise<void> {
  expect({ status: response.status, body: await response.json() }).toEqual({ status, body: { error } });
}

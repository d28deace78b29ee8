import {
  extendZodWithOpenApi,
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type ResponseConfig,
  type RouteConfig,
} from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { accountExportSchema, profileSchema } from '#domain/schemas/account';
import { assessmentListSchema, assessmentViewSchema } from '#domain/schemas/claim';
import { API_CONTRACT, AREAS, type ErrorStatus, type RouteContract } from '#domain/schemas/contract';
import { coverageJobViewSchema, coverageListSchema } from '#domain/schemas/coverage-job';
import {
  completedPolicySchema,
  createdPolicySchema,
  downloadLinkSchema,
  insuranceTypeListSchema,
  policyListSchema,
  policyViewSchema,
} from '#domain/schemas/policy';
import { reminderPreferenceSchema, unsubscribedSchema } from '#domain/schemas/reminders';
import { apiErrorSchema } from '#domain/schemas/replies';
import { IDEMPOTENCY_KEY_MESSAGE } from '../lib/idempotency';
import { type RouteDefinition, routes } from '../routes';

/*
 * The API's OpenAPI 3.1 document, generated from the shared schemas and the route table. The
 * generator adds `.openapi()` to zod's types, so only server code and the build import this module:
 * the web app uses the same schemas without it.
 */
extendZodWithOpenApi(z);

/** Changes when the contract changes in a way a client would notice. */
export const API_VERSION = '2.1.0';

/** Answers that get a name of their own under components.schemas. */
const NAMED_SCHEMAS: readonly (readonly [string, z.ZodTypeAny])[] = [
  ['Profile', profileSchema],
  ['AccountExport', accountExportSchema],
  ['Policy', policyViewSchema],
  ['PolicyList', policyListSchema],
  ['CreatedPolicy', createdPolicySchema],
  ['CompletedPolicy', completedPolicySchema],
  ['DownloadLink', downloadLinkSchema],
  ['InsuranceTypeList', insuranceTypeListSchema],
  ['CoverageList', coverageListSchema],
  ['CoverageJob', coverageJobViewSchema],
  ['Assessment', assessmentViewSchema],
  ['AssessmentList', assessmentListSchema],
  ['ReminderPreference', reminderPreferenceSchema],
  ['Unsubscribed', unsubscribedSchema],
];

/** Every `{ error }` answer, by status: what it means for the caller. */
const ERRORS: Readonly<
  Record<ErrorStatus | 401 | 403 | 422 | 500 | 503, { name: string; description: string }>
> = {
  400: { name: 'BadRequest', description: "Refused: the message says what to correct, in the spec's words" },
  401: {
    name: 'Unauthorized',
    description: "No valid session: a missing, expired or closed account's token",
  },
  403: { name: 'Forbidden', description: "The request did not come through the site's edge" },
  404: { name: 'NotFound', description: "Not found, or not the caller's" },
  409: {
    name: 'Conflict',
    description:
      'Not now: a limit is reached, the thing is still being processed, or a create with this key is running',
  },
  422: {
    name: 'UnprocessableContent',
    description: 'This Idempotency-Key was already used for a request with other details',
  },
  429: { name: 'TooManyRequests', description: 'Too many requests; try again later' },
  500: { name: 'InternalError', description: 'Something went wrong' },
  503: {
    name: 'Unavailable',
    description: 'Busy, or cut short: try again in a moment (a create with the same Idempotency-Key)',
  },
};

/** The `{ error }` statuses a route may answer: those of its shape, its own, and those of every route. */
export function errorStatuses(route: RouteDefinition, contract: RouteContract): (keyof typeof ERRORS)[] {
  const statuses = new Set<keyof typeof ERRORS>([403, 500, 503, ...(contract.errors ?? [])]);
  if (contract.body || contract.idempotent) statuses.add(400);
  if (contract.idempotent) statuses.add(422);
  if (route.access === 'user') statuses.add(401);
  if (contract.params) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}

function contractOf(route: RouteDefinition): RouteContract {
  const contract: RouteContract | undefined = (API_CONTRACT as Record<string, RouteContract>)[route.id];
  if (!contract) throw new Error(`The route ${route.id} has no contract in domain/schemas/contract.ts`);
  return contract;
}

const idempotencyHeader = z.object({
  'Idempotency-Key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, IDEMPOTENCY_KEY_MESSAGE)
    .optional()
    .describe(
      'A key of the caller’s choosing: a retry with the same key and details gets the first answer and creates nothing; the key with other details answers 422',
    ),
});

function successResponse(
  contract: RouteContract,
  named: ReadonlyMap<z.ZodTypeAny, z.ZodTypeAny>,
): ResponseConfig {
  const { description, schema, headers } = contract.success;
  return {
    description,
    content: { 'application/json': { schema: named.get(schema) ?? schema } },
    ...(headers && {
      headers: Object.fromEntries(
        Object.entries(headers).map(([name, example]) => [name, { schema: { type: 'string' }, example }]),
      ),
    }),
  };
}

function operation(route: RouteDefinition, named: ReadonlyMap<z.ZodTypeAny, z.ZodTypeAny>): RouteConfig {
  const contract = contractOf(route);
  const errors = Object.fromEntries(
    errorStatuses(route, contract).map((status) => [
      String(status),
      { $ref: `#/components/responses/${ERRORS[status].name}` },
    ]),
  );
  return {
    operationId: route.id,
    method: route.method.toLowerCase() as RouteConfig['method'],
    path: route.path,
    summary: contract.summary,
    tags: [contract.area],
    ...(route.access === 'user' && { security: [{ bearerAuth: [] }] }),
    request: {
      ...(contract.params && { params: contract.params }),
      ...(contract.idempotent && { headers: idempotencyHeader }),
      ...(contract.body && {
        body: { required: true, content: { 'application/json': { schema: contract.body } } },
      }),
    },
    responses: { [String(contract.success.status)]: successResponse(contract, named), ...errors },
  };
}

function registry(table: readonly RouteDefinition[]): OpenAPIRegistry {
  const registry = new OpenAPIRegistry();
  registry.register('ApiError', apiErrorSchema);
  const named = new Map(NAMED_SCHEMAS.map(([name, schema]) => [schema, registry.register(name, schema)]));
  for (const { name, description } of Object.values(ERRORS)) {
    registry.registerComponent('responses', name, {
      description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    });
  }
  registry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: "A Cognito access token issued to the PolicyLens app's client",
  });
  for (const route of table) registry.registerPath(operation(route, named));
  return registry;
}

/** The document of a route table: every route needs its contract in domain/schemas/contract.ts. */
export function buildOpenApiDocument(table: readonly RouteDefinition[]) {
  return new OpenApiGeneratorV31(registry(table).definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'PolicyLens API',
      version: API_VERSION,
      description:
        'Keep policy documents, see what each item is covered for, and have claims assessed. Every ' +
        'error answer is `{ "error": string }` with a message for the user.',
    },
    tags: AREAS.map((name) => ({ name })),
  });
}

let generated: ReturnType<typeof buildOpenApiDocument> | undefined;

/** The served table's document, generated once per process: routes and schemas do not change while it runs. */
export function openApiDocument() {
  generated ??= buildOpenApiDocument(routes);
  return generated;
}

/**
 * The HTTP route table, defined once: the CDK stack makes one Lambda and one API route per entry,
 * and the local gateway dispatches to the same handler modules.
 */
export type RouteAccess = 'public' | 'user';

/**
 * What a function may touch; the CDK stack turns each into a least-privilege grant, the local
 * gateway ignores them (the emulators do not check IAM).
 */
export type Permission =
  | 'table:read'
  | 'table:write'
  | 'documents:read'
  | 'documents:write'
  | 'mail:send'
  | 'bedrock:invoke'
  /** Read a user's attributes (AdminGetUser). */
  | 'users:read'
  /** Change a user's attributes (AdminUpdateUserAttributes). */
  | 'users:update'
  /** Sign a user out everywhere and delete them (AdminUserGlobalSignOut, AdminDeleteUser). */
  | 'users:delete'
  /** Put a new origin secret on the CloudFront distribution (its rotation). */
  | 'origin:rotate'
  /** Start the assessment worker (an asynchronous invoke). */
  | 'assessments:queue'
  /** Start the coverage worker (an asynchronous invoke). */
  | 'coverage:queue'
  /** Ask the extraction worker to settle a completed policy (an asynchronous invoke). */
  | 'extraction:queue';

export interface RouteDefinition {
  /** Stable id, used for construct ids and Lambda names. */
  readonly id: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** API Gateway path, with {param} placeholders. */
  readonly path: string;
  /** Handler module under functions/, without extension; it exports `handler`. */
  readonly handler: string;
  readonly access: RouteAccess;
  /** Extra time the route may need (seconds); default 10. */
  readonly timeoutSeconds?: number;
  readonly memoryMb?: number;
  readonly permissions: readonly Permission[];
}

/** What taking in a policy needs: its rows, its files, the confirmation mail, and the extraction worker. */
const POLICY_INTAKE: readonly Permission[] = [
  'table:read',
  'table:write',
  'documents:read',
  'documents:write',
  'mail:send',
  'extraction:queue',
];

export const routes: readonly RouteDefinition[] = [
  {
    id: 'get-health',
    method: 'GET',
    path: '/api/health',
    handler: 'handlers/system/get-health',
    access: 'public',
    permissions: [],
  },
  {
    id: 'get-me',
    method: 'GET',
    path: '/api/me',
    handler: 'handlers/account/get-me',
    access: 'user',
    permissions: ['table:read', 'users:read'],
  },
  {
    id: 'update-me',
    method: 'PATCH',
    path: '/api/me',
    handler: 'handlers/account/update-me',
    access: 'user',
    permissions: ['table:read', 'users:read', 'users:update'],
  },
  {
    id: 'delete-me',
    method: 'DELETE',
    path: '/api/me',
    handler: 'handlers/account/delete-me',
    access: 'user',
    permissions: ['users:delete', 'table:read', 'table:write', 'documents:read', 'documents:write'],
    timeoutSeconds: 30,
  },
  {
    id: 'export-me',
    method: 'GET',
    path: '/api/me/export',
    handler: 'handlers/account/export-me',
    access: 'user',
    permissions: ['users:read', 'table:read'],
  },
  {
    id: 'list-insurance-types',
    method: 'GET',
    path: '/api/insurance-types',
    handler: 'handlers/policies/list-insurance-types',
    access: 'public',
    permissions: [],
  },
  {
    id: 'list-policies',
    method: 'GET',
    path: '/api/policies',
    handler: 'handlers/policies/list-policies',
    access: 'user',
    permissions: ['table:read', 'table:write', 'documents:write'],
  },
  {
    id: 'create-policy',
    method: 'POST',
    path: '/api/policies',
    handler: 'handlers/policies/create-policy',
    access: 'user',
    permissions: ['table:read', 'table:write', 'documents:write'],
  },
  {
    id: 'create-quick-policy',
    method: 'POST',
    path: '/api/policies/quick',
    handler: 'handlers/policies/create-quick-policy',
    access: 'user',
    permissions: ['table:read', 'table:write', 'documents:write'],
  },
  {
    id: 'complete-policy',
    method: 'POST',
    path: '/api/policies/{id}/complete',
    handler: 'handlers/policies/complete-policy',
    access: 'user',
    // The extraction worker reads the files; this route waits for its outcome within API Gateway's 30 s.
    permissions: POLICY_INTAKE,
    timeoutSeconds: 28,
  },
  {
    id: 'get-policy',
    method: 'GET',
    path: '/api/policies/{id}',
    handler: 'handlers/policies/get-policy',
    access: 'user',
    permissions: ['table:read'],
  },
  {
    id: 'update-policy',
    method: 'PATCH',
    path: '/api/policies/{id}',
    handler: 'handlers/policies/update-policy',
    access: 'user',
    permissions: ['table:read', 'table:write'],
  },
  {
    id: 'delete-policy',
    method: 'DELETE',
    path: '/api/policies/{id}',
    handler: 'handlers/policies/delete-policy',
    access: 'user',
    permissions: ['table:read', 'table:write', 'documents:read', 'documents:write'],
    timeoutSeconds: 30,
  },
  {
    id: 'download-policy-file',
    method: 'GET',
    path: '/api/policies/{id}/files/{fileId}/download',
    handler: 'handlers/policies/download-policy-file',
    access: 'user',
    permissions: ['table:read', 'documents:read'],
  },
  {
    id: 'submit-contact',
    method: 'POST',
    path: '/api/contact',
    handler: 'handlers/public/submit-contact',
    access: 'public',
    permissions: ['table:write', 'mail:send'],
  },
  {
    id: 'subscribe-newsletter',
    method: 'POST',
    path: '/api/newsletter',
    handler: 'handlers/public/subscribe-newsletter',
    access: 'public',
    permissions: ['table:write', 'mail:send'],
  },
  {
    id: 'record-event',
    method: 'POST',
    path: '/api/events',
    handler: 'handlers/public/record-event',
    access: 'public',
    permissions: ['table:write'],
  },
  {
    id: 'create-coverage-request',
    method: 'POST',
    path: '/api/coverage-requests',
    handler: 'handlers/coverage/create-coverage-request',
    access: 'user',
    permissions: ['table:read', 'table:write', 'mail:send'],
  },
  {
    id: 'list-coverage',
    method: 'GET',
    path: '/api/coverage',
    handler: 'handlers/coverage/list-coverage',
    access: 'user',
    permissions: ['table:read'],
  },
  {
    id: 'calculate-coverage',
    method: 'POST',
    path: '/api/coverage/{itemType}',
    handler: 'handlers/coverage/calculate-coverage',
    access: 'user',
    // Checks and saves the request, then queues it: the coverage worker does the work.
    permissions: ['table:read', 'table:write', 'coverage:queue'],
  },
  {
    id: 'get-coverage-job',
    method: 'GET',
    path: '/api/coverage-jobs/{id}',
    handler: 'handlers/coverage/get-coverage-job',
    access: 'user',
    permissions: ['table:read'],
  },
  {
    id: 'list-assessments',
    method: 'GET',
    path: '/api/assessments',
    handler: 'handlers/assessments/list-assessments',
    access: 'user',
    permissions: ['table:read'],
  },
  {
    id: 'create-assessment',
    method: 'POST',
    path: '/api/assessments',
    handler: 'handlers/assessments/create-assessment',
    access: 'user',
    // Checks and saves the claim, then queues it: the worker assesses it (backgroundFunctions).
    permissions: ['table:read', 'table:write', 'users:read', 'assessments:queue'],
  },
  {
    id: 'get-assessment',
    method: 'GET',
    path: '/api/assessments/{id}',
    handler: 'handlers/assessments/get-assessment',
    access: 'user',
    permissions: ['table:read'],
  },
  {
    id: 'retry-assessment',
    method: 'POST',
    path: '/api/assessments/{id}/retry',
    handler: 'handlers/assessments/retry-assessment',
    access: 'user',
    permissions: ['table:read', 'table:write', 'assessments:queue'],
  },
];

/** Functions started by events rather than HTTP: Cognito triggers, the inbound-mail handler and the assessment worker. */
export interface BackgroundFunctionDefinition {
  readonly id: string;
  readonly handler: string;
  readonly permissions: readonly Permission[];
  readonly timeoutSeconds?: number;
  readonly memoryMb?: number;
  /** For asynchronously invoked functions: how often Lambda retries a failed event before it is dead-lettered. */
  readonly retryAttempts?: number;
}

export const backgroundFunctions = {
  /** Cognito CustomMessage trigger: confirmation and reset mails carry a link into the app. */
  authCustomMessage: {
    id: 'auth-custom-message',
    handler: 'handlers/auth/custom-message',
    permissions: [],
  },
  /** Cognito PostConfirmation trigger: records the account so inbound mail can find it. */
  authPostConfirmation: {
    id: 'auth-post-confirmation',
    handler: 'handlers/auth/post-confirmation',
    permissions: ['table:write'],
  },
  /** Cognito PreSignUp trigger: re-checks a password registration with the form's rules. */
  authPreSignUp: {
    id: 'auth-pre-sign-up',
    handler: 'handlers/auth/pre-sign-up',
    permissions: [],
  },
  /** Invoked by SES's receipt rule after it stored an inbound mail under inbound/<message id>. */
  mailReceivePolicy: {
    id: 'mail-receive-policy',
    handler: 'handlers/mail/receive-policy-mail',
    permissions: POLICY_INTAKE,
    timeoutSeconds: 60,
    memoryMb: 1024,
  },
  /**
   * Reads uploaded documents off the request path: each file's object-created event (through its
   * queue) is checked and its text extracted; completed policies are settled ready or failed.
   */
  extractionWorker: {
    id: 'extraction-worker',
    handler: 'handlers/policies/extract-policy-files',
    permissions: ['table:read', 'table:write', 'documents:read', 'documents:write'],
    timeoutSeconds: 60,
    memoryMb: 1536,
    retryAttempts: 2,
  },
  /**
   * Assesses a queued claim (asynchronous invoke from the assessment routes, with a dead-letter
   * queue). Its time limit is past API Gateway's 30 s: that is why it is not a route.
   */
  assessmentWorker: {
    id: 'assessment-worker',
    handler: 'handlers/assessments/run-assessment',
    permissions: ['table:read', 'table:write', 'documents:read', 'bedrock:invoke'],
    timeoutSeconds: 120,
    memoryMb: 1024,
    retryAttempts: 1,
  },
  /** Works out an item's cover from a policy's documents (asynchronous invoke from the coverage route). */
  coverageWorker: {
    id: 'coverage-worker',
    handler: 'handlers/coverage/run-coverage',
    permissions: ['table:read', 'table:write', 'documents:read', 'bedrock:invoke'],
    timeoutSeconds: 120,
    memoryMb: 1024,
    retryAttempts: 1,
  },
  /** Rotates the secret CloudFront sends to the API (started by Secrets Manager's schedule). */
  originSecretRotation: {
    id: 'origin-secret-rotation',
    handler: 'handlers/system/rotate-origin-secret',
    permissions: ['origin:rotate'],
  },
} as const satisfies Record<string, BackgroundFunctionDefinition>;

export interface RouteMatch {
  readonly route: RouteDefinition;
  readonly pathParameters: Record<string, string>;
  readonly routeKey: string;
}

const compiled = routes.map((route) => {
  const names: string[] = [];
  const pattern = route.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, names, regex: new RegExp(`^${pattern}$`) };
});

/** Finds the route for a method and path, as API Gateway would. */
export function matchRoute(method: string, path: string): RouteMatch | undefined {
  for (const { route, names, regex } of compiled) {
    if (route.method !== method) continue;
    const m = regex.exec(path);
    if (!m) continue;
    const pathParameters: Record<string, string> = {};
    names.forEach((name, i) => {
      pathParameters[name] = decodeURIComponent(m[i + 1] ?? '');
    });
    return { route, pathParameters, routeKey: `${route.method} ${route.path}` };
  }
  return undefined;
}

/** True when some route serves this path under another method (so the answer is 405, not 404). */
export function pathExists(path: string): boolean {
  return compiled.some(({ regex }) => regex.test(path));
}

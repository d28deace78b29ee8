import { API_ROUTES, type HttpMethod, type RouteAccess, type RouteId } from '#domain/schemas/api-routes';
import { OCR_LIMITS } from '#functions/analysis/read/ocr/limits';

/**
 * The HTTP route table, defined once: the CDK stack makes one Lambda and one API route per entry,
 * and the local gateway dispatches to the same handler modules. Each route's method, path and
 * access come from the API's routes (domain/schemas/api-routes.ts), which the web client and the
 * OpenAPI document share.
 */
export type { RouteAccess };

/**
 * What a function may touch; the CDK stack turns each into a least-privilege grant, the local
 * gateway ignores them (the emulators do not check IAM).
 */
export type Permission =
  | 'table:read'
  | 'table:write'
  | 'documents:read'
  | 'documents:write'
  /** List a prefix of the documents bucket and delete what is under it (a policy's files). */
  | 'documents:delete'
  | 'mail:send'
  | 'bedrock:invoke'
  /** Read a user's attributes (AdminGetUser). */
  | 'users:read'
  /** Find users by an attribute, such as their e-mail address (ListUsers). */
  | 'users:find'
  /** Change a user's attributes (AdminUpdateUserAttributes). */
  | 'users:update'
  /**
   * Check a user's password (and two-step code) as a sign-in does, then sign them out everywhere
   * and delete them (AdminInitiateAuth, AdminRespondToAuthChallenge, AdminUserGlobalSignOut,
   * AdminDeleteUser).
   */
  | 'users:delete'
  /** Sign a user out everywhere (AdminUserGlobalSignOut). */
  | 'users:sign-out'
  /** Put a new origin secret on the CloudFront distribution (its rotation). */
  | 'origin:rotate'
  /** Start the assessment worker (an asynchronous invoke). */
  | 'assessments:queue'
  /** Start the coverage worker (an asynchronous invoke). */
  | 'coverage:queue'
  /** Ask the extraction worker to settle a completed policy (an asynchronous invoke). */
  | 'extraction:queue';

/**
 * What a function may do with renewal reminders; the stack grants it on the reminders' own
 * resources (infra/constructs/reminders.ts). schedule: create, move and delete the reminders' one-time
 * schedules (and hand EventBridge Scheduler its role); sign: read the key that signs unsubscribe links.
 */
export type ReminderAccess = 'schedule' | 'sign';

export interface RouteDefinition {
  /** Stable id, used for construct ids and Lambda names. */
  readonly id: string;
  readonly method: HttpMethod;
  /** API Gateway path, with {param} placeholders. */
  readonly path: string;
  /** Handler module under functions/, without extension; it exports `handler`. */
  readonly handler: string;
  readonly access: RouteAccess;
  /** Extra time the route may need (seconds); default 10. */
  readonly timeoutSeconds?: number;
  readonly memoryMb?: number;
  readonly permissions: readonly Permission[];
  readonly reminders?: readonly ReminderAccess[];
}

/** What taking in a policy needs: its rows, its files, the confirmation mail, and the extraction worker. */
const POLICY_INTAKE: readonly Permission[] = [
  'table:read',
  'table:write',
  'documents:read',
  'documents:write',
  'mail:send',
  'extraction:queue',
  // A policy that is ready gets its renewal reminders, at 09:00 in the user's country's time zone.
  'users:read',
];

/** What the two workers that read a policy's documents need: its rows and files, the user's country, the reply mail. */
const POLICY_READER_PERMISSIONS: readonly Permission[] = [
  'table:read',
  'table:write',
  'documents:read',
  'documents:write',
  'users:read',
  'mail:send',
];

/** How a route of the API runs: its handler module, limits and grants. */
type RouteRuntime = Omit<RouteDefinition, 'id' | 'method' | 'path' | 'access'>;

function route(id: RouteId, runtime: RouteRuntime): RouteDefinition {
  return { id, ...API_ROUTES[id], ...runtime };
}

export const routes: readonly RouteDefinition[] = [
  route('get-health', {
    handler: 'handlers/system/get-health',
    permissions: [],
  }),
  route('get-openapi', {
    handler: 'handlers/system/get-openapi',
    permissions: [],
  }),
  route('get-me', {
    handler: 'handlers/account/get-me',
    permissions: ['table:read', 'users:read'],
  }),
  route('update-me', {
    handler: 'handlers/account/update-me',
    permissions: ['table:read', 'users:read', 'users:update'],
  }),
  route('delete-me', {
    handler: 'handlers/account/delete-me',
    permissions: [
      'users:read',
      'users:delete',
      'table:read',
      'table:write',
      'documents:read',
      'documents:write',
      'mail:send',
    ],
    reminders: ['schedule'],
    timeoutSeconds: 30,
  }),
  // Copies the user's documents into a zip under their exports/ prefix: up to 10 policies of 10 MB
  // files, streamed, within API Gateway's 30 s (more memory is more network and CPU in Lambda).
  // A POST: it writes, so it runs only after the closed-account check, never beside it.
  route('export-me', {
    handler: 'handlers/account/export-me',
    permissions: ['users:read', 'table:read', 'documents:read', 'documents:write'],
    timeoutSeconds: 30,
    memoryMb: 1024,
  }),
  // Signs every session out (the pool's sign-out, then the mark the signed-in routes check) and
  // mails the user that their password was changed.
  route('report-password-change', {
    handler: 'handlers/account/report-password-change',
    permissions: ['table:read', 'table:write', 'users:read', 'users:sign-out', 'mail:send'],
  }),
  route('list-insurance-types', {
    handler: 'handlers/policies/list-insurance-types',
    permissions: [],
  }),
  // Only reads: stale uploads are swept by the sweeper (below) and by the user's next create.
  route('list-policies', {
    handler: 'handlers/policies/list-policies',
    permissions: ['table:read'],
  }),
  route('create-policy', {
    handler: 'handlers/policies/create-policy',
    permissions: ['table:read', 'table:write', 'documents:write', 'documents:delete'],
  }),
  route('create-quick-policy', {
    handler: 'handlers/policies/create-quick-policy',
    permissions: ['table:read', 'table:write', 'documents:write', 'documents:delete'],
  }),
  route('complete-policy', {
    handler: 'handlers/policies/complete-policy',
    // The extraction worker reads the files; this route waits for its outcome within API Gateway's 30 s.
    permissions: POLICY_INTAKE,
    reminders: ['schedule'],
    timeoutSeconds: 28,
  }),
  route('get-policy', {
    handler: 'handlers/policies/get-policy',
    permissions: ['table:read'],
  }),
  route('update-policy', {
    handler: 'handlers/policies/update-policy',
    // New dates move the policy's reminders (the user's country gives their hour).
    permissions: ['table:read', 'table:write', 'users:read'],
    reminders: ['schedule'],
  }),
  route('delete-policy', {
    handler: 'handlers/policies/delete-policy',
    permissions: ['table:read', 'table:write', 'documents:read', 'documents:write'],
    reminders: ['schedule'],
    timeoutSeconds: 30,
  }),
  route('download-policy-file', {
    handler: 'handlers/policies/download-policy-file',
    permissions: ['table:read', 'documents:read'],
  }),
  route('submit-contact', {
    handler: 'handlers/public/submit-contact',
    permissions: ['table:write', 'mail:send'],
  }),
  route('subscribe-newsletter', {
    handler: 'handlers/public/subscribe-newsletter',
    permissions: ['table:write', 'mail:send'],
  }),
  route('record-event', {
    handler: 'handlers/public/record-event',
    permissions: ['table:write'],
  }),
  route('create-coverage-request', {
    handler: 'handlers/coverage/create-coverage-request',
    permissions: ['table:read', 'table:write', 'mail:send'],
  }),
  route('list-coverage', {
    handler: 'handlers/coverage/list-coverage',
    permissions: ['table:read'],
  }),
  route('calculate-coverage', {
    handler: 'handlers/coverage/calculate-coverage',
    // Checks and saves the request, then queues it: the coverage worker does the work.
    permissions: ['table:read', 'table:write', 'coverage:queue'],
  }),
  route('get-coverage-job', {
    handler: 'handlers/coverage/get-coverage-job',
    permissions: ['table:read'],
  }),
  route('list-assessments', {
    handler: 'handlers/assessments/list-assessments',
    permissions: ['table:read'],
  }),
  route('create-assessment', {
    handler: 'handlers/assessments/create-assessment',
    // Checks and saves the claim, then queues it: the worker assesses it (backgroundFunctions) and
    // reads the claimant's country, so claiming needs no user pool.
    permissions: ['table:read', 'table:write', 'assessments:queue'],
  }),
  route('get-assessment', {
    handler: 'handlers/assessments/get-assessment',
    permissions: ['table:read'],
  }),
  route('retry-assessment', {
    handler: 'handlers/assessments/retry-assessment',
    permissions: ['table:read', 'table:write', 'assessments:queue'],
  }),
  route('get-reminder-preference', {
    handler: 'handlers/reminders/get-reminder-preference',
    permissions: ['table:read'],
  }),
  // Turning reminders on schedules those of every ready policy; off removes them.
  route('update-reminder-preference', {
    handler: 'handlers/reminders/update-reminder-preference',
    permissions: ['table:read', 'table:write', 'users:read'],
    reminders: ['schedule'],
    timeoutSeconds: 20,
  }),
  route('unsubscribe-reminders', {
    handler: 'handlers/reminders/unsubscribe-reminders',
    permissions: ['table:read', 'table:write'],
    reminders: ['schedule', 'sign'],
    timeoutSeconds: 20,
  }),
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
  /**
   * Packages installed beside the function's bundle instead of bundled, because they load files of
   * their own at run time (mupdf its WebAssembly).
   */
  readonly installedModules?: readonly string[];
  readonly reminders?: readonly ReminderAccess[];
}

export const backgroundFunctions = {
  /** Cognito CustomMessage trigger: confirmation and reset mails carry a link into the app. */
  authCustomMessage: {
    id: 'auth-custom-message',
    handler: 'handlers/auth/custom-message',
    permissions: [],
  },
  /**
   * Cognito PostConfirmation trigger: records the account so inbound mail can find it; after a
   * password reset signs every session out (the pool's sign-out and the mark) and mails the user.
   */
  authPostConfirmation: {
    id: 'auth-post-confirmation',
    handler: 'handlers/auth/post-confirmation',
    permissions: ['table:write', 'users:sign-out', 'mail:send'],
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
    // The sender's account is the one whose verified address it is, which the user pool decides.
    permissions: [...POLICY_INTAKE, 'users:find'],
    reminders: ['schedule'],
    timeoutSeconds: 60,
    memoryMb: 1024,
  },
  /**
   * Reads uploaded documents off the request path: each file's object-created event (through its
   * queue) is checked and its text layer read; a document with scanned pages is handed on to the
   * OCR worker; completed policies are settled ready or failed.
   */
  extractionWorker: {
    id: 'extraction-worker',
    handler: 'handlers/policies/extract-policy-files',
    // A policy it settles ready gets its renewal reminders (the user's country gives their hour);
    // one that came by mail is answered by mail with how its reading ended.
    permissions: POLICY_READER_PERMISSIONS,
    reminders: ['schedule'],
    // A text layer is read within 10 s (READ_TIME_LIMIT_MS); scans are the OCR worker's.
    timeoutSeconds: 60,
    memoryMb: 1536,
    retryAttempts: 2,
    // Each document's structure is read by mupdf (what it would run) before pdf.js reads its text.
    installedModules: ['mupdf'],
  },
  /**
   * Reads the scanned pages of checked documents (through its FIFO queue, one user's documents at a
   * time), records each file's result and settles its policy; apart from the extraction worker, so
   * one user's scans never hold up another user's text PDFs.
   */
  ocrWorker: {
    id: 'ocr-worker',
    handler: 'handlers/policies/read-scanned-files',
    permissions: POLICY_READER_PERMISSIONS,
    reminders: ['schedule'],
    // Reading a scan waits for Textract (or local OCR), which takes minutes for a long document.
    timeoutSeconds: OCR_LIMITS.workerTimeoutSeconds,
    memoryMb: 1536,
    retryAttempts: 2,
    installedModules: ['mupdf'],
  },
  /**
   * Assesses a queued claim (asynchronous invoke from the assessment routes, with a dead-letter
   * queue). Its time limit is past API Gateway's 30 s: that is why it is not a route.
   */
  assessmentWorker: {
    id: 'assessment-worker',
    handler: 'handlers/assessments/run-assessment',
    // The claimant's country is read from their profile when the claim is first run.
    permissions: ['table:read', 'table:write', 'documents:read', 'users:read', 'bedrock:invoke'],
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
  /**
   * Sweeps stale uploads every 15 minutes (an EventBridge schedule; locally the stack's timer):
   * policies never completed or never read within their upload window, and deletions stopped
   * part-way, with their files; and the exports of accounts closed within the last day (locally
   * also every export older than a day, the bucket's lifecycle rule in AWS).
   */
  staleUploadSweeper: {
    id: 'stale-upload-sweeper',
    handler: 'handlers/system/sweep-stale-uploads',
    // A mailed policy whose reading never finished is answered by mail, at the sender's address.
    permissions: ['table:read', 'table:write', 'documents:delete', 'users:read', 'mail:send'],
    timeoutSeconds: 300,
    retryAttempts: 0,
  },
  /**
   * Sends one renewal reminder, started by its one-time schedule (EventBridge Scheduler, which
   * retries a failed start itself); it reads the policy, the user and their kept cover.
   */
  reminderSender: {
    id: 'reminder-sender',
    handler: 'handlers/reminders/send-reminder',
    permissions: ['table:read', 'table:write', 'users:read', 'mail:send'],
    reminders: ['sign'],
    timeoutSeconds: 30,
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

/** What a function, route or background one, may do with renewal reminders (none by default). */
export function reminderAccessOf(functionId: string): readonly ReminderAccess[] {
  const all: readonly { id: string; reminders?: readonly ReminderAccess[] }[] = [
    ...routes,
    ...Object.values(backgroundFunctions),
  ];
  return all.find((fn) => fn.id === functionId)?.reminders ?? [];
}

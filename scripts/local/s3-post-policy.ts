import { credentialOf, credentialRefusal, S3_REFUSALS, type S3Refusal, s3Refusal } from './s3-refusals';
import { amzDate, expectedStringSignature, type SigningScope, sameSignature } from './sigv4';

/**
 * A browser upload with a presigned POST form, checked as S3 checks it: the policy document's
 * signature (with the stack's key pair), its expiration, and every condition, over every field of
 * the form and the file's size. What the emulator then stores is the form as checked, written
 * afresh (its fields, then the file), so that it reads the same fields the check read.
 */

/** A form's fields before its file (names in lower case, as S3 compares them), and the file. */
interface PostForm {
  readonly fields: ReadonlyMap<string, { readonly name: string; readonly value: string }>;
  readonly file: File | undefined;
}

/** A form the emulator is given in place of the one sent: the checked fields, then the file. */
export interface CheckedForm {
  readonly body: Buffer;
  readonly contentType: string;
}

const malformedForm = s3Refusal(
  400,
  'MalformedPOSTRequest',
  'The body of your POST request is not well-formed multipart/form-data.',
);
const invalidPolicy = (why: string) => s3Refusal(400, 'InvalidPolicyDocument', `Invalid Policy: ${why}`);
const notAsPolicy = (why: string) => s3Refusal(403, 'AccessDenied', `Invalid according to Policy: ${why}`);

/** The fields up to the file (S3 ignores what follows it), each name's first value. */
async function formOf(contentType: string, body: Buffer): Promise<PostForm | undefined> {
  let data: FormData;
  try {
    data = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    return undefined;
  }
  const fields = new Map<string, { name: string; value: string }>();
  for (const [name, value] of data) {
    const lower = name.toLowerCase();
    if (lower === 'file')
      return { fields, file: typeof value === 'string' ? new File([value], 'file') : value };
    if (typeof value === 'string' && !fields.has(lower)) fields.set(lower, { name, value });
  }
  return { fields, file: undefined };
}

const REQUIRED_FIELDS = [
  'key',
  'policy',
  'x-amz-algorithm',
  'x-amz-credential',
  'x-amz-date',
  'x-amz-signature',
];

/** Why the form's signature does not stand: a missing field, a credential or a signature not the stack's. */
async function signatureRefusal(form: PostForm, scope: SigningScope): Promise<S3Refusal | undefined> {
  const field = (name: string) => form.fields.get(name)?.value;
  if (field('policy') === undefined && field('x-amz-signature') === undefined)
    return S3_REFUSALS.accessDenied;
  const missing = REQUIRED_FIELDS.find((name) => field(name) === undefined);
  if (missing)
    return s3Refusal(
      400,
      'InvalidArgument',
      `Bucket POST must contain a field named '${missing}'.  If it is specified, please check the order of the fields.`,
      { ArgumentName: missing },
    );
  if (!form.file)
    return s3Refusal(400, 'InvalidArgument', 'POST requires exactly one file upload per request.', {
      ArgumentName: 'file',
    });
  if (field('x-amz-algorithm') !== 'AWS4-HMAC-SHA256')
    return s3Refusal(400, 'InvalidArgument', 'X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"');
  const date = field('x-amz-date') ?? '';
  const signingDate = amzDate(date);
  if (!signingDate)
    return s3Refusal(
      400,
      'InvalidArgument',
      "X-Amz-Date must be in the ISO8601 Long Format \"yyyyMMdd'T'HHmmss'Z'\"",
    );
  const credential = credentialOf(field('x-amz-credential') ?? '');
  const refused = credentialRefusal(credential, date.slice(0, 8), scope, 'query');
  if (refused) return refused;
  const expected = await expectedStringSignature(field('policy') ?? '', scope, signingDate);
  return sameSignature(expected, (field('x-amz-signature') ?? '').toLowerCase())
    ? undefined
    : S3_REFUSALS.mismatch;
}

/** A condition of a policy document: a field equal to or starting with a value, or the file's size. */
type Condition =
  | {
      readonly kind: 'eq' | 'starts-with';
      readonly field: string;
      readonly shown: string;
      readonly value: string;
    }
  | { readonly kind: 'content-length-range'; readonly min: number; readonly max: number };

function conditionOf(raw: unknown): Condition | undefined {
  if (Array.isArray(raw)) {
    const [op, a, b] = raw as unknown[];
    const kind = typeof op === 'string' ? op.toLowerCase() : '';
    if (raw.length !== 3) return undefined;
    if (kind === 'content-length-range') {
      const [min, max] = [Number(a), Number(b)];
      return Number.isInteger(min) && Number.isInteger(max) && min >= 0 && min <= max
        ? { kind, min, max }
        : undefined;
    }
    if (
      (kind === 'eq' || kind === 'starts-with') &&
      typeof a === 'string' &&
      a.startsWith('$') &&
      typeof b === 'string'
    )
      return { kind, field: a.slice(1).toLowerCase(), shown: a, value: b };
    return undefined;
  }
  const entries = raw && typeof raw === 'object' ? Object.entries(raw) : [];
  const [name, value] = entries[0] ?? [];
  if (entries.length !== 1 || typeof name !== 'string' || typeof value !== 'string') return undefined;
  return { kind: 'eq', field: name.toLowerCase(), shown: `$${name}`, value };
}

/** The policy document's expiration and conditions, or why it cannot be read. */
function policyOf(encoded: string): { expiration: number; conditions: Condition[] } | S3Refusal {
  let document: { expiration?: unknown; conditions?: unknown };
  try {
    document = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as typeof document;
  } catch {
    return invalidPolicy('Invalid JSON.');
  }
  const expiration = typeof document?.expiration === 'string' ? Date.parse(document.expiration) : Number.NaN;
  if (Number.isNaN(expiration))
    return invalidPolicy(`Invalid 'expiration' value: '${String(document?.expiration)}'`);
  if (!Array.isArray(document.conditions))
    return invalidPolicy("Invalid 'conditions' value: must be a List.");
  const conditions = document.conditions.map(conditionOf);
  if (conditions.some((c) => c === undefined)) return invalidPolicy('Invalid Condition.');
  return { expiration, conditions: conditions as Condition[] };
}

/** Fields that need no condition: the policy, its signature, the file, and any x-ignore- field. */
const UNCONDITIONED = new Set(['policy', 'x-amz-signature', 'file']);

/**
 * Why the form does not meet its policy: expired, a condition not met (the bucket is the one the
 * request is for), a field no condition names, or a file outside the size range.
 */
function policyRefusal(form: PostForm, bucket: string, now: number): S3Refusal | undefined {
  const policy = policyOf(form.fields.get('policy')?.value ?? '');
  if ('status' in policy) return policy;
  if (policy.expiration <= now) return notAsPolicy('Policy expired.');
  const named = new Set<string>();
  for (const condition of policy.conditions) {
    if (condition.kind === 'content-length-range') continue;
    named.add(condition.field);
    const value = condition.field === 'bucket' ? bucket : (form.fields.get(condition.field)?.value ?? '');
    const met = condition.kind === 'eq' ? value === condition.value : value.startsWith(condition.value);
    if (!met) {
      const shown = [condition.kind, condition.shown, condition.value].map((part) => JSON.stringify(part));
      return notAsPolicy(`Policy Condition failed: [${shown.join(', ')}]`);
    }
  }
  const extra = [...form.fields.entries()]
    .filter(([lower]) => !named.has(lower) && !UNCONDITIONED.has(lower) && !lower.startsWith('x-ignore-'))
    .map(([, field]) => field.name);
  if (extra.length > 0) return notAsPolicy(`Extra input fields: ${extra.join(', ')}`);
  return sizeRefusal(policy.conditions, form.file?.size ?? 0);
}

function sizeRefusal(conditions: readonly Condition[], size: number): S3Refusal | undefined {
  for (const condition of conditions) {
    if (condition.kind !== 'content-length-range') continue;
    if (size > condition.max)
      return s3Refusal(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', {
        ProposedSize: String(size),
        MaxSizeAllowed: String(condition.max),
      });
    if (size < condition.min)
      return s3Refusal(
        400,
        'EntityTooSmall',
        'Your proposed upload is smaller than the minimum allowed size',
        {
          ProposedSize: String(size),
          MinSizeAllowed: String(condition.min),
        },
      );
  }
  return undefined;
}

/** The checked form as the emulator reads it: each field once, by its name in lower case, then the file. */
async function formForEmulator(form: PostForm, file: File): Promise<CheckedForm> {
  const data = new FormData();
  for (const [lower, field] of form.fields) data.append(lower, field.value);
  data.append('file', file, file.name);
  const written = new Response(data);
  return {
    body: Buffer.from(await written.arrayBuffer()),
    contentType: written.headers.get('content-type') ?? '',
  };
}

/**
 * The form to store, or why S3 would refuse it: posted to `bucket` with `contentType` (its
 * boundary), signed with the scope's key pair, within its policy.
 */
export async function admitPostForm(
  bucket: string,
  contentType: string,
  body: Buffer,
  scope: SigningScope,
  now = Date.now(),
): Promise<{ readonly refusal: S3Refusal } | { readonly form: CheckedForm }> {
  const form = await formOf(contentType, body);
  if (!form) return { refusal: malformedForm };
  const refusal = (await signatureRefusal(form, scope)) ?? policyRefusal(form, bucket, now);
  if (refusal || !form.file) return { refusal: refusal ?? malformedForm };
  return { form: await formForEmulator(form, form.file) };
}

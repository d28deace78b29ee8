import { randomUUID } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { beforeAll, describe, expect, it } from 'vitest';
import { DETAILED_UPLOAD_MAX_BYTES } from '#domain/constants';
import { s3 } from '#functions/lib/client-s3';
import { travelPolicyPdf } from '#scripts/samples/documents';
import { apiCall } from '../steps/api';
import { theLocalStack } from '../steps/local-stack';
import { type Created, manifest, type UploadForm } from '../steps/policies';
import {
  downloadLinkOf,
  expectDownloadUnchanged,
  expectStorageRefusal,
  givenAnOwnersDocument,
  type OwnersDocument,
  objectExists,
  objectUrl,
  stackStorageKeys,
  storageAnswer,
  storageClientWith,
} from '../steps/storage-requests';
import { givenASignedInUser } from '../steps/users';

/**
 * The local S3 emulator answers only what S3 would: requests signed (SigV4) with the key pair the
 * local stack makes at each start, presigned links within their time, and presigned upload forms
 * whose policy is signed, current and met by every field and the file. Anything else is refused
 * as S3 refuses it, and changes nothing: the owner's download serves the document that was checked.
 */
const { appUrl, env, urls } = theLocalStack();
const endpoint = env.S3_ENDPOINT ?? '';
const bucket = env.DOCUMENTS_BUCKET ?? '';
const NOT_CHECKED = Buffer.from('%PDF-1.4\n% not the document that was checked\n%%EOF\n');

describe('the S3 emulator, to anyone without the stack’s signature', () => {
  let doc: OwnersDocument;
  beforeAll(async () => {
    doc = await givenAnOwnersDocument(urls);
  });

  it("serves no one's document to an unsigned GET", async () => {
    const answer = await storageAnswer(await fetch(objectUrl(endpoint, bucket, doc.key)));
    expectStorageRefusal(answer, 403, 'AccessDenied', 'Access Denied');
    expect(answer.text).not.toContain('%PDF');
  });

  it("lists no one's keys, nor the buckets, to an unsigned LIST", async () => {
    for (const url of [`${endpoint}/${bucket}?list-type=2`, `${endpoint}/${bucket}`, `${endpoint}/`]) {
      const answer = await storageAnswer(await fetch(url));
      expectStorageRefusal(answer, 403, 'AccessDenied');
      expect(answer.text).not.toContain(doc.key.split('/')[1] ?? doc.key);
      expect(answer.text).not.toContain(bucket);
    }
  });

  it('replaces no checked document on an unsigned PUT: the owner still downloads what was checked', async () => {
    const res = await fetch(objectUrl(endpoint, bucket, doc.key), { method: 'PUT', body: NOT_CHECKED });
    expectStorageRefusal(await storageAnswer(res), 403, 'AccessDenied');
    await expectDownloadUnchanged(appUrl, doc);
  });

  it('deletes nothing on an unsigned DELETE', async () => {
    const res = await fetch(objectUrl(endpoint, bucket, doc.key), { method: 'DELETE' });
    expectStorageRefusal(await storageAnswer(res), 403, 'AccessDenied');
    await expectDownloadUnchanged(appUrl, doc);
  });

  it("refuses the emulator's well-known key pair, and the stack's key id with another secret", async () => {
    const cases = [
      [{ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, 'InvalidAccessKeyId'],
      [{ ...stackStorageKeys(env), secretAccessKey: 'not-the-secret-at-all' }, 'SignatureDoesNotMatch'],
    ] as const;
    for (const [credentials, code] of cases) {
      const client = storageClientWith(endpoint, credentials);
      try {
        for (const command of [
          new GetObjectCommand({ Bucket: bucket, Key: doc.key }),
          new ListObjectsV2Command({ Bucket: bucket }),
          new PutObjectCommand({ Bucket: bucket, Key: doc.key, Body: NOT_CHECKED }),
          new DeleteObjectCommand({ Bucket: bucket, Key: doc.key }),
        ]) {
          const failure = await client
            // biome-ignore lint/suspicious/noExplicitAny: each command of the list, sent as it is
            .send(command as any)
            .then(() => undefined)
            .catch((error: { name: string; $metadata?: { httpStatusCode?: number } }) => error);
          expect(failure?.$metadata?.httpStatusCode, command.constructor.name).toBe(403);
          expect(failure?.name, command.constructor.name).toBe(code);
        }
      } finally {
        client.destroy();
      }
    }
    await expectDownloadUnchanged(appUrl, doc);
  });

  it('refuses a signed PUT whose body was changed after it was signed', async () => {
    const key = `probe/${randomUUID()}`;
    const client = storageClientWith(endpoint, stackStorageKeys(env));
    type Args = { request: { body?: unknown } };
    const changeBody = (next: (args: Args) => Promise<unknown>) => async (args: Args) => {
      args.request.body = 'tampered';
      return next(args);
    };
    // Low priority at finalizeRequest: after the request is signed.
    client.middlewareStack.add(changeBody as never, {
      step: 'finalizeRequest',
      name: 'changeBodyAfterSigning',
      priority: 'low',
    });
    try {
      const failure = await client
        .send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'original' }))
        .then(() => undefined)
        .catch((error: { name: string; $metadata?: { httpStatusCode?: number } }) => error);
      expect(failure?.$metadata?.httpStatusCode).toBe(400);
      expect(failure?.name).toBe('XAmzContentSHA256Mismatch');
    } finally {
      client.destroy();
    }
    expect(await objectExists(bucket, key)).toBe(false);
  });

  it("answers the stack's own signed requests", async () => {
    const key = `probe/${randomUUID()}`;
    await s3().send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'kept' }));
    const read = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    expect(await read.Body?.transformToString()).toBe('kept');
    const listed = await s3().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: key }));
    expect(listed.Contents?.map((o) => o.Key)).toEqual([key]);
    await s3().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    expect(await objectExists(bucket, key)).toBe(false);
  });
});

describe('presigned download links', () => {
  let doc: OwnersDocument;
  beforeAll(async () => {
    doc = await givenAnOwnersDocument(urls);
  });

  it('serve the owner the document through the link the API gives', async () => {
    await expectDownloadUnchanged(appUrl, doc);
  });

  it('refuse a link whose signature or key was changed, and one past its time', async () => {
    const zeroed = new URL(await downloadLinkOf(appUrl, doc));
    zeroed.searchParams.set('X-Amz-Signature', '0'.repeat(64));
    const otherKey = new URL(await downloadLinkOf(appUrl, doc));
    otherKey.pathname = otherKey.pathname.replace(/[^/]+$/, 'another-file.pdf');
    for (const link of [zeroed, otherKey]) {
      expectStorageRefusal(await storageAnswer(await fetch(link)), 403, 'SignatureDoesNotMatch');
    }
    const expired = await getSignedUrl(s3(), new GetObjectCommand({ Bucket: bucket, Key: doc.key }), {
      expiresIn: 60,
      signingDate: new Date(Date.now() - 60 * 60_000),
    });
    expectStorageRefusal(
      await storageAnswer(await fetch(expired)),
      403,
      'AccessDenied',
      'Request has expired',
    );
  });
});

/** Posts a form's fields, then the file, as the browser does. */
function postForm(url: string, fields: Record<string, string>, file: Buffer): Promise<Response> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'schedule.pdf');
  return fetch(url, { method: 'POST', body });
}

/** An upload form as the API gives it, for a one-file policy of the user's. */
async function givenAnUploadForm(user: Parameters<typeof apiCall>[1]): Promise<UploadForm> {
  const create = await apiCall(
    appUrl,
    user,
    'POST',
    '/api/policies',
    manifest([{ name: 'schedule.pdf', bytes: travelPolicyPdf() }]),
  );
  expect(create.status).toBe(201);
  const form = ((await create.json()) as Created).uploads[0]?.form;
  if (!form) throw new Error('no upload form');
  return form;
}

/** The same form, signed with the stack's key pair, for a time that has passed. */
async function expiredFormLike(form: UploadForm): Promise<UploadForm> {
  return createPresignedPost(s3(), {
    Bucket: bucket,
    Key: form.fields.key ?? '',
    Conditions: [
      ['content-length-range', 1, DETAILED_UPLOAD_MAX_BYTES],
      ['eq', '$Content-Type', 'application/pdf'],
    ],
    Fields: { 'Content-Type': 'application/pdf' },
    Expires: -60,
  });
}

interface FormAttack {
  readonly fields: (form: UploadForm, victim: OwnersDocument) => Promise<Record<string, string>>;
  readonly file?: Buffer;
  readonly status: number;
  readonly code: string;
  readonly message: string | RegExp;
}

const PDF = travelPolicyPdf();
const FORM_ATTACKS: Record<string, FormAttack> = {
  'a file over its size limit': {
    fields: async (form) => form.fields,
    file: Buffer.concat([PDF, Buffer.alloc(DETAILED_UPLOAD_MAX_BYTES + 1 - PDF.length, 0x20)]),
    status: 400,
    code: 'EntityTooLarge',
    message: 'Your proposed upload exceeds the maximum allowed size',
  },
  "another key (the victim's checked document)": {
    fields: async (form, victim) => ({ ...form.fields, key: victim.key }),
    status: 403,
    code: 'AccessDenied',
    message: /^Invalid according to Policy: Policy Condition failed: \["eq", "\$key", "uploads\//,
  },
  'another content type': {
    fields: async (form) => ({ ...form.fields, 'Content-Type': 'text/html' }),
    status: 403,
    code: 'AccessDenied',
    message:
      /^Invalid according to Policy: Policy Condition failed: \["eq", "\$Content-Type", "application\/pdf"\]/,
  },
  'a zeroed signature': {
    fields: async (form) => ({ ...form.fields, 'X-Amz-Signature': '0'.repeat(64) }),
    status: 403,
    code: 'SignatureDoesNotMatch',
    message: /^The request signature we calculated does not match the signature you provided/,
  },
  'an expired policy': {
    fields: async (form) => (await expiredFormLike(form)).fields,
    status: 403,
    code: 'AccessDenied',
    message: 'Invalid according to Policy: Policy expired.',
  },
  'a field its policy does not name': {
    fields: async (form) => ({ ...form.fields, 'x-amz-meta-owner': 'someone else' }),
    status: 403,
    code: 'AccessDenied',
    message: 'Invalid according to Policy: Extra input fields: x-amz-meta-owner',
  },
  'no policy at all': {
    fields: async (form) => ({ key: form.fields.key ?? '', 'Content-Type': 'application/pdf' }),
    status: 403,
    code: 'AccessDenied',
    message: 'Access Denied',
  },
};

describe('presigned upload forms', () => {
  let victim: OwnersDocument;
  let form: UploadForm;
  beforeAll(async () => {
    victim = await givenAnOwnersDocument(urls);
    form = await givenAnUploadForm(await givenASignedInUser(urls));
  });

  it.each(Object.entries(FORM_ATTACKS))('refuse %s, and nothing is stored', async (_name, attack) => {
    const res = await postForm(form.url, await attack.fields(form, victim), attack.file ?? PDF);
    expectStorageRefusal(await storageAnswer(res), attack.status, attack.code, attack.message);
    expect(await objectExists(bucket, form.fields.key ?? '')).toBe(false);
    await expectDownloadUnchanged(appUrl, victim);
  });

  it("answer the browser's CORS preflight from the app, unsigned, as S3 does", async () => {
    const res = await fetch(form.url, {
      method: 'OPTIONS',
      headers: { origin: appUrl, 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('take the upload they were made for', async () => {
    const res = await postForm(form.url, form.fields, PDF);
    expect(res.status, await res.clone().text()).toBe(204);
    expect(await objectExists(bucket, form.fields.key ?? '')).toBe(true);
  });
});

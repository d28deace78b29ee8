import type { IncomingHttpHeaders } from 'node:http';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, describe, expect, it } from 'vitest';
import { admitS3Request, type S3Admission, type S3Request } from '#scripts/local/s3-gate';
import { s3Scope } from '#scripts/local/s3-refusals';

/**
 * The S3 emulator's gate on what the local stack's SDK clients and the browser send: presigned
 * links and POST forms checked as S3 checks them (the integration tier sends them over HTTP).
 */
const keys = { accessKeyId: 'AKIAEXAMPLEKEY000002', secretAccessKey: 'the-stack-s3-secret' };
const scope = s3Scope(keys, 'eu-west-2');
const endpoint = 'http://127.0.0.1:4569';
const client = new S3Client({ endpoint, region: 'eu-west-2', forcePathStyle: true, credentials: keys });
afterAll(() => client.destroy());

const HOST = { host: '127.0.0.1:4569' };

function admit(request: Partial<S3Request> & { url: string }, body = Buffer.alloc(0), now?: number) {
  const [, bucket, ...key] = request.url.split('?')[0]?.split('/') ?? [];
  return admitS3Request(
    { method: 'GET', headers: HOST, bucket, key: key.length ? key.join('/') : undefined, ...request },
    async () => body,
    scope,
    now,
  );
}

const codeOf = (admission: S3Admission) => ('refusal' in admission ? admission.refusal.code : 'admitted');

describe('presigned links', () => {
  async function link(expiresIn = 300) {
    const url = await getSignedUrl(
      client,
      new GetObjectCommand({ Bucket: 'docs', Key: 'policies/a b/c.pdf' }),
      {
        expiresIn,
      },
    );
    return url.slice(endpoint.length);
  }

  it('takes a link the stack signed, within its time', async () => {
    expect(codeOf(await admit({ url: await link() }))).toBe('admitted');
    expect(codeOf(await admit({ url: await link(60) }, undefined, Date.now() + 61_000))).toBe('AccessDenied');
  });

  it('refuses a link for more than a week, one also signed another way, and the old signature version', async () => {
    expect(
      codeOf(await admit({ url: (await link()).replace(/X-Amz-Expires=\d+/, 'X-Amz-Expires=604801') })),
    ).toBe('AuthorizationQueryParametersError');
    const both = await admit({
      url: await link(),
      headers: { ...HOST, authorization: 'AWS4-HMAC-SHA256 x' },
    });
    expect(codeOf(both)).toBe('InvalidArgument');
    expect(codeOf(await admit({ url: '/docs/a.pdf?AWSAccessKeyId=AKIA&Expires=1&Signature=x' }))).toBe(
      'InvalidRequest',
    );
  });

  it('refuses a link sent to another host, or carrying an x-amz- header it did not sign', async () => {
    const url = await link();
    expect(codeOf(await admit({ url, headers: { host: '127.0.0.1:9999' } }))).toBe('SignatureDoesNotMatch');
    expect(codeOf(await admit({ url, headers: { ...HOST, 'x-amz-meta-owner': 'x' } }))).toBe('AccessDenied');
  });
});

describe('presigned POST forms', () => {
  async function form(key: string, conditions: unknown[] = []) {
    return createPresignedPost(client, {
      Bucket: 'docs',
      Key: key,
      Conditions: [['content-length-range', 2, 100], ...(conditions as [])],
      Expires: 60,
    });
  }

  async function post(fields: [string, string][], file = Buffer.from('%PDF')) {
    const data = new FormData();
    for (const [name, value] of fields) data.append(name, value);
    data.append('file', new Blob([new Uint8Array(file)]), 'f.pdf');
    const sent = new Response(data);
    const headers: IncomingHttpHeaders = { ...HOST, 'content-type': sent.headers.get('content-type') ?? '' };
    return admit({ method: 'POST', url: '/docs', headers }, Buffer.from(await sent.arrayBuffer()));
  }

  it('takes a key within a starts-with condition, and no key outside it', async () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: S3's own placeholder for the file's name
    const { fields } = await form('uploads/u1/${filename}');
    const entries = (key: string) => Object.entries({ ...fields, key });
    expect(codeOf(await post(entries('uploads/u1/mine.pdf')))).toBe('admitted');
    expect(codeOf(await post(entries('policies/u2/theirs.pdf')))).toBe('AccessDenied');
  });

  it('refuses a file under the size range as S3 does', async () => {
    const { fields } = await form('uploads/u1/a.pdf');
    const refused = await post(Object.entries(fields), Buffer.from('%'));
    expect('refusal' in refused && refused.refusal).toMatchObject({ status: 400, code: 'EntityTooSmall' });
  });

  it('gives the emulator the form as checked: a key given twice is the first, the one the policy allowed', async () => {
    const { fields } = await form('uploads/u1/a.pdf');
    const admitted = await post([...Object.entries(fields), ['Key', 'policies/u2/theirs.pdf']]);
    if (!('form' in admitted) || !admitted.form) throw new Error(`refused: ${codeOf(admitted)}`);
    const read = await new Response(new Uint8Array(admitted.form.body), {
      headers: { 'content-type': admitted.form.contentType },
    }).formData();
    expect(read.getAll('key')).toEqual(['uploads/u1/a.pdf']);
    expect(read.getAll('Key')).toEqual([]);
    expect((read.get('file') as File).size).toBe(4);
  });
});

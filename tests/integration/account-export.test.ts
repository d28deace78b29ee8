import { PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { s3 } from '#functions/lib/client-s3';
import { config } from '#functions/lib/config';
import { sweepNow } from '#scripts/local/workers';
import { schedulePdf } from '../fixtures/pdfs';
import {
  downloadedArchive,
  givenAKeptPolicy,
  objectsUnder,
  pdfLikeBytes,
  sha256,
  whenTheyExport,
} from '../steps/account-export';
import { apiCall } from '../steps/api';
import { subOf } from '../steps/assessments';
import { expectReplyMatchesSchema } from '../steps/contract';
import { theLocalStack } from '../steps/local-stack';
import { givenAReadyTravelPolicy, uploadPolicy } from '../steps/policies';
import { deletionProof, givenASignedInUser } from '../steps/users';

const { appUrl, env, urls } = theLocalStack();
const MB = 1024 * 1024;

/** Runs the scheduled sweep now, on the stack's workers. */
const sweep = () => sweepNow(env.LAMBDA_ENDPOINT ?? '');

/** A zip under the user's exports, as an export cut short before it could remove its own leaves it. */
async function givenAnExportLeftBehind(sub: string): Promise<void> {
  await s3().send(
    new PutObjectCommand({
      Bucket: config().documentsBucket,
      Key: `exports/${sub}/01JLEFTBEHIND0000000000000/policylens-export.zip`,
      Body: pdfLikeBytes(1024),
    }),
  );
}

/** Everything in export.json as text, to look for what must not be there. */
const jsonText = (entries: Record<string, Uint8Array>) =>
  Buffer.from(entries['export.json'] ?? []).toString();

describe('account export', () => {
  it("is a zip of export.json and the user's PDFs, byte for byte, with nothing of another user's", async () => {
    const alice = await givenASignedInUser(urls);
    const bob = await givenASignedInUser(urls);
    const schedule = schedulePdf(4);
    const ipid = schedulePdf(2);
    const { complete } = await uploadPolicy(
      appUrl,
      alice,
      [
        { name: 'home-schedule.pdf', bytes: schedule },
        { name: 'home ipid.pdf', bytes: ipid },
      ],
      { name: 'Home cover 2025' },
    );
    expect(complete?.status).toBe(200);
    await givenAReadyTravelPolicy(appUrl, bob, "Bob's secret travel policy");

    const { response, link } = await whenTheyExport(appUrl, alice);
    await expectReplyMatchesSchema('export-me', response);
    expect(link?.fileName).toMatch(/^policylens-export-\d{4}-\d{2}-\d{2}\.zip$/);
    if (!link) return;
    const { entries, contentDisposition } = await downloadedArchive(link);
    expect(contentDisposition).toContain(`filename="${link.fileName}"`);
    expect(Object.keys(entries).sort()).toEqual([
      'export.json',
      'policies/Home cover 2025/home ipid.pdf',
      'policies/Home cover 2025/home-schedule.pdf',
    ]);
    expect(sha256(entries['policies/Home cover 2025/home-schedule.pdf'] ?? new Uint8Array())).toBe(
      sha256(schedule),
    );
    expect(sha256(entries['policies/Home cover 2025/home ipid.pdf'] ?? new Uint8Array())).toBe(sha256(ipid));

    const document = JSON.parse(jsonText(entries));
    expect(document.profile).toMatchObject({ email: alice.email, firstName: 'Alex' });
    expect(document.policies).toEqual([
      expect.objectContaining({
        name: 'Home cover 2025',
        insuranceType: 'Home & Property',
        status: 'ready',
        documents: [
          expect.objectContaining({
            name: 'home-schedule.pdf',
            type: 'Policy Schedule',
            fileInExport: 'policies/Home cover 2025/home-schedule.pdf',
          }),
          expect.objectContaining({ name: 'home ipid.pdf', type: 'IPID' }),
        ],
      }),
    ]);
    // No storage or table keys, no internal ids; and nothing of Bob's.
    const text = jsonText(entries);
    for (const internal of [
      '"PK"',
      '"SK"',
      'GSI1',
      'USER#',
      'uploads/',
      'text/',
      subOf(alice),
      '"id"',
      '"key"',
      'Key"',
      'policyId',
    ])
      expect(text).not.toContain(internal);
    expect(text).not.toContain("Bob's secret travel policy");
    expect(text).not.toContain(bob.email);
  });

  it('copies 10 policies of 10 MB documents well within the gateway’s 30 s', async () => {
    const user = await givenASignedInUser(urls);
    const sub = subOf(user);
    const kept = [];
    for (let n = 1; n <= 10; n++) {
      kept.push(
        ...(await givenAKeptPolicy(sub, `Policy ${n}`, [
          { name: 'policy-wording.pdf', bytes: pdfLikeBytes(10 * MB - 1024) },
          { name: 'schedule.pdf', bytes: pdfLikeBytes(3 * MB) },
          { name: 'ipid.pdf', bytes: pdfLikeBytes(2 * MB) },
        ])),
      );
    }
    const { response, link, ms } = await whenTheyExport(appUrl, user);
    expect(response.status).toBe(200);
    expect(ms).toBeLessThan(25_000);
    if (!link) return;
    const { entries } = await downloadedArchive(link);
    expect(Object.keys(entries)).toHaveLength(kept.length + 1);
    for (const document of kept) {
      const bytes = entries[`policies/${document.policyName}/${document.fileName}`];
      expect(bytes?.length, document.fileName).toBe(document.size);
      expect(sha256(bytes ?? new Uint8Array())).toBe(document.sha256);
    }
  }, 180_000);

  it('keeps the zip under the user’s own exports prefix, and deleting the account removes it', async () => {
    const user = await givenASignedInUser(urls);
    const sub = subOf(user);
    await givenAKeptPolicy(sub, 'Contents', [{ name: 'schedule.pdf', bytes: pdfLikeBytes(MB) }]);
    const { link } = await whenTheyExport(appUrl, user);
    expect(new URL(link?.url ?? 'http://x').pathname).toContain(`/exports/${sub}/`);
    expect(await objectsUnder(`exports/${sub}/`)).toBe(1);

    expect((await apiCall(appUrl, user, 'DELETE', '/api/me', deletionProof(user))).status).toBe(200);
    expect(await objectsUnder(`exports/${sub}/`)).toBe(0);
  });

  it('keeps nothing of a deleted account: its old token exports nothing, the sweep leaves no zip, and its link no longer downloads', async () => {
    const user = await givenASignedInUser(urls);
    const sub = subOf(user);
    await givenAKeptPolicy(sub, 'Contents', [{ name: 'schedule.pdf', bytes: pdfLikeBytes(MB) }]);
    const { link } = await whenTheyExport(appUrl, user);
    if (!link) throw new Error('the first export gave no link');

    expect((await apiCall(appUrl, user, 'DELETE', '/api/me', deletionProof(user))).status).toBe(200);
    const again = await whenTheyExport(appUrl, user);
    expect(again.response.status).toBe(401);
    expect(await objectsUnder(`exports/${sub}/`)).toBe(0);

    await givenAnExportLeftBehind(sub);
    await sweep();
    expect(await objectsUnder(`exports/${sub}/`)).toBe(0);
    expect((await fetch(link.url)).ok).toBe(false);
  });

  it('gives no link and keeps no zip when the account is deleted while its export is written', async () => {
    const user = await givenASignedInUser(urls);
    const sub = subOf(user);
    for (let n = 1; n <= 3; n++)
      await givenAKeptPolicy(sub, `Policy ${n}`, [
        { name: 'wording.pdf', bytes: pdfLikeBytes(10 * MB - 1024) },
      ]);

    const exporting = whenTheyExport(appUrl, user);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await apiCall(appUrl, user, 'DELETE', '/api/me', deletionProof(user))).status).toBe(200);
    const { response, link } = await exporting;
    // Done before the deletion began, its zip went with the account; after, it answers as for a closed account.
    if (link) expect((await fetch(link.url)).ok).toBe(false);
    else expect(response.status).toBe(401);
    expect(await objectsUnder(`exports/${sub}/`)).toBe(0);
  }, 120_000);
});

import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { keys } from '#functions/data/keys';
import { homePolicyPdf } from '#scripts/samples/documents';
import { accessibilityViolations, whenAnimationsHaveFinished } from '../steps/accessibility';
import { chromiumForTests, theRunningApp } from '../steps/browser-session';
import { coverageCard } from '../steps/coverage-pages';
import { givenACorpusPolicy, givenAReadyTravelPolicy, uploadPolicy } from '../steps/policies';
import { screenshotFor } from '../steps/screenshots';
import { decodeJwt } from '../steps/tokens';
import type { TestUser } from '../steps/users';

const { appUrl } = theRunningApp();

/** Puts a ready policy of the user's in another state, as the policy pipeline would leave it. */
async function givenThePolicyIs(user: TestUser, policyId: string, status: 'processing' | 'failed') {
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'eu-west-2',
      endpoint: inject('e2eDynamoDbEndpoint'),
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  await db.send(
    new UpdateCommand({
      TableName: 'policylens-local',
      Key: keys.policy(String(decodeJwt(user.accessToken).sub), policyId),
      UpdateExpression: 'SET #s = :s, uploadExpiresAt = :until',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':s': status, ':until': Date.now() + 3_600_000 },
    }),
  );
}

describe('comparing policies in Chromium', () => {
  const chromium = chromiumForTests();
  let page: Page;
  let problems: string[];

  it('sets two insurers’ home policies side by side with their terms cited, differences marked, and prints it', async () => {
    const signedIn = await chromium.signedInPage({ attributes: { country: 'GB' } });
    ({ page, problems } = signedIn);
    await givenACorpusPolicy(appUrl, signedIn.user, 'arkel-amtrust-uk-adapt-home-ipid.pdf', {
      name: 'Adapt home',
    });
    await givenACorpusPolicy(appUrl, signedIn.user, 'prestige-uk-coverall-home-ipid.pdf', {
      name: 'Coverall home',
    });
    await givenAReadyTravelPolicy(appUrl, signedIn.user, 'Annual travel');
    await page.goto(`${appUrl}/item-coverage`);
    const home = coverageCard(page, 'Home Insurance');
    const choice = home.getByRole('group', { name: 'Policies to compare' });
    await choice.waitFor();
    expect(await choice.getByRole('checkbox', { checked: true }).count()).toBe(2);

    await home.getByRole('button', { name: 'Compare policies' }).click();
    const table = home.getByRole('table', { name: "Your policies' cover for your home, side by side" });
    await table.waitFor({ timeout: 30_000 });
    expect(await table.getByRole('columnheader').count()).toBe(3);
    const row = (label: string) =>
      table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${label}`) }) });
    for (const label of [
      'Plan held',
      'Sum insured',
      'Excess',
      'Waiting period',
      'Time to report a claim',
      'Items left unattended',
      'Where you are covered',
    ])
      expect(await row(label).count(), label).toBe(1);

    // One insurer states a £100 excess on page 2 of its IPID, the other none: a difference, marked.
    const excess = row('Excess');
    expect(await excess.getByText('£100', { exact: true }).count()).toBe(1);
    expect(await excess.getByText('Not stated').count()).toBe(1);
    expect(await excess.getByText('Differs').count()).toBe(1);
    // Both cover a home in the United Kingdom, but one takes in the Isle of Man and the other
    // excludes it: a difference, marked.
    const area = row('Where you are covered');
    expect(await area.getByText('United Kingdom and Isle of Man', { exact: true }).count()).toBe(1);
    expect(await area.getByText('United Kingdom, excluding Isle of Man', { exact: true }).count()).toBe(1);
    expect(await area.getByText('Differs').count()).toBe(1);

    await screenshotFor('compare-policies', page, home.locator('.coverage-compare'));

    // Each term opens the page it is read from.
    await excess.getByRole('button', { name: /^from page 2/ }).click();
    const viewer = page.getByRole('dialog', {
      name: /^Excess, .*: page 2 of arkel-amtrust-uk-adapt-home-ipid\.pdf$/,
    });
    await viewer.waitFor();
    expect(await viewer.locator('blockquote').textContent()).toMatch(/excess/i);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    // What it finds, in plain words: overlaps, gaps, or that the documents state no figures.
    const findings = await home
      .getByRole('status')
      .filter({ has: page.getByRole('listitem') })
      .getByRole('listitem')
      .allTextContents();
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.join(' ')).toMatch(
      /more than one of these policies|No overlaps|states a limit|A gap|says whether it covers/,
    );

    // Printed, the comparison stands alone.
    await home.getByRole('button', { name: 'Print comparison' }).click();
    await page.emulateMedia({ media: 'print' });
    await page.evaluate(() => document.documentElement.setAttribute('data-printing', 'comparison'));
    expect(await page.getByRole('heading', { name: 'Item Coverage', level: 1 }).isVisible()).toBe(false);
    // The card around it is hidden, so the table is found by its class rather than its role.
    expect(await page.locator('.coverage-compare__table').isVisible()).toBe(true);
    await page.evaluate(() => document.documentElement.removeAttribute('data-printing'));
    await page.emulateMedia({ media: 'screen' });

    // All my policies: the travel policy joins.
    await choice.getByRole('button', { name: 'All my policies' }).click();
    expect(await choice.getByRole('checkbox', { checked: true }).count()).toBe(3);
    await home.getByRole('button', { name: 'Compare again' }).click();
    await expect.poll(() => table.getByRole('columnheader').count(), { timeout: 30_000 }).toBe(4);

    await whenAnimationsHaveFinished(page);
    expect(await accessibilityViolations(page, 'comparison')).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('names the policies it leaves out, with why, and then speaks only of those compared', async () => {
    const signedIn = await chromium.signedInPage({ attributes: { country: 'GB' } });
    ({ page, problems } = signedIn);
    await givenAReadyTravelPolicy(appUrl, signedIn.user, 'Annual travel');
    await givenAReadyTravelPolicy(appUrl, signedIn.user, 'Bank account travel cover');
    const refused = await givenAReadyTravelPolicy(appUrl, signedIn.user, 'Refused travel');
    await givenThePolicyIs(signedIn.user, refused.policy.id, 'failed');
    const { created: home } = await uploadPolicy(
      appUrl,
      signedIn.user,
      [{ name: 'home-schedule.pdf', bytes: homePolicyPdf() }],
      { name: 'Home being read', insuranceTypeId: 'home', startDate: '2025-01-15', endDate: '2026-01-14' },
    );
    await givenThePolicyIs(signedIn.user, home?.policy.id ?? '', 'processing');

    await page.goto(`${appUrl}/item-coverage`);
    const travel = coverageCard(page, 'Travel Insurance');
    const choice = travel.getByRole('group', { name: 'Policies to compare' });
    await choice.waitFor();
    // Only the policies that can be compared are offered; the others are listed with why.
    expect(await choice.getByRole('checkbox', { checked: true }).count()).toBe(2);
    expect(await choice.getByRole('checkbox').count()).toBe(2);
    await choice.getByText('Refused travel: its documents could not be read').waitFor();
    await choice.getByText('Home being read: its documents are still being read').waitFor();

    await travel.getByRole('button', { name: 'Compare policies' }).click();
    const table = travel.getByRole('table', { name: "Your policies' cover for your travel, side by side" });
    await table.waitFor({ timeout: 30_000 });
    const findings = await travel
      .getByRole('status')
      .filter({ has: page.getByRole('listitem') })
      .getByRole('listitem')
      .allTextContents();
    expect(findings[0]).toBe(
      'Left out of this comparison: Refused travel (its documents could not be read) and Home being read (its documents are still being read). What they cover is not known here, and nothing below counts them.',
    );
    // Nothing said of "these policies" as though every policy the user has were in it.
    expect(findings.join(' ')).not.toMatch(/these policies|No overlaps:/);
    expect(findings.join(' ')).toMatch(
      /^.*Covered by more than one of the policies compared: .*lost baggage/,
    );
    expect(problems).toEqual([]);
  });
});

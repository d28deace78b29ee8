import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { ANALYSIS_ALLOWANCES } from '#domain/analysis-limits';
import { rateWindowToItem, windowAt } from '#functions/data/rate-limit';
import { accessibilityViolations, whenAnimationsHaveFinished } from '../steps/accessibility';
import { subOf } from '../steps/assessments';
import { besides, chromiumForTests, theRunningApp } from '../steps/browser-session';
import { givenAReadyTravelPolicy } from '../steps/policies';
import type { TestUser } from '../steps/users';

const { appUrl } = theRunningApp();
const TRAVEL_POLICY = 'Wayfarer annual multi-trip';

/** The running app's hour of claim assessments used up, as 30 claims would leave it. */
async function givenNoClaimsLeft(user: TestUser): Promise<void> {
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'eu-west-2',
      endpoint: inject('e2eDynamoDbEndpoint'),
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  const window = windowAt(`analysis-claims#${subOf(user)}`, Math.floor(Date.now() / 1000), 3600);
  const hits = ANALYSIS_ALLOWANCES.claims.perHour;
  await db.send(
    new PutCommand({ TableName: 'policylens-local', Item: rateWindowToItem({ ...window, hits }) }),
  );
}

describe('an hourly limit in Chromium', () => {
  const chromium = chromiumForTests();

  it('says when to try again beside the form, and keeps saying it until dismissed', async () => {
    const { page, problems, user } = await chromium.signedInPage({ attributes: { country: 'GB' } });
    await givenAReadyTravelPolicy(appUrl, user, TRAVEL_POLICY);
    await givenNoClaimsLeft(user);
    await page.goto(`${appUrl}/assess-claim`);
    await page.getByRole('heading', { name: 'Assess a Claim', level: 1 }).waitFor();
    await page.getByLabel('Policy', { exact: true }).selectOption({ label: `${TRAVEL_POLICY} (Travel)` });
    await page.getByLabel('Incident date and time').fill('2025-06-10T10:00');
    await page.getByLabel('Report date and time').fill('2025-06-10T14:00');
    await page.getByLabel('Location').fill('Barcelona, Spain');
    await page.getByLabel('Estimated value').fill('800');
    await page.getByLabel('Description').fill('My suitcase was stolen from the hotel lobby.');
    await page.getByRole('button', { name: 'Assess claim' }).click();

    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'You have reached the limit of 30 claim assessments an hour.' });
    await notice.waitFor();
    // The time to try again, in the browser's own time: the next hour, when the window ends.
    const next = new Date(Math.ceil((Date.now() + 1000) / 3_600_000) * 3_600_000);
    const time = next.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false });
    expect(await notice.textContent()).toContain(`Try again at ${time}.`);
    await whenAnimationsHaveFinished(page);
    expect(await accessibilityViolations(page, 'hourly limit notice')).toEqual([]);
    // Longer than any toast stays: still there.
    await page.waitForTimeout(6_000);
    expect(await notice.isVisible()).toBe(true);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(besides(problems, 429)).toEqual([]);
  });
});

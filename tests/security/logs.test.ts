import { readFileSync, statSync } from 'node:fs';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { writePdf } from '#scripts/pdf/write-pdf';
import { apiCall } from '../steps/api';
import { untilSettled } from '../steps/assessments';
import { theLocalStack } from '../steps/local-stack';
import { givenAReadyTravelPolicy } from '../steps/policies';
import { cognitoClient, givenASignedInUser } from '../steps/users';

/**
 * What the handlers log while a user uploads a policy, has a claim assessed and fails to log in:
 * ids, counts and outcomes, never the documents' words, the user's e-mail address or a token.
 */
const { appUrl, urls } = theLocalStack();
const handlerLog = inject('handlerLog');

const DOCUMENT_WORDS = 'Quokka Mutual special marmalade clause';
const CLAIM_WORDS = 'my heirloom zither was stolen from the tram';

function wording(): Buffer {
  return writePdf([
    {
      lines: [
        'Travel Insurance Policy Schedule',
        'Insurer: Quokka Mutual Insurance plc',
        'Period of insurance: 15/01/2025 to 14/01/2026',
        'Lost, stolen or damaged baggage: up to £1,500',
        `${DOCUMENT_WORDS}: we cover theft of baggage reported to the police within 24 hours.`,
      ],
    },
  ]);
}

const size = () => {
  try {
    return statSync(handlerLog).size;
  } catch {
    return 0;
  }
};

describe('what the handlers log', () => {
  it('keeps document text, e-mail addresses and tokens out of the logs', async () => {
    const from = size();
    const user = await givenASignedInUser(urls);
    const created = await givenAReadyTravelPolicy(appUrl, user, 'Trip cover', {
      name: 'schedule.pdf',
      bytes: wording(),
    });
    const accepted = await apiCall(appUrl, user, 'POST', '/api/assessments', {
      policyId: created.policy.id,
      incidentDateTime: '2025-06-01T10:00:00.000Z',
      reportDateTime: '2025-06-01T12:00:00.000Z',
      claimStatus: 'new',
      itemPurchaseStatus: 'used',
      itemPurchaseEvidence: 'yes',
      location: 'Lisbon, Portugal',
      estimatedValue: 900,
      description: `${CLAIM_WORDS}. I reported it to the police the same day.`,
    });
    expect(accepted.status).toBe(202);
    await untilSettled(appUrl, user, ((await accepted.json()) as { id: string }).id);
    await expect(
      cognitoClient(appUrl).send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: urls.userPoolClientId,
          AuthParameters: { USERNAME: user.email, PASSWORD: 'not-the-password' },
        }),
      ),
    ).rejects.toThrow();
    // A request the API refuses is logged too, without what it carried.
    await apiCall(appUrl, { ...user, accessToken: `${user.accessToken}x` }, 'GET', '/api/policies');

    const logged = readFileSync(handlerLog, 'utf8').slice(from);
    const lines = logged.split('\n').filter(Boolean);
    // The flow was logged (so the checks below can fail), as JSON lines.
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    const text = logged.toLowerCase();
    for (const secret of [
      user.email,
      user.accessToken,
      user.idToken,
      user.refreshToken,
      user.password,
      DOCUMENT_WORDS,
      'quokka',
      CLAIM_WORDS,
      'zither',
    ])
      expect(text, secret.slice(0, 24)).not.toContain(secret.toLowerCase());
    // No fragment of a token either (their signatures are long base64url runs).
    expect(logged).not.toMatch(/eyJ[\w-]{20,}/);
  });
});

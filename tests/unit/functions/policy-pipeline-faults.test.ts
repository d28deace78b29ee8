import { describe, expect, it } from 'vitest';
import { dynamoClient } from '#functions/lib/client-dynamodb';
import { s3 } from '#functions/lib/client-s3';
import { isPassingFailure } from '#functions/lib/errors';
import { extractUpload } from '#functions/policies/extraction';
import { answerWith, slowDown } from '#tests/steps/faults';
import { givenServicesStandingIn } from '#tests/steps/services-standing-in';

/** The table and storage stand in through the clients' middleware stacks; nothing is sent. */
const heals = givenServicesStandingIn();

describe('failures worth trying again', () => {
  it('include storage asking to slow down and any overloaded or failing service, not a refusal', () => {
    expect(isPassingFailure(slowDown())).toBe(true);
    const answered = (status: number) =>
      Object.assign(new Error('x'), { name: 'SomeError', $metadata: { httpStatusCode: status } });
    expect([429, 500, 502, 503, 504].map((status) => isPassingFailure(answered(status)))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([400, 403, 404].map((status) => isPassingFailure(answered(status)))).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('the extraction worker', () => {
  it('removes what is left of a policy deleted while its file was read', async () => {
    const listed: string[] = [];
    heals.push(
      answerWith(dynamoClient(), (c) => c.startsWith('GetItem'), {}),
      answerWith(
        s3(),
        (c, input) => c.startsWith('ListObjects') && Boolean(listed.push(String(input.Prefix))),
        {
          Contents: [],
        },
      ),
    );
    await extractUpload('uploads/user-1/policy-1/file-1-schedule.pdf');
    expect(listed).toEqual([
      'uploads/user-1/policy-1/',
      'policies/user-1/policy-1/',
      'text/user-1/policy-1/',
    ]);
  });

  it('leaves the files of a policy that is still there', async () => {
    const listed: string[] = [];
    const policy = { PK: 'USER#user-1', SK: 'POLICY#policy-1', id: 'policy-1', status: 'ready', files: [] };
    heals.push(
      answerWith(dynamoClient(), (c) => c.startsWith('GetItem'), { Item: policy }),
      answerWith(
        s3(),
        (c, input) => c.startsWith('ListObjects') && Boolean(listed.push(String(input.Prefix))),
        {
          Contents: [],
        },
      ),
    );
    await extractUpload('uploads/user-1/policy-1/file-1-schedule.pdf');
    expect(listed).toEqual([]);
  });
});

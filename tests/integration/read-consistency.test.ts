import { describe, expect, it } from 'vitest';
import { handler as listAssessments } from '#functions/handlers/assessments/list-assessments';
import { handler as listCoverage } from '#functions/handlers/coverage/list-coverage';
import { handler as createPolicy } from '#functions/handlers/policies/create-policy';
import { handler as listPolicies } from '#functions/handlers/policies/list-policies';
import { dynamoClient } from '#functions/lib/client-dynamodb';
import { travelPolicyPdf } from '#scripts/samples/documents';
import { callRoute } from '../steps/direct-call';
import { theLocalStack } from '../steps/local-stack';
import { manifest } from '../steps/policies';
import { givenASignedInUser } from '../steps/users';

/**
 * Strongly consistent reads cost twice as much in DynamoDB; they are kept where a user could tell a
 * read a moment old (counting slots before taking one) and dropped from lists.
 */
const { urls } = theLocalStack();

/** A client's middleware stack, as far as watching the commands it sends needs. */
interface WatchableStack {
  // biome-ignore lint/suspicious/noExplicitAny: every SDK client's stack takes the same middleware.
  add(middleware: any, options: { step: 'initialize'; name: string }): void;
  remove(name: string): boolean;
}

/** The ConsistentRead flag of every Query the route sends, seen in the DynamoDB client's middleware stack. */
async function queriesOf(run: () => Promise<{ status: number }>): Promise<(boolean | undefined)[]> {
  const seen: (boolean | undefined)[] = [];
  const name = 'watch-queries';
  const stack: WatchableStack = dynamoClient().middlewareStack;
  stack.add(
    (next: (args: unknown) => Promise<unknown>, context: { commandName?: string }) =>
      async (args: { input: { ConsistentRead?: boolean } }) => {
        if (context.commandName === 'QueryCommand') seen.push(args.input.ConsistentRead);
        return next(args);
      },
    { step: 'initialize', name },
  );
  try {
    expect((await run()).status).toBeLessThan(300);
  } finally {
    stack.remove(name);
  }
  return seen;
}

describe('read consistency', () => {
  it('lists of policies, claims and running calculations are read eventually consistent', async () => {
    const user = await givenASignedInUser(urls);
    for (const [route, path] of [
      [listPolicies, '/api/policies'],
      [listAssessments, '/api/assessments'],
      [listCoverage, '/api/coverage'],
    ] as const) {
      const flags = await queriesOf(() => callRoute(route, user, 'GET', path));
      expect(flags.length, path).toBeGreaterThan(0);
      expect(
        flags.every((flag) => flag !== true),
        path,
      ).toBe(true);
    }
  });

  it('creating a policy counts the slots taken with a strongly consistent read', async () => {
    const user = await givenASignedInUser(urls);
    const body = manifest([{ name: 'schedule.pdf', bytes: travelPolicyPdf() }]);
    const flags = await queriesOf(() => callRoute(createPolicy, user, 'POST', '/api/policies', body));
    expect(flags).toContain(true);
  });
});

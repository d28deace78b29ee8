import {
  ConverseCommand,
  type ConverseCommandInput,
  type ConverseCommandOutput,
} from '@aws-sdk/client-bedrock-runtime';
import type { z } from 'zod';
import { BusyError } from '#functions/lib/errors';
import { logger } from '#functions/lib/logger';

/**
 * One call to a model on Amazon Bedrock (Converse API) with this adapter's retry policy:
 * throttling is retried with exponential backoff; when the service stays busy the caller gets a
 * BusyError (HTTP 529 with the spec's high-volume message). The answer is read from the one tool
 * the model was made to call.
 */

/** The part of the Bedrock client this adapter uses, so tests can stand in for the service. */
export interface ConverseClient {
  send(command: ConverseCommand): Promise<ConverseCommandOutput>;
}

export interface RetryPolicy {
  readonly modelId: string;
  /** Calls to the model per question, the first included, before giving up as busy. */
  readonly maxAttempts: number;
  /** Wait before the first retry; each further retry waits twice as long. */
  readonly baseDelayMs: number;
  readonly sleep: (ms: number) => Promise<void>;
}

/** The model's answer could not be used: no tool call, or input that does not fit the schema. */
export class ModelOutputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelOutputError';
  }
}

const RETRYABLE_NAMES = new Set([
  'ThrottlingException',
  'ServiceUnavailableException',
  'ModelNotReadyException',
]);
const RETRYABLE_STATUS = new Set([429, 503]);

function isRetryable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: unknown } };
  if (typeof name === 'string' && RETRYABLE_NAMES.has(name)) return true;
  const status = $metadata?.httpStatusCode;
  return typeof status === 'number' && RETRYABLE_STATUS.has(status);
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function tokensOf(response: ConverseCommandOutput): number {
  const usage = response.usage;
  if (!usage) return 0;
  return usage.totalTokens ?? (usage.inputTokens ?? 0) + (usage.outputTokens ?? 0);
}

export async function converse(
  client: ConverseClient,
  policy: RetryPolicy,
  input: ConverseCommandInput,
  tool: string,
): Promise<ConverseCommandOutput> {
  const { modelId } = policy;
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await client.send(new ConverseCommand(input));
      logger.info('Model answered', { modelId, tool, attempt, tokensUsed: tokensOf(response) });
      return response;
    } catch (error) {
      if (!isRetryable(error)) throw error;
      const name = (error as { name?: string }).name;
      if (attempt >= policy.maxAttempts) {
        logger.warn('Model busy, giving up', { modelId, tool, attempts: attempt, error: name });
        throw new BusyError();
      }
      logger.warn('Model busy, retrying', { modelId, tool, attempt, error: name });
      await policy.sleep(policy.baseDelayMs * 2 ** (attempt - 1));
    }
  }
}

/** The input of the named tool call, checked against its schema. */
export function toolAnswer<S extends z.ZodTypeAny>(
  response: ConverseCommandOutput,
  tool: string,
  schema: S,
): z.infer<S> {
  const block = response.output?.message?.content?.find((b) => b.toolUse?.name === tool);
  if (!block?.toolUse) throw new ModelOutputError(`The model answered without calling ${tool}`);
  return parseAnswer(schema, block.toolUse.input, tool);
}

export function parseAnswer<S extends z.ZodTypeAny>(schema: S, input: unknown, tool: string): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(input)'}: ${i.message}`)
    .join('; ');
  throw new ModelOutputError(`The model's ${tool} answer does not match its schema (${problems})`);
}

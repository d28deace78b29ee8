import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { once, REQUEST_TIMEOUTS_MS, transport } from './clients';
import { config } from './config';

/** Bedrock, with the SDK's own retries off: the analyser retries with its own backoff. */
export const bedrock = once(
  () => new BedrockRuntimeClient({ region: config().region, ...transport(REQUEST_TIMEOUTS_MS.bedrock, 1) }),
);

import { LambdaClient } from '@aws-sdk/client-lambda';
import { localCredentials, once, REQUEST_TIMEOUTS_MS, transport } from './clients';
import { config } from './config';

/** Lambda, for starting background work with an asynchronous invoke. */
export const lambda = once(() => {
  const c = config();
  return new LambdaClient({
    region: c.region,
    endpoint: c.endpoints.lambda,
    ...transport(REQUEST_TIMEOUTS_MS.lambda),
    ...localCredentials(),
  });
});

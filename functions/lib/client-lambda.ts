import { LambdaClient } from '@aws-sdk/client-lambda';
import { clientSettings, once } from './clients';

/** Lambda, for starting background work with an asynchronous invoke. */
export const lambda = once(() => new LambdaClient(clientSettings('lambda')));

import { SQSClient } from '@aws-sdk/client-sqs';
import { clientSettings, once } from './clients';

/** SQS, for handing work on to a queue of its own (the scans the OCR worker reads). */
export const sqs = once(() => new SQSClient(clientSettings('sqs')));

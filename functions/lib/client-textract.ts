import { TextractClient } from '@aws-sdk/client-textract';
import { once, REQUEST_TIMEOUTS_MS, transport } from './clients';
import { config } from './config';

/** Textract, which reads scanned documents in AWS (starting a job and polling it are quick calls). */
export const textract = once(
  () => new TextractClient({ region: config().region, ...transport(REQUEST_TIMEOUTS_MS.textract) }),
);

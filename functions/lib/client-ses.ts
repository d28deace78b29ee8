import { SESv2Client } from '@aws-sdk/client-sesv2';
import { localCredentials, once, REQUEST_TIMEOUTS_MS, transport } from './clients';
import { config } from './config';

export const ses = once(() => {
  const c = config();
  return new SESv2Client({
    region: c.region,
    endpoint: c.endpoints.ses,
    ...transport(REQUEST_TIMEOUTS_MS.ses),
    ...localCredentials(),
  });
});

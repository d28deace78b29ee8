import { SESv2Client } from '@aws-sdk/client-sesv2';
import { clientSettings, once } from './clients';

export const ses = once(() => new SESv2Client(clientSettings('ses')));

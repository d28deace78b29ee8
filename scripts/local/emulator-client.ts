import { REQUEST_TIMEOUTS_MS, transport } from '#functions/lib/clients';

/**
 * A key pair for the emulators that check no signature (DynamoDB Local, the mailbox); the S3
 * emulator and the user pool's administrator calls take only the stack's own key pairs.
 */
const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

/**
 * What an AWS SDK client of a local emulator is built with: the service's time limits (as in
 * AWS), the emulator's address, the local region and a key pair the emulator accepts.
 */
export function emulatorClientSettings(
  service: keyof typeof REQUEST_TIMEOUTS_MS,
  endpoint: string,
  credentials = LOCAL_CREDENTIALS,
) {
  return { ...transport(REQUEST_TIMEOUTS_MS[service]), endpoint, region: 'eu-west-2', credentials };
}

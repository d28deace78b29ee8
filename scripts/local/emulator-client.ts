import { REQUEST_TIMEOUTS_MS, transport } from '#functions/lib/clients';

/** The key pair every emulator but S3's accepts. */
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

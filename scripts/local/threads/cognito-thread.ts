import { type CognitoOptions, startCognito } from '../cognito';
import { serveInThread } from './service-thread';

/** The Cognito emulator, with our trigger handlers running beside it as Lambda would run them. */
await serveInThread(async (options: Omit<CognitoOptions, 'triggers'>) => {
  const cognito = await startCognito({
    ...options,
    triggers: {
      customMessage: async () => (await import('#functions/handlers/auth/custom-message')).handler,
      preSignUp: async () => (await import('#functions/handlers/auth/pre-sign-up')).handler,
      postConfirmation: async () => (await import('#functions/handlers/auth/post-confirmation')).handler,
    },
  });
  return {
    ready: { endpoint: cognito.endpoint, extraTargets: Object.keys(cognito.extraTargets) },
    methods: cognito.extraTargets,
    stop: cognito.stop,
  };
});

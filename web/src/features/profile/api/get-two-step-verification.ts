import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchAuthSession, fetchMFAPreference } from 'aws-amplify/auth';
import { isAuthenticatorOn, signsInWithProvider } from '../two-step-verification';

export interface TwoStepVerification {
  /** False for people who sign in with Google or Facebook: the user pool's second step is not theirs. */
  readonly available: boolean;
  /** Whether a code from an authenticator app is asked for after the password. */
  readonly on: boolean;
}

/** The user pool's GetUser, through the auth library: which second steps the person has on. */
export async function getTwoStepVerification(): Promise<TwoStepVerification> {
  const session = await fetchAuthSession();
  if (signsInWithProvider(session.tokens?.idToken?.payload)) return { available: false, on: false };
  return { available: true, on: isAuthenticatorOn(await fetchMFAPreference()) };
}

export const twoStepVerificationQueryKey = ['two-step-verification'] as const;

export function twoStepVerificationQueryOptions() {
  return queryOptions({ queryKey: twoStepVerificationQueryKey, queryFn: getTwoStepVerification });
}

export function useTwoStepVerification() {
  return useQuery(twoStepVerificationQueryOptions());
}

/** A change to the person's second step; the card reads the state again once it is made. */
export function useTwoStepVerificationChange<Input = void>(change: (input: Input) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoStepVerificationQueryKey }),
  });
}

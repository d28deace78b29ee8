/** A user-pool call the emulator lacks, answered in-process: JSON body in, JSON result out. */
export type ExtraTarget = (body: Record<string, unknown>) => Promise<Record<string, unknown>>;

/** Thrown by an extra target with the error type Cognito would answer. */
export class CognitoTargetError extends Error {
  constructor(
    readonly errorType: string,
    message: string,
  ) {
    super(message);
  }
}

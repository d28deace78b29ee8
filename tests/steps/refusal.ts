/** The message the work was refused with (an error of this kind); if it was not refused, the test fails. */
export async function refusalOf(
  work: Promise<unknown>,
  kind: abstract new (...args: never[]) => Error = Error,
): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof kind) return error.message;
    throw error;
  }
  throw new Error('accepted, not refused');
}

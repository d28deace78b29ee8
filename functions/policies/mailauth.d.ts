/**
 * mailauth's DKIM verifier on its own: the module that reads a mail's header for authenticate(),
 * without the BIMI, ARC and MTA-STS code (and their HTTP client) the package's index brings in.
 */
declare module 'mailauth/lib/dkim/verify.js' {
  export const dkimVerify: typeof import('mailauth').dkimVerify;
}

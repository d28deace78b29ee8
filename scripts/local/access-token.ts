import { createRequire } from 'node:module';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { AppClient } from 'cognito-local/lib/services/appClient';
import type { Context } from 'cognito-local/lib/services/context';
import type { User, UserPoolService } from 'cognito-local/lib/services/userPoolService';
import { CognitoTargetError } from './cognito-targets';

/**
 * The user an access token is for, checked as Cognito checks it for the user's own calls
 * (signature, issuer, expiry, use and scope): the emulator only decodes tokens, so the calls the
 * relay answers itself check them here.
 */
const require = createRequire(import.meta.url);

export interface SignedInUser {
  readonly user: User;
  readonly pool: UserPoolService;
  readonly clientId: string;
}

export interface AccessTokenOptions {
  readonly ctx: Context;
  readonly cognito: {
    getUserPoolForClientId(ctx: Context, clientId: string): Promise<UserPoolService>;
    getAppClient(ctx: Context, clientId: string): Promise<AppClient | null>;
  };
  /** The `iss` of the access tokens the emulator signs for a pool. */
  readonly issuer: (userPoolId: string) => string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const notAuthorized = () => new CognitoTargetError('NotAuthorizedException', 'Invalid Access Token');
const revoked = () => new CognitoTargetError('NotAuthorizedException', 'Access Token has been revoked');

/**
 * A global sign-out's mark on the emulator's user: tokens issued before this second (epoch
 * seconds, a token's `iat`) are revoked. Kept on the user the emulator stores, so it lasts.
 */
export interface SignOutMark {
  readonly SignedOutBefore?: number;
}

export function signedOutBefore(user: User): number {
  return Number((user as User & SignOutMark).SignedOutBefore ?? 0);
}

function accessTokenVerifier(issuer: string, jwk: Record<string, string>) {
  const verifier = JwtRsaVerifier.create({
    issuer,
    audience: null,
    customJwtCheck: ({ payload }) => {
      if (payload.token_use !== 'access') throw new Error('not an access token');
      if (
        !String(payload.scope ?? '')
          .split(' ')
          .includes('aws.cognito.signin.user.admin')
      )
        throw new Error('no scope for the user pool API');
    },
  });
  // The emulator signs with one key that never rotates.
  verifier.cacheJwks({ keys: [jwk] } as unknown as Parameters<typeof verifier.cacheJwks>[0]);
  return verifier;
}

function clientIdOf(token: string): string {
  try {
    return text(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).client_id);
  } catch {
    throw notAuthorized();
  }
}

/** Resolves access tokens to their users; keeps one verifier per pool. */
export function signedInUsers(options: AccessTokenOptions): (accessToken: unknown) => Promise<SignedInUser> {
  const { ctx, cognito } = options;
  const jwk = (require('cognito-local/lib/keys/cognitoLocal.public.json') as { jwk: Record<string, string> })
    .jwk;
  const verifiers = new Map<string, ReturnType<typeof accessTokenVerifier>>();
  const verifierFor = (userPoolId: string) => {
    const verifier = verifiers.get(userPoolId) ?? accessTokenVerifier(options.issuer(userPoolId), jwk);
    verifiers.set(userPoolId, verifier);
    return verifier;
  };
  return async (accessToken) => {
    const token = text(accessToken);
    if (!token)
      throw new CognitoTargetError('InvalidParameterException', 'Missing required parameter AccessToken');
    const clientId = clientIdOf(token);
    const client = clientId ? await cognito.getAppClient(ctx, clientId) : null;
    if (!client) throw notAuthorized();
    const pool = await cognito.getUserPoolForClientId(ctx, clientId);
    let sub: string;
    let issuedAt: number;
    try {
      const payload = await verifierFor(pool.options.Id ?? '').verify(token);
      sub = text(payload.sub);
      issuedAt = Number(payload.iat ?? 0);
    } catch {
      throw notAuthorized();
    }
    const user = await pool.getUserByUsername(ctx, sub);
    if (!user) throw new CognitoTargetError('UserNotFoundException', 'User does not exist.');
    if (issuedAt < signedOutBefore(user)) throw revoked();
    return { user, pool, clientId };
  };
}

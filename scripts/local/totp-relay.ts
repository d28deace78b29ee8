import type { AppClient } from 'cognito-local/lib/services/appClient';
import type { Context } from 'cognito-local/lib/services/context';
import type { TokenGenerator } from 'cognito-local/lib/services/tokenGenerator';
import type { User, UserPoolService } from 'cognito-local/lib/services/userPoolService';
import { Secret, TOTP } from 'otpauth';
import { type SignedInUser, signedInUsers } from './access-token';
import { COGNITO_LIMITS } from './cognito-limits';
import { CognitoTargetError, type ExtraTarget } from './cognito-targets';

/**
 * Authenticator-app (TOTP) multi-factor sign-in for the Cognito emulator, answered by the relay the
 * way Cognito answers it: a secret for the signed-in user, verified with a code, then turned on or
 * off; a password sign-in of a user who has it on is answered with a SOFTWARE_TOKEN_MFA challenge,
 * and only the code, within that challenge's session, gives the tokens.
 *
 * The emulator keeps the secret on its user record (its data directory), so it survives a restart.
 * What the relay adds is kept in memory: the challenge sessions it handed out, and the last code
 * step each user spent, so a code is accepted once (RFC 6238, section 5.2).
 */

/** RFC 6238 as authenticator apps use it: HMAC-SHA-1, 6 digits, a new code every 30 seconds. */
export const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** The code before and after the current one count too, for a clock a little off. */
const TOTP_WINDOW = 1;
/** Cognito's default time to answer a sign-in challenge. */
export const CHALLENGE_VALIDITY_MS = 3 * 60_000;

export const MFA_MESSAGES = {
  wrongCode: 'Invalid code received for user',
  reusedCode: 'Your software token has already been used once.',
  setupMismatch: 'Code mismatch',
  sessionExpired: 'Invalid session for the user, session is expired.',
  notInPool: 'Software Token MFA has not been enabled by the userPool.',
} as const;

/** A new secret of 160 bits (RFC 4226's recommended length), base32 as Cognito returns it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The time step (30-second counter) whose code `code` is, near `nowMs`, or undefined. */
export function stepOfCode(secret: string, code: string, nowMs: number): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const totp = new TOTP({ ...TOTP_SETTINGS, secret: Secret.fromBase32(secret) });
  const delta = totp.validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW });
  return delta === null ? undefined : totp.counter({ timestamp: nowMs }) + delta;
}

/** What of the emulator the relay works with. */
export interface TotpRelayOptions {
  readonly ctx: Context;
  readonly cognito: {
    getUserPoolForClientId(ctx: Context, clientId: string): Promise<UserPoolService>;
    getAppClient(ctx: Context, clientId: string): Promise<AppClient | null>;
  };
  readonly tokenGenerator: TokenGenerator;
  /** Runs a call in the emulator as if it had come over HTTP, failing with its error type. */
  readonly emulator: (action: string, body: Record<string, unknown>) => Promise<Record<string, unknown>>;
  /** The `iss` of the access tokens the emulator signs for a pool. */
  readonly issuer: (userPoolId: string) => string;
  readonly now?: () => number;
}

interface ChallengeSession {
  readonly clientId: string;
  readonly username: string;
  readonly expiresAt: number;
  wrongCodes: number;
}

type CodeCheck =
  | { readonly ok: true; readonly step: number }
  | { readonly ok: false; readonly reused: boolean };

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

const invalidParameter = (message: string) => new CognitoTargetError('InvalidParameterException', message);
const notAuthorized = (message: string) => new CognitoTargetError('NotAuthorizedException', message);

/** The calls the relay answers for TOTP, by action name. */
export function totpTargets(options: TotpRelayOptions) {
  const relay = new TotpRelay(options);
  return {
    /** A new secret for the signed-in user; it counts only once a code from it is verified. */
    AssociateSoftwareToken: (body) => relay.associateSoftwareToken(body),
    /** Marks the secret verified when the code matches; turning MFA on is SetUserMFAPreference's. */
    VerifySoftwareToken: (body) => relay.verifySoftwareToken(body),
    /** The emulator turns methods on and off (TOTP only once verified); the relay checks the token. */
    SetUserMFAPreference: (body) => relay.setUserMfaPreference(body),
    InitiateAuth: (body) => relay.initiateAuth(body),
    RespondToAuthChallenge: (body) => relay.respondToAuthChallenge(body),
  } satisfies Record<string, ExtraTarget>;
}

type Body = Record<string, unknown>;

function requireTotpInPool(pool: UserPoolService) {
  if (!pool.options.SoftwareTokenMfaConfiguration?.Enabled)
    throw new CognitoTargetError('SoftwareTokenMFANotFoundException', MFA_MESSAGES.notInPool);
}

const stepKey = (pool: UserPoolService, user: User) => `${pool.options.Id}/${user.Username}`;

/** The relay's state (challenge sessions, spent code steps, token verifiers) and its answers. */
class TotpRelay {
  private readonly ctx: Context;
  private readonly cognito: TotpRelayOptions['cognito'];
  private readonly now: () => number;
  private readonly sessions = new Map<string, ChallengeSession>();
  private readonly lastUsedStep = new Map<string, number>();
  private readonly userOfToken: (accessToken: unknown) => Promise<SignedInUser>;

  constructor(private readonly options: TotpRelayOptions) {
    this.ctx = options.ctx;
    this.cognito = options.cognito;
    this.now = options.now ?? Date.now;
    this.userOfToken = signedInUsers(options);
  }

  /** The user an access token belongs to, with their pool. */
  private async signedInUser(accessToken: unknown): Promise<{ user: User; pool: UserPoolService }> {
    const { user, pool } = await this.userOfToken(accessToken);
    return { user, pool };
  }

  /** The signed-in user setting up an authenticator app, in a pool that offers TOTP. */
  private async settingUpUser(body: Body): Promise<{ user: User; pool: UserPoolService }> {
    if (!body.AccessToken)
      throw invalidParameter(
        'AccessToken is required: MFA is optional in this pool, so no MFA_SETUP session.',
      );
    const signedIn = await this.signedInUser(body.AccessToken);
    requireTotpInPool(signedIn.pool);
    return signedIn;
  }

  /** Whether `code` is the user's current code and not one they have already spent. */
  private checkCode(pool: UserPoolService, user: User, secret: string, code: unknown): CodeCheck {
    const step = stepOfCode(secret, text(code), this.now());
    if (step === undefined) return { ok: false, reused: false };
    if (step <= (this.lastUsedStep.get(stepKey(pool, user)) ?? -1)) return { ok: false, reused: true };
    return { ok: true, step };
  }

  private spend(pool: UserPoolService, user: User, step: number) {
    this.lastUsedStep.set(stepKey(pool, user), step);
  }

  /** Remembers a TOTP challenge the emulator issued, so only its session can be answered. */
  private remember(output: Body, clientId: string) {
    if (output.ChallengeName !== 'SOFTWARE_TOKEN_MFA' || typeof output.Session !== 'string') return;
    for (const [id, session] of this.sessions) if (session.expiresAt <= this.now()) this.sessions.delete(id);
    this.sessions.set(output.Session, {
      clientId,
      username: text(record(output.ChallengeParameters).USER_ID_FOR_SRP),
      expiresAt: this.now() + CHALLENGE_VALIDITY_MS,
      wrongCodes: 0,
    });
  }

  /** The open challenge session a TOTP answer names, for the client it was issued to. */
  private openSession(body: Body): { sessionId: string; session: ChallengeSession } {
    const sessionId = text(body.Session);
    if (!sessionId) throw invalidParameter('Missing required parameter Session');
    const session = this.sessions.get(sessionId);
    if (!session || session.expiresAt <= this.now() || session.clientId !== text(body.ClientId)) {
      this.sessions.delete(sessionId);
      throw notAuthorized(MFA_MESSAGES.sessionExpired);
    }
    return { sessionId, session };
  }

  /** Second step of a sign-in: the code from the authenticator app, within the challenge's session. */
  private async answerTotpChallenge(body: Body): Promise<Body> {
    const { ctx } = this;
    const { sessionId, session } = this.openSession(body);
    const responses = record(body.ChallengeResponses);
    const pool = await this.cognito.getUserPoolForClientId(ctx, session.clientId);
    const user = await pool.getUserByUsername(ctx, text(responses.USERNAME));
    if (!user || user.Username !== session.username) throw notAuthorized('Invalid session for the user.');
    const config = user.SoftwareTokenMfaConfiguration;
    const enabled = config?.Verified && (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
    const check: CodeCheck =
      enabled && config
        ? this.checkCode(pool, user, config.Secret, responses.SOFTWARE_TOKEN_MFA_CODE)
        : { ok: false, reused: false };
    if (!check.ok) {
      session.wrongCodes++;
      // After Cognito's number of wrong codes the sign-in starts again.
      if (session.wrongCodes >= COGNITO_LIMITS.wrongCodes) this.sessions.delete(sessionId);
      throw new CognitoTargetError(
        'CodeMismatchException',
        check.reused ? MFA_MESSAGES.reusedCode : MFA_MESSAGES.wrongCode,
      );
    }
    this.sessions.delete(sessionId);
    this.spend(pool, user, check.step);
    const client = await this.cognito.getAppClient(ctx, session.clientId);
    if (!client) throw notAuthorized('Invalid session for the user.');
    const groups = await pool.listUserGroupMembership(ctx, user);
    const metadata = record(body.ClientMetadata) as Record<string, string>;
    const tokens = await this.options.tokenGenerator.generate(
      ctx,
      user,
      groups,
      client,
      metadata,
      'Authentication',
    );
    // Kept as the password sign-in keeps it, so the session can be refreshed later.
    await pool.storeRefreshToken(ctx, tokens.RefreshToken, user);
    return { ChallengeParameters: {}, AuthenticationResult: { ...tokens, TokenType: 'Bearer' } };
  }

  async associateSoftwareToken(body: Body): Promise<Body> {
    const { user, pool } = await this.settingUpUser(body);
    const secret = newTotpSecret();
    await pool.saveUser(this.ctx, {
      ...user,
      SoftwareTokenMfaConfiguration: { Secret: secret, Verified: false },
    });
    return { SecretCode: secret };
  }

  async verifySoftwareToken(body: Body): Promise<Body> {
    const { user, pool } = await this.settingUpUser(body);
    const config = user.SoftwareTokenMfaConfiguration;
    if (!config) throw invalidParameter('User has not associated a software token.');
    const check = this.checkCode(pool, user, config.Secret, body.UserCode);
    if (!check.ok)
      throw new CognitoTargetError('EnableSoftwareTokenMFAException', MFA_MESSAGES.setupMismatch);
    this.spend(pool, user, check.step);
    const deviceName = text(body.FriendlyDeviceName) || config.FriendlyDeviceName;
    await pool.saveUser(this.ctx, {
      ...user,
      SoftwareTokenMfaConfiguration: {
        Secret: config.Secret,
        Verified: true,
        ...(deviceName && { FriendlyDeviceName: deviceName }),
      },
    });
    return { Status: 'SUCCESS' };
  }

  async setUserMfaPreference(body: Body): Promise<Body> {
    const { pool } = await this.signedInUser(body.AccessToken);
    if (record(body.SoftwareTokenMfaSettings).Enabled === true) requireTotpInPool(pool);
    return this.options.emulator('SetUserMFAPreference', body);
  }

  async initiateAuth(body: Body): Promise<Body> {
    const output = await this.options.emulator('InitiateAuth', body);
    this.remember(output, text(body.ClientId));
    return output;
  }

  async respondToAuthChallenge(body: Body): Promise<Body> {
    if (body.ChallengeName === 'SOFTWARE_TOKEN_MFA') return this.answerTotpChallenge(body);
    const output = await this.options.emulator('RespondToAuthChallenge', body);
    this.remember(output, text(body.ClientId));
    return output;
  }
}

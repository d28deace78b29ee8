import { createRequire } from 'node:module';
import type { Context } from 'cognito-local/lib/services/context';
import type { Messages } from 'cognito-local/lib/services/messages';
import type { User, UserPoolService } from 'cognito-local/lib/services/userPoolService';
import { type AccessTokenOptions, signedInUsers } from './access-token';
import { COGNITO_LIMITS, type CognitoLimits, LIMIT_MESSAGES } from './cognito-limits';
import { CognitoTargetError, type ExtraTarget } from './cognito-targets';

/**
 * A changed e-mail address as the AWS pool handles it (keepOriginal / "keep original attribute
 * value active when an update is pending"): the old address stays the user's `email`, verified,
 * for sign-in and for everything else, until the code mailed to the new address is entered; then
 * the new one replaces it, verified. The emulator would switch at once (or, with the pool setting,
 * mail the code to the old address); it also mails a code for a changed phone number, which a pool
 * that verifies only e-mail does not. A user may not write the `*_verified` attributes themselves.
 * And as in Cognito, confirming a sign-up with the code mailed to the address verifies the address
 * (the emulator leaves `email_verified` unset).
 */
const require = createRequire(import.meta.url);
const lib = (p: string) => require(`cognito-local/lib/${p}`);

type Attribute = { Name: string; Value?: string };
type Body = Record<string, unknown>;

export interface EmailChangeRelayOptions extends AccessTokenOptions {
  readonly cognito: AccessTokenOptions['cognito'] & {
    getUserPool(ctx: Context, userPoolId: string): Promise<UserPoolService>;
  };
  readonly messages: Messages;
  readonly otp: () => string;
  /** Runs a call in the emulator as if it had come over HTTP, failing with its error type. */
  readonly emulator: (action: string, body: Body) => Promise<Body>;
  /** Cognito's hourly limit on the codes mailed to one address. */
  readonly limits: CognitoLimits;
}

export const EMAIL_CHANGE_MESSAGES = {
  wrongCode: 'Invalid verification code provided, please try again.',
  tooManyCodes: LIMIT_MESSAGES.attempts,
  aliasExists: 'An account with the given email already exists.',
  badEmail: 'Invalid email address format.',
  unauthorizedAttribute: 'A client attempted to write unauthorized attribute',
} as const;

const VERIFIED_FLAGS = new Set(['email_verified', 'phone_number_verified']);

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const attributeValue = (attributes: readonly Attribute[] | undefined, name: string) =>
  attributes?.find((a) => a.Name === name)?.Value;

/** The attributes a call asks to set, checked against the pool's schema as the emulator checks them. */
function requestedAttributes(pool: UserPoolService, body: Body): Attribute[] {
  const { validatePermittedAttributeChanges } = lib('services/userPoolService');
  const { USER_POOL_AWS_DEFAULTS } = lib('services/cognitoService');
  const requested = Array.isArray(body.UserAttributes) ? (body.UserAttributes as Attribute[]) : [];
  return validatePermittedAttributeChanges(
    requested,
    pool.options.SchemaAttributes ?? USER_POOL_AWS_DEFAULTS.SchemaAttributes ?? [],
  );
}

/** j***@e*** as Cognito shows where a code went. */
export function maskedAddress(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

export function emailChangeTargets(options: EmailChangeRelayOptions): Record<string, ExtraTarget> {
  const relay = new EmailChangeRelay(options);
  return {
    UpdateUserAttributes: (body) => relay.updateOwnAttributes(body),
    AdminUpdateUserAttributes: (body) => relay.adminUpdateAttributes(body),
    GetUserAttributeVerificationCode: (body) => relay.resendCode(body),
    VerifyUserAttribute: (body) => relay.verify(body),
    ConfirmSignUp: (body) => relay.confirmSignUp(body),
  };
}

class EmailChangeRelay {
  private readonly ctx: Context;
  private readonly userOfToken: ReturnType<typeof signedInUsers>;
  /** Wrong codes entered per user since their code was sent. */
  private readonly wrongCodes = new Map<string, number>();

  constructor(private readonly options: EmailChangeRelayOptions) {
    this.ctx = options.ctx;
    this.userOfToken = signedInUsers(options);
  }

  private key(pool: UserPoolService, user: User) {
    return `${pool.options.Id}/${user.Username}`;
  }

  /**
   * Sets what may change at once (a phone number unverified again, no code sent); a new e-mail
   * address only becomes pending, its code mailed to it. Answers where codes went.
   */
  private async apply(pool: UserPoolService, user: User, attributes: Attribute[], clientId: string | null) {
    const { attributesAppend, defaultVerifiedAttributesIfModified } = lib('services/userPoolService');
    const email = attributeValue(attributes, 'email');
    const changesEmail = email !== undefined && email !== attributeValue(user.Attributes, 'email');
    const adminVerified = attributeValue(attributes, 'email_verified') === 'true';
    // The same address again changes nothing (it stays verified); a new one waits for its code.
    const now = changesEmail && adminVerified ? attributes : attributes.filter((a) => a.Name !== 'email');
    const updated: User = {
      ...user,
      Attributes: attributesAppend(user.Attributes, ...defaultVerifiedAttributesIfModified(now)),
      UserLastModifiedDate: new Date(),
    };
    if (!changesEmail || adminVerified) {
      await pool.saveUser(this.ctx, updated);
      return [];
    }
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw invalid(EMAIL_CHANGE_MESSAGES.badEmail);
    const pending = [
      { Name: 'email', Value: email },
      { Name: 'email_verified', Value: 'false' },
    ];
    return [
      await this.sendCode(pool, { ...updated, UnverifiedAttributeChanges: pending }, clientId, 'Update'),
    ];
  }

  /** A new code for the pending address, mailed there (the old address hears nothing). */
  private async sendCode(
    pool: UserPoolService,
    user: User,
    clientId: string | null,
    why: 'Update' | 'Resend',
  ) {
    const address = attributeValue(user.UnverifiedAttributeChanges, 'email') ?? '';
    this.options.limits.codes.take('mail', address);
    const code = this.options.otp();
    await pool.saveUser(this.ctx, { ...user, AttributeVerificationCode: code });
    this.wrongCodes.delete(this.key(pool, user));
    const { attributesAppend } = lib('services/userPoolService');
    // The message is about the new address, so the trigger sees it as the address.
    const toNew = {
      ...user,
      Attributes: attributesAppend(user.Attributes, { Name: 'email', Value: address }),
    };
    const details = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: address } as const;
    const source = why === 'Update' ? 'UpdateUserAttribute' : 'VerifyUserAttribute';
    await this.options.messages.deliver(
      this.ctx,
      source,
      clientId,
      pool.options.Id ?? '',
      toNew,
      code,
      undefined,
      details,
    );
    return { ...details, Destination: maskedAddress(address) };
  }

  async confirmSignUp(body: Body): Promise<Body> {
    const output = await this.options.emulator('ConfirmSignUp', body);
    const pool = await this.options.cognito.getUserPoolForClientId(this.ctx, text(body.ClientId));
    const user = await pool.getUserByUsername(this.ctx, text(body.Username));
    if (
      user &&
      pool.options.AutoVerifiedAttributes?.includes('email') &&
      attributeValue(user.Attributes, 'email')
    ) {
      const { attributesAppend } = lib('services/userPoolService');
      const verified = attributesAppend(user.Attributes, { Name: 'email_verified', Value: 'true' });
      await pool.saveUser(this.ctx, { ...user, Attributes: verified });
    }
    return output;
  }

  async updateOwnAttributes(body: Body): Promise<Body> {
    const { user, pool, clientId } = await this.userOfToken(body.AccessToken);
    const attributes = requestedAttributes(pool, body);
    if (attributes.some((a) => VERIFIED_FLAGS.has(a.Name)))
      throw new CognitoTargetError('NotAuthorizedException', EMAIL_CHANGE_MESSAGES.unauthorizedAttribute);
    return { CodeDeliveryDetailsList: await this.apply(pool, user, attributes, clientId) };
  }

  async adminUpdateAttributes(body: Body): Promise<Body> {
    const pool = await this.options.cognito.getUserPool(this.ctx, text(body.UserPoolId));
    const user = await pool.getUserByUsername(this.ctx, text(body.Username));
    if (!user) throw new CognitoTargetError('UserNotFoundException', 'User does not exist.');
    await this.apply(pool, user, requestedAttributes(pool, body), null);
    return {};
  }

  async resendCode(body: Body): Promise<Body> {
    const { user, pool, clientId } = await this.userOfToken(body.AccessToken);
    if (body.AttributeName !== 'email' || !user.UnverifiedAttributeChanges?.length)
      return this.options.emulator('GetUserAttributeVerificationCode', body);
    return { CodeDeliveryDetails: await this.sendCode(pool, user, clientId, 'Resend') };
  }

  async verify(body: Body): Promise<Body> {
    const { user, pool } = await this.userOfToken(body.AccessToken);
    const address = attributeValue(user.UnverifiedAttributeChanges, 'email');
    if (body.AttributeName !== 'email' || !address) return this.options.emulator('VerifyUserAttribute', body);
    const key = this.key(pool, user);
    const wrong = this.wrongCodes.get(key) ?? 0;
    // After Cognito's number of wrong codes a new code must be asked for.
    if (wrong >= COGNITO_LIMITS.wrongCodes)
      throw new CognitoTargetError('LimitExceededException', EMAIL_CHANGE_MESSAGES.tooManyCodes);
    if (!user.AttributeVerificationCode || text(body.Code) !== user.AttributeVerificationCode) {
      this.wrongCodes.set(key, wrong + 1);
      throw new CognitoTargetError('CodeMismatchException', EMAIL_CHANGE_MESSAGES.wrongCode);
    }
    const taken = (await pool.listUsers(this.ctx)).some(
      (other) =>
        other.Username !== user.Username &&
        attributeValue(other.Attributes, 'email')?.toLowerCase() === address.toLowerCase(),
    );
    if (taken) throw new CognitoTargetError('AliasExistsException', EMAIL_CHANGE_MESSAGES.aliasExists);
    const { attributesAppend } = lib('services/userPoolService');
    await pool.saveUser(this.ctx, {
      ...user,
      Attributes: attributesAppend(
        user.Attributes,
        { Name: 'email', Value: address },
        { Name: 'email_verified', Value: 'true' },
      ),
      UnverifiedAttributeChanges: undefined,
      AttributeVerificationCode: undefined,
      UserLastModifiedDate: new Date(),
    });
    this.wrongCodes.delete(key);
    return {};
  }
}

function invalid(message: string) {
  return new CognitoTargetError('InvalidParameterException', message);
}

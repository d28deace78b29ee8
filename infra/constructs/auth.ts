import { Duration, SecretValue } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import { Construct } from 'constructs';
import { API_RESOURCE_SERVER, API_SCOPE, API_SCOPE_NAME, PASSWORD_SIGN_IN_SCOPE } from '#domain/auth-scopes';
import type { StageConfig } from '../config';
import { acknowledge } from '../nag';

export interface AuthProps {
  readonly config: StageConfig;
  /** Cognito triggers (custom messages, pre sign-up checks). */
  readonly triggers: cognito.UserPoolTriggers;
}

/** Where the social sign-in credentials live; created by hand once per stage (see docs/deploy.md). */
export function socialCredentialNames(stage: string) {
  return {
    googleClientIdParameter: `/policylens/${stage}/google-client-id`,
    googleClientSecret: `policylens/${stage}/google-client-secret`,
    facebookAppIdParameter: `/policylens/${stage}/facebook-app-id`,
    facebookAppSecret: `policylens/${stage}/facebook-app-secret`,
  };
}

/**
 * Accounts: a Cognito user pool where people sign in with their e-mail address or with Google or
 * Facebook, a managed-login domain for the OAuth flows, and the one app client the SPA uses.
 */
export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;
  readonly domain: cognito.UserPoolDomain;
  /** https://<prefix>.auth.<region>.amazoncognito.com */
  readonly domainUrl: string;
  /** Issuer of the pool's tokens, as API Gateway's JWT authorizer expects it. */
  readonly issuerUrl: string;
  /** The scopes a signed-in route accepts (one of them): access tokens carry one, ID tokens none. */
  readonly apiScopes: readonly string[];

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const { config } = props;
    this.userPool = this.addUserPool(config, props.triggers);
    const providers = this.addSocialProviders(config.stage);

    this.domain = this.userPool.addDomain('Domain', {
      cognitoDomain: { domainPrefix: config.cognitoDomainPrefix },
      managedLoginVersion: cognito.ManagedLoginVersion.NEWER_MANAGED_LOGIN,
    });
    this.domainUrl = `https://${config.cognitoDomainPrefix}.auth.${config.region}.amazoncognito.com`;

    // The API's own scope, granted to tokens from managed login (Google, Facebook).
    const appScope = new cognito.ResourceServerScope({
      scopeName: API_SCOPE_NAME,
      scopeDescription: 'Use PolicyLens as the signed-in user',
    });
    const resourceServer = this.userPool.addResourceServer('Api', {
      identifier: API_RESOURCE_SERVER,
      userPoolResourceServerName: 'PolicyLens API',
      scopes: [appScope],
    });
    // Tokens from password sign-in always carry Cognito's own scope; those from managed login carry
    // the API's. ID tokens carry neither, so the API's authorizer refuses them.
    this.apiScopes = [PASSWORD_SIGN_IN_SCOPE, API_SCOPE];

    this.userPoolClient = this.addWebClient(
      config,
      cognito.OAuthScope.resourceServer(resourceServer, appScope),
    );
    // The client names the providers, so they must exist before it.
    this.userPoolClient.node.addDependency(...providers);

    // Managed login shows a page only for clients that have a branding style; use Cognito's.
    const branding = new cognito.CfnManagedLoginBranding(this, 'Branding', {
      userPoolId: this.userPool.userPoolId,
      clientId: this.userPoolClient.userPoolClientId,
      useCognitoProvidedValues: true,
    });
    branding.node.addDependency(this.domain);

    this.issuerUrl = `https://cognito-idp.${config.region}.amazonaws.com/${this.userPool.userPoolId}`;
  }

  private addUserPool(config: StageConfig, triggers: cognito.UserPoolTriggers): cognito.UserPool {
    const userPool = new cognito.UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      // A changed address only replaces the old one once it is confirmed: until then the old one
      // stays the user's `email`, verified, and the only one mail to the upload address is matched on.
      keepOriginal: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
        phoneNumber: { required: false, mutable: true },
      },
      customAttributes: {
        country: new cognito.StringAttribute({ maxLen: 2, mutable: true }),
      },
      // The product's rule is a minimum of 8 characters and nothing more (see the nag note below).
      passwordPolicy: {
        minLength: 8,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      lambdaTriggers: triggers,
      deletionProtection: config.retainData,
      removalPolicy: config.removalPolicy,
    });
    acknowledge(
      userPool,
      'AwsSolutions-COG1',
      'The product requires passwords of at least 8 characters and deliberately no character classes (length beats composition rules); the register form and the pool enforce the same rule.',
    );
    acknowledge(
      userPool,
      'AwsSolutions-COG2',
      'Consumer product: MFA is optional so sign-up stays one step; anyone can turn on a TOTP second factor on the profile page, and Cognito asks for it at every log-in once it is on.',
    );
    acknowledge(
      userPool,
      'AwsSolutions-COG8',
      'The Essentials plan covers what the product uses (managed login, e-mail sign-in, social providers); Plus threat protection is a cost decision to revisit with real traffic.',
    );
    return userPool;
  }

  /** Sign-in with Google and Facebook, their credentials read at deployment (never in the template). */
  private addSocialProviders(stage: string): cognito.IUserPoolIdentityProvider[] {
    const names = socialCredentialNames(stage);
    const google = new cognito.UserPoolIdentityProviderGoogle(this, 'Google', {
      userPool: this.userPool,
      clientId: ssm.StringParameter.valueForStringParameter(this, names.googleClientIdParameter),
      clientSecretValue: SecretValue.secretsManager(names.googleClientSecret),
      scopes: ['openid', 'email', 'profile'],
      attributeMapping: {
        email: cognito.ProviderAttribute.GOOGLE_EMAIL,
        // Google says whether it verified the address; mail to the upload address needs a verified one.
        emailVerified: cognito.ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
        givenName: cognito.ProviderAttribute.GOOGLE_GIVEN_NAME,
        familyName: cognito.ProviderAttribute.GOOGLE_FAMILY_NAME,
      },
    });
    const facebook = new cognito.UserPoolIdentityProviderFacebook(this, 'Facebook', {
      userPool: this.userPool,
      clientId: ssm.StringParameter.valueForStringParameter(this, names.facebookAppIdParameter),
      // Rendered as a CloudFormation dynamic reference: the secret never enters the template.
      clientSecret: SecretValue.secretsManager(names.facebookAppSecret).unsafeUnwrap(),
      scopes: ['email', 'public_profile'],
      attributeMapping: {
        email: cognito.ProviderAttribute.FACEBOOK_EMAIL,
        givenName: cognito.ProviderAttribute.FACEBOOK_FIRST_NAME,
        familyName: cognito.ProviderAttribute.FACEBOOK_LAST_NAME,
      },
    });
    return [google, facebook];
  }

  /**
   * The one app client, the SPA's: password sign-in (SRP) and managed login with the API's scope.
   * The API checks a password itself only with AWS credentials (AdminInitiateAuth, before an
   * account is deleted); no one can sign in that way from a browser.
   */
  private addWebClient(config: StageConfig, apiScope: cognito.OAuthScope): cognito.UserPoolClient {
    return this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userSrp: true, adminUserPassword: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      // Short-lived access: a session lasts through refresh tokens, which signing out revokes.
      accessTokenValidity: Duration.minutes(15),
      idTokenValidity: Duration.minutes(15),
      // What a user may write about themselves with Cognito directly: what the register form sends.
      // Everything else changes through the API, which checks it.
      writeAttributes: new cognito.ClientAttributes()
        .withStandardAttributes({ email: true, givenName: true, familyName: true, phoneNumber: true })
        .withCustomAttributes('country'),
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE, apiScope],
        callbackUrls: [`${config.appUrl}/auth/callback`],
        logoutUrls: [`${config.appUrl}/login`],
      },
      supportedIdentityProviders: [
        cognito.UserPoolClientIdentityProvider.COGNITO,
        cognito.UserPoolClientIdentityProvider.GOOGLE,
        cognito.UserPoolClientIdentityProvider.FACEBOOK,
      ],
    });
  }
}

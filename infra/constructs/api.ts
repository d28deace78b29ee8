import { Aws, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { RouteDefinition } from '#functions/routes';
import type { StageConfig } from '../config';
import { acknowledge } from '../nag';
import { type AppFunction, type FunctionDefinition, pascalCase } from './function';

export interface ApiProps {
  readonly config: StageConfig;
  /** The route table (functions/routes.ts): one function and one route per entry. */
  readonly routes: readonly RouteDefinition[];
  /** Token issuer and audience (the app client) that signed-in routes accept. */
  readonly issuerUrl: string;
  readonly audience: string;
  /**
   * A signed-in route takes a token carrying one of these scopes: access tokens always carry one,
   * ID tokens never do, so an ID token is refused however valid.
   */
  readonly scopes: readonly string[];
  /** Every route reads it to check that a request came through CloudFront. */
  readonly originSecret: secretsmanager.ISecret;
  readonly makeFunction: (scope: Construct, id: string, definition: FunctionDefinition) => AppFunction;
}

/**
 * What happened to each request, without query strings, bodies, addresses or user agents.
 * HTTP API context variables ($context.*), one JSON object per request.
 */
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    requestTime: '$context.requestTime',
    routeKey: '$context.routeKey',
    status: '$context.status',
    protocol: '$context.protocol',
    responseLength: '$context.responseLength',
    responseLatency: '$context.responseLatency',
    integrationLatency: '$context.integrationLatency',
    integrationStatus: '$context.integrationStatus',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
    error: '$context.error.message',
  }),
);

/**
 * The HTTP API: one Lambda function and one route per route-table entry. Routes marked 'user'
 * require a Cognito access token (JWT authorizer); routes marked 'public' are open by design.
 */
export class Api extends Construct {
  readonly httpApi: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  readonly authorizer: HttpJwtAuthorizer;
  /** Functions by route id. */
  readonly functions = new Map<string, AppFunction>();
  /** The API's host name, used as CloudFront's origin for /api/*. */
  readonly domainName: string;
  /** Where the API's own host name must point (a CNAME), when it has one. */
  readonly regionalDomainName: string | undefined;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { config } = props;

    // With a host name of its own, the API is reached only there (by CloudFront): the default
    // execute-api endpoint is switched off. Without one, the origin secret closes that address.
    const customDomain = config.apiDomain
      ? new apigw.DomainName(this, 'DomainName', {
          domainName: config.apiDomain.name,
          certificate: acm.Certificate.fromCertificateArn(
            this,
            'Certificate',
            config.apiDomain.certificateArn,
          ),
        })
      : undefined;
    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      apiName: `policylens-${config.stage}`,
      description: 'PolicyLens API (served to browsers through CloudFront under /api)',
      createDefaultStage: false,
      disableExecuteApiEndpoint: Boolean(customDomain),
    });
    this.stage = this.addLoggedStage(config);

    this.authorizer = new HttpJwtAuthorizer('CognitoAccessToken', props.issuerUrl, {
      authorizerName: 'cognito-access-token',
      jwtAudience: [props.audience],
      identitySource: ['$request.header.Authorization'],
    });
    for (const route of props.routes) this.addRoute(route, props);

    if (customDomain)
      new apigw.ApiMapping(this, 'ApiMapping', {
        api: this.httpApi,
        domainName: customDomain,
        stage: this.stage,
      });
    this.domainName =
      config.apiDomain?.name ??
      `${this.httpApi.apiId}.execute-api.${Stack.of(this).region}.${Aws.URL_SUFFIX}`;
    this.regionalDomainName = customDomain?.regionalDomainName;
  }

  /** The one stage, deployed on every change, throttled, with an access log of every request. */
  private addLoggedStage(config: StageConfig): apigw.HttpStage {
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: config.logRetention,
      removalPolicy: config.removalPolicy,
    });
    return new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: config.apiThrottle,
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        format: ACCESS_LOG_FORMAT,
      },
    });
  }

  /** A route-table entry: its function, and its route with the authorizer unless it is public. */
  private addRoute(route: RouteDefinition, props: ApiProps): void {
    const name = pascalCase(route.id);
    const fn = props.makeFunction(this, name, route);
    this.functions.set(route.id, fn);
    props.originSecret.grantRead(fn.role);
    const [httpRoute] = this.httpApi.addRoutes({
      path: route.path,
      methods: [apigw.HttpMethod[route.method]],
      integration: new HttpLambdaIntegration(`${name}Integration`, fn.function),
      ...(route.access === 'user'
        ? { authorizer: this.authorizer, authorizationScopes: [...props.scopes] }
        : { authorizer: new apigw.HttpNoneAuthorizer() }),
    });
    if (route.access === 'public' && httpRoute) {
      acknowledge(
        httpRoute,
        'AwsSolutions-APIG4',
        `${route.method} ${route.path} is public in the route table by design (no account needed); public endpoints are throttled and validate their input.`,
      );
    }
  }
}

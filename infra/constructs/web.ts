import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Annotations, Duration, IgnoreMode, Stack } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { RuntimeConfig } from '#domain/runtime-config';
import { ORIGIN_HEADER } from '#functions/lib/edge';
import { EARLY_SCRIPT_SOURCE } from '#scripts/prerender/early-script';
import { appShellPaths } from '#web/lib/paths';
import type { StageConfig } from '../config';
import { acknowledge, acknowledgeRoleWildcards, acknowledgeStackSingletons, nagResourceText } from '../nag';
import { privateBucket } from './data';

export interface WebProps {
  readonly config: StageConfig;
  readonly accessLogs: s3.IBucket;
  /** execute-api host name of the HTTP API, served under /api/*. */
  readonly apiDomainName: string;
  /** The browser talks to it directly with presigned POST forms and GET links. */
  readonly documentsBucket: s3.IBucket;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  /** https://<prefix>.auth.<region>.amazoncognito.com */
  readonly authDomainUrl: string;
  /** Directory of the built SPA (`npm run build` writes dist/web). */
  readonly distDir: string;
  /** Sent to the API with every request, so the API answers only what came through here. */
  readonly originSecret: secretsmanager.ISecret;
  /** The WAF web ACL (us-east-1) in front of the distribution. */
  readonly webAclArn?: string;
}

/** The Content-Security-Policy the app is served with. */
export function contentSecurityPolicy(sources: {
  region: string;
  authDomainUrl: string;
  documentsOrigin: string;
}): string {
  return [
    "default-src 'self'",
    // The prerendered home page's one inline script (its A/B variation before the first paint).
    `script-src 'self' ${EARLY_SCRIPT_SOURCE}`,
    // React style attributes and the toast library's injected styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self' https://cognito-idp.${sources.region}.amazonaws.com ${sources.authDomainUrl} ${sources.documentsOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Pages prerendered at build time, by route: `about/index.html` and `about.html` both serve
 * `/about`. The root index.html (the home page), the plain app shell (app.html) and the 404 page
 * are not routes of their own.
 */
export function findPrerenderedPages(distDir: string): Record<string, string> {
  const pages: Record<string, string> = {};
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(path);
        continue;
      }
      if (!entry.name.endsWith('.html')) continue;
      const key = relative(distDir, path).split(sep).join('/');
      if (key === 'index.html' || key === APP_SHELL.slice(1) || key === '404.html') continue;
      const route = `/${key.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
      pages[route] = `/${key}`;
    }
  };
  if (existsSync(distDir)) walk(distDir);
  return pages;
}

/** The SPA shell without prerendered content, for signed-in pages and paths with no page. */
export const APP_SHELL = '/app.html';

/** CloudFront Functions reject code above 10 KB. */
const MAX_FUNCTION_CODE_BYTES = 10 * 1024;

/** The page served, with status 404, for a path that is neither a file, a page nor an app route. */
export const NOT_FOUND_PAGE = '/404.html';

/** Shared by both functions: the object a path is served from. */
function routingCode(pages: Record<string, string>, appRoutes: readonly string[]): string[] {
  const shell: Record<string, string> = {};
  for (const route of appRoutes) shell[route] = APP_SHELL;
  return [
    `var pages = ${JSON.stringify({ ...shell, ...pages })};`,
    'function objectFor(uri) {',
    "  if (uri === '/') return uri;",
    "  var name = uri.substring(uri.lastIndexOf('/') + 1);",
    "  if (name.indexOf('.') !== -1) return uri;",
    "  var route = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.substring(0, uri.length - 1) : uri;",
    `  return pages[route] || '${NOT_FOUND_PAGE}';`,
    '}',
  ];
}

function checkedSize(code: string): string {
  if (Buffer.byteLength(code) > MAX_FUNCTION_CODE_BYTES) {
    throw new Error(
      'Too many prerendered pages for the SPA routing function (CloudFront Functions take 10 KB).',
    );
  }
  return code;
}

/**
 * Viewer-request code of the site's default behaviour: paths that name a file pass through,
 * prerendered routes get their page, app routes the plain SPA shell (not the home page), so deep
 * links and reloads work, and every other path the not-found page. Only the S3 origin uses it;
 * API errors (404, 403) reach the browser unchanged.
 */
export function spaRoutingCode(pages: Record<string, string>, appRoutes: readonly string[]): string {
  return checkedSize(
    [
      ...routingCode(pages, appRoutes),
      'function handler(event) {',
      '  var request = event.request;',
      '  request.uri = objectFor(request.uri);',
      '  return request;',
      '}',
    ].join('\n'),
  );
}

/**
 * Viewer-response code of the same behaviour: the not-found page is sent with status 404 (whether
 * the request it sees is the viewer's path or the one rewritten to the page).
 */
export function spaStatusCode(pages: Record<string, string>, appRoutes: readonly string[]): string {
  return checkedSize(
    [
      ...routingCode(pages, appRoutes),
      'function handler(event) {',
      '  var response = event.response;',
      `  if (response.statusCode === 200 && objectFor(event.request.uri) === '${NOT_FOUND_PAGE}') {`,
      '    response.statusCode = 404;',
      "    response.statusDescription = 'Not Found';",
      '  }',
      '  return response;',
      '}',
    ].join('\n'),
  );
}

/**
 * The web front door: a private bucket holding the built SPA, served by CloudFront through origin
 * access control with security headers; /api/* is passed uncached to the HTTP API.
 */
export class Web extends Construct {
  readonly siteBucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly responseHeadersPolicy: cloudfront.ResponseHeadersPolicy;
  /** What the SPA fetches from /config.json at start to find its backend (schema in domain/). */
  readonly runtimeConfig: RuntimeConfig;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const { config } = props;
    const region = Stack.of(this).region;

    this.siteBucket = privateBucket(this, 'SiteBucket', {
      config,
      accessLogs: props.accessLogs,
      accessLogsPrefix: 'site/',
    });
    this.responseHeadersPolicy = this.addSecurityHeaders(
      config,
      contentSecurityPolicy({
        region,
        authDomainUrl: props.authDomainUrl,
        documentsOrigin: `https://${props.documentsBucket.bucketRegionalDomainName}`,
      }),
    );
    this.distribution = this.addDistribution(props);

    const authDomainHost = props.authDomainUrl.replace(/^https:\/\//, '');
    this.runtimeConfig = {
      region,
      userPoolId: props.userPoolId,
      userPoolClientId: props.userPoolClientId,
      oauthDomain: authDomainHost,
      appUrl: config.appUrl,
      uploadAddress: config.uploadAddress,
      local: false,
    };
    this.deploySite(props.distDir, config);
  }

  private addSecurityHeaders(config: StageConfig, csp: string): cloudfront.ResponseHeadersPolicy {
    return new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `PolicyLens ${config.stage} security headers`,
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()', override: true },
        ],
      },
    });
  }

  /** The site from the bucket (each route to its page or the app shell), /api/* from the API. */
  private addDistribution(props: WebProps): cloudfront.Distribution {
    const pages = findPrerenderedPages(props.distDir);
    const spaRouting = new cloudfront.Function(this, 'SpaRouting', {
      comment: 'Serves a prerendered page, the SPA shell for app routes, or the not-found page',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(spaRoutingCode(pages, appShellPaths)),
    });
    const spaStatus = new cloudfront.Function(this, 'SpaStatus', {
      comment: 'Sends the not-found page with status 404',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(spaStatusCode(pages, appShellPaths)),
    });
    const distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `PolicyLens ${props.config.stage}`,
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.responseHeadersPolicy,
        functionAssociations: [
          { function: spaRouting, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
          { function: spaStatus, eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE },
        ],
        compress: true,
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new origins.HttpOrigin(props.apiDomainName, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
            // A dynamic reference: the value is read at deployment and never enters the template.
            customHeaders: { [ORIGIN_HEADER]: props.originSecret.secretValue.unsafeUnwrap() },
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.responseHeadersPolicy,
        },
      },
    });
    acknowledge(
      distribution,
      'AwsSolutions-CFR1',
      'PolicyLens is offered to people in many countries (the account stores the country); no geography is excluded.',
    );
    acknowledge(
      distribution,
      'AwsSolutions-CFR4',
      'Served on the default *.cloudfront.net certificate, for which CloudFront fixes the viewer TLS policy; a custom domain with an ACM certificate (TLSv1.2_2021) lifts this.',
    );
    return distribution;
  }

  /**
   * Uploads the built SPA (when there is one) and config.json. Hashed assets are cached for a year;
   * pages and config.json are revalidated, and the distribution is invalidated after each deploy.
   * Nothing is pruned, so a browser still holding the previous index.html finds its assets.
   */
  private deploySite(distDir: string, config: StageConfig): void {
    const built = existsSync(join(distDir, 'index.html'));
    const hashedAssets = join(distDir, 'assets');

    // One role and log group for CDK's copy function (shared by both deployments): it writes only
    // to its own log group instead of using the broad managed execution policy.
    const deployLogs = new logs.LogGroup(this, 'DeployLogs', {
      retention: config.logRetention,
      removalPolicy: config.removalPolicy,
    });
    const deployRole = new iam.Role(this, 'DeployRole', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'Copies the built SPA and config.json into the site bucket during deployments',
    });
    deployLogs.grantWrite(deployRole);
    const common = {
      destinationBucket: this.siteBucket,
      prune: false,
      memoryLimit: 512,
      role: deployRole,
      logGroup: deployLogs,
    };

    const sources = [s3deploy.Source.jsonData('config.json', this.runtimeConfig)];
    let assets: s3deploy.BucketDeployment | undefined;
    if (built) {
      if (existsSync(hashedAssets)) {
        assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
          ...common,
          sources: [s3deploy.Source.asset(hashedAssets)],
          destinationKeyPrefix: 'assets/',
          cacheControl: [
            s3deploy.CacheControl.setPublic(),
            s3deploy.CacheControl.maxAge(Duration.days(365)),
            s3deploy.CacheControl.immutable(),
          ],
        });
      }
      // Everything except the top-level assets/ folder (deployed above with its own caching).
      sources.unshift(s3deploy.Source.asset(distDir, { exclude: ['/assets/'], ignoreMode: IgnoreMode.GIT }));
    } else {
      Annotations.of(this).addWarningV2(
        '@policylens/web:spa-not-built',
        `${join(distDir, 'index.html')} not found: run \`npm run build\` before deploying. Only config.json is deployed; the site serves nothing until the SPA is built.`,
      );
    }
    const pages = new s3deploy.BucketDeployment(this, 'DeployPages', {
      ...common,
      sources,
      cacheControl: [s3deploy.CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    if (assets) pages.node.addDependency(assets);

    acknowledgeRoleWildcards(deployRole, (finding) => {
      if (/^Action::s3:(GetBucket|GetObject|List|DeleteObject|Abort)\*$/.test(finding)) {
        return "CDK's deployment grants: read the uploaded SPA bundle from the CDK asset bucket, write and replace the site's files.";
      }
      if (finding === `Resource::${nagResourceText(this, this.siteBucket.arnForObjects('*'))}`) {
        return 'The deployment writes every file of the SPA, so it needs all objects of the site bucket.';
      }
      if (/^Resource::arn:<AWS::Partition>:s3:::cdk-[a-z0-9]+-assets-.+\/\*$/.test(finding)) {
        return 'The SPA bundle is uploaded by the CDK CLI to the bootstrap asset bucket under a content-hash key.';
      }
      if (finding === 'Resource::*') {
        return 'CloudFront invalidations (cloudfront:CreateInvalidation/GetInvalidation) have no resource-level scope.';
      }
      return undefined;
    });
    acknowledgeStackSingletons(
      this,
      'Custom::CDKBucketDeployment',
      'AwsSolutions-L1',
      "The copy function's runtime is chosen by aws-cdk-lib (it bundles the AWS CLI layer for it) and moves with aws-cdk-lib upgrades.",
    );
  }
}

import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { tableDefinition } from '#functions/data/table-definition';
import type { StageConfig } from '../config';
import { acknowledge } from '../nag';

export interface PrivateBucketProps extends Omit<s3.BucketProps, 'serverAccessLogsBucket'> {
  readonly config: StageConfig;
  /** Where S3 writes this bucket's server access logs. */
  readonly accessLogs: s3.IBucket;
  readonly accessLogsPrefix: string;
}

/**
 * What every bucket of the app has: all public access blocked, TLS required, encrypted at rest,
 * and emptied and removed with the stack wherever data is not kept.
 */
function bucketDefaults(config: StageConfig) {
  return {
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    encryption: s3.BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    removalPolicy: config.removalPolicy,
    autoDeleteObjects: !config.retainData,
  };
}

/**
 * A bucket nobody outside the account can reach: all public access blocked, TLS required,
 * encrypted at rest, access logged. Extra props (versioning, lifecycle, CORS) are passed through.
 */
export function privateBucket(scope: Construct, id: string, props: PrivateBucketProps): s3.Bucket {
  const { config, accessLogs, accessLogsPrefix, ...rest } = props;
  return new s3.Bucket(scope, id, {
    ...bucketDefaults(config),
    objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
    serverAccessLogsBucket: accessLogs,
    serverAccessLogsPrefix: accessLogsPrefix,
    ...rest,
  });
}

export interface DataProps {
  readonly config: StageConfig;
}

/** The single table, the documents bucket, and the bucket that collects access logs. */
export class Data extends Construct {
  readonly table: dynamodb.Table;
  readonly documentsBucket: s3.Bucket;
  readonly accessLogsBucket: s3.Bucket;

  constructor(scope: Construct, id: string, { config }: DataProps) {
    super(scope, id);
    this.accessLogsBucket = this.addAccessLogsBucket(config);
    this.table = this.addTable(config);
    this.documentsBucket = this.addDocumentsBucket(config);
  }

  private addAccessLogsBucket(config: StageConfig): s3.Bucket {
    const bucket = new s3.Bucket(this, 'AccessLogsBucket', {
      ...bucketDefaults(config),
      // S3 server access logging and CloudFront standard logging both deliver through bucket ACLs.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(config.retainData ? 365 : 90) }],
    });
    acknowledge(
      bucket,
      'AwsSolutions-S1',
      'This is the access-log destination of the other buckets and the CloudFront distribution; logging it into itself would log every log delivery.',
    );
    return bucket;
  }

  private addTable(config: StageConfig): dynamodb.Table {
    const table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: tableDefinition.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: tableDefinition.sortKey, type: dynamodb.AttributeType.STRING },
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      // Kept data can be restored to any second of the last 35 days and is not deleted by accident;
      // dev holds only disposable test data and is deleted with its stack.
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: config.retainData },
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      deletionProtection: config.retainData,
      removalPolicy: config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    if (!config.retainData) {
      acknowledge(
        table,
        'AwsSolutions-DDB3',
        'The dev table holds only disposable test data and is deleted with its stack; point-in-time recovery is on wherever data is kept (prod).',
      );
    }
    for (const index of tableDefinition.globalSecondaryIndexes) {
      table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: index.sortKey, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
    return table;
  }

  private addDocumentsBucket(config: StageConfig): s3.Bucket {
    return privateBucket(this, 'DocumentsBucket', {
      config,
      accessLogs: this.accessLogsBucket,
      accessLogsPrefix: 'documents/',
      // Where data is kept, an overwritten or deleted file can be restored for 30 days.
      versioned: config.retainData,
      // The browser uploads with presigned POST forms and downloads with presigned GET links.
      cors: [
        {
          allowedOrigins: [config.appUrl],
          allowedMethods: [s3.HttpMethods.POST, s3.HttpMethods.GET, s3.HttpMethods.HEAD],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        ...(config.retainData
          ? [{ id: 'expire-old-versions', noncurrentVersionExpiration: Duration.days(30) }]
          : []),
        // Uploads wait under uploads/ until checked; those never completed are not kept.
        { id: 'expire-abandoned-uploads', prefix: 'uploads/', expiration: Duration.days(1) },
        // Account exports (a zip of the user's data and documents) are downloaded at once: a day
        // is plenty, and no older copy is kept either.
        {
          id: 'expire-account-exports',
          prefix: 'exports/',
          expiration: Duration.days(1),
          ...(config.retainData && { noncurrentVersionExpiration: Duration.days(1) }),
        },
      ],
    });
  }
}

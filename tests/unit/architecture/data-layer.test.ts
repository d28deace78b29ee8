import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, sourceFiles } from './source-files';

/**
 * One data layer: only functions/data/** talks to DynamoDB (the client module itself and the
 * Powertools idempotency store, which is plumbing, aside), every table key is made by
 * functions/data/keys.ts, and no value is forced into a type it was never checked against.
 */
const DYNAMODB_ALLOWED = ['functions/lib/client-dynamodb.ts', 'functions/lib/idempotency.ts'];
const KEYS_MODULE = 'functions/data/keys.ts';
/** Its persistence layer names its own partition (`IDEMPOTENCY#<kind>`), as Powertools asks. */
const OWN_KEYS_ALLOWED = [KEYS_MODULE, 'functions/lib/idempotency.ts'];

const DYNAMODB_MODULES = /^@aws-sdk\/(client-dynamodb|lib-dynamodb)$|(^|\/)client-dynamodb$/;
const IMPORTED = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;
/** `USER#${sub}`, `'RATE#' + key`, or a key attribute given a built string. */
const BUILT_KEYS = [
  /`[A-Z][A-Z0-9_]*#\$\{/,
  /['"][A-Z][A-Z0-9_]*#['"]\s*\+/,
  /\b(PK|SK|GSI1PK|GSI1SK)\s*:\s*`/,
];
const FORCED_CAST = /\bas\s+unknown\s+as\b/;

/** What a source file breaks of the rules above, one line each. Pure. */
function findings(file: string, source: string): string[] {
  const found: string[] = [];
  const inData = file.startsWith('functions/data/');
  if (!inData && !DYNAMODB_ALLOWED.includes(file)) {
    for (const [, specifier] of source.matchAll(IMPORTED))
      if (specifier && DYNAMODB_MODULES.test(specifier)) found.push(`${file}: imports ${specifier}`);
  }
  source.split('\n').forEach((line, index) => {
    const at = `${file}:${index + 1}`;
    if (!OWN_KEYS_ALLOWED.includes(file) && BUILT_KEYS.some((pattern) => pattern.test(line)))
      found.push(`${at}: builds a table key outside ${KEYS_MODULE}`);
    if (FORCED_CAST.test(line)) found.push(`${at}: forces a type with 'as unknown as'`);
  });
  return found;
}

/** Source text holding template literals (written `@{…}` here, so this file has none of its own). */
const source = (text: string) => text.replaceAll('@{', '$' + '{');

describe('one data layer', () => {
  it('finds what it looks for', () => {
    const service = 'functions/policies/example.ts';
    expect(findings(service, "import { QueryCommand } from '@aws-sdk/lib-dynamodb';")).toHaveLength(1);
    expect(findings(service, "import { dynamo } from '../lib/client-dynamodb';")).toHaveLength(1);
    expect(findings(service, "const { dynamo } = await import('../lib/client-dynamodb');")).toHaveLength(1);
    expect(findings(service, source('const key = { PK: `USER#@{sub}`, SK: "PROFILE" };'))).toHaveLength(1);
    expect(findings(service, "const pk = 'RATE#' + key;")).toHaveLength(1);
    expect(findings(service, 'const rows = items as unknown as Policy[];')).toHaveLength(1);
    // The data layer may use the client; nobody may force a type.
    expect(findings('functions/data/example.ts', "import { dynamo } from '../lib/client-dynamodb';")).toEqual(
      [],
    );
    expect(findings(KEYS_MODULE, source('user: (sub: string) => ({ PK: `USER#@{sub}` }),'))).toEqual([]);
    expect(findings(KEYS_MODULE, 'const x = y as unknown as Z;')).toHaveLength(1);
    // Keys from keys.ts, S3 keys and JSON pointers are not table keys built by hand.
    expect(findings(service, 'const key = keys.policy(sub, id);')).toEqual([]);
    expect(findings(service, source('const prefix = `uploads/@{sub}/`;'))).toEqual([]);
    expect(findings(service, source('const ref = `#/components/schemas/@{name}`;'))).toEqual([]);
  });

  it('holds in functions/ and domain/', () => {
    const files = [...sourceFiles('functions'), ...sourceFiles('domain')];
    expect(files).toContain(KEYS_MODULE);
    const found = files.flatMap((file) => findings(file, readFileSync(path.join(repoRoot, file), 'utf8')));
    expect(found).toEqual([]);
  });
});

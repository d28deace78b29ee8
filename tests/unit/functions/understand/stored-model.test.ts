import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assessClaimByRules } from '#functions/analysis/decide/assess-claim';
import { readPdf } from '#functions/analysis/read/pdf-text';
import { MODEL_VERSION, policyModel, rememberModel } from '#functions/analysis/understand/policy-model';
import { modelFromStore, storeModel } from '#functions/analysis/understand/stored-model';
import type { PolicyDocument } from '#functions/analysis/understand/types';
import { definedTermsWording, wanderWording } from '#tests/fixtures/claim-wordings';
import { claimFacts } from '#tests/steps/claim-facts';

async function read(bytes: Buffer, file: string): Promise<PolicyDocument[]> {
  const { pages, layout } = await readPdf(bytes, file);
  return [{ file, pages, layout }];
}

let documents: PolicyDocument[];
beforeAll(async () => {
  documents = [
    ...(await read(wanderWording(), 'wording.pdf')),
    ...(await read(definedTermsWording(), 'terms.pdf')),
  ];
});

describe('the policy model kept with the policy', () => {
  it('comes back from its stored form and decides claims exactly as the model built from the text', async () => {
    const stored = JSON.parse(JSON.stringify(storeModel(policyModel(documents))));
    const restored = modelFromStore(stored);
    expect(restored?.clauses.length).toBe(policyModel(documents).clauses.length);
    expect(restored?.definitions.map((d) => d.term)).toEqual(
      policyModel(documents).definitions.map((d) => d.term),
    );
    // The same documents read again (new objects), with the stored model in place of a new one.
    const again = [
      ...(await read(wanderWording(), 'wording.pdf')),
      ...(await read(definedTermsWording(), 'terms.pdf')),
    ];
    if (restored) rememberModel(again, restored);
    for (const description of [
      'My pushbike was stolen from the yard overnight. It was not chained to anything.',
      'My hoverboard was stolen from outside the library while I was inside.',
      'Our coach departure was delayed by 10 hours.',
    ]) {
      const facts = claimFacts({ description });
      const fresh = assessClaimByRules(documents, facts);
      const fromStore = assessClaimByRules(again, facts);
      expect(fromStore.verdict, description).toBe(fresh.verdict);
      expect(fromStore.citations, description).toEqual(fresh.citations);
    }
  });

  it('is not used when it was built by another version of the analyser', () => {
    const stored = storeModel(policyModel(documents));
    expect(modelFromStore({ ...stored, version: MODEL_VERSION + 1 })).toBeNull();
  });

  it('has its version bumped whenever the code that builds it changes', () => {
    // A stored model built by older reading code would decide differently: such a change must bump
    // MODEL_VERSION (policy-model.ts) and record the new sources' hash in model-version.json.
    const root = path.resolve(import.meta.dirname, '../../../../functions/analysis');
    const hash = createHash('sha256');
    const sources = readdirSync(path.join(root, 'understand'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
    for (const file of sources) hash.update(file).update(readFileSync(path.join(root, file)));
    const recorded = JSON.parse(readFileSync(path.join(root, 'model-version.json'), 'utf8'));
    expect({ version: MODEL_VERSION, sources: hash.digest('hex') }).toEqual(recorded);
  });
});

import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { schedulePdf } from '#tests/fixtures/pdfs';

/**
 * `npm run analyse -- … --analyser bedrock`: the deployed analyser's request written, and a
 * recorded answer run through it, with no AWS call (no credentials exist here).
 */
const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), 'analyse-bedrock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const claim = {
  itemType: 'travel',
  incidentDateTime: '2025-03-02T10:00:00Z',
  reportDateTime: '2025-03-03T10:00:00Z',
  policyStartDate: '2025-01-01',
  estimatedValue: 900,
  description: 'My suitcase was stolen from my hotel room.',
};

async function analyse(args: string[]) {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/analyse.ts', ...args], {
      env: { ...process.env, AWS_ACCESS_KEY_ID: '', AWS_SECRET_ACCESS_KEY: '', AWS_PROFILE: 'none' },
    });
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

function files() {
  const pdf = path.join(dir, 'schedule.pdf');
  writeFileSync(pdf, schedulePdf(3));
  const claimFile = path.join(dir, 'claim.json');
  writeFileSync(claimFile, JSON.stringify(claim));
  return { pdf, claimFile };
}

describe('npm run analyse -- claim --analyser bedrock', () => {
  it('writes the exact Converse request, every page whole, and exits', async () => {
    const { pdf, claimFile } = files();
    const out = path.join(dir, 'request.json');
    const { code, stdout } = await analyse([
      'claim',
      '--analyser',
      'bedrock',
      '--request-out',
      out,
      '--claim',
      claimFile,
      pdf,
    ]);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ tool: 'record_assessment', wholeDocuments: true });
    const { requestSha256, input } = JSON.parse(readFileSync(out, 'utf8'));
    expect(requestSha256).toMatch(/^[0-9a-f]{64}$/);
    const documents = input.messages[0].content[0].text as string;
    for (const page of [1, 2, 3]) expect(documents).toContain(`[schedule.pdf p.${page}]`);
    expect(input.messages[0].content[1]).toEqual({ cachePoint: { type: 'default' } });
    expect(input.messages[0].content[2].text).toContain(claim.description);
  });

  it('runs a recorded answer through the grounding and the combination', async () => {
    const { pdf, claimFile } = files();
    const answer = path.join(dir, 'answer.json');
    const invented = { file: 'schedule.pdf', page: 1, quote: 'We will pay for stolen suitcases.' };
    writeFileSync(
      answer,
      JSON.stringify({
        verdict: 'likely_covered',
        reasons: ['Theft is covered.'],
        coverCitation: invented,
        citations: [invented],
        conditions: [],
        checks: [],
        exclusions: [],
        excess: null,
        limit: null,
        estimatedPayout: null,
      }),
    );
    const { code, stdout } = await analyse([
      'claim',
      '--analyser',
      'bedrock',
      '--answer',
      answer,
      '--claim',
      claimFile,
      pdf,
    ]);
    expect(code).toBe(0);
    // The covering clause is not in the document: no "likely covered" rests on it.
    const result = JSON.parse(stdout);
    expect(result.verdict).toBe('unclear');
    expect(JSON.stringify(result.citations)).not.toContain('stolen suitcases');
  });

  it('never calls AWS: without a request or answer file it says so and exits with 2', async () => {
    const { pdf, claimFile } = files();
    const { code, stderr } = await analyse(['claim', '--analyser', 'bedrock', '--claim', claimFile, pdf]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/needs --request-out FILE or --answer FILE/);
  });
});

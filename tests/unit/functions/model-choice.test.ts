import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MODEL_ID,
  isRetiredModel,
  PROFILE_PREFIX,
} from '#functions/analysis/decide/bedrock/model-choice';
import { parseConfig } from '#functions/lib/config';
import { resolveStageConfig } from '#infra/config';

/** The model the deployed analyser calls: current, through an inference profile, never a retired id. */
describe('the default Bedrock model', () => {
  it.each([
    'anthropic.claude-3-5-sonnet-20240620-v1:0',
    'eu.anthropic.claude-3-7-sonnet-20250219-v1:0',
    'anthropic.claude-3-haiku-20240307-v1:0',
    'anthropic.claude-v2:1',
    'anthropic.claude-instant-v1',
    'us.anthropic.claude-sonnet-4-20250514-v1:0',
    'global.anthropic.claude-opus-4-20250514-v1:0',
    'eu.anthropic.claude-sonnet-4-5-20250929-v1:0',
  ])('knows %s as retired', (id) => {
    expect(isRetiredModel(id)).toBe(true);
  });

  it('is not retired, and is called through a cross-region inference profile', () => {
    expect(isRetiredModel(DEFAULT_MODEL_ID)).toBe(false);
    expect(DEFAULT_MODEL_ID).toMatch(PROFILE_PREFIX);
  });

  it('is what the stack and the functions use unless told otherwise', () => {
    const dev = (key: string) => (key === 'stage' ? 'dev' : undefined);
    expect(resolveStageConfig(dev, {}).bedrockModelId).toBe(DEFAULT_MODEL_ID);
    const local = parseConfig({
      TABLE_NAME: 't',
      DOCUMENTS_BUCKET: 'b',
      USER_POOL_ID: 'eu-west-2_abc',
      USER_POOL_CLIENT_ID: 'client',
      STAGE: 'local',
      ORIGIN_SECRET: 'a-local-secret-of-some-length',
    });
    expect(local.bedrockModelId).toBe(DEFAULT_MODEL_ID);
  });

  it('refuses a retired model id at synth', () => {
    const read = (key: string) =>
      key === 'stage' ? 'dev' : key === 'modelId' ? 'anthropic.claude-3-5-sonnet-20240620-v1:0' : undefined;
    expect(() => resolveStageConfig(read, {})).toThrow(/retired on Bedrock/);
  });
});

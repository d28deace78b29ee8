import { config } from '../lib/config';
import { createBedrockAnalyzer } from './bedrock-analyzer';
import { localAnalyzer } from './local-analyzer';
import type { Analyzer } from './types';

/** The analyser chosen by configuration: Bedrock in AWS, the local analyser on one machine. */
export function analyzer(): Analyzer {
  return config().analyzer === 'local' ? localAnalyzer : createBedrockAnalyzer();
}

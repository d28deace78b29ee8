import { config } from '#functions/lib/config';
import type { Analyzer } from '../understand/types';
import { createBedrockAnalyzer } from './bedrock-analyzer';
import { localAnalyzer } from './local-analyzer';

/** The analyser chosen by configuration: Bedrock in AWS, the local analyser on one machine. */
export function analyzer(): Analyzer {
  return config().analyzer === 'local' ? localAnalyzer : createBedrockAnalyzer();
}

import { config } from '../lib/config';
import { localAnalyzer } from './local-analyzer';
import type { Analyzer } from './types';

/** The analyser chosen by configuration: Bedrock in AWS, the local analyser on one machine. */
export async function analyzer(): Promise<Analyzer> {
  if (config().analyzer === 'local') return localAnalyzer;
  throw new Error('The Bedrock analyser is not part of this build yet');
}

import { inject } from 'vitest';
import { resetConfig } from '#functions/lib/config';

// Handlers called directly in a test run with the same environment as in the local gateway.
Object.assign(process.env, inject('stackEnv'), { LOG_LEVEL: 'silent' });
resetConfig();

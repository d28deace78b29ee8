// A local service's thread: TypeScript is loaded as in the rest of the local stack, then the
// service module named by the stack runs.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);

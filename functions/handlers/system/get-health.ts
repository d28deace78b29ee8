import { publicHttp, Reply } from '../../lib/http';
import { checkHealth } from '../../system/health';

export const handler = publicHttp({}, async () => {
  const report = await checkHealth();
  return new Reply(report.status === 'ok' ? 200 : 503, report);
});

import { listAssessments } from '#functions/assessments/assessment-reads';
import { userHttp } from '#functions/lib/http';

export const handler = userHttp({}, async ({ caller }) => ({
  assessments: await listAssessments(caller.sub),
}));

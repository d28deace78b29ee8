import { listAssessments } from '#functions/assessments/assessments';
import { userHttp } from '#functions/lib/http';

export const handler = userHttp({}, async ({ caller }) => ({
  assessments: await listAssessments(caller.sub),
}));

import { listAssessments } from '../../assessments/assessments';
import { userHttp } from '../../lib/http';

export const handler = userHttp({}, async ({ caller }) => ({
  assessments: await listAssessments(caller.sub),
}));

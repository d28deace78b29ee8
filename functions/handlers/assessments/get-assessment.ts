import { findAssessment } from '../../assessments/assessments';
import { userHttp } from '../../lib/http';
import { assessmentParams } from './params';

export const handler = userHttp({ params: assessmentParams }, async ({ caller, params }) =>
  findAssessment(caller.sub, params.id),
);

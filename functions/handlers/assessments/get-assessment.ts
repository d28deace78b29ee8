import { findAssessment } from '#functions/assessments/assessment-reads';
import { userHttp } from '#functions/lib/http';
import { assessmentParams } from './params';

export const handler = userHttp({ params: assessmentParams }, async ({ caller, params }) =>
  findAssessment(caller.sub, params.id),
);

import { getAssessment, listAssessmentRecords } from '../data/assessment-store';
import { type AssessmentView, assessmentView } from './assessment-view';

/*
 * A user's assessments as they read them. Apart from assessments.ts, which checks claims against the
 * profile and queues them: a route that only reads loads neither Cognito nor Lambda.
 */

export async function findAssessment(sub: string, id: string): Promise<AssessmentView> {
  return assessmentView(await getAssessment(sub, id));
}

/** The user's assessments, newest first, whatever their status. */
export async function listAssessments(sub: string): Promise<AssessmentView[]> {
  const now = Date.now();
  return (await listAssessmentRecords(sub)).map((a) => assessmentView(a, now));
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { TOAST_DURATION_MS } from '#domain/constants';
import type { ClaimInput } from '#domain/schemas/claim';
import { Alert } from '#web/components/alert';
import { LimitNotice } from '#web/components/limit-notice';
import { PageHeader } from '#web/components/page-header';
import { PdfPageViewerProvider } from '#web/components/pdf-page-viewer/pdf-page-viewer';
import { useLimitNotice } from '#web/components/use-limit-notice';
import { usePageTitle } from '#web/components/use-page-title';
import { usePolicies } from '#web/lib/api/get-policies';
import { useSession } from '#web/lib/auth/session-provider';
import { toast } from '#web/lib/toast/toast';
import { useCreateAssessment } from './api/create-assessment';
import { assessmentQueryKey, useAssessment } from './api/get-assessment';
import { type Answer, type AssessmentView, assessmentsQueryKey } from './api/get-assessments';
import { useRetryAssessment } from './api/retry-assessment';
import { CLAIM_SUCCESS_MESSAGE, claimErrorMessage } from './claim-display';
import { type PolicyDatesInput, reassessRequest, redatedRequest } from './claim-form-values';
import { AssessmentHistory } from './components/assessment-history';
import { AssessmentPanel } from './components/assessment-panel';
import { ClaimForm } from './components/claim-form';
import './claims.css';
import { failureToast } from '#web/lib/failure-toast';

/** The search parameter that names the assessment on screen, so a reload finds it again. */
export const SHOWN_PARAM = 'assessment';
export const SHOWN_LOAD_ERROR = 'This assessment could not be loaded.';

/**
 * Says when the assessment on screen settles while the page is open (also after a reload), and
 * brings the history up to date.
 */
function useSettledNotice(assessment: AssessmentView | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef<{ id: string; status: AssessmentView['status'] }>(undefined);
  useEffect(() => {
    if (!assessment) return;
    const before = seen.current;
    seen.current = { id: assessment.id, status: assessment.status };
    if (before?.id !== assessment.id || before.status !== 'pending' || assessment.status === 'pending')
      return;
    if (assessment.status === 'completed') toast.success(CLAIM_SUCCESS_MESSAGE);
    void queryClient.invalidateQueries({ queryKey: assessmentsQueryKey, exact: true });
  }, [assessment, queryClient]);
}

/**
 * The assessment on screen, named in the page's address so a reload finds it again; `show` puts
 * another one there and moves focus to it once its heading is on screen.
 */
function useShownAssessment() {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const shownId = searchParams.get(SHOWN_PARAM) ?? undefined;
  const shown = useAssessment(shownId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusPending = useRef(false);
  useSettledNotice(shown.data);

  useEffect(() => {
    const heading = headingRef.current;
    if (!focusPending.current || !heading || shown.data?.id !== shownId) return;
    focusPending.current = false;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [shown.data?.id, shownId]);

  function show(assessment: AssessmentView) {
    queryClient.setQueryData(assessmentQueryKey(assessment.id), assessment);
    focusPending.current = true;
    setSearchParams({ [SHOWN_PARAM]: assessment.id }, { replace: true });
  }
  return { shownId, shown, headingRef, show };
}

/** Sending a claim, retrying a failed assessment and re-assessing with answers; each shows the result. */
function useClaimActions(shown: AssessmentView | undefined, show: (assessment: AssessmentView) => void) {
  const create = useCreateAssessment();
  const retry = useRetryAssessment();
  // The hourly limit stays on screen beside the form until it is time to try again.
  const limit = useLimitNotice();
  const fail = (error: unknown, again: () => void) => {
    if (!limit.show(error))
      failureToast(claimErrorMessage(error), error, again, { duration: TOAST_DURATION_MS });
  };

  async function submit(claim: ClaimInput): Promise<boolean> {
    try {
      show(await create.mutateAsync(claim));
      limit.dismiss();
      return true;
    } catch (error) {
      fail(error, () => void submit(claim));
      return false;
    }
  }

  async function retryAssessment(assessment: AssessmentView) {
    try {
      show(await retry.mutateAsync(assessment.id));
    } catch (error) {
      fail(error, () => void retryAssessment(assessment));
    }
  }

  /** Sends the shown claim again as the request says; resolves with a message when it could not. */
  async function resend(request: ReturnType<typeof reassessRequest>): Promise<string | undefined> {
    if (!request.ok) return request.message;
    try {
      show(await create.mutateAsync(request.body));
      return undefined;
    } catch (error) {
      return claimErrorMessage(error);
    }
  }
  const reassess = async (answers: Record<string, Answer>) =>
    shown ? resend(reassessRequest(shown, answers)) : undefined;
  const redate = async (dates: PolicyDatesInput) =>
    shown ? resend(redatedRequest(shown, dates)) : undefined;
  return {
    submit,
    retryAssessment,
    reassess,
    redate,
    limit,
    creating: create.isPending,
    retrying: retry.isPending,
  };
}

export function AssessClaimPage() {
  usePageTitle('Assess Claim');
  const { user } = useSession();
  const policies = usePolicies();
  const { shownId, shown, headingRef, show } = useShownAssessment();
  const actions = useClaimActions(shown.data, show);
  const shownFiles = policies.data?.policies.find((p) => p.id === shown.data?.policyId)?.files;

  return (
    <PdfPageViewerProvider>
      <div className="page claim-page">
        <PageHeader title="Assess a Claim">
          Choose one of your policies, tell us what happened and when, and PolicyLens assesses whether your
          claim is likely to be covered, with the clauses it relied on and your next steps. Your earlier
          assessments are kept here too.
        </PageHeader>
        <div className="two-column claim-layout">
          <div className="two-column__main">
            <ClaimForm
              policies={policies.data?.policies}
              policiesFailed={policies.isError}
              onRetryPolicies={() => void policies.refetch()}
              onSubmit={actions.submit}
              submitting={actions.creating}
            />
            <LimitNotice notice={actions.limit.notice} onDismiss={actions.limit.dismiss} />
            {shownId && shown.isError && (
              <Alert tone="error">
                <p>{SHOWN_LOAD_ERROR}</p>
              </Alert>
            )}
            {shown.data && (
              <AssessmentPanel
                key={shown.data.id}
                assessment={shown.data}
                country={user?.country}
                files={shownFiles}
                headingRef={headingRef}
                onRetry={() => shown.data && void actions.retryAssessment(shown.data)}
                retrying={actions.retrying}
                onReassess={actions.reassess}
                onRedate={actions.redate}
                reassessing={actions.creating}
              />
            )}
          </div>
          <div className="two-column__side">
            <AssessmentHistory
              country={user?.country}
              onView={show}
              onRetry={(assessment) => void actions.retryAssessment(assessment)}
            />
          </div>
        </div>
      </div>
    </PdfPageViewerProvider>
  );
}

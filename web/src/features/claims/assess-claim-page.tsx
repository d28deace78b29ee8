import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { TOAST_DURATION_MS } from '../../../../domain/constants';
import type { ClaimInput } from '../../../../domain/schemas/claim';
import { PageHeader } from '../../components/page-header';
import { PdfPageViewerProvider } from '../../components/pdf-page-viewer/pdf-page-viewer';
import { usePageTitle } from '../../components/use-page-title';
import { usePolicies } from '../../lib/api/get-policies';
import { useSession } from '../../lib/auth/session-provider';
import { useCreateAssessment } from './api/create-assessment';
import type { AssessmentView } from './api/get-assessments';
import { CLAIM_SUCCESS_MESSAGE, claimErrorMessage } from './claim-display';
import { AssessmentHistory } from './components/assessment-history';
import { AssessmentResult } from './components/assessment-result';
import { ClaimForm } from './components/claim-form';
import { ProcessingOverlay } from './components/processing-overlay';
import './claims.css';

export function AssessClaimPage() {
  usePageTitle('Assess Claim');
  const { user } = useSession();
  const policies = usePolicies();
  const create = useCreateAssessment();
  const processing = create.isPending;
  const [shown, setShown] = useState<AssessmentView>();
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  // Bumped whenever a result is put on screen, so focus follows it once the page is usable.
  const [resultShownAt, setResultShownAt] = useState(0);

  useEffect(() => {
    if (resultShownAt === 0 || processing) return;
    const heading = resultHeadingRef.current;
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [resultShownAt, processing]);

  function show(assessment: AssessmentView) {
    setShown(assessment);
    setResultShownAt((n) => n + 1);
  }

  async function submit(claim: ClaimInput): Promise<boolean> {
    try {
      const assessment = await create.mutateAsync(claim);
      toast.success(CLAIM_SUCCESS_MESSAGE);
      show(assessment);
      return true;
    } catch (error) {
      toast.error(claimErrorMessage(error), { duration: TOAST_DURATION_MS });
      return false;
    }
  }

  const shownFiles = policies.data?.policies.find((p) => p.id === shown?.policyId)?.files;

  return (
    <PdfPageViewerProvider>
      <div className="page claim-page">
        <div className="claim-page__content" inert={processing}>
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
                onSubmit={submit}
                submitting={processing}
              />
              {shown && (
                <AssessmentResult
                  key={shown.id}
                  assessment={shown}
                  country={user?.country}
                  files={shownFiles}
                  headingRef={resultHeadingRef}
                />
              )}
            </div>
            <div className="two-column__side">
              <AssessmentHistory onView={show} />
            </div>
          </div>
        </div>
        <ProcessingOverlay active={processing} />
      </div>
    </PdfPageViewerProvider>
  );
}

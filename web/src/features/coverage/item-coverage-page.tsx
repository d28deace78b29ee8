import { useCallback, useState } from 'react';
import { Alert } from '#web/components/alert';
import { Button } from '#web/components/button';
import { PageHeader } from '#web/components/page-header';
import { PdfPageViewerProvider } from '#web/components/pdf-page-viewer/pdf-page-viewer';
import { Spinner } from '#web/components/spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { usePolicies } from '#web/lib/api/get-policies';
import { useSession } from '#web/lib/auth/session-provider';
import { useCoverage } from './api/get-coverage';
import { otherPolicies, policiesForItem } from './compare';
import { CoverageCard } from './components/coverage-card';
import { CoverageRequestDialog } from './components/coverage-request-dialog';
import { ITEM_CARDS } from './item-cards';
import './coverage.css';

export const COVERAGE_LOAD_ERROR = 'Error loading coverage';
export const POLICIES_LOAD_ERROR = 'Error loading policies';

export function ItemCoveragePage() {
  usePageTitle('Item Coverage');
  const { user } = useSession();
  const country = user?.country;
  const coverage = useCoverage();
  const policies = usePolicies();
  const [requesting, setRequesting] = useState(false);
  const closeRequest = useCallback(() => setRequesting(false), []);
  const loading = coverage.isPending || policies.isPending;
  const failed = coverage.isError || policies.isError;

  return (
    <PdfPageViewerProvider>
      <div className="page coverage-page">
        <div className="coverage-page__header">
          <PageHeader title="Item Coverage">
            See how much your policies cover for your smartphone, your home, your health and your travel,
            calculated from the documents you have uploaded. Every figure links to the page it comes from.
          </PageHeader>
          <Button variant="secondary" onClick={() => setRequesting(true)}>
            Request New Coverage Type
          </Button>
        </div>

        {failed && (
          <Alert tone="error" className="coverage-page__error">
            {coverage.isError && <p>{COVERAGE_LOAD_ERROR}. Please try again.</p>}
            {policies.isError && <p>{POLICIES_LOAD_ERROR}. Please try again.</p>}
            <Button
              variant="secondary"
              className="button--small"
              onClick={() => {
                if (coverage.isError) void coverage.refetch();
                if (policies.isError) void policies.refetch();
              }}
            >
              Try again
            </Button>
          </Alert>
        )}

        {loading && !failed && (
          <div className="coverage-page__loading">
            <Spinner label="Loading your coverage…" />
          </div>
        )}

        {coverage.data && policies.data && (
          <div className="coverage-grid">
            {ITEM_CARDS.map((card) => (
              <CoverageCard
                key={card.itemType}
                card={card}
                coverage={coverage.data.coverage.find((c) => c.itemType === card.itemType)}
                runningPolicyIds={coverage.data.running
                  .filter((r) => r.itemType === card.itemType)
                  .map((r) => r.policyId)}
                policies={policiesForItem(policies.data.policies, card.itemType)}
                otherPolicies={otherPolicies(policies.data.policies, card.itemType)}
                notReadyPolicies={policies.data.inProgress ?? []}
                country={country}
              />
            ))}
          </div>
        )}

        <CoverageRequestDialog open={requesting} onClose={closeRequest} />
      </div>
    </PdfPageViewerProvider>
  );
}

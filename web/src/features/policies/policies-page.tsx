import { useEffect } from 'react';
import { PageHeader } from '#web/components/page-header';
import { usePageTitle } from '#web/components/use-page-title';
import { usePolicies } from '#web/lib/api/get-policies';
import { toast } from '#web/lib/toast/toast';
import { useInsuranceTypes } from './api/get-insurance-types';
import { EmailUploadCard } from './components/email-upload-card';
import { PoliciesList } from './components/policies-list';
import { PolicyUploadForm } from './components/policy-upload-form';
import { QuickUploadCard } from './components/quick-upload-card';
import './policies.css';

export function PoliciesPage() {
  usePageTitle('Policy Documents');
  const policies = usePolicies();
  const insuranceTypes = useInsuranceTypes();
  const slotsRemaining = policies.data?.slotsRemaining;

  useEffect(() => {
    if (insuranceTypes.isError) toast.error('Error loading insurance types', { id: 'insurance-types-error' });
  }, [insuranceTypes.isError]);

  return (
    <div className="page policies-page">
      <PageHeader title="Policy Documents">
        Upload and manage the PDF documents for up to 10 insurance policies. PolicyLens reads them so it can
        show your cover and assess your claims.
      </PageHeader>
      <div className="two-column policies-layout">
        <div className="two-column__main">
          <QuickUploadCard slotsRemaining={slotsRemaining} insuranceTypes={insuranceTypes.data} />
          <PolicyUploadForm
            slotsRemaining={slotsRemaining}
            insuranceTypes={insuranceTypes.data}
            insuranceTypesFailed={insuranceTypes.isError}
            onRetryInsuranceTypes={() => void insuranceTypes.refetch()}
          />
        </div>
        <div className="two-column__side">
          <PoliciesList />
          <EmailUploadCard />
        </div>
      </div>
    </div>
  );
}

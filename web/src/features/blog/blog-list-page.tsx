import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../components/use-page-title';

export function BlogListPage() {
  usePageTitle('Blog');
  return (
    <div className="page">
      <PageHeader title="Blog">
        Practical guides to insurance cover and claims for UK, US and Australian policyholders: how to avoid
        being underinsured, keep your cover current as life changes, and make a claim that stands up.
      </PageHeader>
    </div>
  );
}

import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../components/use-page-title';

export function RegisterPage() {
  usePageTitle('Register');
  return (
    <div className="page">
      <PageHeader title="Create your free account">
        Register in a minute to store your policy documents in one place, see what each item you own is
        covered for, and get an AI assessment before you make a claim. PolicyLens is free to use.
      </PageHeader>
    </div>
  );
}

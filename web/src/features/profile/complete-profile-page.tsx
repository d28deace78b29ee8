import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../components/use-page-title';

export function CompleteProfilePage() {
  usePageTitle('Complete Profile');
  return (
    <div className="page">
      <meta name="robots" content="noindex" />
      <PageHeader title="Complete your profile">
        Tell us your name, phone number and country of residence so PolicyLens can show amounts in your
        currency and point you to the right help for where you live.
      </PageHeader>
    </div>
  );
}

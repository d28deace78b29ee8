import { Link } from 'react-router';
import { PageHeader } from '#web/components/page-header';
import { usePageTitle } from '#web/components/use-page-title';
import { paths } from '#web/lib/paths';

const suggestions = [
  { label: 'Home', to: paths.home },
  { label: 'Coverage Analysis', to: paths.coverage },
  { label: 'Claim Assessment', to: paths.claimAssessment },
  { label: 'Blog', to: paths.blog },
  { label: 'Resources', to: paths.resources },
  { label: 'Contact', to: paths.contact },
] as const;

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <div className="page page--narrow">
      <PageHeader title="Page not found">
        The page you were looking for does not exist or has moved. These pages might help instead:
      </PageHeader>
      <nav aria-label="Suggested pages">
        <ul className="link-grid">
          {suggestions.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="link-card">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

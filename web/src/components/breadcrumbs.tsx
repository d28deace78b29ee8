import { Link, useLocation, useMatches } from 'react-router';
import { breadcrumbsFor, pageCrumb } from '../lib/breadcrumbs';

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const trail = breadcrumbsFor(pathname, pageCrumb(useMatches()));
  if (trail.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs container">
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.href ?? crumb.label}>
            {crumb.href ? (
              <Link to={crumb.href}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

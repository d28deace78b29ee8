import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '../components/button';
import { Logo } from '../components/logo';
import { usePageTitle } from '../components/use-page-title';
import { paths } from '../lib/paths';

function describe(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return undefined;
}

interface RouterErrorPageProps {
  /** True when the site header is not shown around it, so the page brings its own logo. */
  readonly standalone?: boolean;
}

/** Shown when a page fails to load or render. */
export function RouterErrorPage({ standalone = false }: RouterErrorPageProps) {
  const error = useRouteError();
  usePageTitle('Unexpected Application Error');
  const detail = describe(error);
  const content = (
    <div className="page page--narrow status-page">
      <div className="card status-page__card">
        {standalone && <Logo />}
        <h1>Unexpected Application Error</h1>
        <p className="lead">
          Something went wrong while showing this page. Reloading usually fixes it; if it keeps happening,
          please come back a little later.
        </p>
        {detail && <p className="status-page__detail">{detail}</p>}
        <div className="button-row">
          <Button onClick={() => window.location.reload()}>Reload page</Button>
          <Link to={paths.home} className="button button--secondary" reloadDocument>
            Go to the home page
          </Link>
        </div>
      </div>
    </div>
  );
  return standalone ? <main id="main">{content}</main> : content;
}

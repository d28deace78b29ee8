import { Link } from 'react-router';
import { paths } from '../lib/paths';

export function Logo() {
  return (
    <Link to={paths.home} className="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <circle cx="14" cy="14" r="6.5" fill="none" stroke="#fff" strokeWidth="2.5" />
        <path d="m19 19 5.5 5.5" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <span className="logo__text">PolicyLens</span>
    </Link>
  );
}

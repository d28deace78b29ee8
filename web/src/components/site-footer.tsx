import { Link } from 'react-router';
import { paths } from '../lib/paths';

const LINKEDIN_URL = 'https://www.linkedin.com/company/policylens';

const footerLinks = [
  { label: 'Terms & Conditions', to: paths.termsConditions },
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Contact', to: paths.contact },
  { label: 'Resources', to: paths.resources },
] as const;

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__top">
          <p className="site-footer__tagline">
            <strong>PolicyLens</strong> helps UK, US and Australian policyholders understand their cover and
            check claims. Free to use.
          </p>
          <nav aria-label="Footer">
            <ul className="site-footer__links">
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
              <li>
                <a href={LINKEDIN_URL} target="_blank" rel="noopener noreferrer">
                  LinkedIn<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            </ul>
          </nav>
        </div>
        <p className="site-footer__disclaimer">
          Assessments are guidance to help you prepare, not a decision by your insurer.
        </p>
        <p className="site-footer__copyright">© {year} PolicyLens</p>
      </div>
    </footer>
  );
}

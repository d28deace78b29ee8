import { PageHeader } from '#web/components/page-header';
import { TeaserSection } from '#web/components/teaser-links';
import { pageMeta } from '#web/content/page-meta';
import { usePageMeta } from '#web/content/use-page-meta';
import { paths } from '#web/lib/paths';
import { ContactForm } from './components/contact-form';
import './contact.css';

const CONTACT_EMAIL = 'hello@policylens.app';

const helpLinks = [
  { to: paths.blog, title: 'Blog', text: 'Plain-English guides to cover and claims.' },
  { to: paths.resources, title: 'Resources', text: 'Regulators, ombudsman services and advice bodies.' },
  { to: paths.privacyPolicy, title: 'Privacy Policy', text: 'How we look after your data and documents.' },
  { to: paths.coverage, title: 'Coverage Analysis', text: 'How we read the limits in your policies.' },
  {
    to: paths.claimAssessment,
    title: 'Claim Assessment',
    text: 'How a claim is checked against your policy.',
  },
] as const;

export function ContactPage() {
  usePageMeta(pageMeta.contact);
  return (
    <div className="page">
      <PageHeader title="Contact us">
        Questions about PolicyLens, your account or your data? Send us a message and we will reply within
        24-48 hours on business days.
      </PageHeader>
      <div className="contact-layout">
        <div className="card contact-layout__form">
          <ContactForm />
        </div>
        <div className="contact-layout__side">
          <section className="card contact-email" aria-labelledby="contact-email-title">
            <h2 id="contact-email-title" className="card__title">
              Email us
            </h2>
            <p>
              <a href={`mailto:${CONTACT_EMAIL}`} className="contact-email__address">
                {CONTACT_EMAIL}
              </a>
            </p>
            <p className="contact-email__note">We reply within 24-48 hours on business days.</p>
            <p className="contact-email__note">
              Please do not send policy documents to this contact address. Upload them to your account, where
              they are stored securely, or forward them from your registered address to your upload address,
              shown on your Policies page.
            </p>
          </section>
          <TeaserSection
            element="nav"
            block="contact-help"
            title="You might find your answer here"
            links={helpLinks}
          />
        </div>
      </div>
    </div>
  );
}

import { Link } from 'react-router';
import {
  DETAILED_UPLOAD_MAX_BYTES,
  MAX_POLICIES,
  megabytes,
  QUICK_UPLOAD_POLICY_MAX_BYTES,
} from '#domain/constants';
import { pageMeta } from '#web/content/page-meta';
import { paths } from '#web/lib/paths';
import {
  contactSection,
  LegalDocument,
  type LegalDocumentContent,
  type LegalSection,
} from './legal-document';

/** The page's title, the date of its current version and what it covers. */
const termsAndConditions: Omit<LegalDocumentContent, 'sections'> = {
  meta: pageMeta.termsConditions,
  title: 'Terms & Conditions',
  lastUpdated: '2025-02-02',
  intro:
    'The terms that apply when you use PolicyLens, including who may use the service, what our assessments can and cannot tell you, and your responsibilities for the documents you upload.',
};

const sections: readonly LegalSection[] = [
  {
    id: 'about-these-terms',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms apply when you use PolicyLens, a web app that stores your insurance policy documents,
          shows what they cover and gives AI-assisted assessments of claims. By creating an account or using
          the service, you agree to them. Please read them together with our{' '}
          <Link to={paths.privacyPolicy}>Privacy Policy</Link>, which explains how we handle your data.
        </p>
        <p>
          Ready to start? <Link to={paths.register}>Create your free account</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'free-service',
    title: 'A free service',
    body: (
      <p>
        PolicyLens is free to use. We do not charge for an account or for any of its features, and we will
        never start charging you without telling you first and asking you to agree. We may add, change or
        remove features over time as we improve the service.
      </p>
    ),
  },
  {
    id: 'who-can-use',
    title: 'Who can use PolicyLens',
    body: (
      <p>
        You must be 18 or over to use PolicyLens. The service is for individuals managing their own insurance,
        or insurance they are entitled to manage for their household, and not for commercial use.
      </p>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    body: (
      <ul>
        <li>Give accurate details when you register, and keep them up to date on your profile page.</li>
        <li>Keep your password secret and do not share your account with anyone else.</li>
        <li>
          You are responsible for what happens in your account. If you think someone else has used it, change
          your password and tell us straight away.
        </li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>When you use PolicyLens, you must not:</p>
        <ul>
          <li>break the law, or use the service to mislead an insurer or support a dishonest claim;</li>
          <li>
            upload documents you have no right to use, or other people&rsquo;s personal data without a right
            to;
          </li>
          <li>upload anything containing malicious code, or anything designed to manipulate our analysis;</li>
          <li>try to get round the service&rsquo;s limits, security or sign-in;</li>
          <li>
            copy or scrape the service, send automated requests, or put an unreasonable load on our systems.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content and our licence to process it',
    body: (
      <>
        <p>
          The documents you upload and the details you enter remain yours. You give us permission to store,
          copy, read and analyse them, only as far as we need to provide the service to you, for example to
          read the text of a policy and to send it to our AI model to answer a question you ask. This
          permission ends when you delete the content or your account, subject to the retention periods in our
          Privacy Policy.
        </p>
        <p>You confirm that you have the right to upload the documents you add to your account.</p>
      </>
    ),
  },
  {
    id: 'service-limits',
    title: 'Limits of the service',
    body: (
      <>
        <ul>
          <li>You can keep up to {MAX_POLICIES} policy documents in one account.</li>
          <li>
            Documents must be PDF files of no more than {megabytes(DETAILED_UPLOAD_MAX_BYTES, ' ')} each.
          </li>
          <li>
            1 Click Upload and e-mail accept up to {megabytes(QUICK_UPLOAD_POLICY_MAX_BYTES, ' ')} for the
            main policy document.
          </li>
          <li>
            To keep the service fair and available, we limit how often some actions can be repeated in a short
            time, such as analyses and messages.
          </li>
        </ul>
        <p>
          We cannot read every document. Scanned images without text, password-protected files and documents
          in unusual layouts may give incomplete results. Where a document does not state a figure, we show
          &ldquo;Not Available&rdquo; rather than guess.
        </p>
      </>
    ),
  },
  {
    id: 'guidance-not-advice',
    title: 'Assessments are guidance, not advice',
    body: (
      <>
        <p>
          Coverage figures and claim assessments are produced by automated analysis, including AI, of the
          documents you provide. They are guidance to help you understand your policy and prepare a claim.
        </p>
        <ul>
          <li>
            They are not financial, legal or insurance advice, and PolicyLens is not an insurer or an
            insurance broker.
          </li>
          <li>
            They are not a decision by your insurer. Only your insurer can decide whether a claim is paid and
            how much it pays.
          </li>
          <li>
            Automated analysis can be wrong or incomplete. Always check the result against your policy wording
            (every figure links to the page it came from) and ask your insurer if you are unsure.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'no-guarantee',
    title: 'No guarantee of outcomes',
    body: (
      <p>
        We do not promise that a claim will succeed, that an insurer will agree with an assessment, or that
        our results will match what your insurer pays. We provide the service with reasonable care and skill,
        but we cannot guarantee it will always be available or free of errors. Keep your own copies of your
        documents.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our liability to you',
    body: (
      <>
        <p>
          Nothing in these terms limits our liability for death or personal injury caused by our negligence,
          for fraud, or for anything else that the law does not allow us to limit. Your legal rights as a
          consumer are not affected.
        </p>
        <p>
          Subject to that, we are not responsible for decisions made by your insurer, for losses that were not
          reasonably foreseeable, or for business losses. Because the service is free, our total liability to
          you for any claim connected with it is limited to the greater of the amount you paid us in the 12
          months before the claim and £100.
        </p>
      </>
    ),
  },
  {
    id: 'ending',
    title: 'Ending your use of PolicyLens',
    body: (
      <>
        <p>
          You can stop using PolicyLens at any time by deleting your account on your profile page. Your data
          is then handled as our Privacy Policy describes.
        </p>
        <p>
          We may suspend or close an account that breaks these terms, or that we reasonably believe is being
          used for fraud or to harm others. Unless the reason makes it inappropriate, we will tell you first
          and give you the chance to download your data. If we ever stop providing PolicyLens, we will give
          you reasonable notice.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms, for example when we add features or the law changes. We will update the
        date at the top of this page and, for changes that matter to you, tell you by email or in the app
        before they take effect. If you do not agree, you can delete your account.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the law of England and Wales, and the courts of England and Wales can deal
        with any dispute. If you live in Scotland or Northern Ireland, you can also bring proceedings in your
        local courts.
      </p>
    ),
  },
  contactSection('Questions about these terms?'),
];

export function TermsConditionsPage() {
  return <LegalDocument {...termsAndConditions} sections={sections} />;
}

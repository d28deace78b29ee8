import { Link } from 'react-router';
import { pageMeta } from '#web/content/page-meta';
import { paths } from '#web/lib/paths';
import {
  ContactEmail,
  contactSection,
  LegalDocument,
  type LegalDocumentContent,
  type LegalSection,
} from './legal-document';

/** How long each kind of data is kept (spec section 9). */
const retention = [
  {
    what: 'Deleted accounts',
    period: 'Recoverable for 30 days',
    detail:
      'When you delete your account it leaves the service at once. For 30 days it can still be restored from our backups if you ask us to, for example after a deletion made by mistake. After that it cannot be recovered.',
  },
  {
    what: 'Active account data',
    period: 'The life of your account plus 6 years',
    detail:
      'Your profile and the records of how you used the service, kept while your account is open. Afterwards we keep only the limited records we need to meet a legal obligation or to deal with a legal claim, for no more than 6 years, the usual time limit for bringing a claim in England and Wales.',
  },
  {
    what: 'Transaction records',
    period: '7 years',
    detail:
      'Records of requests that change your account or your data, such as a data export or an account deletion, kept as evidence that we handled them properly.',
  },
  {
    what: 'Insurance documents',
    period: 'The life of your account plus 2 years',
    detail:
      'The policy documents you upload and the text read from them, kept while your account is open. When you delete a document, or your own account, it is removed from the service straight away; 2 years after an account ends is the longest we would ever hold a copy, for example to deal with a dispute about an account we had to close.',
  },
  {
    what: 'Backups',
    period: '30 days',
    detail: 'Encrypted backups that let us recover from mistakes or faults, overwritten on a rolling basis.',
  },
] as const;

/** The page's title, the date of its current version and what it covers. */
const privacyPolicy: Omit<LegalDocumentContent, 'sections'> = {
  meta: pageMeta.privacyPolicy,
  title: 'Privacy Policy',
  lastUpdated: '2025-02-02',
  intro:
    'How PolicyLens collects, uses, stores and protects your personal data and policy documents, how long we keep them, and the rights you have over them.',
};

const sections: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          PolicyLens is a free web app that helps people in the United Kingdom, the United States and
          Australia understand their insurance: you store your policy documents, see what the things you own
          are covered for, and get an AI-assisted assessment of a claim, grounded in the clauses of your own
          policy.
        </p>
        <p>
          In this policy, &ldquo;PolicyLens&rdquo;, &ldquo;we&rdquo; and &ldquo;us&rdquo; mean the team that
          runs the service. We are the controller of the personal data described here, which means we decide
          how and why it is used and we are responsible for protecting it under the UK General Data Protection
          Regulation (UK GDPR) and the Data Protection Act 2018. You can reach us at <ContactEmail />.
        </p>
      </>
    ),
  },
  {
    id: 'in-short',
    title: 'The short version',
    body: (
      <div className="legal__callout">
        <ul>
          <li>We collect what we need to run the service, and nothing for advertising.</li>
          <li>We never sell your data.</li>
          <li>
            Your documents are analysed only to answer the questions you ask, and they are not used to train
            AI models.
          </li>
          <li>Everything is stored with Amazon Web Services in the UK, encrypted.</li>
          <li>You can download all your data, or delete your account, from your profile page at any time.</li>
        </ul>
      </div>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <h3>Account details</h3>
        <p>
          When you register we collect your first and last name, email address, phone number and country of
          residence, and you choose a password. Your password is handled by our sign-in service, Amazon
          Cognito, which stores it in a form that cannot be read back; we never see it. If you sign in with
          Google or Facebook, that provider shares your name and email address with us.
        </p>
        <h3>Policy documents and the text read from them</h3>
        <p>
          We store the PDF documents you upload, or email to your personal upload address, together with the
          details you give about each policy, such as its name, type and dates. When a document arrives we
          read its text, page by page, so that we can answer questions about it later.
        </p>
        <h3 id="one-click-upload">When you use 1 Click Upload</h3>
        <p>
          When you add a policy with 1 Click Upload, we email our team about it so that a person can check the
          details read from your documents and set up anything that was missed. The email contains your first
          name and your email address (which it also gives as the address to reply to, so we can write to you
          about that policy), the name given to the policy and the insurer, type of insurance and policy dates
          read from it, and the name, size and number of pages of each file you uploaded. It does not contain
          the documents themselves. It goes only to our team&rsquo;s own mailbox, and we keep it only while we
          need it to deal with that policy.
        </p>
        <h3>Claim details and assessments</h3>
        <p>
          When you assess a claim we store what you tell us, such as the dates of the incident and of your
          report, the estimated value and your description of what happened, along with the assessment we give
          you. We also store the coverage figures we find in your policies for the items you check, and any
          requests you make for new kinds of coverage to be supported.
        </p>
        <h3>Contact messages and newsletter</h3>
        <p>
          If you use our contact form we keep your name, email address and message. If you sign up for our
          newsletter we keep your email address.
        </p>
        <h3>Technical information</h3>
        <p>
          Like any website, our servers receive your IP address and basic details of each request. We use them
          to keep the service secure and to limit how many messages can be sent from one connection. Our logs
          are kept free of the text of your documents and of your claim descriptions.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'Why we use it, and our legal bases',
    body: (
      <>
        <p>Data protection law requires a legal basis for each use of your data. Ours are:</p>
        <div className="legal__table-wrap">
          <table className="legal__table">
            <thead>
              <tr>
                <th scope="col">What we do</th>
                <th scope="col">Legal basis</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>
                  Run your account: store your documents, work out your coverage, assess your claims and send
                  the emails the service needs (such as confirming your address or resetting your password)
                </td>
                <td>Contract: we need the data to provide the service you signed up for</td>
              </tr>
              <tr>
                <td>Reply to messages you send us</td>
                <td>Legitimate interests: answering the questions people ask us</td>
              </tr>
              <tr>
                <td>Send our newsletter</td>
                <td>Consent, which you can withdraw at any time</td>
              </tr>
              <tr>
                <td>Keep the service secure, prevent abuse and limit automated sign-ups and messages</td>
                <td>Legitimate interests: protecting our users and the service</td>
              </tr>
              <tr>
                <td>Test which version of our home page explains the service best</td>
                <td>Legitimate interests: improving the service, using a random identifier only</td>
              </tr>
              <tr>
                <td>Keep records the law requires, and respond to legal claims</td>
                <td>Legal obligation and legitimate interests</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>
          Some documents and claims include health information, for example a health insurance policy or a
          description of an injury. We use health information only to provide the analysis you ask for, with
          your explicit consent, which you give when you upload the document or submit the claim. You can
          withdraw it at any time by deleting the document, the assessment or your account.
        </p>
      </>
    ),
  },
  {
    id: 'ai-processing',
    title: 'How AI processing works',
    body: (
      <>
        <p>
          When you ask what an item is covered for, or ask us to assess a claim, the relevant text of your
          policy documents and the details you entered are analysed by a large language model. The model runs
          on Amazon Bedrock, a service of Amazon Web Services, inside our own AWS account. Under AWS&rsquo;s
          terms, Amazon Bedrock does not use the content we send it to train its models, and does not share it
          with the companies that make the models.
        </p>
        <p>
          We do not use your documents, your claims or the results to train any AI model. Each request is used
          only to produce the answer you asked for, which we store in your account.
        </p>
        <p>
          Every figure and clause we show is linked to the page of your policy it came from, so you can check
          it. Assessments are guidance to help you prepare. They do not decide anything about you: only your
          insurer decides whether a claim is paid.
        </p>
      </>
    ),
  },
  {
    id: 'where-data-is-stored',
    title: 'Where your data is stored',
    body: (
      <>
        <p>
          PolicyLens runs on Amazon Web Services (AWS). Your account, documents and results are stored in the
          AWS London region, in the UK. Depending on which AI model is in use, Amazon Bedrock may process an
          analysis request in another AWS region in the UK or the European Union; the data is not kept there.
        </p>
        <p>
          Data is encrypted in transit and at rest, and your documents are only ever available to your own
          account.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We do not sell your personal data, and we do not share it with advertisers or insurers.</p>
        <p>
          We use Amazon Web Services as our processor for hosting, storage, sign-in, email and AI analysis.
          AWS may only use the data to provide those services to us, under a data processing agreement that
          includes the safeguards UK law requires for any transfer outside the UK.
        </p>
        <p>
          We would disclose data to others only if the law requires it, to protect the safety of any person,
          or if PolicyLens were transferred to a new owner, who would have to respect this policy.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <>
        <div className="legal__table-wrap">
          <table className="legal__table">
            <caption className="visually-hidden">How long each kind of data is kept</caption>
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">How long</th>
                <th scope="col">What this means</th>
              </tr>
            </thead>
            <tbody>
              {retention.map((row) => (
                <tr key={row.what}>
                  <th scope="row">{row.what}</th>
                  <td>{row.period}</td>
                  <td>{row.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          These are the longest periods we keep data for. Contact messages, newsletter sign-ups and the emails
          1 Click Upload sends our team are kept only while we need them; you can ask us to delete them at any
          time.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>You have the right to:</p>
        <ul>
          <li>
            <strong>Access</strong> your data. Use <strong>Download my data</strong> on your{' '}
            <Link to={paths.profile}>profile page</Link> to get a copy of everything in your account straight
            away.
          </li>
          <li>
            <strong>Erasure</strong>. Use <strong>Delete my account</strong> on your profile page to remove
            your account and everything in it.
          </li>
          <li>
            <strong>Rectification</strong>: correct your details on your profile page, or ask us to.
          </li>
          <li>
            <strong>Restriction</strong>: ask us to pause using your data while a concern is looked into.
          </li>
          <li>
            <strong>Objection</strong>: object to uses based on our legitimate interests.
          </li>
          <li>
            <strong>Portability</strong>: the download is a machine-readable file you can take elsewhere.
          </li>
          <li>
            <strong>Withdraw consent</strong> at any time, for example by unsubscribing from the newsletter.
          </li>
        </ul>
        <p>
          For anything you cannot do yourself, email <ContactEmail />. We will reply within one month.
        </p>
        <p>
          If you are unhappy with how we have handled your data, you can complain to the Information
          Commissioner&rsquo;s Office (ICO), the UK&rsquo;s data protection regulator, at{' '}
          <a href="https://ico.org.uk/" target="_blank" rel="noopener noreferrer">
            ico.org.uk<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          . We would appreciate the chance to put things right first.
        </p>
      </>
    ),
  },
  {
    id: 'age',
    title: 'Age limit',
    body: (
      <p>
        You must be 18 or over to use PolicyLens. We do not knowingly collect data from anyone under 18, and
        if we learn that we have, we delete it.
      </p>
    ),
  },
  {
    id: 'cookies-and-storage',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          We do not use advertising or tracking cookies. The app keeps a few small items in your
          browser&rsquo;s storage because the service needs them:
        </p>
        <ul>
          <li>
            <strong>Session tokens</strong>, so you stay signed in. They are removed when you sign out.
          </li>
          <li>
            <strong>Experiment assignment</strong>: a random identifier and the version of the home page you
            were shown, so you see the same version each time.
          </li>
          <li>
            <strong>Short-lived working data</strong> in session storage, such as a password reset in
            progress, which your browser clears when you close the tab.
          </li>
        </ul>
        <p>Because all of these are needed for the service to work, we do not ask for cookie consent.</p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Keeping your data safe',
    body: (
      <p>
        We protect your data with encryption, strict access controls that give each part of the service only
        the access it needs, and uploads that are checked to be genuine PDF files before they are accepted. No
        system is perfectly secure, but if a breach ever put your data at risk, we would tell you and the ICO
        as the law requires.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we change this policy we will update the date at the top of this page, and if a change matters to
        how we use your data we will tell you by email or in the app before it takes effect.
      </p>
    ),
  },
  contactSection('Questions about this policy or your data?'),
];

export function PrivacyPolicyPage() {
  return <LegalDocument {...privacyPolicy} sections={sections} />;
}

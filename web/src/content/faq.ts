import {
  DETAILED_UPLOAD_MAX_BYTES,
  megabytes,
  QUICK_UPLOAD_IPID_MAX_BYTES,
  QUICK_UPLOAD_POLICY_MAX_BYTES,
} from '#domain/constants';

/** Stands for the upload address in an answer; the page puts the deployment's address there. */
export const UPLOAD_ADDRESS_TOKEN = '{uploadAddress}';

/** An answer with the upload address filled in (or described, where the page does not know it yet). */
export function answerText(answer: string, uploadAddress: string): string {
  return answer.replaceAll(UPLOAD_ADDRESS_TOKEN, uploadAddress || 'your PolicyLens upload address');
}

/** The home page's questions and answers about PolicyLens (spec 3, 'FAQ'). */
export interface FaqQuestion {
  /** Stable and unique across all categories; used for the answer's element id. */
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

export interface FaqCategory {
  readonly id: string;
  readonly title: string;
  readonly questions: readonly FaqQuestion[];
}

export const faqCategories: readonly FaqCategory[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    questions: [
      {
        id: 'what-is-policylens',
        question: 'What is PolicyLens?',
        answer:
          'PolicyLens is a web app for people who hold insurance. You keep your policy documents in one place, see what your smartphone, home, health and travel policies cover, and get an assessment of a possible claim against your own policy wording before you contact your insurer.',
      },
      {
        id: 'is-it-free',
        question: 'Is PolicyLens really free?',
        answer:
          'Yes. It costs nothing: storing policies, coverage checks and claim assessments are all free to use, and you do not need a payment card to create an account.',
      },
      {
        id: 'who-can-use-it',
        question: 'Who can use PolicyLens?',
        answer:
          'Anyone aged 18 or over who lives in the United Kingdom, the United States or Australia. You choose your country when you register, and PolicyLens uses it to show amounts in your currency and to point you to the right ombudsman and consumer bodies.',
      },
      {
        id: 'replaces-insurer',
        question: 'Does PolicyLens decide my claim?',
        answer:
          'No. Only your insurer can accept or refuse a claim. A PolicyLens assessment is guidance to help you prepare: it shows what your policy says about your situation, so you can contact your insurer knowing where you stand.',
      },
    ],
  },
  {
    id: 'your-policies',
    title: 'Your policies',
    questions: [
      {
        id: 'which-documents',
        question: 'Which documents can I upload?',
        answer: `PDF files. Each policy needs its policy schedule, and you can add the insurance product information document (IPID), certificate, policy wording or any other document that belongs to it. Scanned PDFs work too: PolicyLens reads the text from the page images. Each PDF can be up to ${megabytes(DETAILED_UPLOAD_MAX_BYTES, ' ')}. With 1 Click Upload, the policy document can be up to ${megabytes(QUICK_UPLOAD_POLICY_MAX_BYTES, ' ')} and the optional IPID up to ${megabytes(QUICK_UPLOAD_IPID_MAX_BYTES, ' ')}; by e-mail, each PDF can be up to ${megabytes(QUICK_UPLOAD_POLICY_MAX_BYTES, ' ')}.`,
      },
      {
        id: 'how-many-policies',
        question: 'How many policies can I store?',
        answer:
          'Up to 10 policies per account. If you reach the limit, delete a policy you no longer need to make room for a new one.',
      },
      {
        id: 'upload-by-email',
        question: 'Can I send a policy by e-mail?',
        answer: `Yes. Forward the PDFs from your insurer to ${UPLOAD_ADDRESS_TOKEN}, from the e-mail address you registered with; mail from any other address is ignored. One e-mail makes one policy, and we reply to confirm what was added. The address is also on your Policies page, with a button to copy it.`,
      },
    ],
  },
  {
    id: 'coverage-and-claims',
    title: 'Coverage and claims',
    questions: [
      {
        id: 'how-analysis-works',
        question: 'How does the analysis work?',
        answer:
          'When you upload a policy, PolicyLens extracts the text of every page. When you check your cover or assess a claim, it finds the clauses that matter for the question, and an AI model reads them and answers in a fixed format: amounts, the clauses relied on, exclusions and next steps. The text of your documents is treated as information to read, never as instructions to follow.',
      },
      {
        id: 'grounding',
        question: 'How do I know the figures are really in my policy?',
        answer:
          'Every figure and quote is checked against your documents before you see it: a quote must appear on the page it cites, and an amount must appear in the quoted words. Anything that fails the check is dropped, so you see "Not Available" rather than a number your policy does not state. Each answer links to its page, so you can read the clause yourself.',
      },
      {
        id: 'item-types',
        question: 'Which items can I check my cover for?',
        answer:
          'Smartphones, your home, health and travel. For home, health and travel you also see the parts of the cover, such as accidental damage, outpatient care or lost baggage. If you would like another kind of item covered, you can request it from the coverage page.',
      },
      {
        id: 'claim-assessment-result',
        question: 'What does a claim assessment tell me?',
        answer:
          'Whether your claim looks likely to be covered, likely not to be covered or unclear, and why; the clauses and exclusions that apply; your excess and limit; whether the dates fit your policy; and what to do next, from the evidence to gather to how to complain to the ombudsman in your country.',
      },
    ],
  },
  {
    id: 'privacy-and-account',
    title: 'Privacy and your account',
    questions: [
      {
        id: 'who-sees-documents',
        question: 'Who can see my policy documents?',
        answer:
          'Only you, when you are signed in. Documents are kept in private, encrypted storage that is never open to the public, and downloads use links that expire after five minutes. The text of your documents is not written to our logs.',
      },
      {
        id: 'download-or-delete',
        question: 'Can I download or delete my data?',
        answer:
          'Yes. On your profile page you can download a copy of everything you have stored as one file, or delete your account, which you confirm with your password (and the code from your authenticator app if two-step verification is on). Deleting your account removes it together with all of its policies, documents, coverage results and assessments, and we e-mail you when it is done. There is no subscription to cancel: PolicyLens is free.',
      },
      {
        id: 'delete-one-policy',
        question: 'Can I remove a single policy?',
        answer:
          'Yes. On the policies page, choose delete on the policy and confirm. The policy and all of its documents are removed, and a slot is freed for another policy. Removing a policy from PolicyLens does not cancel your insurance: to cancel a policy, contact your insurer.',
      },
      {
        id: 'forgot-password',
        question: 'What if I forget my password?',
        answer:
          "On the log in page, choose 'Forgot password?' and enter your e-mail address. We send you a link to set a new password; if it does not arrive, check your junk or spam folder. When you are signed in, you can change your password on your profile page.",
      },
    ],
  },
];

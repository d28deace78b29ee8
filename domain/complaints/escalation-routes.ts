import type { Country } from '../constants';
import usStateDepartments from './us-state-departments.json';

/**
 * Where a policyholder takes a complaint about a claim, per country, with the time limits the
 * regulators set. Every fact here is tied to an official source and was checked on REVIEWED_ON;
 * review it again whenever a regulator changes its rules. A US department's own website is listed
 * only where its exact address was certain; otherwise the NAIC directory stands in, since a wrong
 * address would send a complaint nowhere.
 */
export const ESCALATION_ROUTES_REVIEWED_ON = '2026-11-24';

export interface Source {
  readonly label: string;
  readonly url: string;
}

export type PeriodUnit = 'days' | 'weeks' | 'months' | 'years';

export interface Period {
  readonly amount: number;
  readonly unit: PeriodUnit;
}

/** A time limit that runs from an event the user can date: sending the complaint, or the final response. */
export interface Deadline {
  readonly period: Period;
  readonly from: 'complaint_sent' | 'final_response';
  /** Said once the date is known; `{date}` is replaced by it. */
  readonly withDate: string;
  /** Said while the event it runs from has no date yet. */
  readonly withoutDate: string;
}

export interface EscalationStep {
  readonly id: string;
  readonly title: string;
  readonly detail: string;
  readonly deadline?: Deadline;
  readonly sources: readonly Source[];
}

export interface EscalationRoute {
  readonly country: Country;
  readonly steps: readonly EscalationStep[];
  /** The letter's last request to the insurer, naming the response time and the next body. */
  readonly letterClosing: string;
  /** The route in one sentence, as a claim's next steps give it (complaintNextStep). */
  readonly nextStep: string;
}

export const NAIC_DIRECTORY: Source = {
  label: 'NAIC: directory of state insurance departments',
  url: 'https://content.naic.org/state-insurance-departments',
};

const FOS_TIME_LIMITS: Source = {
  label: 'Financial Ombudsman Service: time limits for making a complaint',
  url: 'https://www.financial-ombudsman.org.uk/faqs/all/time-limits-consumers-making-complaint-complaint-time',
};
const ASIC_RG_271: Source = {
  label: 'ASIC Regulatory Guide 271: internal dispute resolution',
  url: 'https://www.asic.gov.au/regulatory-resources/find-a-document/regulatory-guides/rg-271-internal-dispute-resolution/',
};
const AFCA_COMPLAIN: Source = {
  label: 'Australian Financial Complaints Authority: make a complaint',
  url: 'https://www.afca.org.au/make-a-complaint/complain',
};

const GB_ROUTE: EscalationRoute = {
  country: 'GB',
  steps: [
    {
      id: 'gb-insurer',
      title: 'Complain to your insurer',
      detail:
        'Send your complaint to the insurer in writing and keep a copy. It has 8 weeks from receiving it to send you a final response.',
      deadline: {
        period: { amount: 8, unit: 'weeks' },
        from: 'complaint_sent',
        withDate:
          'If you have had no final response by {date}, you can take your complaint to the Financial Ombudsman Service.',
        withoutDate:
          'If you have had no final response 8 weeks after the insurer received your complaint, you can take it to the Financial Ombudsman Service.',
      },
      sources: [FOS_TIME_LIMITS],
    },
    {
      id: 'gb-ombudsman',
      title: 'Take it to the Financial Ombudsman Service',
      detail:
        'If you are unhappy with the final response, or none came in time, the Financial Ombudsman Service can look at your complaint for free.',
      deadline: {
        period: { amount: 6, unit: 'months' },
        from: 'final_response',
        withDate: 'Contact the Ombudsman by {date}: 6 months from the date of the final response.',
        withoutDate:
          "You usually have 6 months from the date of the insurer's final response to contact them.",
      },
      sources: [FOS_TIME_LIMITS],
    },
  ],
  letterClosing:
    'Please treat this letter as a formal complaint and send me your final response within 8 weeks of receiving it. If I do not receive one, or I am not satisfied with it, I may refer my complaint to the Financial Ombudsman Service.',
  nextStep:
    'If your insurer turns the claim down, complain to it in writing; if its final response does not settle it, or none comes within 8 weeks, you can take it to the Financial Ombudsman Service within 6 months of that response, free of charge.',
};

const AU_ROUTE: EscalationRoute = {
  country: 'AU',
  steps: [
    {
      id: 'au-idr',
      title: "Complain through your insurer's internal dispute resolution (IDR)",
      detail:
        'Send your complaint to the insurer in writing and keep a copy. It must give you its final response within 30 calendar days.',
      deadline: {
        period: { amount: 30, unit: 'days' },
        from: 'complaint_sent',
        withDate:
          'If you have had no final response by {date}, you can take your complaint to the Australian Financial Complaints Authority.',
        withoutDate:
          'If you have had no final response 30 calendar days after the insurer received your complaint, you can take it to the Australian Financial Complaints Authority.',
      },
      sources: [ASIC_RG_271],
    },
    {
      id: 'au-afca',
      title: 'Take it to the Australian Financial Complaints Authority (AFCA)',
      detail:
        'If you are unhappy with the final response, or none came in time, AFCA can look at your complaint for free.',
      deadline: {
        period: { amount: 2, unit: 'years' },
        from: 'final_response',
        withDate:
          "AFCA generally accepts complaints until {date}: 2 years from the insurer's final response.",
        withoutDate: "AFCA generally accepts complaints within 2 years of the insurer's final response.",
      },
      sources: [AFCA_COMPLAIN],
    },
  ],
  letterClosing:
    'Please treat this letter as a complaint under your internal dispute resolution process and give me your final response within 30 calendar days. If I do not receive one, or I am not satisfied with it, I may take my complaint to the Australian Financial Complaints Authority (AFCA).',
  nextStep:
    'If your insurer turns the claim down, complain through its internal dispute resolution (IDR); if its final response does not settle it, or none comes within 30 calendar days, you can take it to the Australian Financial Complaints Authority (AFCA), free of charge.',
};

export interface StateDepartment {
  readonly state: string;
  readonly department: string;
  /** The department's own website, only where its exact address is certain. */
  readonly url?: string;
}

export type UsState = keyof typeof usStateDepartments;

/**
 * Every state and DC, with the department that takes complaints about insurers there: a table of
 * facts kept as data (us-state-departments.json), reviewed with the rest of this file.
 */
export const US_STATE_DEPARTMENTS: Readonly<Record<UsState, StateDepartment>> = usStateDepartments;
export const US_STATES = Object.keys(US_STATE_DEPARTMENTS) as UsState[];

export function isUsState(value: string | null | undefined): value is UsState {
  return value !== null && value !== undefined && Object.hasOwn(US_STATE_DEPARTMENTS, value);
}

/** Said in place of a department until the user has chosen their state. */
export const ANY_STATE_DEPARTMENT = "your state's department of insurance";

function stateDepartmentSources(department: StateDepartment | undefined): Source[] {
  if (!department?.url) return [NAIC_DIRECTORY];
  return [{ label: department.department, url: department.url }, NAIC_DIRECTORY];
}

/** The US route: no federal time limit applies, so only the steps are given, with the state's department. */
function usRoute(state: UsState | undefined): EscalationRoute {
  const department: StateDepartment | undefined = state ? US_STATE_DEPARTMENTS[state] : undefined;
  const name = department ? `the ${department.department}` : ANY_STATE_DEPARTMENT;
  return {
    country: 'US',
    steps: [
      {
        id: 'us-insurer',
        title: 'Complain to your insurer',
        detail:
          'Send your complaint to the insurer in writing, keep a copy, and ask for its decision and the policy wording it relies on in writing.',
        sources: [NAIC_DIRECTORY],
      },
      {
        id: 'us-state',
        title: `Complain to ${name}`,
        detail: `If the insurer does not resolve it, ${name} takes complaints about insurers, free of charge.`,
        sources: stateDepartmentSources(department),
      },
    ],
    letterClosing: `Please reply in writing, setting out the policy provisions your decision relies on. If we cannot resolve this, I may contact ${name}.`,
    nextStep: `If your insurer turns the claim down, complain to it in writing; if it does not resolve it, you can complain to ${name}, free of charge.`,
  };
}

/** The route for the user's country (and, in the US, their state). */
export function escalationRoute(country: Country, state?: UsState): EscalationRoute {
  if (country === 'GB') return GB_ROUTE;
  if (country === 'AU') return AU_ROUTE;
  return usRoute(state);
}

import { useId, useState } from 'react';
import {
  complaintCountry,
  complaintCountryNote,
  isCountry,
  noRouteAdvice,
} from '#domain/complaints/complaint-country';
import { type ComplaintDates, localDay } from '#domain/complaints/complaint-deadlines';
import { draftComplaintLetter, type LetterAssessment } from '#domain/complaints/complaint-letter';
import type { UsState } from '#domain/complaints/escalation-routes';
import { COUNTRIES, COUNTRY_NAMES, type Country } from '#domain/constants';
import { TextAreaField } from '#web/components/form-fields';
import { usePolicies } from '#web/lib/api/get-policies';
import { useSession } from '#web/lib/auth/session-provider';
import { ChoiceField } from './choice-field';
import { ComplaintLetterEditor } from './complaint-letter-editor';
import { ComplaintRoute } from './complaint-route';
import { rememberedUsState, rememberUsState } from './us-state-choice';
import './complaint.css';

const COUNTRY_OPTIONS = COUNTRIES.map((code) => ({ value: code, label: COUNTRY_NAMES[code] }));

export interface ComplaintPanelProps {
  readonly assessment: LetterAssessment & {
    readonly policyId: string;
    /** Where the policy was issued, as its documents show it; the route follows it. */
    readonly policyCountry?: string | null;
  };
  /** The user's country of residence from their profile: the route's country when the policy's is not known. */
  readonly country: string | undefined;
}

/** The insurer and the user's name, where PolicyLens has them: the policy's details and the profile. */
function useLetterParties(policyId: string) {
  const { user } = useSession();
  const policies = usePolicies();
  const insurer = policies.data?.policies.find((p) => p.id === policyId)?.insurer ?? undefined;
  const holderName = [user?.givenName, user?.familyName].filter(Boolean).join(' ') || undefined;
  return { insurer, holderName };
}

/**
 * What the user says and chooses in the panel; the US state is remembered on this device. The
 * country is asked only when neither the policy nor the profile gives one.
 */
function useComplaintChoices(knownCountry: Country | undefined) {
  const [chosenCountry, setChosenCountry] = useState<Country>();
  const [usState, setUsState] = useState<UsState | undefined>(() => rememberedUsState());
  const [dates, setDates] = useState<ComplaintDates>(() => ({ sentOn: localDay(new Date()) }));
  const [disagreement, setDisagreement] = useState('');
  const [request, setRequest] = useState('');
  const chooseUsState = (state: UsState | undefined) => {
    setUsState(state);
    rememberUsState(state);
  };
  const country = knownCountry ?? chosenCountry;
  return {
    country,
    askCountry: knownCountry === undefined,
    setChosenCountry,
    usState,
    chooseUsState,
    dates,
    setDates,
    disagreement,
    setDisagreement,
    request,
    setRequest,
  };
}

const INTROS: Record<LetterAssessment['verdict'], string> = {
  likely_covered: '',
  likely_not_covered:
    'If your insurer turns this claim down and you think that is wrong, you can complain. Here is where to take it, and a letter drafted from this assessment for you to finish.',
  unclear:
    'If your insurer’s answer is unclear, or you think it is wrong, you can ask it to confirm in writing and complain. Here is where to take it, and a letter drafted from this assessment for you to finish.',
};

/**
 * Under a result that is likely not covered or unclear: the route a complaint takes in the
 * policy's country, and a letter; or, for a country PolicyLens has no route for, what to do.
 */
export function ComplaintPanel({ assessment, country: profileCountry }: ComplaintPanelProps) {
  const headingId = useId();
  const chosen = complaintCountry(assessment.policyCountry, profileCountry);
  const choices = useComplaintChoices(chosen.kind === 'route' ? chosen.country : undefined);
  const parties = useLetterParties(assessment.policyId);
  const { country } = choices;
  const note = complaintCountryNote(chosen);
  if (chosen.kind === 'no-route')
    return (
      <section className="claim-result__section complaint" aria-labelledby={headingId}>
        <h3 id={headingId}>Disagree with this? Make a complaint</h3>
        <p className="complaint__country">{noRouteAdvice(chosen.name)}</p>
      </section>
    );
  return (
    <section className="claim-result__section complaint" aria-labelledby={headingId}>
      <h3 id={headingId}>Disagree with this? Make a complaint</h3>
      <p className="claim-result__hint">{INTROS[assessment.verdict]}</p>
      {note && <p className="complaint__country">{note}</p>}
      {choices.askCountry && (
        <ChoiceField
          label="Country you live in"
          placeholder="Choose your country"
          options={COUNTRY_OPTIONS}
          value={country}
          isChoice={isCountry}
          onChoose={choices.setChosenCountry}
        />
      )}
      {country && (
        <>
          <ComplaintRoute
            country={country}
            usState={choices.usState}
            onUsStateChange={choices.chooseUsState}
            dates={choices.dates}
            onDatesChange={choices.setDates}
          />
          <LetterSection assessment={assessment} country={country} choices={choices} parties={parties} />
        </>
      )}
    </section>
  );
}

/** The two things only the user can say, which the letter leaves as placeholders until they do. */
const ANSWER_FIELDS = [
  {
    key: 'disagreement',
    setter: 'setDisagreement',
    label: 'Why you disagree',
    hint: 'In your own words: what the assessment or the insurer got wrong.',
  },
  {
    key: 'request',
    setter: 'setRequest',
    label: 'What you are asking for',
    hint: 'For example, to pay the claim, or to explain the decision in writing.',
  },
] as const;

interface LetterSectionProps {
  readonly assessment: LetterAssessment;
  readonly country: Country;
  readonly choices: ReturnType<typeof useComplaintChoices>;
  readonly parties: ReturnType<typeof useLetterParties>;
}

/** The user's two answers and the letter drafted from them and the assessment. */
function LetterSection({ assessment, country, choices, parties }: LetterSectionProps) {
  const headingId = useId();
  const draft = draftComplaintLetter({
    assessment,
    country,
    usState: choices.usState,
    ...parties,
    disagreement: choices.disagreement,
    request: choices.request,
    sentOn: choices.dates.sentOn,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  return (
    <section className="complaint-letter-section" aria-labelledby={headingId}>
      <h4 id={headingId}>Your complaint letter</h4>
      <div className="form__row">
        {ANSWER_FIELDS.map((field) => (
          <TextAreaField
            key={field.key}
            label={field.label}
            hint={field.hint}
            rows={4}
            value={choices[field.key]}
            onChange={(event) => choices[field.setter](event.target.value)}
          />
        ))}
      </div>
      <ComplaintLetterEditor draft={draft} policyName={assessment.policyName} />
    </section>
  );
}

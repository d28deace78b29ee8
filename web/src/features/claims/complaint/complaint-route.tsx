import { useId } from 'react';
import { type ComplaintDates, datedSteps } from '#domain/complaints/complaint-deadlines';
import { formatLetterDay } from '#domain/complaints/complaint-letter';
import {
  ESCALATION_ROUTES_REVIEWED_ON,
  escalationRoute,
  isUsState,
  US_STATE_DEPARTMENTS,
  US_STATES,
  type UsState,
} from '#domain/complaints/escalation-routes';
import type { Country } from '#domain/constants';
import { TextField } from '#web/components/form-fields';
import { ChoiceField } from './choice-field';
import { EscalationSteps } from './escalation-steps';

const STATE_OPTIONS = US_STATES.map((code) => ({
  value: code,
  label: US_STATE_DEPARTMENTS[code].state,
})).sort((a, b) => a.label.localeCompare(b.label));

interface ComplaintRouteProps {
  readonly country: Country;
  readonly usState: UsState | undefined;
  readonly onUsStateChange: (state: UsState | undefined) => void;
  readonly dates: ComplaintDates;
  readonly onDatesChange: (dates: ComplaintDates) => void;
}

/** The days a UK or Australian limit runs from; US routes have no dates to work out. */
function DateFields({ dates, onDatesChange }: Pick<ComplaintRouteProps, 'dates' | 'onDatesChange'>) {
  return (
    <div className="form__row complaint-route__dates">
      <TextField
        label="Day you send your complaint"
        type="date"
        value={dates.sentOn ?? ''}
        onChange={(event) => onDatesChange({ ...dates, sentOn: event.target.value || undefined })}
      />
      <TextField
        label="Day of the insurer's final response (if you have one)"
        type="date"
        value={dates.finalResponseOn ?? ''}
        onChange={(event) => onDatesChange({ ...dates, finalResponseOn: event.target.value || undefined })}
      />
    </div>
  );
}

/** Where a complaint goes next in the user's country, step by step, with its time limits as dates. */
export function ComplaintRoute(props: ComplaintRouteProps) {
  const headingId = useId();
  const { country, usState, dates } = props;
  const steps = datedSteps(escalationRoute(country, usState), dates, (day) => formatLetterDay(day, country));
  return (
    <section className="complaint-route" aria-labelledby={headingId}>
      <h4 id={headingId}>Where to take your complaint</h4>
      {country === 'US' ? (
        <ChoiceField
          label="Your state"
          placeholder="Choose your state"
          options={STATE_OPTIONS}
          value={usState}
          isChoice={isUsState}
          onChoose={props.onUsStateChange}
        />
      ) : (
        <DateFields dates={dates} onDatesChange={props.onDatesChange} />
      )}
      <EscalationSteps steps={steps} />
      <p className="claim-result__hint">
        Checked against the sources on{' '}
        <time dateTime={ESCALATION_ROUTES_REVIEWED_ON}>
          {formatLetterDay(ESCALATION_ROUTES_REVIEWED_ON, country)}
        </time>
        . Rules and time limits can change: check the sources before you rely on them.
      </p>
    </section>
  );
}

import { type FormEvent, useId, useState } from 'react';
import { Button } from '#web/components/button';
import { FieldError } from '#web/components/form-fields';
import type { Answer, ClaimQuestion } from '../api/get-assessments';

interface ClaimQuestionsProps {
  readonly questions: readonly ClaimQuestion[];
  /** Answers given before, shown chosen. */
  readonly answers: Readonly<Record<string, Answer>>;
  /** Sends the claim again with the answers; resolves with a message when it could not. */
  readonly onReassess: (answers: Record<string, Answer>) => Promise<string | undefined>;
  readonly submitting: boolean;
}

/** The facts that would settle an unclear verdict, as yes/no questions; answering re-assesses. */
export function ClaimQuestions({ questions, answers, onReassess, submitting }: ClaimQuestionsProps) {
  const id = useId();
  const [chosen, setChosen] = useState<Record<string, Answer>>(() => {
    const given: Record<string, Answer> = {};
    for (const q of questions) {
      const answer = answers[q.id];
      if (answer) given[q.id] = answer;
    }
    return given;
  });
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setError(await onReassess(chosen));
  }

  return (
    <section className="claim-result__section claim-questions" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Questions that would settle it</h3>
      <p className="claim-result__hint">Answer what you can and assess the claim again with your answers.</p>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {questions.map((question, index) => (
          <fieldset key={question.id} className="claim-question">
            <legend className="claim-question__text">{question.question}</legend>
            <div className="claim-question__choices">
              {(['yes', 'no'] as const).map((answer) => (
                <label key={answer} className="claim-question__choice">
                  <input
                    type="radio"
                    name={`${id}-q${index}`}
                    value={answer}
                    checked={chosen[question.id] === answer}
                    onChange={() => {
                      setChosen((current) => ({ ...current, [question.id]: answer }));
                      setError(undefined);
                    }}
                  />
                  {answer === 'yes' ? 'Yes' : 'No'}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        {error && (
          <div role="alert">
            <FieldError id={`${id}-error`}>{error}</FieldError>
          </div>
        )}
        <Button type="submit" variant="secondary" aria-disabled={submitting || undefined}>
          Re-assess with my answers
        </Button>
      </form>
    </section>
  );
}

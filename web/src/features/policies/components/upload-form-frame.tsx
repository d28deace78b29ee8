import type { FormEvent, ReactNode } from 'react';
import { Alert } from '#web/components/alert';
import type { UploadFrame } from '../hooks/use-upload-frame';

interface UploadFormFrameProps {
  readonly frame: UploadFrame;
  /** The card's heading, which names the form. */
  readonly titleId: string;
  readonly outcomeClassName: string;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  readonly children: ReactNode;
}

/** An upload form, with the place above it where the outcome of its last upload is said. */
export function UploadFormFrame({
  frame,
  titleId,
  outcomeClassName,
  onSubmit,
  children,
}: UploadFormFrameProps) {
  const { outcome } = frame;
  return (
    <>
      <div ref={frame.outcomeRef} tabIndex={-1} className={outcomeClassName}>
        {outcome && (
          <Alert tone={outcome.tone} live>
            <p>{outcome.message}</p>
          </Alert>
        )}
      </div>
      <form
        key={frame.formKey}
        ref={frame.formRef}
        className="form"
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => void onSubmit(event)}
      >
        {children}
      </form>
    </>
  );
}

import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A ref for the heading of a step that appears in place of another: focus moves to it when it
 * appears, so keyboard and screen-reader users learn where they are.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

interface StepHeadingProps {
  /** The heading's id, for the form's aria-labelledby. */
  readonly id: string;
  readonly title: string;
  readonly intro: ReactNode;
}

/** The title and one-line introduction of a form step that replaces the one before it. */
export function StepHeading({ id, title, intro }: StepHeadingProps) {
  const titleRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div>
      <h2 id={id} className="form__title" ref={titleRef} tabIndex={-1}>
        {title}
      </h2>
      <p className="form__intro">{intro}</p>
    </div>
  );
}

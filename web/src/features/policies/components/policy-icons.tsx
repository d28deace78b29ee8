import type { ReactNode } from 'react';

/** Lines in the current text colour, `width` units thick. */
const line = (width: string) => ({ fill: 'none', stroke: 'currentColor', strokeWidth: width }) as const;

/** A drawing on a square grid of `size` units, for decoration only: hidden from assistive technology. */
function Icon({
  size = 24,
  className,
  children,
}: {
  readonly size?: number;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <svg viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false" className={className}>
      {children}
    </svg>
  );
}

/** A card's heading block with its icon in front: `className` for the block, `iconClassName` for the icon's badge. */
export function IconHeader(props: {
  readonly className: string;
  readonly iconClassName: string;
  readonly icon: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <div className={props.className}>
      <span className={props.iconClassName} aria-hidden="true">
        {props.icon}
      </span>
      {props.children}
    </div>
  );
}

/** 1 Click Upload: a lightning bolt. */
export function BoltIcon() {
  return (
    <Icon>
      <path d="M13 2 4.5 13.5H11L10 22l8.5-11.5H12L13 2Z" fill="currentColor" />
    </Icon>
  );
}

/** Upload by e-mail: an envelope. */
export function MailIcon() {
  return (
    <Icon>
      <rect x="3" y="5" width="18" height="14" rx="2" {...line('1.8')} />
      <path d="m4 7 8 6 8-6" {...line('1.8')} />
    </Icon>
  );
}

/** A finished upload: a tick. */
export function TickIcon() {
  return (
    <Icon>
      <path d="m5 12.5 4.5 4.5L19 7.5" {...line('2.5')} strokeLinecap="round" strokeLinejoin="round" />
    </Icon>
  );
}

/** One of a policy's documents: a page with its corner folded and lines of text. */
export function DocumentIcon() {
  return (
    <Icon className="policy-file__icon">
      <path
        d="M7 3h7l5 5v12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Z"
        {...line('1.6')}
        strokeLinejoin="round"
      />
      <path d="M14 3v5h5M9 13h6M9 16.5h4" {...line('1.6')} />
    </Icon>
  );
}

/** No policies yet: a page with a plus sign. */
export function NewDocumentIcon() {
  return (
    <Icon size={48} className="policies-empty__icon">
      <path
        d="M14 6h14l10 10v24a2 2 0 0 1-2 2H14a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2Z"
        {...line('2.5')}
        strokeLinejoin="round"
      />
      <path d="M28 6v10h10M24 24v10M19 29h10" {...line('2.5')} />
    </Icon>
  );
}

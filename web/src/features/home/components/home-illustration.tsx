import type { ReactElement } from 'react';

/** Our own drawings for the home page, inline so they need no request and paint with the text. */
export type HomeIllustrationName =
  | 'policy-overview'
  | 'clause-magnifier'
  | 'claim-checklist'
  | 'document-library'
  | 'three-countries';

const INK = '#1e3a8a';
const ACCENT = '#2563eb';
const SOFT = '#dbeafe';
const PAPER = '#ffffff';
const LINE = '#94a3b8';
const TICK = '#15803d';
const HIGHLIGHT = '#fde68a';

/** Lines of text on a page: every third one shorter, as at the end of a paragraph. */
function PageLines({ x, y, width, rows }: { x: number; y: number; width: number; rows: number }) {
  const lines = Array.from(
    { length: rows },
    (_, row) => `M${x} ${y + row * 14}h${row % 3 === 2 ? width * 0.6 : width}`,
  );
  return <Stroke d={lines.join('')} color={LINE} width={4} />;
}

interface StrokeProps {
  readonly d: string;
  readonly color: string;
  readonly width: number;
  /** Drawn as dashes: the dash and the gap. */
  readonly dashes?: string;
}

/** An open line drawn with rounded ends and corners, as a pen would. */
function Stroke({ d, color, width, dashes }: StrokeProps) {
  return (
    <path
      d={d}
      fill="none"
      stroke={color}
      strokeWidth={width}
      strokeLinecap="round"
      strokeLinejoin="round"
      strokeDasharray={dashes}
    />
  );
}

/** Bold words centred on a point, in the page's own typeface. */
function Caption({ x, y, size, children }: { x: number; y: number; size: number; children: string }) {
  return (
    <text x={x} y={y} textAnchor="middle" fill={PAPER} fontSize={size} fontWeight="700" fontFamily="inherit">
      {children}
    </text>
  );
}

function Tick({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r="11" fill={TICK} />
      <Stroke d={`M${x - 5} ${y}l3.5 3.5 6.5-7`} color={PAPER} width={3} />
    </g>
  );
}

function Badge({ x, y, children }: { x: number; y: number; children: ReactElement }) {
  return (
    <g>
      <circle cx={x} cy={y} r="30" fill={PAPER} stroke={SOFT} strokeWidth="4" />
      {children}
      <Tick x={x + 22} y={y - 22} />
    </g>
  );
}

function PolicyOverview() {
  return (
    <>
      <rect x="112" y="40" width="96" height="128" rx="10" fill={PAPER} stroke={INK} strokeWidth="4" />
      <rect x="126" y="56" width="44" height="10" rx="5" fill={ACCENT} />
      <PageLines x={126} y={84} width={68} rows={5} />
      <Badge x={56} y={64}>
        <rect x="46" y="46" width="20" height="36" rx="4" fill="none" stroke={ACCENT} strokeWidth="4" />
      </Badge>
      <Badge x={264} y={64}>
        <Stroke d="M248 70l16-14 16 14v14h-32z" color={ACCENT} width={4} />
      </Badge>
      <Badge x={56} y={172}>
        <Stroke d="M56 158v28M42 172h28" color={ACCENT} width={8} />
      </Badge>
      <Badge x={264} y={172}>
        <g fill="none" stroke={ACCENT} strokeWidth="4" strokeLinejoin="round">
          <rect x="246" y="164" width="36" height="24" rx="4" />
          <path d="M256 164v-6h16v6" />
        </g>
      </Badge>
      <Stroke d="M86 70h26M86 166h26M208 70h26M208 166h26" color={SOFT} width={4} dashes="4 6" />
    </>
  );
}

function ClauseMagnifier() {
  return (
    <>
      <rect x="40" y="24" width="150" height="192" rx="10" fill={PAPER} stroke={INK} strokeWidth="4" />
      <PageLines x={58} y={50} width={112} rows={3} />
      <rect x="52" y="102" width="126" height="22" rx="4" fill={HIGHLIGHT} />
      <PageLines x={58} y={113} width={112} rows={1} />
      <PageLines x={58} y={144} width={112} rows={4} />
      <circle cx="150" cy="113" r="40" fill="rgb(219 234 254 / 0.35)" stroke={ACCENT} strokeWidth="7" />
      <Stroke d="M179 142l34 34" color={ACCENT} width={12} />
      <Stroke d="M190 100c30 0 40-30 70-30" color={INK} width={3} dashes="5 6" />
      <rect x="232" y="44" width="72" height="44" rx="10" fill={ACCENT} />
      <Caption x={268} y={73} size={18}>
        p. 4
      </Caption>
    </>
  );
}

function ClaimChecklist() {
  return (
    <>
      <rect x="80" y="30" width="160" height="190" rx="12" fill={PAPER} stroke={INK} strokeWidth="4" />
      <rect x="128" y="20" width="64" height="22" rx="6" fill={ACCENT} />
      {[72, 118, 164].map((y) => (
        <g key={y}>
          <rect
            x="102"
            y={y - 12}
            width="24"
            height="24"
            rx="5"
            fill={SOFT}
            stroke={ACCENT}
            strokeWidth="3"
          />
          <Stroke d={`M107 ${y}l5 5 9-10`} color={TICK} width={4} />
          <PageLines x={140} y={y - 5} width={80} rows={1} />
          <PageLines x={140} y={y + 9} width={52} rows={1} />
        </g>
      ))}
      <circle cx="250" cy="196" r="26" fill={TICK} />
      <Stroke d="M238 196l8 8 16-17" color={PAPER} width={6} />
    </>
  );
}

function DocumentLibrary() {
  return (
    <>
      <rect x="70" y="56" width="110" height="140" rx="8" fill={PAPER} stroke={LINE} strokeWidth="3" />
      <rect x="84" y="44" width="110" height="140" rx="8" fill={PAPER} stroke={LINE} strokeWidth="3" />
      <rect x="98" y="32" width="110" height="140" rx="8" fill={PAPER} stroke={INK} strokeWidth="4" />
      <rect x="112" y="48" width="40" height="9" rx="4.5" fill={ACCENT} />
      <PageLines x={112} y={74} width={80} rows={5} />
      <path
        d="M48 120h92l14 14h118v80H48z"
        fill={SOFT}
        stroke={ACCENT}
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <rect x="226" y="36" width="72" height="50" rx="6" fill={PAPER} stroke={INK} strokeWidth="4" />
      <Stroke d="M228 40l34 26 34-26" color={INK} width={4} />
      <Stroke d="M250 96c0 20-14 28-30 32" color={ACCENT} width={4} />
      <Stroke d="M226 120l-8 9 12 2" color={ACCENT} width={4} />
    </>
  );
}

function Bubble({ x, y, label, fill }: { x: number; y: number; label: string; fill: string }) {
  return (
    <g>
      <rect x={x} y={y} width="88" height="68" rx="16" fill={fill} />
      <path d={`M${x + 22} ${y + 66}l-6 20 22-20z`} fill={fill} />
      <Caption x={x + 44} y={y + 45} size={28}>
        {label}
      </Caption>
    </g>
  );
}

function ThreeCountries() {
  return (
    <>
      <circle cx="160" cy="130" r="96" fill={SOFT} />
      <Stroke d="M64 130h192M160 34c-40 40-40 152 0 192M160 34c40 40 40 152 0 192" color={PAPER} width={4} />
      <Bubble x={24} y={40} label="£" fill={INK} />
      <Bubble x={208} y={60} label="US$" fill={ACCENT} />
      <Bubble x={116} y={142} label="AU$" fill={TICK} />
    </>
  );
}

/** Each drawing, and the words that describe it to someone who cannot see it. */
const drawings: Readonly<Record<HomeIllustrationName, { draw: () => ReactElement; alt: string }>> = {
  'policy-overview': {
    draw: PolicyOverview,
    alt: 'A policy document surrounded by a smartphone, a house, a medical cross and a suitcase, each marked with a tick.',
  },
  'clause-magnifier': {
    draw: ClauseMagnifier,
    alt: 'A magnifying glass over a policy page, with one clause highlighted and linked to a figure.',
  },
  'claim-checklist': {
    draw: ClaimChecklist,
    alt: 'A claim form beside a checklist of evidence with three items ticked.',
  },
  'document-library': {
    draw: DocumentLibrary,
    alt: 'A folder holding a neat stack of policy documents, with an envelope arriving beside it.',
  },
  'three-countries': {
    draw: ThreeCountries,
    alt: 'Three speech bubbles showing the pound, the US dollar and the Australian dollar signs.',
  },
};

interface HomeIllustrationProps {
  readonly name: HomeIllustrationName;
  readonly className?: string;
  /** Marks the drawing as one variation's, when the variations differ in it. */
  readonly marker?: Readonly<Record<string, string>>;
}

export function HomeIllustration({ name, className, marker }: HomeIllustrationProps) {
  const { draw: Drawing, alt } = drawings[name];
  return (
    <svg
      viewBox="0 0 320 240"
      width="320"
      height="240"
      role="img"
      aria-label={alt}
      className={['home-illustration', className].filter(Boolean).join(' ')}
      {...marker}
    >
      <Drawing />
    </svg>
  );
}

import type { ResourceIcon as IconName } from '#web/content/resources';

/** A circle: centre and radius. */
type Circle = { readonly cx: number; readonly cy: number; readonly r: number };

/** Line drawings on a 24-unit grid, drawn in the current text colour: paths by their `d`, and circles. */
const drawings: Readonly<Record<IconName, readonly (string | Circle)[]>> = {
  guidance: ['M4 19V7l8-4 8 4v12', 'M2 21h20M8 10v7M12 10v7M16 10v7'],
  protection: ['M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6l-8-3Z', 'm8.5 12 2.5 2.5 4.5-5'],
  standards: [{ cx: 12, cy: 9, r: 5 }, 'm9 13-1.5 8L12 18.5 16.5 21 15 13'],
  education: ['M2 9l10-5 10 5-10 5L2 9Z', 'M6 11v5c0 1.7 2.7 3 6 3s6-1.3 6-3v-5M22 9v6'],
  planning: ['M4 20V4M4 20h16', 'm7 15 4-4 3 3 5-6'],
  complaints: ['M4 5h16v11H9l-5 4V5Z', 'M12 8v3.5M12 14h.01'],
};

export function ResourceIcon({ name }: { readonly name: IconName }) {
  return (
    <svg
      className="resource-group__icon"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {drawings[name].map((shape) =>
        typeof shape === 'string' ? <path key={shape} d={shape} /> : <circle key="circle" {...shape} />,
      )}
    </svg>
  );
}

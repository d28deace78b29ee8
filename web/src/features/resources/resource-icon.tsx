import type { ReactNode } from 'react';
import type { ResourceIcon as IconName } from '#web/content/resources';

/** Line drawings on a 24-unit grid, drawn in the current text colour. */
const drawings: Readonly<Record<IconName, ReactNode>> = {
  guidance: (
    <>
      <path d="M4 19V7l8-4 8 4v12" />
      <path d="M2 21h20M8 10v7M12 10v7M16 10v7" />
    </>
  ),
  protection: (
    <>
      <path d="M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6l-8-3Z" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </>
  ),
  standards: (
    <>
      <circle cx="12" cy="9" r="5" />
      <path d="m9 13-1.5 8L12 18.5 16.5 21 15 13" />
    </>
  ),
  education: (
    <>
      <path d="M2 9l10-5 10 5-10 5L2 9Z" />
      <path d="M6 11v5c0 1.7 2.7 3 6 3s6-1.3 6-3v-5M22 9v6" />
    </>
  ),
  planning: (
    <>
      <path d="M4 20V4M4 20h16" />
      <path d="m7 15 4-4 3 3 5-6" />
    </>
  ),
  complaints: (
    <>
      <path d="M4 5h16v11H9l-5 4V5Z" />
      <path d="M12 8v3.5M12 14h.01" />
    </>
  ),
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
      {drawings[name]}
    </svg>
  );
}

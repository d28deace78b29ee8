import type { ItemType } from '#domain/insurance';

const PATHS: Record<ItemType, string> = {
  smartphone:
    'M8 3h8a1.5 1.5 0 0 1 1.5 1.5v15A1.5 1.5 0 0 1 16 21H8a1.5 1.5 0 0 1-1.5-1.5v-15A1.5 1.5 0 0 1 8 3Zm3 15h2',
  home: 'M4 11.5 12 5l8 6.5M6.5 10v9.5h11V10M10 19.5v-5h4v5',
  health:
    'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Zm-3-9h2V9h2v2h2v2h-2v2h-2v-2H9Z',
  travel: 'M3 13.5 21 7l-2.5 3.5L6 15.5Zm6-2.3L7.5 6 10 5.3l5 4M9.5 14.5 11 19l2-.6.8-5.5',
};

/** A line drawing of the item, beside the card's title. */
export function ItemIcon({ itemType }: { readonly itemType: ItemType }) {
  return (
    <span className={`coverage-icon coverage-icon--${itemType}`}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d={PATHS[itemType]}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}

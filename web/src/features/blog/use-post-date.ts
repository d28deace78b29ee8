import { useEffect, useState } from 'react';
import { formatPostDate, relativePostDate } from '#web/content/blog/post-dates';

/**
 * A post's date as lists show it: the full date at first, which is what the prerendered page
 * holds, then '3 weeks ago' once the page is running in the browser and knows today's date.
 */
export function useRelativePostDate(isoDate: string): string {
  const [label, setLabel] = useState(() => formatPostDate(isoDate));
  useEffect(() => {
    setLabel(relativePostDate(isoDate, new Date()));
  }, [isoDate]);
  return label;
}

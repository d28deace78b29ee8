import { formatPostDate } from '#web/content/blog/post-dates';
import { RELATIVE_DATE_ATTRIBUTE } from '#web/islands/enhance-page';
import { useRelativePostDate } from '../use-post-date';

/** 'Published 3 weeks ago', with the full date in the markup and on hover. */
export function RelativePostDate({
  date,
  className,
}: {
  readonly date: string;
  readonly className?: string;
}) {
  const label = useRelativePostDate(date);
  return (
    <time
      dateTime={date}
      title={formatPostDate(date)}
      className={className}
      {...{ [RELATIVE_DATE_ATTRIBUTE]: '' }}
    >
      {label}
    </time>
  );
}

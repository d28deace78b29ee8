import type { BlogPost } from '#web/content/blog/blog-post';
import { blogPostPath } from '#web/lib/paths';
import { SiteLink } from '#web/lib/site-navigation';
import { PostImage } from './post-image';
import { RelativePostDate } from './relative-post-date';

interface PostCardProps {
  readonly post: BlogPost;
  /** The level of the card's title, so it fits the headings around the list. */
  readonly headingLevel?: 'h2' | 'h3';
  /** The first cards on screen load their image straight away; the rest wait until scrolled to. */
  readonly eager?: boolean;
  /** Related-post cards leave out the excerpt. */
  readonly compact?: boolean;
}

/** A post in a list: its picture, how long ago it appeared, its title and excerpt, and Read More. */
export function PostCard({
  post,
  headingLevel: Heading = 'h2',
  eager = false,
  compact = false,
}: PostCardProps) {
  const href = blogPostPath(post.slug);
  return (
    <article className={compact ? 'post-card post-card--compact' : 'post-card'}>
      <PostImage
        post={post}
        className="post-card__image"
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="post-card__body">
        <RelativePostDate date={post.date} className="post-card__date" />
        <Heading className="post-card__title">{post.title}</Heading>
        {!compact && <p className="post-card__excerpt">{post.excerpt}</p>}
        {/* The one link in the card; its hit area is stretched over the whole card by the stylesheet. */}
        <SiteLink to={href} className="post-card__more">
          Read More<span className="visually-hidden">: {post.title}</span>
        </SiteLink>
      </div>
    </article>
  );
}

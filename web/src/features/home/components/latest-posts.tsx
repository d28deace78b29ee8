import { useEffect, useId, useState } from 'react';
import { ButtonLink } from '#web/components/button';
import type { BlogPostSummary } from '#web/content/blog/blog-post';
import { latestPosts } from '#web/content/blog/blog-summaries';
import { formatPostDate, relativePostDate } from '#web/content/blog/post-dates';
import { blogPostPath, paths } from '#web/lib/paths';
import { SiteLink } from '#web/lib/site-navigation';

const LATEST_COUNT = 3;

/** The full date in prerendered markup, then '3 weeks ago' once the browser knows today's date. */
function PostDate({ date }: { readonly date: string }) {
  const [label, setLabel] = useState(() => formatPostDate(date));
  useEffect(() => setLabel(relativePostDate(date, new Date())), [date]);
  return (
    <time dateTime={date} title={formatPostDate(date)} className="home-post__date">
      {label}
    </time>
  );
}

function HomePostCard({ post }: { readonly post: BlogPostSummary }) {
  return (
    <article className="home-post">
      <img
        className="home-post__image"
        src={post.image}
        alt={post.imageAlt}
        width={1200}
        height={630}
        loading="lazy"
        decoding="async"
      />
      <div className="home-post__body">
        <PostDate date={post.date} />
        <h3 className="home-post__title">{post.title}</h3>
        <p className="home-post__excerpt">{post.excerpt}</p>
        <SiteLink to={blogPostPath(post.slug)} className="home-post__more">
          Read More<span className="visually-hidden">: {post.title}</span>
        </SiteLink>
      </div>
    </article>
  );
}

/** The three newest blog posts and a link to the rest. */
export function LatestPosts({
  posts = latestPosts(LATEST_COUNT),
}: {
  readonly posts?: readonly BlogPostSummary[];
}) {
  const titleId = useId();
  if (posts.length === 0) return null;
  return (
    <section className="home-section home-posts" aria-labelledby={titleId}>
      <div className="container">
        <header className="home-section__header home-posts__header">
          <div>
            <h2 id={titleId}>Latest from the blog</h2>
            <p>Plain-English guides to cover and claims.</p>
          </div>
          <ButtonLink to={paths.blog} variant="secondary">
            View All Articles
          </ButtonLink>
        </header>
        <ul className="home-posts__list">
          {posts.map((post) => (
            <li key={post.slug}>
              <HomePostCard post={post} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

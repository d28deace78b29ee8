import { Link, useParams } from 'react-router';
import { ButtonLink } from '#web/components/button';
import { PageHeader } from '#web/components/page-header';
import { TeaserLinks } from '#web/components/teaser-links';
import type { BlogPost } from '#web/content/blog/blog-post';
import { findBlogPost, relatedPosts } from '#web/content/blog/blog-posts';
import { formatPostDate } from '#web/content/blog/post-dates';
import { blogPostMeta, pageMeta } from '#web/content/page-meta';
import { usePageMeta } from '#web/content/use-page-meta';
import { paths } from '#web/lib/paths';
import { PostCard } from './components/post-card';
import { PostImage } from './components/post-image';
import { type PostSection, splitPostSections } from './post-sections';
import './blog.css';

const toolLinks = [
  {
    to: paths.coverage,
    title: 'Coverage Analysis',
    text: 'See what your own policies cover, with every figure linked to its page.',
  },
  {
    to: paths.claimAssessment,
    title: 'Claim Assessment',
    text: 'Check a claim against your policy wording before you call your insurer.',
  },
  {
    to: paths.resources,
    title: 'Resources',
    text: 'Regulators, ombudsman services and advice bodies that can help.',
  },
] as const;

function BackToBlog() {
  return (
    <p className="blog-post__back">
      <Link to={paths.blog}>
        <span aria-hidden="true">← </span>Back to the blog
      </Link>
    </p>
  );
}

function PostNotFound() {
  usePageMeta(pageMeta.blogPostNotFound);
  return (
    <div className="page page--narrow">
      <PageHeader title="Post not found">
        We could not find that article. It may have moved, or the link may be mistyped.
      </PageHeader>
      <ButtonLink to={paths.blog}>Browse all articles</ButtonLink>
    </div>
  );
}

function PostHeader({ post }: { readonly post: BlogPost }) {
  return (
    <header className="blog-post__header">
      <p className="blog-post__meta">
        <time dateTime={post.date}>{formatPostDate(post.date)}</time>
        <span aria-hidden="true"> · </span>
        <span>By {post.author}</span>
      </p>
      <h1>{post.title}</h1>
      <p className="lead">{post.excerpt}</p>
    </header>
  );
}

/** 'In this article': a link to each section, when there is more than one. */
function PostContents({ sections }: { readonly sections: readonly PostSection[] }) {
  if (sections.length <= 1) return null;
  return (
    <nav className="blog-post__contents" aria-labelledby="post-contents-title">
      <h2 id="post-contents-title" className="blog-post__contents-title">
        In this article
      </h2>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.heading}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PostBody({
  intro,
  sections,
}: {
  readonly intro: string;
  readonly sections: readonly PostSection[];
}) {
  return (
    <div className="blog-post__body">
      {intro !== '' && (
        // Our own article text, bundled with the app: trusted HTML, never user input.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted HTML written by us.
        <div className="blog-post__intro" dangerouslySetInnerHTML={{ __html: intro }} />
      )}
      {sections.map((section) => (
        <section key={section.id} className="blog-post__section" aria-labelledby={section.id}>
          <h2 id={section.id}>{section.heading}</h2>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: trusted HTML written by us. */}
          <div dangerouslySetInnerHTML={{ __html: section.html }} />
        </section>
      ))}
    </div>
  );
}

function RelatedPosts({ slug }: { readonly slug: string }) {
  const related = relatedPosts(slug);
  if (related.length === 0) return null;
  return (
    <section className="blog-post__related" aria-labelledby="related-posts-title">
      <h2 id="related-posts-title">Related articles</h2>
      <ul className="post-grid post-grid--two">
        {related.map((other) => (
          <li key={other.slug}>
            <PostCard post={other} headingLevel="h3" compact />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Post({ post }: { readonly post: BlogPost }) {
  usePageMeta(blogPostMeta(post));
  const { intro, sections } = splitPostSections(post.content);
  return (
    <article className="page blog-post">
      <PostHeader post={post} />
      <PostImage post={post} className="blog-post__image" fetchPriority="high" />
      <PostContents sections={sections} />
      <PostBody intro={intro} sections={sections} />
      <aside className="blog-post__tools" aria-labelledby="post-tools-title">
        <h2 id="post-tools-title">Check your own policy</h2>
        <TeaserLinks links={toolLinks} className="blog-post__tool-list" />
      </aside>
      <RelatedPosts slug={post.slug} />
      <BackToBlog />
    </article>
  );
}

export function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = findBlogPost(slug);
  return post ? <Post key={post.slug} post={post} /> : <PostNotFound />;
}

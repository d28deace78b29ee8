import { PageHeader } from '#web/components/page-header';
import { blogPosts } from '#web/content/blog/blog-posts';
import { pageMeta } from '#web/content/page-meta';
import { usePageMeta } from '#web/content/use-page-meta';
import { PostCard } from './components/post-card';
import './blog.css';

/** Cards in the first row load their pictures at once; the rest load as they scroll into view. */
const EAGER_CARDS = 3;

export function BlogListPage() {
  usePageMeta(pageMeta.blog);
  return (
    <div className="page">
      <PageHeader title="Blog">
        Practical guides to insurance cover and claims for UK, US and Australian policyholders: how to avoid
        being underinsured, keep your cover current as life changes, and make a claim that stands up.
      </PageHeader>
      <ul className="post-grid" aria-label="Articles, newest first">
        {blogPosts.map((post, index) => (
          <li key={post.slug}>
            <PostCard post={post} eager={index < EAGER_CARDS} />
          </li>
        ))}
      </ul>
    </div>
  );
}

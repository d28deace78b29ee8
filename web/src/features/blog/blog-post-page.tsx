import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../components/use-page-title';
import { humaniseSegment } from '../../lib/breadcrumbs';
import { paths } from '../../lib/paths';

export function BlogPostPage() {
  const { slug = '' } = useParams();
  const title = humaniseSegment(slug);
  usePageTitle(title);
  return (
    <article className="page page--narrow">
      <PageHeader title={title}>
        An article from the PolicyLens blog, with practical guidance on insurance cover and claims.
      </PageHeader>
      <p>
        <Link to={paths.blog}>Back to the blog</Link>
      </p>
    </article>
  );
}

import type { ImgHTMLAttributes } from 'react';
import type { BlogPostSummary } from '#web/content/blog/blog-post';

interface PostImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> {
  readonly post: Pick<BlogPostSummary, 'image' | 'imageAlt'>;
}

/** A post's illustration, its size reserved (1200 × 630) so the page does not shift as it loads. */
export function PostImage({ post, ...img }: PostImageProps) {
  return <img src={post.image} alt={post.imageAlt} width={1200} height={630} {...img} />;
}

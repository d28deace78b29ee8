import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BlogPost } from '#web/content/blog/blog-post';
import {
  blogPosts,
  findBlogPost,
  latestPosts,
  relatedPosts,
  sortNewestFirst,
} from '#web/content/blog/blog-posts';

const publicDir = path.resolve(import.meta.dirname, '../../../web/public');

function post(slug: string, date: string): BlogPost {
  return { slug, title: slug, date, author: 'A', excerpt: '', image: '', imageAlt: '', content: '' };
}

function words(html: string): number {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

describe('the blog posts', () => {
  it('has six posts, newest first, with unique slugs', () => {
    expect(blogPosts).toHaveLength(6);
    const dates = blogPosts.map((p) => Date.parse(p.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(new Set(blogPosts.map((p) => p.slug)).size).toBe(6);
  });

  it('dates every post from February 2025 on, as real ISO days', () => {
    for (const p of blogPosts) {
      expect(p.date, p.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(p.date >= '2025-02-01', p.slug).toBe(true);
    }
  });

  it('gives every post an illustration that exists, with alt text, and 600 to 900 words in sections', () => {
    for (const p of blogPosts) {
      expect(p.image).toBe(`/images/blog/${p.slug}.svg`);
      expect(existsSync(path.join(publicDir, p.image)), p.image).toBe(true);
      expect(p.imageAlt.length, p.slug).toBeGreaterThan(20);
      expect(words(p.content), p.slug).toBeGreaterThanOrEqual(600);
      expect(words(p.content), p.slug).toBeLessThanOrEqual(900);
      expect((p.content.match(/<h2>/g) ?? []).length, p.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('has the dated 5-step claim guide slug', () => {
    expect(findBlogPost('5-step-guide-to-making-an-insurance-claim')?.title).toMatch(/5-step guide/i);
  });
});

describe('sortNewestFirst', () => {
  it('orders by date, newest first, without changing the input', () => {
    const input = [post('a', '2025-02-01'), post('b', '2025-03-15'), post('c', '2025-02-20')];
    expect(sortNewestFirst(input).map((p) => p.slug)).toEqual(['b', 'c', 'a']);
    expect(input.map((p) => p.slug)).toEqual(['a', 'b', 'c']);
  });
});

describe('findBlogPost', () => {
  it('finds a post by its slug and nothing for an unknown one', () => {
    const first = blogPosts[0];
    expect(findBlogPost(first?.slug ?? '')).toBe(first);
    expect(findBlogPost('no-such-post')).toBeUndefined();
  });
});

describe('relatedPosts', () => {
  const posts = [post('a', '2025-04-01'), post('b', '2025-03-01'), post('c', '2025-02-01')];

  it('suggests the first two other posts', () => {
    expect(relatedPosts('a', posts).map((p) => p.slug)).toEqual(['b', 'c']);
    expect(relatedPosts('b', posts).map((p) => p.slug)).toEqual(['a', 'c']);
  });

  it('suggests fewer when there are not enough posts', () => {
    expect(relatedPosts('a', posts.slice(0, 2)).map((p) => p.slug)).toEqual(['b']);
    expect(relatedPosts('a', posts.slice(0, 1))).toEqual([]);
  });

  it('never suggests the post itself, using the real list by default', () => {
    for (const p of blogPosts) {
      const related = relatedPosts(p.slug);
      expect(related).toHaveLength(2);
      expect(related.map((r) => r.slug)).not.toContain(p.slug);
    }
  });
});

describe('latestPosts', () => {
  it('takes the newest posts', () => {
    expect(latestPosts(3).map((post) => post.slug)).toEqual(blogPosts.slice(0, 3).map((post) => post.slug));
    // Lists carry the posts without their text.
    expect(latestPosts(3).every((post) => !('content' in post))).toBe(true);
    expect(latestPosts(-1)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { blogPosts } from '#web/content/blog/blog-posts';
import { headingText, slugifyHeading, splitPostSections } from '#web/features/blog/post-sections';

describe('splitPostSections', () => {
  it('keeps the text before the first heading as the introduction', () => {
    const split = splitPostSections(
      '<p>Hello.</p>\n<h2>First</h2><p>One.</p><h2>Second</h2><ul><li>Two</li></ul>',
    );
    expect(split.intro).toBe('<p>Hello.</p>');
    expect(split.sections).toEqual([
      { id: 'first', heading: 'First', html: '<p>One.</p>' },
      { id: 'second', heading: 'Second', html: '<ul><li>Two</li></ul>' },
    ]);
  });

  it('has no introduction when the post opens with a heading', () => {
    const split = splitPostSections('<h2>Only</h2><p>Body</p>');
    expect(split.intro).toBe('');
    expect(split.sections).toHaveLength(1);
  });

  it('treats a post without headings as all introduction', () => {
    expect(splitPostSections('<p>Just text</p>')).toEqual({ intro: '<p>Just text</p>', sections: [] });
  });

  it('gives repeated headings distinct ids', () => {
    const ids = splitPostSections(
      '<h2>Tips</h2><p>a</p><h2>Tips</h2><p>b</p><h2 class="x">Tips</h2>',
    ).sections.map((s) => s.id);
    expect(ids).toEqual(['tips', 'tips-2', 'tips-3']);
  });

  it('splits every real post into titled sections that hold all of its paragraphs', () => {
    for (const post of blogPosts) {
      const { intro, sections } = splitPostSections(post.content);
      expect(sections.length, post.slug).toBeGreaterThanOrEqual(3);
      const paragraphs = (post.content.match(/<p>/g) ?? []).length;
      const kept = [intro, ...sections.map((s) => s.html)].join('').match(/<p>/g) ?? [];
      expect(kept.length, post.slug).toBe(paragraphs);
      for (const section of sections) expect(section.heading, post.slug).not.toMatch(/[<>]/);
    }
  });
});

describe('headingText', () => {
  it('drops inline markup and decodes entities', () => {
    expect(headingText('<em>Fire</em> &amp; flood')).toBe('Fire & flood');
    expect(headingText('It&#39;s &quot;fine&quot; &#x2014; really')).toBe('It\'s "fine" — really');
  });
});

describe('slugifyHeading', () => {
  it('makes a fragment id from a heading', () => {
    expect(slugifyHeading('Step 1: Make things safe')).toBe('step-1-make-things-safe');
    expect(slugifyHeading('Fire & flood')).toBe('fire-and-flood');
    expect(slugifyHeading('Café cover')).toBe('cafe-cover');
    expect(slugifyHeading('!!!')).toBe('section');
  });
});

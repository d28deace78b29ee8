/** A post's HTML cut at its <h2> headings, so each part can be its own section with a link target. */

export interface PostSection {
  /** A fragment id for the section's heading, unique within the post. */
  readonly id: string;
  /** The heading as plain text. */
  readonly heading: string;
  /** The section's HTML after its heading, up to the next one. */
  readonly html: string;
}

export interface SplitPost {
  /** Anything before the first heading; empty when the post opens with one. */
  readonly intro: string;
  readonly sections: readonly PostSection[];
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Inline markup removed and common entities decoded: '<em>Fire</em> &amp; flood' → 'Fire & flood'. */
export function headingText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** 'Step 1: Make things safe' → 'step-1-make-things-safe'. */
export function slugifyHeading(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'section' : slug;
}

const H2 = /<h2\b[^>]*>([\s\S]*?)<\/h2>/gi;

export function splitPostSections(html: string): SplitPost {
  // With a capture group, split keeps each heading's inner HTML between the parts it separates.
  const parts = html.split(H2);
  const intro = (parts[0] ?? '').trim();
  const sections: PostSection[] = [];
  const used = new Map<string, number>();
  for (let index = 1; index < parts.length; index += 2) {
    const heading = headingText(parts[index] ?? '');
    const base = slugifyHeading(heading);
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    sections.push({
      id: seen === 0 ? base : `${base}-${seen + 1}`,
      heading,
      html: (parts[index + 1] ?? '').trim(),
    });
  }
  return { intro, sections };
}

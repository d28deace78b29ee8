import { SiteLink } from '../lib/site-navigation';

export interface TeaserLink {
  readonly to: string;
  readonly title: string;
  readonly text: string;
}

/** A list of links shown as cards: a title, and a line on what is there. */
export function TeaserLinks({
  links,
  className,
}: {
  readonly links: readonly TeaserLink[];
  readonly className: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <SiteLink to={link.to} className="teaser-card">
            <span className="teaser-card__title">{link.title}</span>
            <span className="teaser-card__text">{link.text}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

interface TeaserSectionProps {
  /** A landmark of its own (nav) where the links are a way on from the page, else a section. */
  readonly element: 'section' | 'nav';
  /** The block's class name; its title and list take `__title` and `__list`, its title id `-title`. */
  readonly block: string;
  readonly title: string;
  readonly links: readonly TeaserLink[];
}

/** A titled group of teaser cards. */
export function TeaserSection({ element: Element, block, title, links }: TeaserSectionProps) {
  const titleId = `${block}-title`;
  return (
    <Element className={block} aria-labelledby={titleId}>
      <h2 id={titleId} className={`${block}__title`}>
        {title}
      </h2>
      <TeaserLinks className={`${block}__list`} links={links} />
    </Element>
  );
}

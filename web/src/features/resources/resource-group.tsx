import type { ResourceGroup as Group, ResourceLink } from '#web/content/resources';
import { ResourceIcon } from './resource-icon';

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** A link to another organisation's site, opened in a new tab, and what it offers. */
function ExternalResourceLink({ link }: { readonly link: ResourceLink }) {
  return (
    <a href={link.url} target="_blank" rel="noopener noreferrer" className="resource-link">
      <span className="resource-link__title">
        {link.title}
        <span className="visually-hidden"> (opens in a new tab)</span>
        <svg className="resource-link__external" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <span className="resource-link__description">{link.description}</span>
    </a>
  );
}

/** One kind of organisation, with its icon, and a link to each; `idPrefix` keeps its heading's id unique on the page. */
export function ResourceGroup({ group, idPrefix }: { readonly group: Group; readonly idPrefix: string }) {
  const headingId = `${idPrefix}-${slug(group.category)}`;
  return (
    <section className="resource-group" aria-labelledby={headingId}>
      <div className="resource-group__header">
        <ResourceIcon name={group.icon} />
        <h2 id={headingId}>{group.category}</h2>
      </div>
      <ul className="resource-group__links">
        {group.links.map((link) => (
          <li key={link.url}>
            <ExternalResourceLink link={link} />
          </li>
        ))}
      </ul>
    </section>
  );
}

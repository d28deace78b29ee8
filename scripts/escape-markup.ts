const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapeMarkup(text: string, apostrophe: string): string {
  return text.replace(/[&<>"']/g, (c) => (c === "'" ? apostrophe : (ENTITIES[c] ?? c)));
}

/** Text made safe inside HTML elements and quoted attributes (the pages and the local mailbox). */
export function escapeHtml(text: string): string {
  return escapeMarkup(text, '&#39;');
}

/** The same for XML (the sitemap), which has an entity of its own for the apostrophe. */
export function escapeXml(text: string): string {
  return escapeMarkup(text, '&apos;');
}

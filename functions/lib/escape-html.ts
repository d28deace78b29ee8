/** Text made safe inside HTML elements and quoted attributes of the mails the product sends. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

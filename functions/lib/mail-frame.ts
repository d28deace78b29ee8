/**
 * The frame every PolicyLens e-mail shares: one narrow column in the system font, a heading, the
 * message's own parts, and the name at the foot. Parts are HTML the caller has escaped.
 */
const SMALL = 'font-size:13px;color:#475569';

/** Small grey print: why the mail came, what to do if it was not for you. */
export function smallPrint(html: string): string {
  return `<p style="${SMALL}">${html}</p>`;
}

/** A link drawn as the app's blue button. `href` is already written for an attribute. */
export function mailButton(href: string, label: string): string {
  return `<p><a href="${href}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${label}</a></p>`;
}

export function mailFrame(title: string, parts: readonly string[]): string {
  return [
    '<div style="font-family:system-ui,sans-serif;max-width:520px;margin:0 auto;color:#0f172a">',
    `<h1 style="font-size:20px">${title}</h1>`,
    ...parts,
    smallPrint('PolicyLens'),
    '</div>',
  ].join('');
}

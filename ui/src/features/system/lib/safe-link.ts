// Customer-service links come from operator data; only schemes that open a
// page, a mail or a call are followed, never javascript: or data:.
const ALLOWED = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** The link when it is absolute and uses an allowed scheme, else null. */
export function safeLink(href: string): string | null {
  try {
    const url = new URL(href);
    return ALLOWED.has(url.protocol) ? href : null;
  } catch {
    return null;
  }
}

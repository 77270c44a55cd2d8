/** An ISO time in the reader's time zone and language, e.g. "Nov 24, 2026, 2:05 PM". */
export function formatMessageTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // "ty" is the site's own code for Tagalog; the browser knows it as "fil".
  const locale = language === 'ty' ? 'fil' : language;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A message's time as the reader's clock shows it: hours and minutes today, with the date otherwise. */
export function formatChatTime(iso: string, language: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const sameDay = at.toDateString() === now.toDateString();
  return at.toLocaleString(language, {
    ...(sameDay ? {} : { month: 'short', day: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
  });
}

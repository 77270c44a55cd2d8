/**
 * A list's filters as the query string takes them: a filter left empty is "no
 * filter" and is not sent (the server refuses an empty date or account), and an
 * account is sent without the spaces a paste brings along.
 */
export function compactQuery<T extends Record<string, string | number>>(filters: T): Partial<T> {
  const sent: Partial<T> = {};
  for (const [name, value] of Object.entries(filters) as [keyof T, T[keyof T]][]) {
    const trimmed = typeof value === 'string' ? value.trim() : value;
    if (trimmed !== '') sent[name] = trimmed as T[keyof T];
  }
  return sent;
}

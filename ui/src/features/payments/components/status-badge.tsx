/** A request's status as a coloured label (the text is the translation; colour is only a hint). */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <span className={`status-badge status-badge--${status}`}>{label}</span>;
}

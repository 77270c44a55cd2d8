import { Link } from 'react-router-dom';
import type { ResourceLink } from '../api/get-site-links';

type Props = {
  links: readonly ResourceLink[];
  className?: string;
  linkClassName?: string;
  label: string;
};

/**
 * A list of the operator's resources (site.resources by type): a path on this
 * site is a router link, anything else opens in a new tab (the server serves
 * only links the shared link rule allows). An empty list draws nothing.
 */
export function ResourceLinks({ links, className, linkClassName, label }: Props) {
  const shown = links;
  if (shown.length === 0) return null;
  return (
    <ul className={className} aria-label={label}>
      {shown.map((l) => (
        <li key={`${l.labelNameEn}:${l.url}`}>
          {l.url.startsWith('/') ? (
            <Link to={l.url} className={linkClassName}>
              {l.labelNameEn}
            </Link>
          ) : (
            <a href={l.url} className={linkClassName} target="_blank" rel="noopener noreferrer">
              {l.labelNameEn}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

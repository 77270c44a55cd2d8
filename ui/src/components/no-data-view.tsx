import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';

interface NoDataViewProps {
  title: string;
  line: string;
  icon?: IconName;
  /** h1 where the view stands for the whole page (a page that failed to load). */
  heading?: 'h1' | 'h2';
  /** "alert" where the view reports a failure rather than an empty list. */
  role?: 'alert';
  /** An action under the line, e.g. a reload button. */
  children?: ReactNode;
}

/** The empty state the lobby spec calls a "no-data view": a title, one line and maybe an action. */
export function NoDataView({ title, line, icon = 'search', heading: Heading = 'h2', role, children }: NoDataViewProps) {
  return (
    <div className="no-data" role={role}>
      <div className="no-data__art" aria-hidden="true">
        <Icon name={icon} size={36} />
      </div>
      <Heading className="no-data__title">{title}</Heading>
      <p className="no-data__line">{line}</p>
      {children}
    </div>
  );
}

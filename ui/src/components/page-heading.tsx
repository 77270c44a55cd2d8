import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';

export function PageHeading({ title, icon, children }: { title: string; icon?: IconName; children?: ReactNode }) {
  return (
    <div className="page-heading">
      {icon && (
        <span className="page-heading__icon" aria-hidden="true">
          <Icon name={icon} size={24} />
        </span>
      )}
      <h1 className="page-heading__title">{title}</h1>
      {children}
    </div>
  );
}

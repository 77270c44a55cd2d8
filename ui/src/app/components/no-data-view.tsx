import { Icon, type IconName } from './icon';

/** The empty state the lobby spec calls a "no-data view": a title and one line. */
export function NoDataView({ title, line, icon = 'search' }: { title: string; line: string; icon?: IconName }) {
  return (
    <div className="no-data">
      <div className="no-data__art" aria-hidden="true">
        <Icon name={icon} size={36} />
      </div>
      <h2 className="no-data__title">{title}</h2>
      <p className="no-data__line">{line}</p>
    </div>
  );
}

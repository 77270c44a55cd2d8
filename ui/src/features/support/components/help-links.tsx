import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { Icon } from '../../../components/icon';
import { useHelpCenter } from '../api/get-help-center';

type Props = { linkClassName: string; withIcon?: boolean };

/**
 * The help list (side menu and footer): one link per help section the
 * operator published, to /help#anchor, so no link points at a section that
 * does not exist. Nothing is drawn while loading or after a failure.
 */
export function HelpLinks({ linkClassName, withIcon = false }: Props) {
  const { i18n } = useTranslation();
  const help = useHelpCenter(i18n.language);
  if (!help.isSuccess) return null;
  return (
    <>
      {help.data.map((s) => (
        <li key={s.anchor}>
          <NavLink to={`/help#${s.anchor}`} className={linkClassName}>
            {withIcon && <Icon name="help" size={18} />}
            {s.title}
          </NavLink>
        </li>
      ))}
    </>
  );
}

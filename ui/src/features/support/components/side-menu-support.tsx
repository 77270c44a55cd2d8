import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { Icon } from '../../../components/icon';
import { useSiteLinks } from '../api/get-site-links';
import { AppDownload } from './app-download';
import { CustomerServiceMenu } from './customer-service-menu';
import { HelpLinks } from './help-links';
import { ResourceLinks } from './resource-links';

type Props = { loggedIn: boolean };

/**
 * The side menu's support group (spec section 2, Side menu): the help list,
 * feedback for members, customer-service links, the app download hover with
 * QR codes, and media/resources, all from the operator's data. The server
 * serves only links that pass the shared link rule (SiteInfoService checks
 * them when they are stored and again on the way out), so the menu draws them
 * without fetching the rule's wasm on first paint.
 */
export function SideMenuSupport({ loggedIn }: Props) {
  const { t } = useTranslation();
  const links = useSiteLinks();
  return (
    <>
      <ul className="side-menu__list" aria-label={t('support.helpList')}>
        <HelpLinks linkClassName="side-link side-link--quiet" withIcon />
        {loggedIn && (
          <li>
            <NavLink to="/feedback" className="side-link side-link--quiet">
              <Icon name="message" size={18} />
              {t('support.feedbackTitle')}
            </NavLink>
          </li>
        )}
      </ul>
      {links && (
        <>
          <CustomerServiceMenu channels={links.customerService} />
          <AppDownload links={links.resources.app ?? []} />
          <ResourceLinks
            links={links.resources.media ?? []}

            className="side-menu__list"
            linkClassName="side-link side-link--quiet"
            label={t('support.resources')}
          />
        </>
      )}
    </>
  );
}

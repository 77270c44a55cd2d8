import { useTranslation } from 'react-i18next';
import { RecordStates } from '../../../components/record-states';
import { useNotices, type Announcement, type Notices } from '../../../lib/content/notice';

/**
 * Every announcement a logged-in account is shown (the popup list, the
 * marquee's notices and the home notices), once each, in the operator's order.
 * The contract has no separate agent list: agents read the logged-in (A) lists.
 */
function announcementsOf(notices: Notices | undefined): Announcement[] {
  if (!notices) return [];
  const seen = new Set<number>();
  return [...notices.popup, ...notices.player, ...notices.home].filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}

/** agentAnnouncement: the operator's announcements, each one a disclosure that opens to its text. */
export function AnnouncementPage() {
  const { t, i18n } = useTranslation();
  // The same cached call (and key) as the player site's popup list for a logged-in account.
  const notices = useNotices('A', i18n.language);
  const items = announcementsOf(notices.data);
  return (
    <RecordStates
      query={notices}
      empty={items.length === 0}
      emptyTitle={t('agent.emptyTitle')}
      emptyLine={t('agent.announcements.emptyLine')}
      icon="megaphone"
    >
      <ul className="agent-announcements" aria-label={t('agent.announcements.listLabel')}>
        {items.map((item, index) => (
          <li key={item.id}>
            {/* The newest (first) is open; the rest open on demand, natively keyboard-operable. */}
            <details className="agent-announcements__item" open={index === 0}>
              <summary className="agent-announcements__title">
                {item.promotionType && <span className="status-badge">{t('agent.announcements.promotion')}</span>}
                {item.title}
              </summary>
              {/* The server's allow-list sanitiser cleaned this HTML when it was stored and again when it was sent. */}
              <div className="agent-announcements__content" dangerouslySetInnerHTML={{ __html: item.content }} />
            </details>
          </li>
        ))}
      </ul>
    </RecordStates>
  );
}

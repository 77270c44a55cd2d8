import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Announcement } from '../lib/content/notice';
import { Dialog } from './dialog';

/** Spec section 9: announcement page size 9. */
export const ANNOUNCEMENT_PAGE_SIZE = 9;
/** Where an item with a promotionType sends its Go button (spec section 2: the reward center). */
export const REWARD_CENTER_PATH = '/member?page=rewardCenter';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The dialog's heading ("Announcements", "Notice"). */
  title: string;
  items: readonly Announcement[];
  /** The item shown first (the marquee notice that was clicked); its page opens with it. */
  initialIndex?: number;
};

/**
 * The announcement and notice popups (spec section 2, Popups): nine titles a
 * page with paging on the left, the chosen item's HTML on the right (stacked on
 * a phone), and a Go button to the reward center when the item belongs to a
 * promotion. The caller keys it by what opened it, so each opening starts at
 * its own item.
 */
export function AnnouncementDialog({ open, onClose, title, items, initialIndex = 0 }: Props) {
  const { t } = useTranslation();
  const start = Math.min(Math.max(initialIndex, 0), Math.max(items.length - 1, 0));
  const [selected, setSelected] = useState(start);
  const [page, setPage] = useState(Math.floor(start / ANNOUNCEMENT_PAGE_SIZE));
  const pages = Math.max(1, Math.ceil(items.length / ANNOUNCEMENT_PAGE_SIZE));
  const first = page * ANNOUNCEMENT_PAGE_SIZE;
  const shown = items.slice(first, first + ANNOUNCEMENT_PAGE_SIZE);
  const item = items[selected];

  const turn = (to: number) => {
    setPage(to);
    setSelected(to * ANNOUNCEMENT_PAGE_SIZE);
  };

  return (
    <Dialog open={open} onClose={onClose} title={title} className="dialog--announcements">
      <div className="announcements">
        <nav className="announcements__index" aria-label={t('content.titles')}>
          <ol className="announcements__list" start={first + 1}>
            {shown.map((entry, i) => (
              <li key={entry.id}>
                <button
                  type="button"
                  className={first + i === selected ? 'announcements__title is-current' : 'announcements__title'}
                  aria-current={first + i === selected ? 'true' : undefined}
                  onClick={() => setSelected(first + i)}
                >
                  {entry.promotionType && <span className="announcements__badge">{t('content.promotion')}</span>}
                  <span className="announcements__title-text">{entry.title}</span>
                </button>
              </li>
            ))}
          </ol>
          {pages > 1 && (
            <div className="announcements__pager">
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={page === 0}
                onClick={() => turn(page - 1)}
              >
                {t('content.previousPage')}
              </button>
              <span className="announcements__page" aria-live="polite">
                {t('content.pageOf', { n: page + 1, total: pages })}
              </span>
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={page === pages - 1}
                onClick={() => turn(page + 1)}
              >
                {t('content.nextPage')}
              </button>
            </div>
          )}
        </nav>
        {item && (
          <article className="announcements__detail" aria-labelledby="announcement-detail-title" aria-live="polite">
            <h3 id="announcement-detail-title" className="announcements__detail-title">
              {item.title}
            </h3>
            {/* The server's allow-list sanitiser cleaned this HTML when it was stored and again when it was sent. */}
            <div className="announcements__content" dangerouslySetInnerHTML={{ __html: item.content }} />
            {item.promotionType && (
              <Link to={REWARD_CENTER_PATH} className="button button--primary announcements__go" onClick={onClose}>
                {t('content.go')}
              </Link>
            )}
          </article>
        )}
      </div>
    </Dialog>
  );
}

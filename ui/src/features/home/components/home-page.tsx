import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnnouncementDialog } from '../../../components/announcement-dialog';
import { bannersOf, useVisitorNotices } from '../../../lib/content/notice';
import { useNavCategories } from '../../../lib/navigation/use-nav-categories';
import { HomeBanner } from './home-banner';
import { HomeGameMenu, type HomeMenuKey } from './home-game-menu';
import { HomeGameSections } from './home-game-sections';
import { JackpotTicker } from './jackpot-ticker';
import { NoticeMarquee } from './notice-marquee';
import { WinnerBoard } from './winner-board';

/**
 * Home (spec section 2): notice marquee (a click opens the notice modal at that
 * notice), the w_home banners, jackpot counter, game menu (HOME, HOT, FAV, then
 * the categories that have vendors), the per-category sections, and the winner
 * board. The marquee and banners come from the notice call.
 */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const nav = useNavCategories(language);
  const notices = useVisitorNotices(language);
  const [menu, setMenu] = useState<HomeMenuKey>('home');
  const [noticeIndex, setNoticeIndex] = useState<number | null>(null);
  const player = notices.data?.player ?? [];
  return (
    <div className="page page--home">
      <NoticeMarquee notices={player} onOpen={setNoticeIndex} />
      <HomeBanner banners={bannersOf(notices.data, 'w_home')} />
      <JackpotTicker />
      <HomeGameMenu selected={menu} onSelect={setMenu} nav={nav} />
      <HomeGameSections menu={menu} categories={nav.categories} />
      <WinnerBoard language={language} />
      <AnnouncementDialog
        key={noticeIndex ?? -1}
        open={noticeIndex !== null}
        onClose={() => setNoticeIndex(null)}
        title={t('content.notice')}
        items={player}
        initialIndex={noticeIndex ?? 0}
      />
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavCategories } from '../../../lib/navigation/use-nav-categories';
import { HomeBanner } from './home-banner';
import { HomeGameMenu, type HomeMenuKey } from './home-game-menu';
import { HomeGameSections } from './home-game-sections';
import { JackpotTicker } from './jackpot-ticker';
import { NoticeMarquee } from './notice-marquee';
import { WinnerBoard } from './winner-board';

/**
 * Home (spec section 2): notice marquee, banner, jackpot counter, game menu
 * (HOME, HOT, FAV, then the categories that have vendors), the per-category
 * sections, and the winner board.
 */
export function HomePage() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const nav = useNavCategories(language);
  const [menu, setMenu] = useState<HomeMenuKey>('home');
  return (
    <div className="page page--home">
      {/* The content issue's notice call fills this; with no notices it draws nothing. */}
      <NoticeMarquee notices={[]} />
      <HomeBanner />
      <JackpotTicker />
      <HomeGameMenu selected={menu} onSelect={setMenu} nav={nav} />
      <HomeGameSections menu={menu} categories={nav.categories} />
      <WinnerBoard language={language} />
    </div>
  );
}

import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/components/home-page';
import { RequireAccess } from './guards/require-access';
import type { AccessRule } from './guards/route-access';
import { lazyPage, type PageLoader } from './lazy/lazy-page';
import { AgentLayout } from './layouts/agent-layout';
import { MainLayout } from './layouts/main-layout';
import { CATEGORIES, type Category } from '../lib/navigation/categories';
import { RootRoute } from './routes/root-route';

// Spec section 2, Routes. Paths are case-sensitive on purpose: /seaLottery (the
// lottery page) and /sealottery (a game page) are different screens.
//
// Every page is written as page(path, loader) and fetched with its own chunk on
// its first visit (lazyPage), so a first paint downloads only the shell and the
// page shown. The layouts are the shell and stay in the entry chunk, and so does
// the home page (its loader imports nothing): it is the first paint of /, and
// where logging in, registering, logging out, free play and a refused member
// page all land, together with the popup closing.
const page = lazyPage;
const guarded = (rule: AccessRule, path: string, load: PageLoader) =>
  page(path, async () => <RequireAccess rule={rule}>{await load()}</RequireAccess>);
const member = (path: string, load: PageLoader) => guarded('member', path, load);

const home: PageLoader = () => Promise.resolve(<HomePage />);
const authRoute =
  (dialog: 'login' | 'register'): PageLoader =>
  () =>
    import('../features/auth/components/auth-route').then((m) => (
      <m.AuthRoute dialog={dialog}>
        <HomePage />
      </m.AuthRoute>
    ));

// A category's page: the game lobby, or a route that puts its own part above
// the lobby (the RNG hub, the live hosts, the PVP rooms).
const categoryPage = (c: Category) => {
  switch (c.key) {
    case 'rng':
      return import('./routes/rng-route').then((m) => <m.RngRoute key={c.key} category={c} />);
    case 'live':
      return import('./routes/live-route').then((m) => <m.LiveRoute key={c.key} category={c} />);
    case 'pvp':
      return import('./routes/pvp-route').then((m) => <m.PvpRoute key={c.key} category={c} />);
    default:
      return import('../features/lobby/components/game-lobby-page').then((m) => (
        <m.GameLobbyPage key={c.key} category={c} />
      ));
  }
};

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    // Nothing of the app is drawn before the first page's chunk is in: the
    // loading cover (outside the router) stays up until then.
    HydrateFallback: BootPending,
    children: [
      {
        element: <MainLayout />,
        children: [
          page('/', home),
          page('/index', home),
          page('/index.html', home),
          page('/home', home),
          page('/login', authRoute('login')),
          page('/register', authRoute('register')),
          page('/help', () => import('../features/support/components/help-page').then((m) => <m.HelpPage />)),
          member('/member', () => import('./routes/member-center-pages').then((m) => <m.MemberCenterRoute />)),
          ...CATEGORIES.map((c) => page(c.path, () => categoryPage(c))),
          member('/favorite', () =>
            import('../features/account-games/components/account-games-page').then((m) => (
              <m.AccountGamesPage kind="favorite" />
            )),
          ),
          member('/recent', () =>
            import('../features/account-games/components/account-games-page').then((m) => (
              <m.AccountGamesPage kind="recent" />
            )),
          ),
          page('/promotions', () =>
            import('../features/promotions/components/promotions-page').then((m) => <m.PromotionsPage />),
          ),
          page('/pointMall', () =>
            import('../features/promotions/components/point-mall-page').then((m) => <m.PointMallPage />),
          ),
          // Support (issue 15): news, feedback, mirror list, installation guide.
          page('/news', () => import('../features/support/components/news-page').then((m) => <m.NewsPage />)),
          page('/news/:id', () =>
            import('../features/support/components/news-article-page').then((m) => <m.NewsArticlePage />),
          ),
          member('/feedback', () =>
            import('../features/support/components/feedback-page').then((m) => <m.FeedbackPage />),
          ),
          page('/mirrors', () => import('../features/support/components/mirrors-page').then((m) => <m.MirrorsPage />)),
          page('/install', () => import('../features/support/components/install-page').then((m) => <m.InstallPage />)),
          page('*', () => import('./routes/not-found-page').then((m) => <m.NotFoundPage />)),
        ],
      },
      {
        element: <MainLayout footer={false} />,
        children: [
          member('/lottery', () =>
            import('../features/lottery/components/lottery-page').then((m) => <m.LotteryPage kind="lottery" />),
          ),
          member('/seaLottery', () =>
            import('../features/lottery/components/lottery-page').then((m) => <m.LotteryPage kind="sea" />),
          ),
          member('/vnLottery', () =>
            import('../features/lottery/components/lottery-page').then((m) => <m.LotteryPage kind="vn" />),
          ),
        ],
      },
      {
        element: <MainLayout sideMenu={false} />,
        children: ['/seamless', '/lottert', '/vnlottery', '/sealottery'].map((p) =>
          page(p, () =>
            import('../features/lobby/components/game-page').then((m) => <m.GamePage key={p} gameKey={p.slice(1)} />),
          ),
        ),
      },
      {
        element: <AgentLayout />,
        children: [
          page('/agent', () =>
            import('../features/auth/components/agent-login-page').then((m) => <m.AgentLoginPage />),
          ),
          guarded('agent', '/agentHome', () =>
            import('../features/agent/components/agent-center-page').then((m) => <m.AgentCenterPage />),
          ),
        ],
      },
    ],
  },
];

function BootPending() {
  return null;
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}

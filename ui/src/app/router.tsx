import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AccountGamesPage } from '../features/account-games/components/account-games-page';
import { AgentCenterPage } from '../features/agent/components/agent-center-page';
import { AgentLoginPage } from '../features/agent/components/agent-login-page';
import { AuthRoute } from '../features/auth/components/auth-route';
import { HelpPage } from '../features/help/components/help-page';
import { HomePage } from '../features/home/components/home-page';
import { GameLobbyPage } from '../features/lobby/components/game-lobby-page';
import { GamePage } from '../features/lobby/components/game-page';
import { LotteryPage } from '../features/lottery/components/lottery-page';
import { MemberCenterPage } from '../features/member/components/member-center-page';
import { PointMallPage } from '../features/promotions/components/point-mall-page';
import { PromotionsPage } from '../features/promotions/components/promotions-page';
import { RequireAccess } from './guards/require-access';
import { AgentLayout } from './layouts/agent-layout';
import { MainLayout } from './layouts/main-layout';
import { CATEGORIES } from './navigation/categories';
import { NotFoundPage } from './routes/not-found-page';
import { RootRoute } from './routes/root-route';

// Spec section 2, Routes. Paths are case-sensitive on purpose: /seaLottery (the
// lottery page) and /sealottery (a game page) are different screens.
const page = (path: string, element: RouteObject['element']): RouteObject => ({ path, element, caseSensitive: true });
const member = (path: string, element: RouteObject['element']) => page(path, <RequireAccess rule="member">{element}</RequireAccess>);

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      {
        element: <MainLayout />,
        children: [
          { index: true, element: <HomePage /> },
          page('/index', <HomePage />),
          page('/index.html', <HomePage />),
          page('/home', <HomePage />),
          page('/login', <AuthRoute dialog="login" />),
          page('/register', <AuthRoute dialog="register" />),
          page('/help', <HelpPage />),
          member('/member', <MemberCenterPage />),
          ...CATEGORIES.map((c) => page(c.path, <GameLobbyPage key={c.key} category={c} />)),
          member('/favorite', <AccountGamesPage kind="favorite" />),
          member('/recent', <AccountGamesPage kind="recent" />),
          page('/promotions', <PromotionsPage />),
          page('/pointMall', <PointMallPage />),
          page('*', <NotFoundPage />),
        ],
      },
      {
        element: <MainLayout footer={false} />,
        children: [
          member('/lottery', <LotteryPage kind="lottery" />),
          member('/seaLottery', <LotteryPage kind="sea" />),
          member('/vnLottery', <LotteryPage kind="vn" />),
        ],
      },
      {
        element: <MainLayout sideMenu={false} />,
        children: ['/seamless', '/lottert', '/vnlottery', '/sealottery'].map((p) => page(p, <GamePage key={p} gameKey={p.slice(1)} />)),
      },
      {
        element: <AgentLayout />,
        children: [
          page('/agent', <AgentLoginPage />),
          page('/agentHome', <RequireAccess rule="agent"><AgentCenterPage /></RequireAccess>),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

// Every query key in one place, so invalidation and tests name the same keys.
// Data that belongs to a signed-in member is keyed under 'member' and by
// customer id: the next member on this tab never sees the previous one's.
// None of today's calls answers in the visitor's language (the UI translates by
// key); one that does (help centre, games list: spec section 7 `language`) takes
// the language code as the last part of its key, so a switch asks afresh.
export const queryKeys = {
  systemStatus: () => ['system', 'status'] as const,
  featureFlags: () => ['system', 'features'] as const,
  countries: () => ['system', 'countries'] as const,
  registerSettings: () => ['system', 'register-settings'] as const,
  customerService: () => ['system', 'customer-service'] as const,
  memberAll: () => ['member'] as const,
  memberIcon: (customerId: string) => ['member', customerId, 'icon'] as const,
  memberInfo: (customerId: string) => ['member', customerId, 'info'] as const,
  registrationDetails: (customerId: string) => ['member', customerId, 'registration-details'] as const,
  memberSessions: (customerId: string) => ['member', customerId, 'sessions'] as const,
  walletBalance: (customerId: string) => ['member', customerId, 'wallet-balance'] as const,
  depositChannels: (customerId: string) => ['member', customerId, 'deposit-channels'] as const,
  deposits: (customerId: string) => ['member', customerId, 'deposits'] as const,
  depositLimits: (customerId: string) => ['member', customerId, 'deposit-limits'] as const,
  withdrawals: (customerId: string) => ['member', customerId, 'withdrawals'] as const,
  responsibleGaming: (customerId: string) => ['member', customerId, 'responsible-gaming'] as const,
  realityCheck: (customerId: string) => ['member', customerId, 'reality-check'] as const,
  walletUpline: (customerId: string) => ['member', customerId, 'wallet-upline'] as const,
  // The operator's merchant wallet mode: the same for everyone, not member data.
  merchantWallet: () => ['system', 'merchant-wallet'] as const,
  // The operator's menu (site.whitelabel_menu) and the catalogue's vendor lanes;
  // the lanes are keyed by language (spec section 4: refreshed on language change).
  whitelabel: () => ['system', 'whitelabel'] as const,
  gameMenus: (language: string) => ['games', 'menus', language] as const,
  lotteryMenu: (prizeMode: string) => ['games', 'lottery-menu', prizeMode] as const,
  lotteryRecent: (customerId: string) => ['member', customerId, 'lottery-recent'] as const,
  pvpRooms: (customerId: string) => ['pvp', 'rooms', customerId] as const,
  lotteryLobby: (region: string) => ['lottery', 'lobby', region] as const,
  lotteryResults: (lotteryCode: string, pageNo: number, pageSize: number) =>
    ['lottery', 'results', lotteryCode, pageNo, pageSize] as const,
  winnerBoard: (gameCategory: string, language: string) => ['games', 'winner-board', gameCategory, language] as const,
  // The member's records (account and betting records, profit, bonuses, rebate):
  // without a kind, the prefix of them all.
  records: (customerId: string, kind?: string, filters?: object) =>
    ['member', customerId, 'records', ...(kind ? [kind] : []), ...(filters ? [filters] : [])] as const,
  // The games catalogue (public) and the member's own game lists.
  gameCatalogue: (gameType: string) => ['games', 'catalogue', gameType] as const,
  gameSection: (gameType: string, size: number) => ['games', 'section', gameType, size] as const,
  hotGames: () => ['games', 'hot'] as const,
  favoriteIds: (customerId: string) => ['member', customerId, 'favorite-ids'] as const,
  favoriteGames: (customerId: string) => ['member', customerId, 'favorite-games'] as const,
  recentGames: (customerId: string) => ['member', customerId, 'recent-games'] as const,
  // The notice call (banners, marquee, popup list): by execution flag, by member
  // for A and F (their lists are the member's), and by language.
  notice: (execution: string, customerId: string, language: string) =>
    ['content', 'notice', execution, customerId, language] as const,
  // Support (issue 15): operator content per language, and the member's feedback.
  helpCenter: (language: string) => ['support', 'help-center', language] as const,
  supportDocument: (key: string, language: string) => ['support', 'document', key, language] as const,
  news: (language: string, pageNo: number) => ['support', 'news', language, pageNo] as const,
  newsArticle: (id: number, language: string) => ['support', 'news-article', id, language] as const,
  mirrors: () => ['support', 'mirrors'] as const,
  siteLinks: () => ['system', 'permission'] as const,
  feedback: (customerId: string) => ['member', customerId, 'feedback'] as const,
  // The member-center badges (CSP_unreadCount) and the pages behind two of them.
  unreadCounts: (customerId: string) => ['member', customerId, 'unread-counts'] as const,
  messages: (customerId: string, ...rest: (string | number)[]) => ['member', customerId, 'messages', ...rest] as const,
  referral: (customerId: string, ...rest: (string | number)[]) => ['member', customerId, 'referral', ...rest] as const,
  // Missions and VIP (issue 15 item 6): the member's missions and VIP status come
  // with texts in the visitor's language; the leaderboard is public (with the
  // member's own place when signed in).
  missions: (customerId: string, language?: string) =>
    ['member', customerId, 'missions', ...(language ? [language] : [])] as const,
  missionLeaderboard: (period: string, customerId: string) => ['missions', 'leaderboard', period, customerId] as const,
  vipStatus: (customerId: string, language?: string) =>
    ['member', customerId, 'vip', ...(language ? [language] : [])] as const,
  // The agent back office (issue 16): the operator's contract flags for this
  // account, and the agent center's reports and contracts (without a kind, the
  // prefix of them all, so one invalidation refreshes every report).
  // Chat room and live hosts (issue 17 items 3 and 4): rooms and history are
  // read by any signed-in account; the host list is public.
  chatRooms: (customerId: string) => ['member', customerId, 'chat', 'rooms'] as const,
  chatHistory: (customerId: string, roomId?: number) =>
    ['member', customerId, 'chat', 'history', ...(roomId === undefined ? [] : [roomId])] as const,
  liveHosts: () => ['live', 'hosts'] as const,
  consolidatedFunds: (customerId: string) => ['member', customerId, 'consolidated-funds'] as const,
  agent: (customerId: string, kind?: string, filters?: object) =>
    ['member', customerId, 'agent', ...(kind ? [kind] : []), ...(filters ? [filters] : [])] as const,
};

import { MemberCenterPage, type MemberCenterEntry } from '../../features/member/components/member-center-page';
import { MessagesPage } from '../../features/messages/components/messages-page';
import { useReferralEnabled } from '../../features/referral/api/referral-api';
import { ReferralPage } from '../../features/referral/components/referral-page';
import { useUnreadCount } from '../../lib/unread/unread-counts';
import { SecurityCenter } from '../../features/member/components/security-center';
import { DepositPage } from '../../features/payments/components/deposit-page';
import { WithdrawPage } from '../../features/payments/components/withdraw-page';
import { MissionLeaderboardPage } from '../../features/missions/components/mission-leaderboard-page';
import { BettingRecord } from '../../features/records/components/betting-record';
import { BonusDetails } from '../../features/records/components/bonus-details';
import { MemberPromotions } from '../../features/promotions/components/member-promotions';
import { ManualRebate } from '../../features/records/components/manual-rebate';
import { PersonalProfit } from '../../features/records/components/personal-profit';
import { TransactionHistory } from '../../features/records/components/transaction-history';
import { RewardCenterPage } from '../../features/rewards/components/reward-center-page';
import { ResponsibleGamingPage } from '../../features/responsible-gaming/components/responsible-gaming-page';
import { useHasUpline } from '../../features/wallet/api/get-wallet-upline';
import { TransferFundPage } from '../../features/wallet/components/transfer-fund-page';
import { TransferUplinePage } from '../../features/wallet/components/transfer-upline-page';
import { useVipPageVisible } from '../../features/vip/api/vip-api';
import { VipBonusPage } from '../../features/vip/components/vip-bonus-page';

// bonusDetails: the member's promotions (statuses, bonuses, turnover left) above
// the ledger's bonus credits.
function BonusDetailsPage() {
  return (
    <>
      <MemberPromotions />
      <BonusDetails />
    </>
  );
}

// The unread badges of spec section 2 (CSP_unreadCount).
const useRewardCenterBadge = () => useUnreadCount('rewardCenter');
const useMessagesBadge = () => useUnreadCount('messageV2');
const useMissionsBadge = () => useUnreadCount('missionLeaderboard');

// The member center's pages in menu order (spec section 2, Member center pages),
// each drawn by the feature that owns it. securityCenter comes first: it is the
// default page. A page without content yet shows the empty state.
const MEMBER_CENTER_PAGES: readonly MemberCenterEntry[] = [
  { key: 'securityCenter', icon: 'shield', Page: SecurityCenter },
  { key: 'transferFund', icon: 'deposit', Page: TransferFundPage },
  { key: 'depositv2', icon: 'deposit', Page: DepositPage },
  { key: 'withdraw', icon: 'withdraw', Page: WithdrawPage },
  { key: 'transferUpline', icon: 'users', Page: TransferUplinePage, useVisible: useHasUpline },
  { key: 'personalHistoryCopy', icon: 'chart', Page: BettingRecord },
  { key: 'transactionHistory', icon: 'chart', Page: TransactionHistory },
  { key: 'personalProfit', icon: 'chart', Page: PersonalProfit },
  { key: 'bonusDetails', icon: 'trophy', Page: BonusDetailsPage },
  { key: 'rewardCenter', icon: 'trophy', Page: RewardCenterPage, useBadge: useRewardCenterBadge },
  { key: 'referral', icon: 'users', Page: ReferralPage, useVisible: useReferralEnabled },
  { key: 'messageV2', icon: 'message', Page: MessagesPage, useBadge: useMessagesBadge },
  { key: 'manualRebate', icon: 'chart', Page: ManualRebate },
  { key: 'responsibleGaming', icon: 'shield', Page: ResponsibleGamingPage },
  { key: 'missionLeaderboard', icon: 'trophy', Page: MissionLeaderboardPage, useBadge: useMissionsBadge },
  { key: 'vipBonus', icon: 'star', Page: VipBonusPage, useVisible: useVipPageVisible },
];

export function MemberCenterRoute() {
  return <MemberCenterPage pages={MEMBER_CENTER_PAGES} />;
}

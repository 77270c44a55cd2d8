import { MemberCenterPage, type MemberCenterEntry } from '../../features/member/components/member-center-page';
import { SecurityCenter } from '../../features/member/components/security-center';
import { BettingRecord } from '../../features/records/components/betting-record';
import { BonusDetails } from '../../features/records/components/bonus-details';
import { ManualRebate } from '../../features/records/components/manual-rebate';
import { PersonalProfit } from '../../features/records/components/personal-profit';
import { TransactionHistory } from '../../features/records/components/transaction-history';

// The member center's pages in menu order (spec section 2, Member center pages),
// each drawn by the feature that owns it. securityCenter comes first: it is the
// default page. A page without content yet shows the empty state.
const MEMBER_CENTER_PAGES: readonly MemberCenterEntry[] = [
  { key: 'securityCenter', icon: 'shield', Page: SecurityCenter },
  { key: 'transferFund', icon: 'deposit' },
  { key: 'depositv2', icon: 'deposit' },
  { key: 'withdraw', icon: 'withdraw' },
  { key: 'transferUpline', icon: 'deposit' },
  { key: 'personalHistoryCopy', icon: 'chart', Page: BettingRecord },
  { key: 'transactionHistory', icon: 'chart', Page: TransactionHistory },
  { key: 'personalProfit', icon: 'chart', Page: PersonalProfit },
  { key: 'bonusDetails', icon: 'trophy', Page: BonusDetails },
  { key: 'rewardCenter', icon: 'trophy' },
  { key: 'messageV2', icon: 'message' },
  { key: 'manualRebate', icon: 'chart', Page: ManualRebate },
];

export function MemberCenterRoute() {
  return <MemberCenterPage pages={MEMBER_CENTER_PAGES} />;
}

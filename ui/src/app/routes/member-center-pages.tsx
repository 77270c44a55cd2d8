import { MemberCenterPage, type MemberCenterEntry } from '../../features/member/components/member-center-page';
import { SecurityCenter } from '../../features/member/components/security-center';
import { DepositPage } from '../../features/payments/components/deposit-page';
import { WithdrawPage } from '../../features/payments/components/withdraw-page';
import { BettingRecord } from '../../features/records/components/betting-record';
import { BonusDetails } from '../../features/records/components/bonus-details';
import { ManualRebate } from '../../features/records/components/manual-rebate';
import { PersonalProfit } from '../../features/records/components/personal-profit';
import { TransactionHistory } from '../../features/records/components/transaction-history';
import { ResponsibleGamingPage } from '../../features/responsible-gaming/components/responsible-gaming-page';
import { useHasUpline } from '../../features/wallet/api/get-wallet-upline';
import { TransferFundPage } from '../../features/wallet/components/transfer-fund-page';
import { TransferUplinePage } from '../../features/wallet/components/transfer-upline-page';

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
  { key: 'bonusDetails', icon: 'trophy', Page: BonusDetails },
  { key: 'rewardCenter', icon: 'trophy' },
  { key: 'messageV2', icon: 'message' },
  { key: 'manualRebate', icon: 'chart', Page: ManualRebate },
  { key: 'responsibleGaming', icon: 'shield', Page: ResponsibleGamingPage },
];

export function MemberCenterRoute() {
  return <MemberCenterPage pages={MEMBER_CENTER_PAGES} />;
}

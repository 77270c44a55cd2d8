import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { NoDataView } from '../../../components/no-data-view';
import { errorCodeOf } from '../../../lib/api/api-error';
import { useReferral } from '../api/referral-api';
import { BindReferrer } from './bind-referrer';
import { FriendList } from './friend-list';
import { InviteCard } from './invite-card';

/**
 * Member center referral, "Invite friends" (spec section 2; issue 15 item 6):
 * the member's code and link with copy buttons and a QR code, the operator's
 * reward rule, the friends who registered with the code and the rewards they
 * earned; and, for a member who registered without one, a form to name the
 * friend who invited them (until their first deposit).
 */
export function ReferralPage() {
  const { t } = useTranslation();
  const referral = useReferral();
  if (referral.isPending || (referral.isFetching && referral.isError)) {
    return (
      <p className="referral__loading" role="status">
        {t('referral.loading')}
      </p>
    );
  }
  if (referral.isError) {
    return (
      <div className="referral__failed">
        <FormError code={errorCodeOf(referral.error)} />
        <button type="button" className="button button--ghost" onClick={() => void referral.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const overview = referral.data;
  return (
    <div className="referral">
      {overview.enabled ? (
        <>
          <InviteCard overview={overview} />
          <FriendList />
        </>
      ) : (
        <NoDataView title={t('referral.notOpenTitle')} line={t('referral.notOpenLine')} icon="users" heading="h2" />
      )}
      {overview.referredBy ? (
        <p className="referral__referred-by">{t('referral.referredBy', { account: overview.referredBy })}</p>
      ) : (
        overview.canBind && <BindReferrer />
      )}
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Icon } from '../../../components/icon';
import { errorCodeOf } from '../../../lib/api/api-error';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import { useReferralFriends } from '../api/referral-api';

function registeredOn(iso: string, language: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'ty' ? 'fil' : language, { dateStyle: 'medium' }).format(date);
}

/** The friends who registered with the member's code: status and reward, ten a page. */
export function FriendList() {
  const { t, i18n } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const [pageNo, setPageNo] = useState(1);
  const friends = useReferralFriends(customerId, pageNo, true);

  let body;
  if (friends.isPending || (friends.isFetching && friends.isError)) {
    body = <p role="status">{t('referral.loadingFriends')}</p>;
  } else if (friends.isError) {
    body = (
      <div className="referral__failed">
        <FormError code={errorCodeOf(friends.error)} />
        <button type="button" className="button button--ghost" onClick={() => void friends.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  } else if (friends.data.total === 0) {
    body = <p className="referral__empty">{t('referral.noFriends')}</p>;
  } else {
    const page = friends.data;
    body = (
      <>
        <div className="referral__table-wrap">
          <table className="referral__table">
            <thead>
              <tr>
                <th scope="col">{t('referral.friend')}</th>
                <th scope="col">{t('referral.registered')}</th>
                <th scope="col">{t('referral.status')}</th>
                <th scope="col">{t('referral.reward')}</th>
              </tr>
            </thead>
            <tbody aria-busy={friends.isFetching}>
              {page.list.map((friend, index) => (
                <tr key={`${friend.account}-${friend.registeredAt}-${index}`}>
                  <td>{friend.account}</td>
                  <td>{registeredOn(friend.registeredAt, i18n.language)}</td>
                  <td>
                    <span className={`referral__status referral__status--${friend.status}`}>
                      {t(`referral.statuses.${friend.status}`)}
                    </span>
                  </td>
                  <td>
                    {friend.rewardStatus === 'none'
                      ? t('referral.rewardNone')
                      : t(`referral.rewardStatuses.${friend.rewardStatus}`, { amount: friend.reward })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {page.totalPages > 1 && (
          <nav className="referral__pager" aria-label={t('referral.pagination')}>
            <button
              type="button"
              className="button button--ghost"
              disabled={pageNo <= 1 || friends.isFetching}
              onClick={() => setPageNo(pageNo - 1)}
            >
              <Icon name="chevronLeft" size={16} />
              {t('messages.previous')}
            </button>
            <span aria-live="polite">{t('messages.pageOf', { page: page.pageNo, total: page.totalPages })}</span>
            <button
              type="button"
              className="button button--ghost"
              disabled={pageNo >= page.totalPages || friends.isFetching}
              onClick={() => setPageNo(pageNo + 1)}
            >
              {t('messages.next')}
              <Icon name="chevronRight" size={16} />
            </button>
          </nav>
        )}
      </>
    );
  }

  return (
    <section className="referral__friends" aria-labelledby="referral-friends-title">
      <h3 id="referral-friends-title" className="referral__title">
        {t('referral.friendsTitle')}
      </h3>
      {body}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import type { ReferralOverview } from '../api/referral-api';
import { useCopy } from '../hooks/use-copy';
import { useQrCode } from '../hooks/use-qr-code';

const QR_SIZE = 168;

/** The member's code, link and QR code, the reward rule, and the totals so far. */
export function InviteCard({ overview }: { overview: ReferralOverview }) {
  const { t } = useTranslation();
  const link = `${window.location.origin}${overview.registerPath ?? ''}`;
  const qr = useQrCode(link, QR_SIZE);
  const { copied, copy } = useCopy();
  const rule = overview.rule;
  const status = (what: string) =>
    copied.what !== what ? '' : copied.state === 'copied' ? t('referral.copied') : t('referral.copyFailed');

  return (
    <section className="referral__card" aria-labelledby="referral-invite-title">
      <div className="referral__share">
        <h3 id="referral-invite-title" className="referral__title">
          {t('referral.inviteTitle')}
        </h3>
        <p className="referral__intro">{t('referral.intro')}</p>
        <div className="referral__field">
          <span className="referral__label" id="referral-code-label">
            {t('referral.code')}
          </span>
          <output className="referral__value referral__code" aria-labelledby="referral-code-label">
            {overview.referralCode}
          </output>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void copy('code', overview.referralCode ?? '')}
          >
            <Icon name={copied.what === 'code' && copied.state === 'copied' ? 'check' : 'copy'} size={16} />
            {t('referral.copyCode')}
          </button>
        </div>
        <div className="referral__field">
          <span className="referral__label" id="referral-link-label">
            {t('referral.link')}
          </span>
          <output className="referral__value referral__link" aria-labelledby="referral-link-label">
            {link}
          </output>
          <button type="button" className="button button--primary" onClick={() => void copy('link', link)}>
            <Icon name={copied.what === 'link' && copied.state === 'copied' ? 'check' : 'copy'} size={16} />
            {t('referral.copyLink')}
          </button>
        </div>
        <p className="referral__copy-status" role="status" aria-live="polite">
          {status('code') || status('link')}
        </p>
      </div>
      <figure className="referral__qr">
        {qr ? (
          <img src={qr} width={QR_SIZE} height={QR_SIZE} alt={t('referral.qrAlt')} />
        ) : (
          <span className="referral__qr-pending" style={{ width: QR_SIZE, height: QR_SIZE }} />
        )}
        <figcaption>{t('referral.qrCaption')}</figcaption>
      </figure>
      <div className="referral__rule">
        <h3 className="referral__title">{t('referral.ruleTitle')}</h3>
        {rule && rule.reward !== '0.00' ? (
          <p>
            {t('referral.rule', { reward: rule.reward, minDeposit: rule.minDeposit })}{' '}
            {rule.turnoverMultiple > 0 && t('referral.turnover', { multiple: rule.turnoverMultiple })}
          </p>
        ) : (
          <p>{t('referral.noReward')}</p>
        )}
        <dl className="referral__totals">
          <div>
            <dt>{t('referral.friendsTotal')}</dt>
            <dd>{overview.friends ?? 0}</dd>
          </div>
          <div>
            <dt>{t('referral.qualifiedTotal')}</dt>
            <dd>{overview.qualifiedFriends ?? 0}</dd>
          </div>
          <div>
            <dt>{t('referral.rewardsTotal')}</dt>
            <dd>{overview.rewardsPaid ?? '0.00'}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

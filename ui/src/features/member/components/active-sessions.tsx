import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormError } from '../../../components/form-error';
import { Icon } from '../../../components/icon';
import { errorCodeOf } from '../../../lib/api/api-error';
import type { ActiveSession } from '../../../lib/api/contract-types';
import { BUILT_IN_LANGUAGES, htmlLangFor } from '../../../lib/i18n/languages';
import { endSession } from '../../../lib/session/end-session';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import { deleteMemberSession } from '../api/delete-member-session';
import { useMemberSessions } from '../api/get-member-sessions';
import { deviceIcon, deviceLabel, formatMoment, lastSeenAgo } from '../lib/session-text';

/**
 * The security center's "Active sessions": every device signed in to this
 * account (browser and system, IP, when it signed in and was last used), this
 * one marked, and a button to end any of them after a confirmation. Ending this
 * device's own session signs out here too.
 */
export function ActiveSessions() {
  const { t, i18n } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const sessions = useMemberSessions(customerId);
  const [ending, setEnding] = useState<ActiveSession | null>(null);
  const [busy, setBusy] = useState(false);
  const [endError, setEndError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const locale = htmlLangFor(i18n.language, BUILT_IN_LANGUAGES);
  const words = {
    browserOnOs: (browser: string, os: string) => t('sessions.browserOnOs', { browser, os }),
    unknown: t('sessions.unknownDevice'),
  };
  // A retry shows "loading" again rather than the previous failure.
  const loading = sessions.isPending || (sessions.isFetching && sessions.isError);

  const confirmEnd = async () => {
    if (!ending || busy) return;
    const target = ending;
    setBusy(true);
    setEndError(null);
    setNotice('');
    const result = await deleteMemberSession(target.id);
    setBusy(false);
    setEnding(null);
    if (!result.ok) {
      setEndError(result.error.code);
      // Ended elsewhere in the meantime: show the list as it is now.
      if (result.error.code === 'session_not_found') void sessions.refetch();
      return;
    }
    if (result.value.current) {
      // The server ended this device's session: forget it here; the page's
      // guard then sends the signed-out visitor home (require-access.tsx).
      endSession();
      return;
    }
    setNotice(t('sessions.ended', { device: deviceLabel(target, words) }));
    await sessions.refetch();
    // The button that opened the confirmation is gone with its row.
    headingRef.current?.focus();
  };

  return (
    <section className="active-sessions" aria-labelledby="active-sessions-title" aria-busy={loading}>
      <h3 id="active-sessions-title" className="active-sessions__title" ref={headingRef} tabIndex={-1}>
        {t('sessions.title')}
      </h3>
      <p className="active-sessions__intro">{t('sessions.intro')}</p>
      <p className="visually-hidden" role="status">
        {loading ? t('sessions.loading') : notice}
      </p>
      <FormError code={endError} />
      {loading ? (
        <SessionsLoading label={t('sessions.loading')} />
      ) : sessions.isError ? (
        <div className="active-sessions__failed">
          <FormError code={errorCodeOf(sessions.error)} />
          <button type="button" className="button button--ghost" onClick={() => void sessions.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : sessions.data.length === 0 ? (
        <div className="no-data active-sessions__empty">
          <div className="no-data__art" aria-hidden="true">
            <Icon name="shield" size={32} />
          </div>
          <p className="no-data__title">{t('sessions.emptyTitle')}</p>
          <p className="no-data__line">{t('sessions.emptyLine')}</p>
        </div>
      ) : (
        <ul className="session-list">
          {sessions.data.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              label={deviceLabel(session, words)}
              locale={locale}
              disabled={busy}
              onEnd={() => {
                setEndError(null);
                setEnding(session);
              }}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={ending !== null}
        title={ending?.current ? t('sessions.confirmCurrentTitle') : t('sessions.confirmTitle')}
        message={
          ending?.current
            ? t('sessions.confirmCurrentLine')
            : t('sessions.confirmLine', { device: ending ? deviceLabel(ending, words) : '' })
        }
        confirmLabel={busy ? t('sessions.ending') : t('sessions.end')}
        busy={busy}
        onConfirm={() => void confirmEnd()}
        onCancel={() => {
          if (!busy) setEnding(null);
        }}
      />
    </section>
  );
}

type RowProps = {
  session: ActiveSession;
  label: string;
  locale: string;
  disabled: boolean;
  onEnd: () => void;
};

function SessionRow({ session, label, locale, disabled, onEnd }: RowProps) {
  const { t } = useTranslation();
  const labelId = `session-${session.id}-device`;
  const ago = lastSeenAgo(session.lastSeenAt, new Date(), locale);
  return (
    <li className={session.current ? 'session-card session-card--current' : 'session-card'}>
      <span className="session-card__icon" aria-hidden="true">
        <Icon name={deviceIcon(session.deviceKind)} size={22} />
      </span>
      <div className="session-card__body">
        <p className="session-card__device" id={labelId}>
          {label}
          {session.current && <span className="session-card__badge">{t('sessions.thisDevice')}</span>}
        </p>
        <dl className="session-card__facts">
          <div>
            <dt>{t('sessions.ip')}</dt>
            <dd>{session.ip || t('sessions.unknownIp')}</dd>
          </div>
          <div>
            <dt>{t('sessions.signedIn')}</dt>
            <dd>
              <time dateTime={session.createdAt}>{formatMoment(session.createdAt, locale)}</time>
            </dd>
          </div>
          <div>
            <dt>{t('sessions.lastSeen')}</dt>
            <dd>
              <time dateTime={session.lastSeenAt} title={formatMoment(session.lastSeenAt, locale)}>
                {ago ?? t('sessions.activeNow')}
              </time>
            </dd>
          </div>
        </dl>
      </div>
      <button
        type="button"
        className="button button--ghost session-card__end"
        onClick={onEnd}
        disabled={disabled}
        aria-describedby={labelId}
      >
        <Icon name={session.current ? 'logout' : 'close'} size={18} />
        {session.current ? t('sessions.endCurrent') : t('sessions.end')}
      </button>
    </li>
  );
}

/** Two placeholder rows while the list loads (the status line above says so in words). */
function SessionsLoading({ label }: { label: string }) {
  return (
    <ul className="session-list session-list--loading" aria-hidden="true" title={label}>
      <li className="session-card session-card--placeholder" />
      <li className="session-card session-card--placeholder" />
    </ul>
  );
}

import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { Icon } from '../../../components/icon';
import { errorMessageKey } from '../../../lib/api/error-message-key';
import { useFeatureFlags } from '../../../lib/site/site-info';
import { useFreePlay } from '../hooks/use-free-play';

/** "Free play", shown only while the operator enables it (FREEPLAY3). */
export function FreePlayButton({
  className = 'button button--ghost',
  onStarted,
}: {
  className?: string;
  onStarted?: () => void;
}) {
  const { t } = useTranslation();
  const enabled = useFeatureFlags().FREEPLAY3;
  const freePlay = useFreePlay(onStarted);
  if (!enabled) return null;
  return (
    <>
      <button
        type="button"
        className={`${className} free-play-button`}
        onClick={freePlay.start}
        disabled={freePlay.busy}
      >
        <Icon name="play" size={18} />
        {freePlay.busy ? t('auth.submitting') : t('login.freePlay')}
      </button>
      <Dialog
        open={freePlay.errorCode !== null}
        onClose={freePlay.dismissError}
        title={t('login.freePlayFailedTitle')}
        className="dialog--small"
      >
        <p className="dialog__message" role="alert">
          {freePlay.errorCode ? t(errorMessageKey(freePlay.errorCode)) : ''}
        </p>
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={freePlay.dismissError} data-autofocus>
            {t('common.confirm')}
          </button>
        </div>
      </Dialog>
    </>
  );
}

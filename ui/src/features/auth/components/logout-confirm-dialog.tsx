import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { logOut } from '../session/log-out';
import { selectCancelLogout, selectLogoutConfirming, useLogoutStore } from '../stores/logout-store';

/** The in_sure_logout confirmation (spec section 8); confirming logs out and goes home. */
export function LogoutConfirmDialog() {
  const { t } = useTranslation();
  const confirming = useLogoutStore(selectLogoutConfirming);
  const cancel = useLogoutStore(selectCancelLogout);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    await logOut();
    setBusy(false);
    cancel();
    void navigate('/', { replace: true });
  };

  return (
    <ConfirmDialog
      open={confirming}
      title={t('common.logout')}
      message={t('errors.in_sure_logout')}
      onConfirm={() => void confirm()}
      onCancel={cancel}
    />
  );
}

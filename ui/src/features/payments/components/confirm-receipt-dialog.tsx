import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { Label, Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { Dialog } from '../../../components/dialog';
import { FormError } from '../../../components/form-error';
import { Icon } from '../../../components/icon';
import type { WithdrawalRecord } from '../../../lib/api/contract-types';
import { postWithdrawalConfirmation, type ConfirmationResult } from '../api/withdrawal-calls';
import { checkReceivedAmount } from '../lib/amount-entry';
import { addProofImages, MAX_PROOF_IMAGES, type ProofImage } from '../lib/proof-images';
import type { Money } from '../lib/use-money';
import { AmountField } from './amount-field';

const RESULTS: readonly ConfirmationResult[] = ['received', 'partly_received', 'not_received'];

type Props = {
  withdrawal: WithdrawalRecord | null;
  money: Money;
  onClose: () => void;
  onConfirmed: (confirmed: WithdrawalRecord) => void;
};

/**
 * The member's answer after a disbursement (spec section 3, Withdrawal
 * confirmation): received, partly received with the amount that arrived (the
 * remainder shown as it is typed), or not received; proof images (PNG/JPG by
 * content, at most 5 MB each, at most 3) checked before upload.
 */
export function ConfirmReceiptDialog({ withdrawal, money, onClose, onConfirmed }: Props) {
  const { t } = useTranslation();
  const title = withdrawal
    ? t('payments.confirmTitle', { amount: money.show(withdrawal.amountMinor, withdrawal.amount) })
    : '';
  return (
    <Dialog open={withdrawal !== null} onClose={onClose} title={title} className="dialog--receipt">
      {withdrawal && <ReceiptForm withdrawal={withdrawal} money={money} onConfirmed={onConfirmed} />}
    </Dialog>
  );
}

function ReceiptForm({
  withdrawal,
  money,
  onConfirmed,
}: {
  withdrawal: WithdrawalRecord;
  money: Money;
  onConfirmed: (confirmed: WithdrawalRecord) => void;
}) {
  const { t } = useTranslation();
  const [result, setResult] = useState<ConfirmationResult>('received');
  const [received, setReceived] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [images, setImages] = useState<ProofImage[]>([]);
  const [imageError, setImageError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const partly = result === 'partly_received';
  const checkedReceived =
    partly && money.core ? checkReceivedAmount(money.core, received, withdrawal.amountMinor) : null;
  const remaining =
    checkedReceived?.ok && money.core
      ? money.core.formatMinor(BigInt(withdrawal.amountMinor) - checkedReceived.minor, true)
      : null;

  const onFiles = async (files: FileList | null) => {
    if (!files) return;
    const added = await addProofImages(images, [...files]);
    setImages(added.images);
    setImageError(added.error);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSendError(null);
    if (partly) {
      if (!checkedReceived || !checkedReceived.ok) {
        setAmountError(checkedReceived && !checkedReceived.ok ? checkedReceived.error : 'amount_format_incorrect');
        return;
      }
    }
    if (result === 'not_received' && images.length === 0) {
      setImageError('proof_image_required');
      return;
    }
    setBusy(true);
    const answer = await postWithdrawalConfirmation({
      withdrawalId: withdrawal.withdrawalId,
      result,
      ...(partly && checkedReceived?.ok ? { receivedAmount: checkedReceived.text } : {}),
      ...(images.length > 0 ? { proofImages: images.map((image) => image.base64) } : {}),
    });
    setBusy(false);
    if (!answer.ok) {
      setSendError(answer.error.code);
      return;
    }
    onConfirmed(answer.value);
  };

  return (
    <form className="receipt-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <RadioGroup
        className="receipt-choice"
        value={result}
        onChange={(value) => {
          setResult(value as ConfirmationResult);
          setAmountError(null);
          setImageError(null);
        }}
      >
        <Label className="field__label">{t('payments.confirmQuestion')}</Label>
        {RESULTS.map((choice) => (
          <Radio key={choice} value={choice} className="receipt-choice__option">
            {t(`payments.result.${choice}`)}
          </Radio>
        ))}
      </RadioGroup>
      {partly && (
        <>
          <AmountField
            label={t('payments.amountReceived')}
            value={received}
            onChange={(e) => {
              setReceived(e.target.value);
              setAmountError(null);
            }}
            error={amountError}
          />
          <p className="receipt-form__remaining" aria-live="polite">
            {remaining !== null ? t('payments.remainingWillBe', { amount: remaining }) : ''}
          </p>
        </>
      )}
      <div className="proof-images" role="group" aria-labelledby="proof-images-title">
        <p id="proof-images-title" className="field__label">
          {t('payments.proofImages')}
        </p>
        <p className="field__hint">
          {result === 'not_received' ? t('payments.proofRequiredHint') : t('payments.proofHint')}
        </p>
        {images.length > 0 && (
          <ul className="proof-images__list">
            {images.map((image, index) => (
              <li key={`${image.name}-${index}`} className="proof-images__item">
                <img src={`data:image;base64,${image.base64}`} alt={image.name} className="proof-images__thumb" />
                <span className="proof-images__name">{image.name}</span>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('payments.removeImage', { name: image.name })}
                  onClick={() => {
                    setImages(images.filter((_, i) => i !== index));
                    setImageError(null);
                  }}
                >
                  <Icon name="close" size={16} />
                </button>
              </li>
            ))}
          </ul>
        )}
        {images.length < MAX_PROOF_IMAGES && (
          <FileTrigger
            acceptedFileTypes={['image/png', 'image/jpeg']}
            allowsMultiple
            onSelect={(files) => void onFiles(files)}
          >
            <Button className="button button--ghost proof-images__add">
              <Icon name="plus" size={18} />
              {t('payments.addImages')}
            </Button>
          </FileTrigger>
        )}
        <FormError code={imageError} />
      </div>
      <FormError code={sendError} />
      <div className="dialog__actions">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? t('payments.sending') : t('payments.sendConfirmation')}
        </button>
      </div>
    </form>
  );
}

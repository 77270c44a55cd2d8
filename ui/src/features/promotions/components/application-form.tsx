import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { FieldMessages } from '../../../components/field-messages';
import { Icon } from '../../../components/icon';
import type { FieldMessage, FormsApi } from '../../../lib/wasm/forms-api';
import { loadForms } from '../../../lib/wasm/forms-loader';
import { useCore } from '../../../lib/wasm/use-core';
import { useApplyPromotion } from '../api/promotions-api';
import { addImages, checkApplication, remarkLimit, type PickedImage } from '../lib/application-images';
import type { PromoContext } from '../lib/use-promo-context';
import { PromoError } from './promo-error';

const encoder = new TextEncoder();

function useFormsApi(): { forms: FormsApi | null; failed: boolean } {
  const [state, setState] = useState<{ forms: FormsApi | null; failed: boolean }>({ forms: null, failed: false });
  useEffect(() => {
    let alive = true;
    loadForms().then(
      (forms) => alive && setState({ forms, failed: false }),
      () => alive && setState({ forms: null, failed: true }),
    );
    return () => {
      alive = false;
    };
  }, []);
  return state;
}

/**
 * The activity application (spec section 5): a remark with its character count
 * and up to 3 PNG/JPG images with previews. Both are checked while they are
 * entered by the shared C++ rule the server applies (through wasm), so a file
 * that is not an image by its bytes, or is too large, is refused before upload
 * with the same message the server would give.
 */
export function ApplicationForm({ promotionId, ctx }: { promotionId: number; ctx: PromoContext }) {
  const { t } = useTranslation();
  const { forms, failed } = useFormsApi();
  const { core } = useCore();
  const action = useApplyPromotion(ctx.customerId, ctx.language);
  const [remark, setRemark] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [imageRefusal, setImageRefusal] = useState<FieldMessage | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const remarkId = useId();
  const remarkHelpId = useId();
  const remarkMessagesId = useId();
  const imagesMessagesId = useId();

  const limit = useMemo(() => (forms ? remarkLimit(forms) : 0), [forms]);
  const count = core ? (core.utf8CodePoints(encoder.encode(remark)) ?? 0) : remark.length;
  const remarkMessages = forms
    ? checkApplication(
        forms,
        remark,
        images.map((image) => image.header),
      ).remark
    : [];

  if (failed) return <p role="alert">{t('promos.rulesFailed')}</p>;
  if (!forms) {
    return (
      <p className="promos-page__loading" role="status">
        {t('promos.rulesLoading')}
      </p>
    );
  }

  const onFiles = async (files: FileList | null) => {
    if (!files) return;
    const added = await addImages(forms, images, [...files]);
    setImages(added.images);
    setImageRefusal(added.refusal);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (action.isPending || remarkMessages.length > 0) return;
    setSendError(null);
    const answer = await action.mutateAsync({ promotionId, remark, images: images.map((image) => image.base64) });
    if (!answer.ok) {
      setSendError(answer.error.code);
      return;
    }
    setSent(true);
  };

  if (sent) {
    return (
      <p className="promo-action__done" role="status">
        {t('promos.sentApplication')}
      </p>
    );
  }

  return (
    <form className="promo-apply" onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="promo-apply-title">
      <h3 id="promo-apply-title" className="promo-section__title">
        {t('promos.applicationTitle')}
      </h3>
      <div className="field">
        <label className="field__label" htmlFor={remarkId}>
          {t('promos.remark')}
        </label>
        <textarea
          id={remarkId}
          className="field__input promo-apply__remark"
          rows={3}
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
          aria-invalid={remarkMessages.length > 0}
          aria-describedby={`${remarkHelpId} ${remarkMessagesId}`}
        />
        <p id={remarkHelpId} className="field__hint promo-apply__count">
          <span>{t('promos.remarkHint')}</span>
          <span className={count > limit ? 'promo-apply__count--over' : undefined}>
            {t('promos.remarkCount', { count, max: limit })}
          </span>
        </p>
        <FieldMessages id={remarkMessagesId} messages={remarkMessages} />
      </div>

      <div
        className="proof-images"
        role="group"
        aria-labelledby="promo-images-title"
        aria-describedby={imagesMessagesId}
      >
        <p id="promo-images-title" className="field__label">
          {t('promos.images')}
        </p>
        <p className="field__hint">{t('promos.imagesHint')}</p>
        {images.length > 0 && (
          <ul className="proof-images__list">
            {images.map((image, index) => (
              <li key={`${image.name}-${index}`} className="proof-images__item">
                <img src={image.previewUrl} alt={image.name} className="proof-images__thumb" />
                <span className="proof-images__name">{image.name}</span>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('promos.removeImage', { name: image.name })}
                  onClick={() => {
                    setImages(images.filter((_, i) => i !== index));
                    setImageRefusal(null);
                  }}
                >
                  <Icon name="close" size={16} />
                </button>
              </li>
            ))}
          </ul>
        )}
        <FileTrigger
          acceptedFileTypes={['image/png', 'image/jpeg']}
          allowsMultiple
          onSelect={(files) => void onFiles(files)}
        >
          <Button className="button button--ghost proof-images__add">
            <Icon name="plus" size={18} />
            {t('promos.addImages')}
          </Button>
        </FileTrigger>
        <div role="alert">
          <FieldMessages id={imagesMessagesId} messages={imageRefusal ? [imageRefusal] : []} />
        </div>
      </div>

      <PromoError code={sendError} />
      <div className="promo-apply__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={action.isPending}
          aria-busy={action.isPending}
        >
          {action.isPending ? t('promos.working') : t('promos.sendApplication')}
        </button>
      </div>
    </form>
  );
}

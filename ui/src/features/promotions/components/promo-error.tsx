import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';

const PROMOTION_KEYS = [
  'promotion_not_started',
  'promotion_ended',
  'promotion_already_joined',
  'promotion_already_claimed',
  'promotion_not_joined',
  'promotion_requirement_not_met',
  'promotion_not_eligible',
  'promotion_action_unavailable',
] as const;
type PromotionKey = (typeof PROMOTION_KEYS)[number];

function isPromotionKey(code: string): code is PromotionKey {
  return (PROMOTION_KEYS as readonly string[]).includes(code);
}

/** A refused promotion call, translated: this domain's keys here, every other key as the app translates it. */
export function PromoError({ code }: { code: string | null }) {
  const { t } = useTranslation();
  if (code !== null && isPromotionKey(code)) {
    return (
      <p className="form-error" role="alert">
        {t(`promos.errors.${code}`)}
      </p>
    );
  }
  return <FormError code={code} />;
}

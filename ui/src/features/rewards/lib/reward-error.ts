import { errorMessageKey } from '../../../lib/api/error-message-key';
import type { en } from '../../../locales/en';

type RewardErrorKey = keyof typeof en.rewards.errors;

const REWARD_ERRORS: readonly RewardErrorKey[] = [
  'redeem_password_incorrect',
  'points_not_enough',
  'reward_not_found',
  'reward_out_of_stock',
  'reward_address_required',
  'convert_below_minimum',
  'convert_daily_limit',
  'points_format_incorrect',
];

function isRewardError(code: string): code is RewardErrorKey {
  return (REWARD_ERRORS as readonly string[]).includes(code);
}

/** The i18n key for a failure: the reward center's own keys, else the site's error texts. */
export function rewardErrorKey(code: string): `rewards.errors.${RewardErrorKey}` | ReturnType<typeof errorMessageKey> {
  return isRewardError(code) ? `rewards.errors.${code}` : errorMessageKey(code);
}

#pragma once
// Withdrawals (issue 13 item 5): a request checked with the member's funds
// password moves the money at once from the main wallet to payment clearing
// (so it cannot be spent twice) and stays in_process until the operator
// disburses it or rejects it (a reversing journal refunds it). Deposits and
// bonuses must first be wagered a configured multiple each (the turnover
// requirement).

#include <cstddef>
#include <string>
#include <vector>

#include "domains/accounts/funds_password_service.hpp"
#include "domains/accounts/member_repository.hpp"
#include "domains/system/settings_repository.hpp"
#include "domains/wallet/ledger_repository.hpp"
#include "domains/wallet/payment_types.hpp"
#include "domains/wallet/withdrawal_repository.hpp"

namespace panalo::services {

class WithdrawalService {
 public:
  // site_settings key: how many times approved deposits must be wagered
  // before a withdrawal (a whole number >= 0; 1 when unset, 0 turns it off).
  static constexpr const char* kTurnoverMultipleSetting = "wallet.withdrawal_turnover_multiple";
  // site_settings key: how many times bonus credits (money paid out of the
  // bonus ledger account) must be wagered before a withdrawal (a whole number
  // >= 0; 1 when unset, 0 leaves bonuses out of the requirement).
  static constexpr const char* kBonusTurnoverMultipleSetting = "wallet.withdrawal_bonus_turnover_multiple";
  // site_settings key: minutes after a disbursement at which an unconfirmed
  // withdrawal counts as received (1 to 525600; 1440 when unset).
  static constexpr const char* kAutoConfirmMinutesSetting = "wallet.withdrawal_auto_confirm_minutes";

  // Proof images (spec section 9, Upload): at most this many, each at most
  // kMaxProofImageBytes decoded.
  static constexpr std::size_t kMaxProofImages = 3;
  static constexpr std::size_t kMaxProofImageBytes = 5 * 1024 * 1024;
  // The largest confirmation request (its route's own limit; every other route
  // keeps PANALO_MAX_REQUEST_BYTES): three images at the limit in base64
  // (4 characters per 3 bytes, padded: 6,990,508 each, 20,971,524 for three)
  // plus 64 KiB for the request line, the headers (token, user agent) and the
  // other JSON fields: 21,037,060 bytes (about 20.1 MiB). A larger request
  // cannot be a valid confirmation, so it is refused while its headers are
  // read (413 request_too_large), before its body is buffered.
  static constexpr std::size_t kConfirmationRequestBytes =
      kMaxProofImages * ((kMaxProofImageBytes + 2) / 3 * 4) + 64 * 1024;

  WithdrawalService(repositories::LedgerRepository& ledger, repositories::WithdrawalRepository& withdrawals,
                    repositories::SettingsRepository& settings, FundsPasswordService& fundsPasswords)
      : ledger_(ledger), withdrawals_(withdrawals), settings_(settings), fundsPasswords_(fundsPasswords) {}

  // Throws DomainError: in_need_true_account (403); idempotency_key_invalid,
  // amount_* (400); funds_password_not_set, funds_password_incorrect,
  // quota_not_sufficient (above the main balance), turnover_not_met (422);
  // idempotency_key_reused (409); funds_password_locked (429: too many wrong
  // funds passwords, FundsPasswordService). Nothing changes on any error. The
  // funds password is checked before the key is claimed, so a retry needs it too.
  WithdrawalResult request(const repositories::Member& member, const WithdrawalRequest& request);

  // Throws DomainError: in_need_true_account (403); invalid_parameter (result),
  // amount_*, received_amount_invalid, proof_image_invalid,
  // proof_image_too_large, proof_images_too_many, proof_image_required (400);
  // not_found (404: none of this member's); withdrawal_not_confirmable (409).
  WithdrawalRecord confirm(const repositories::Member& member, const WithdrawalConfirmation& confirmation);

  // PNG or JPEG by its first bytes (not by any name or type the client
  // claims), at most 5 MB decoded; throws the proof_image_* keys.
  static ProofImage proofImageOf(const std::string& base64);

  std::vector<WithdrawalRecord> history(const repositories::Member& member);
  Turnover turnover(const repositories::Member& member);

  // The operator (panaloctl withdrawals ...): not_found, request_already_decided.
  std::vector<WithdrawalRecord> list(const std::string& status);
  WithdrawalRecord disburse(std::int64_t id) { return withdrawals_.disburse(id); }
  WithdrawalRecord reject(std::int64_t id) { return withdrawals_.reject(id); }

 private:
  std::int64_t turnoverMultiple(const char* setting);
  void autoConfirm();

  repositories::LedgerRepository& ledger_;
  repositories::WithdrawalRepository& withdrawals_;
  repositories::SettingsRepository& settings_;
  FundsPasswordService& fundsPasswords_;
};

}  // namespace panalo::services

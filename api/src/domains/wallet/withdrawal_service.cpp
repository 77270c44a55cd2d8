#include "domains/wallet/withdrawal_service.hpp"

#include "domains/wallet/deposit_service.hpp"
#include "domains/wallet/wallet_service.hpp"
#include "panalo/money/amount.hpp"
#include "panalo/validation/forms.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/security/master_key.hpp"

#include <algorithm>

namespace panalo::services {

std::int64_t WithdrawalService::turnoverMultiple(const char* setting) {
  const auto value = settings_.read(setting);
  if (value && value->is_number_integer() && value->get<std::int64_t>() >= 0) return value->get<std::int64_t>();
  return 1;
}

void WithdrawalService::autoConfirm() {
  const auto value = settings_.read(kAutoConfirmMinutesSetting);
  std::int64_t minutes = 1440;
  if (value && value->is_number_integer() && value->get<std::int64_t>() >= 1 && value->get<std::int64_t>() <= 525600) {
    minutes = value->get<std::int64_t>();
  }
  withdrawals_.autoConfirm(minutes);
}

WithdrawalResult WithdrawalService::request(const repositories::Member& member, const WithdrawalRequest& request) {
  requireRealAccount(member);
  requireIdempotencyKey(request.idempotencyKey);
  const auto amount = parseMoney(request.amount);
  fundsPasswords_.require(member.id, request.fundsPassword);
  const auto multiple = turnoverMultiple(kTurnoverMultipleSetting);
  const auto bonusMultiple = turnoverMultiple(kBonusTurnoverMultipleSetting);
  const std::string fingerprint = "withdraw:" + std::to_string(amount);
  const auto outcome = ledger_.moneyCall(
      member.id, request.idempotencyKey, fingerprint, {}, {"payment_clearing"},
      [&](const repositories::LockedAccounts& accounts) {
        // The main balance is what can be withdrawn: pending withdrawals have
        // already left it for payment clearing.
        if (accounts.main.balanceMinor < amount) {
          throw DomainError(ErrorKind::Unprocessable, error_keys::kQuotaNotSufficient,
                            "Quota not sufficient, contact customer service");
        }
        const auto* clearing = accounts.systemAccount("payment_clearing");
        if (clearing == nullptr) {
          throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "no payment clearing account");
        }
        repositories::JournalPlan plan;
        plan.kind = "withdrawal";
        plan.memo = "withdrawal request";
        plan.entries = {{accounts.main.id, -amount}, {clearing->id, amount}};
        plan.amountMinor = amount;
        return plan;
      },
      [&](pqxx::work& tx, std::optional<std::int64_t> journalId) -> std::optional<std::int64_t> {
        // Under the member's wallet lock: an approval cannot slip in between.
        const auto turnover = repositories::WithdrawalRepository::turnover(tx, member.id, multiple, bonusMultiple);
        if (turnover.remainingMinor > 0) {
          throw DomainError(ErrorKind::Unprocessable, error_keys::kTurnoverNotMet,
                            "Wager " + money::formatMinor(turnover.remainingMinor) + " more before withdrawing");
        }
        return repositories::WithdrawalRepository::insertWithdrawal(tx, member.id, amount, *journalId);
      });
  const auto record = withdrawals_.find(*outcome.result.requestId);
  if (!record) throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "the withdrawal vanished");
  return {*record, outcome.result.mainMinor};
}

ProofImage WithdrawalService::proofImageOf(const std::string& base64) {
  constexpr std::size_t kMaxBytes = kMaxProofImageBytes;
  // Base64 of 5 MB is at most ~7 MB: refuse longer text before decoding it.
  if (base64.size() > (kMaxBytes + 2) / 3 * 4) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kProofImageTooLarge, "Each image may be at most 5 MB");
  }
  ProofImage image;
  try {
    image.bytes = security::base64Decode(base64);
  } catch (const std::exception&) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kProofImageInvalid, "Images must be PNG or JPG");
  }
  if (image.bytes.size() > kMaxBytes) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kProofImageTooLarge, "Each image may be at most 5 MB");
  }
  // The same PNG/JPEG rule as activity applications (shared/, also in the browser).
  const std::string_view header(reinterpret_cast<const char*>(image.bytes.data()), image.bytes.size());
  switch (validation::detectImageType(header)) {
    case validation::ImageType::kPng:
      image.contentType = "image/png";
      break;
    case validation::ImageType::kJpeg:
      image.contentType = "image/jpeg";
      break;
    case validation::ImageType::kUnknown:
      throw DomainError(ErrorKind::InvalidInput, error_keys::kProofImageInvalid, "Images must be PNG or JPG");
  }
  return image;
}

WithdrawalRecord WithdrawalService::confirm(const repositories::Member& member,
                                            const WithdrawalConfirmation& confirmation) {
  requireRealAccount(member);
  const auto& result = confirmation.result;
  if (result != "received" && result != "partly_received" && result != "not_received") {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter,
                      "result must be received, partly_received or not_received");
  }
  if (confirmation.proofImages.size() > kMaxProofImages) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kProofImagesTooMany, "At most 3 images");
  }
  if (result == "not_received" && confirmation.proofImages.empty()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kProofImageRequired,
                      "Add at least one image as proof that the money did not arrive");
  }
  std::optional<std::int64_t> received;
  if (result == "partly_received") {
    if (!confirmation.receivedAmount) {
      throw DomainError(ErrorKind::InvalidInput, error_keys::kReceivedAmountInvalid, "Enter the amount that arrived");
    }
    received = parseMoney(*confirmation.receivedAmount);
  }
  std::vector<ProofImage> proofs;
  for (const auto& text : confirmation.proofImages) proofs.push_back(proofImageOf(text));
  autoConfirm();
  return withdrawals_.confirm(member.id, confirmation.withdrawalId, result, received, proofs);
}

std::vector<WithdrawalRecord> WithdrawalService::history(const repositories::Member& member) {
  requireRealAccount(member);
  autoConfirm();
  return withdrawals_.ofMember(member.id, 50);
}

Turnover WithdrawalService::turnover(const repositories::Member& member) {
  requireRealAccount(member);
  return withdrawals_.turnover(member.id, turnoverMultiple(kTurnoverMultipleSetting),
                               turnoverMultiple(kBonusTurnoverMultipleSetting));
}

std::vector<WithdrawalRecord> WithdrawalService::list(const std::string& status) {
  if (!status.empty() && status != "in_process" && status != "rejected" && status != "disbursed" &&
      status != "received" && status != "partly_received" && status != "not_received") {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "unknown withdrawal status");
  }
  autoConfirm();
  return withdrawals_.list(status, 200);
}

}  // namespace panalo::services

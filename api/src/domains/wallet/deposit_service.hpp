#pragma once
// Deposits (issue 13 item 4): payment channels set by the operator, a member's
// deposit request (pending until the operator approves or rejects it), the
// approval that credits the main wallet exactly once, and the member's own
// daily, weekly and monthly deposit limits (a decrease applies at once, an
// increase or removal after 24 hours).

#include <optional>
#include <string>
#include <vector>

#include "domains/accounts/member_repository.hpp"
#include "domains/wallet/deposit_repository.hpp"
#include "domains/wallet/ledger_repository.hpp"
#include "domains/wallet/payment_types.hpp"
#include "domains/wallet/responsible_service.hpp"

namespace panalo::services {

class DepositService {
 public:
  DepositService(repositories::LedgerRepository& ledger, repositories::DepositRepository& deposits,
                 ResponsibleGamingService& responsible)
      : ledger_(ledger), deposits_(deposits), responsible_(responsible) {}

  // Every call of a member refuses trial accounts (403 in_need_true_account).
  std::vector<PaymentChannel> channels(const repositories::Member& member);
  std::vector<DepositRecord> history(const repositories::Member& member);

  // Throws DomainError: idempotency_key_invalid, amount_* (the shared money
  // rule), payment_channel_unavailable (400); cool_off_active,
  // self_exclusion_active (403) while the member's play break runs;
  // deposit_outside_channel_range,
  // deposit_limit_exceeded (422); idempotency_key_reused (409). Nothing is
  // written on any error; the same key with the same request answers the same
  // request again.
  DepositRecord request(const repositories::Member& member, const DepositRequest& request);

  std::vector<DepositLimit> limits(const repositories::Member& member);
  // `amount` empty: no limit. Throws invalid_parameter for another period,
  // amount_* for a bad amount.
  std::vector<DepositLimit> setLimit(const repositories::Member& member, const std::string& period,
                                     const std::optional<std::string>& amount);

  // The operator (panaloctl deposits ...). Throw not_found, request_already_decided.
  std::vector<DepositRecord> list(const std::string& status);
  DepositRecord approve(std::int64_t id) { return deposits_.decide(id, true); }
  DepositRecord reject(std::int64_t id) { return deposits_.decide(id, false); }

  // panaloctl channels ...: kind bank_transfer, e_wallet or crypto; min and
  // max through the shared money rule. Throw invalid_parameter, amount_*.
  std::int64_t addChannel(const std::string& kind, const std::string& name, const std::string& accountDetails,
                          const std::string& min, const std::string& max);
  std::vector<PaymentChannel> allChannels() { return deposits_.channels(false); }
  void setChannelEnabled(std::int64_t id, bool enabled);

 private:
  repositories::LedgerRepository& ledger_;
  repositories::DepositRepository& deposits_;
  ResponsibleGamingService& responsible_;
};

// The shared money rule with its own error key and message (400).
std::int64_t parseMoney(const std::string& text);
// The idempotency-key rule, or 400 idempotency_key_invalid.
void requireIdempotencyKey(const std::string& key);

}  // namespace panalo::services

#pragma once
// Transfer to upline (member center page transferUpline; issue 13 item 3): a
// member of an agent moves money from their main wallet to the agent's main
// wallet. One balanced journal between the two main wallets, idempotent by
// key like every money call. No funds password: neither the spec nor the issue
// asks for one here, and the money can only go to the one account the member
// signed up under (see SECURITY.md).

#include <optional>
#include <string>

#include "domains/accounts/member_repository.hpp"
#include "domains/wallet/ledger_repository.hpp"
#include "domains/wallet/upline_repository.hpp"
#include "domains/wallet/wallet_types.hpp"

namespace panalo::services {

struct UplineView {
  bool hasUpline = false;
  std::string nickname;  // empty when none
};

struct UplineTransferRequest {
  std::optional<std::string> amount;  // decimal text (the shared money rule)
  std::string idempotencyKey;
};

class UplineTransferService {
 public:
  UplineTransferService(repositories::LedgerRepository& ledger, repositories::UplineRepository& uplines)
      : ledger_(ledger), uplines_(uplines) {}

  // Throws DomainError(Forbidden, in_need_true_account) for a trial.
  UplineView upline(const repositories::Member& member);

  // Throws DomainError: in_need_true_account (403); idempotency_key_invalid,
  // amount_* (400); idempotency_key_reused (409); no_upline,
  // quota_not_sufficient (422). Nothing changes on any error; the same key
  // with the same request answers as the first time. The answer's balances are
  // the sender's (vendors left empty: this call does not touch them).
  TransferResult transfer(const repositories::Member& member, const UplineTransferRequest& request);

 private:
  repositories::LedgerRepository& ledger_;
  repositories::UplineRepository& uplines_;
};

}  // namespace panalo::services

#pragma once
// The platform's seamless-wallet endpoint (seamless_types.hpp): checks the
// vendor's signature and the timestamp window, reads and checks the body,
// resolves the player and applies the call exactly once. A real external
// vendor (HTTP, seamless_routes.cpp) and the house provider (in process, the
// same signed bytes) go through this one function.
//
// Each vendor's secret is derived from the master key (HMAC-SHA256 of the
// master key and "panalo/seamless-wallet/v1/<VENDOR>"), so it is stored
// nowhere and follows the master key; `panaloctl seamless secret <VENDOR>`
// prints it for an external vendor's configuration.

#include <chrono>
#include <optional>
#include <string>

#include "domains/accounts/member_repository.hpp"
#include "domains/system/settings_repository.hpp"
#include "domains/wallet/ledger_repository.hpp"
#include "domains/wallet/responsible_service.hpp"
#include "domains/wallet/seamless_repository.hpp"
#include "domains/wallet/seamless_types.hpp"
#include "panalo/crypto/secret_bytes.hpp"
#include "platform/security/master_key.hpp"

namespace panalo::services {

class SeamlessWalletService {
 public:
  SeamlessWalletService(repositories::SeamlessRepository& store, repositories::LedgerRepository& ledger,
                        repositories::MemberRepository& members, repositories::SettingsRepository& settings,
                        ResponsibleGamingService& responsible, const std::optional<security::MasterKey>& masterKey,
                        std::chrono::seconds maxClockSkew)
      : store_(store),
        ledger_(ledger),
        members_(members),
        settings_(settings),
        responsible_(responsible),
        masterKey_(masterKey),
        maxClockSkew_(maxClockSkew) {}

  // Throws DomainError: unknown_vendor (400), seamless_signature_invalid,
  // seamless_request_expired (401), invalid_request / invalid_parameter and
  // the money rule's amount_* keys (400), not_found (no such player),
  // in_need_true_account, cool_off_active, self_exclusion_active (403, debit),
  // and whatever SeamlessRepository::apply throws; service_unavailable (503)
  // without a master key. Nothing changes on any error.
  SeamlessAnswer receive(const SignedSeamlessCall& call);

  // The shared secret of `vendor`. Throws DomainError(service_unavailable) without a master key.
  crypto::SecretBytes vendorSecret(const std::string& vendor) const;
  std::chrono::seconds maxClockSkew() const { return maxClockSkew_; }

 private:
  SeamlessRequest parse(const SignedSeamlessCall& call) const;

  repositories::SeamlessRepository& store_;
  repositories::LedgerRepository& ledger_;
  repositories::MemberRepository& members_;
  repositories::SettingsRepository& settings_;
  ResponsibleGamingService& responsible_;
  const std::optional<security::MasterKey>& masterKey_;
  std::chrono::seconds maxClockSkew_;
};

}  // namespace panalo::services

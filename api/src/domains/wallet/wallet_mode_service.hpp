#pragma once
// Merchant wallet mode (spec section 7, "Merchant wallet: isSingle"; section 3,
// login state hasMerchantWallet): the operator decides whether games play from
// the member's main wallet (single-wallet mode) or from one wallet per game
// vendor that the member fills by transfer (transfer-wallet mode, the default).
// Kept as the site setting wallet.single_wallet (a JSON boolean).

#include <nlohmann/json.hpp>

#include <string>

#include "domains/system/settings_repository.hpp"

namespace panalo::services {

class WalletModeService {
 public:
  static constexpr const char* kSingleWalletSetting = "wallet.single_wallet";

  explicit WalletModeService(repositories::SettingsRepository& settings) : settings_(settings) {}

  // True in single-wallet mode. Unset (or anything but a boolean, which only
  // a hand-written row could hold) reads as transfer-wallet mode.
  bool isSingle();

  void setSingle(bool single);
  // panaloctl settings set wallet.single_wallet JSON: only true or false.
  // Throws DomainError(invalid_parameter) for anything else.
  void replaceSetting(const nlohmann::json& value);

 private:
  repositories::SettingsRepository& settings_;
};

}  // namespace panalo::services

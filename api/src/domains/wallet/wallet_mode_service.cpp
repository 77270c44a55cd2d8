#include "domains/wallet/wallet_mode_service.hpp"

#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {

bool WalletModeService::isSingle() {
  const auto value = settings_.read(kSingleWalletSetting);
  return value && value->is_boolean() && value->get<bool>();
}

void WalletModeService::setSingle(bool single) { settings_.write(kSingleWalletSetting, single); }

void WalletModeService::replaceSetting(const nlohmann::json& value) {
  if (!value.is_boolean()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter,
                      std::string(kSingleWalletSetting) + " takes true (single wallet) or false (transfer wallets)");
  }
  setSingle(value.get<bool>());
}

}  // namespace panalo::services

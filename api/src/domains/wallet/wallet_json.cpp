#include "domains/wallet/wallet_json.hpp"

#include <string>

#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::routes {
namespace {

const nlohmann::json* field(const nlohmann::json& body, const char* name) {
  const auto it = body.find(name);
  return it == body.end() || it->is_null() ? nullptr : &*it;
}

nlohmann::json walletsJson(const std::vector<services::VendorWallet>& wallets) {
  auto list = nlohmann::json::array();
  for (const auto& wallet : wallets) {
    list.push_back({{"vendor", wallet.vendor},
                    {"name", wallet.name},
                    {"balance", money::formatMinor(wallet.balanceMinor)},
                    {"balanceMinor", wallet.balanceMinor}});
  }
  return list;
}

}  // namespace

services::TransferRequest transferRequestOf(const nlohmann::json& body) {
  if (!body.is_object()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidRequest, "the body must be a JSON object");
  }
  services::TransferRequest request;
  const auto* type = field(body, "transferType");
  const std::string typeText = type != nullptr && type->is_string() ? type->get<std::string>() : "";
  if (typeText == "in") {
    request.type = services::TransferType::In;
  } else if (typeText == "out") {
    request.type = services::TransferType::Out;
  } else if (typeText == "allIn") {
    request.type = services::TransferType::AllIn;
  } else if (typeText == "allOut") {
    request.type = services::TransferType::AllOut;
  } else {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter,
                      "transferType must be in, out, allIn or allOut");
  }
  if (const auto* vendor = field(body, "vendor")) {
    if (!vendor->is_string()) {
      throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "vendor must be a vendor code");
    }
    request.vendor = vendor->get<std::string>();
  }
  if (const auto* amount = field(body, "amount")) {
    if (!amount->is_string()) {
      throw DomainError(ErrorKind::InvalidInput, error_keys::kAmountFormatIncorrect,
                        "amount must be text such as \"10.50\"");
    }
    request.amount = amount->get<std::string>();
  }
  const auto* key = field(body, "idempotencyKey");
  if (key == nullptr || !key->is_string()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kIdempotencyKeyInvalid,
                      "idempotencyKey must be 8 to 128 of A-Z a-z 0-9 _ . : -");
  }
  request.idempotencyKey = key->get<std::string>();
  return request;
}

nlohmann::json walletBalanceJson(const services::WalletBalance& balance) {
  return {{"balance", money::formatMinor(balance.mainMinor)},
          {"balanceMinor", balance.mainMinor},
          {"totalBalance", money::formatMinor(balance.totalMinor)},
          {"totalBalanceMinor", balance.totalMinor},
          {"currencySymbol", balance.currencySymbol},
          {"wallets", walletsJson(balance.vendors)}};
}

nlohmann::json transferResultJson(const services::TransferResult& result) {
  return {{"transferId", result.transferId ? nlohmann::json(*result.transferId) : nlohmann::json()},
          {"amount", money::formatMinor(result.amountMinor)},
          {"amountMinor", result.amountMinor},
          {"balance", money::formatMinor(result.mainMinor)},
          {"balanceMinor", result.mainMinor},
          {"wallets", walletsJson(result.vendors)}};
}

}  // namespace panalo::routes

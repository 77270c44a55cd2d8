#include "domains/wallet/upline_json.hpp"

#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::routes {

services::UplineTransferRequest uplineTransferRequestOf(const nlohmann::json& body) {
  if (!body.is_object()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidRequest, "the body must be a JSON object");
  }
  services::UplineTransferRequest request;
  const auto amount = body.find("amount");
  request.amount = amount != body.end() && amount->is_string() ? amount->get<std::string>() : "";
  const auto key = body.find("idempotencyKey");
  request.idempotencyKey = key != body.end() && key->is_string() ? key->get<std::string>() : "";
  return request;
}

nlohmann::json uplineJson(const services::UplineView& upline) {
  return {{"hasUpline", upline.hasUpline},
          {"nickname", upline.hasUpline ? nlohmann::json(upline.nickname) : nlohmann::json()}};
}

nlohmann::json uplineTransferJson(const services::TransferResult& result) {
  return {{"transferId", result.transferId ? nlohmann::json(*result.transferId) : nlohmann::json()},
          {"amount", money::formatMinor(result.amountMinor)},
          {"amountMinor", result.amountMinor},
          {"balance", money::formatMinor(result.mainMinor)},
          {"balanceMinor", result.mainMinor}};
}

nlohmann::json merchantWalletJson(bool isSingle) { return {{"isSingle", isSingle}}; }

}  // namespace panalo::routes

#include "domains/wallet/payment_json.hpp"

#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::routes {
namespace {

const nlohmann::json* field(const nlohmann::json& body, const char* name) {
  const auto it = body.find(name);
  return it == body.end() || it->is_null() ? nullptr : &*it;
}

void requireObject(const nlohmann::json& body) {
  if (!body.is_object()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidRequest, "the body must be a JSON object");
  }
}

std::string amountText(const nlohmann::json& body) {
  const auto* amount = field(body, "amount");
  if (amount == nullptr || !amount->is_string()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kAmountFormatIncorrect,
                      "amount must be text such as \"10.50\"");
  }
  return amount->get<std::string>();
}

std::string keyText(const nlohmann::json& body) {
  const auto* key = field(body, "idempotencyKey");
  if (key == nullptr || !key->is_string()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kIdempotencyKeyInvalid,
                      "idempotencyKey must be 8 to 128 of A-Z a-z 0-9 _ . : -");
  }
  return key->get<std::string>();
}

nlohmann::json moneyFields(const char* name, std::int64_t minor) {
  return {{name, money::formatMinor(minor)}, {std::string(name) + "Minor", minor}};
}

nlohmann::json optionalText(const std::optional<std::string>& text) { return text ? nlohmann::json(*text) : nullptr; }

}  // namespace

services::DepositRequest depositRequestOf(const nlohmann::json& body) {
  requireObject(body);
  services::DepositRequest request;
  const auto* channel = field(body, "channelId");
  if (channel == nullptr || !channel->is_number_integer()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kPaymentChannelUnavailable,
                      "channelId must be a payment channel's id");
  }
  request.channelId = channel->get<std::int64_t>();
  request.amount = amountText(body);
  request.idempotencyKey = keyText(body);
  return request;
}

std::pair<std::string, std::optional<std::string>> depositLimitOf(const nlohmann::json& body) {
  requireObject(body);
  const auto* period = field(body, "period");
  if (period == nullptr || !period->is_string()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "period must be day, week or month");
  }
  std::optional<std::string> amount;
  if (field(body, "amount") != nullptr) amount = amountText(body);
  return {period->get<std::string>(), amount};
}

services::WithdrawalRequest withdrawalRequestOf(const nlohmann::json& body) {
  requireObject(body);
  services::WithdrawalRequest request;
  request.amount = amountText(body);
  const auto* password = field(body, "fundsPassword");
  if (password == nullptr || !password->is_string()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInputCannotBeEmpty, "fundsPassword is required");
  }
  request.fundsPassword = password->get<std::string>();
  request.idempotencyKey = keyText(body);
  return request;
}

services::WithdrawalConfirmation withdrawalConfirmationOf(const nlohmann::json& body) {
  requireObject(body);
  services::WithdrawalConfirmation confirmation;
  const auto* id = field(body, "withdrawalId");
  const auto* result = field(body, "result");
  if (id == nullptr || !id->is_number_integer() || result == nullptr || !result->is_string()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter,
                      "withdrawalId (an integer) and result are required");
  }
  confirmation.withdrawalId = id->get<std::int64_t>();
  confirmation.result = result->get<std::string>();
  if (field(body, "receivedAmount") != nullptr) {
    const auto& amount = body.at("receivedAmount");
    if (!amount.is_string()) {
      throw DomainError(ErrorKind::InvalidInput, error_keys::kAmountFormatIncorrect,
                        "receivedAmount must be text such as \"10.50\"");
    }
    confirmation.receivedAmount = amount.get<std::string>();
  }
  if (const auto* images = field(body, "proofImages")) {
    if (!images->is_array()) {
      throw DomainError(ErrorKind::InvalidInput, error_keys::kProofImageInvalid, "proofImages must be a list");
    }
    for (const auto& image : *images) {
      if (!image.is_string()) {
        throw DomainError(ErrorKind::InvalidInput, error_keys::kProofImageInvalid, "each image is base64 text");
      }
      confirmation.proofImages.push_back(image.get<std::string>());
    }
  }
  return confirmation;
}

nlohmann::json channelsJson(const std::vector<services::PaymentChannel>& channels) {
  auto list = nlohmann::json::array();
  for (const auto& channel : channels) {
    nlohmann::json item = {{"channelId", channel.id},
                           {"kind", channel.kind},
                           {"name", channel.name},
                           {"accountDetails", channel.accountDetails}};
    item.update(moneyFields("min", channel.minMinor));
    item.update(moneyFields("max", channel.maxMinor));
    list.push_back(std::move(item));
  }
  return list;
}

nlohmann::json depositJson(const services::DepositRecord& deposit) {
  nlohmann::json item = {
      {"depositId", deposit.id},  {"channelId", deposit.channelId}, {"channelName", deposit.channelName},
      {"status", deposit.status}, {"createdAt", deposit.createdAt}, {"decidedAt", optionalText(deposit.decidedAt)}};
  item.update(moneyFields("amount", deposit.amountMinor));
  return item;
}

nlohmann::json depositsJson(const std::vector<services::DepositRecord>& deposits) {
  auto list = nlohmann::json::array();
  for (const auto& deposit : deposits) list.push_back(depositJson(deposit));
  return list;
}

nlohmann::json depositLimitsJson(const std::vector<services::DepositLimit>& limits) {
  auto list = nlohmann::json::array();
  for (const auto& limit : limits) {
    nlohmann::json item = {
        {"period", limit.period},
        {"limit", limit.limitMinor ? nlohmann::json(money::formatMinor(*limit.limitMinor)) : nullptr},
        {"limitMinor", limit.limitMinor ? nlohmann::json(*limit.limitMinor) : nullptr},
        {"pendingChange", limit.pendingChange},
        {"pendingLimit", limit.pendingMinor ? nlohmann::json(money::formatMinor(*limit.pendingMinor)) : nullptr},
        {"pendingFrom", optionalText(limit.pendingFrom)}};
    item.update(moneyFields("used", limit.usedMinor));
    list.push_back(std::move(item));
  }
  return list;
}

nlohmann::json withdrawalJson(const services::WithdrawalRecord& withdrawal) {
  nlohmann::json item = {{"withdrawalId", withdrawal.id},
                         {"status", withdrawal.status},
                         {"createdAt", withdrawal.createdAt},
                         {"decidedAt", optionalText(withdrawal.decidedAt)}};
  item.update(moneyFields("amount", withdrawal.amountMinor));
  // Spec section 3, Withdrawal confirmation: received and remaining amounts.
  if (withdrawal.receivedMinor) {
    item.update(moneyFields("receivedAmount", *withdrawal.receivedMinor));
    item.update(moneyFields("remainingAmount", withdrawal.amountMinor - *withdrawal.receivedMinor));
  } else {
    item.update({{"receivedAmount", nullptr},
                 {"receivedAmountMinor", nullptr},
                 {"remainingAmount", nullptr},
                 {"remainingAmountMinor", nullptr}});
  }
  return item;
}

nlohmann::json withdrawalResultJson(const services::WithdrawalResult& result) {
  nlohmann::json value = {{"withdrawal", withdrawalJson(result.withdrawal)}};
  value.update(moneyFields("balance", result.balanceMinor));
  return value;
}

nlohmann::json withdrawalsJson(const std::vector<services::WithdrawalRecord>& withdrawals,
                               const services::Turnover& turnover) {
  auto list = nlohmann::json::array();
  for (const auto& withdrawal : withdrawals) list.push_back(withdrawalJson(withdrawal));
  nlohmann::json turnoverJson = {{"multiple", turnover.multiple}};
  turnoverJson.update(moneyFields("required", turnover.requiredMinor));
  turnoverJson.update(moneyFields("wagered", turnover.wageredMinor));
  turnoverJson.update(moneyFields("remaining", turnover.remainingMinor));
  return {{"withdrawals", list}, {"turnover", turnoverJson}};
}

}  // namespace panalo::routes

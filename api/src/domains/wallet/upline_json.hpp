#pragma once
// JSON of the transfer-to-upline routes and of the merchant wallet mode.

#include <nlohmann/json.hpp>

#include "domains/wallet/upline_transfer_service.hpp"

namespace panalo::routes {

// `body` is {amount: "10.50", idempotencyKey}. Throws DomainError
// invalid_request when it is not an object. An amount that is not text reads
// as "" (amount_format_incorrect: a JSON number would have gone through
// floating point) and a key that is not text as "" (idempotency_key_invalid),
// both judged by the service after the trial check.
services::UplineTransferRequest uplineTransferRequestOf(const nlohmann::json& body);

nlohmann::json uplineJson(const services::UplineView& upline);
// {transferId, amount, amountMinor, balance, balanceMinor}: the sender's main wallet after it.
nlohmann::json uplineTransferJson(const services::TransferResult& result);

nlohmann::json merchantWalletJson(bool isSingle);

}  // namespace panalo::routes

#pragma once
// JSON of the wallet routes: the transfer body in as a typed TransferRequest,
// balances and transfer answers out with amounts as the shared money rule
// writes them (2 decimals) beside the exact minor units.

#include <nlohmann/json.hpp>

#include "domains/wallet/wallet_types.hpp"

namespace panalo::routes {

// `body` is {transferType: "in"|"out"|"allIn"|"allOut", vendor?, amount?,
// idempotencyKey}. Throws DomainError: invalid_request when it is not an
// object; invalid_parameter for a bad transferType or a vendor that is not
// text; amount_format_incorrect for an amount that is not text (a JSON number
// would have gone through floating point); idempotency_key_invalid for a key
// that is not text.
services::TransferRequest transferRequestOf(const nlohmann::json& body);

nlohmann::json walletBalanceJson(const services::WalletBalance& balance);
nlohmann::json transferResultJson(const services::TransferResult& result);

}  // namespace panalo::routes

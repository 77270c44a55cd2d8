#pragma once
// JSON of the deposit and withdrawal routes: request bodies in as typed
// values, records out with amounts as the shared money rule writes them (2
// decimals) beside the exact minor units.

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

#include "domains/wallet/payment_types.hpp"

namespace panalo::routes {

// {channelId: integer, amount: text, idempotencyKey}. Throws DomainError
// invalid_request (not an object), payment_channel_unavailable (channelId not
// an integer), amount_format_incorrect (amount not text: a JSON number would
// have gone through floating point), idempotency_key_invalid.
services::DepositRequest depositRequestOf(const nlohmann::json& body);
// {period, amount: text or null}.
std::pair<std::string, std::optional<std::string>> depositLimitOf(const nlohmann::json& body);
// The opened sealed body {amount, fundsPassword, idempotencyKey}.
services::WithdrawalRequest withdrawalRequestOf(const nlohmann::json& body);
// {withdrawalId, result, receivedAmount?, proofImages?: [base64]}.
services::WithdrawalConfirmation withdrawalConfirmationOf(const nlohmann::json& body);

nlohmann::json channelsJson(const std::vector<services::PaymentChannel>& channels);
nlohmann::json depositJson(const services::DepositRecord& deposit);
nlohmann::json depositsJson(const std::vector<services::DepositRecord>& deposits);
nlohmann::json depositLimitsJson(const std::vector<services::DepositLimit>& limits);
nlohmann::json withdrawalJson(const services::WithdrawalRecord& withdrawal);
nlohmann::json withdrawalResultJson(const services::WithdrawalResult& result);
nlohmann::json withdrawalsJson(const std::vector<services::WithdrawalRecord>& withdrawals,
                               const services::Turnover& turnover);

}  // namespace panalo::routes

#pragma once
// JSON of the record and rebate routes: amounts as the shared money rule
// writes them (2 decimals) beside the exact minor units ("amount" and
// "amountMinor"), pages as {content, pageNum, pageSize, total, totalPages}.

#include <nlohmann/json.hpp>

#include <string>

#include "domains/wallet/record_types.hpp"
#include "platform/http/http_types.hpp"

namespace panalo::routes {

// The list filters a record route reads from its query string (as text: the
// service checks them).
services::RecordQuery recordQueryOf(const http::HttpRequest& request);
// {idempotencyKey}. Throws idempotency_key_invalid when it is not text.
std::string rebateClaimKeyOf(const nlohmann::json& body);

nlohmann::json ledgerRecordsJson(const services::RecordPage<services::LedgerRecord>& page);
nlohmann::json betsJson(const services::RecordPage<services::BetRecord>& page);
nlohmann::json profitJson(const services::ProfitSummary& summary);
nlohmann::json bonusesJson(const services::RecordPage<services::BonusRecord>& page);
nlohmann::json rebateQuoteJson(const services::RebateQuote& quote);
nlohmann::json rebateClaimResultJson(const services::RebateClaimResult& result);

}  // namespace panalo::routes

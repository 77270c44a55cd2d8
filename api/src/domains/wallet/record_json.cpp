#include "domains/wallet/record_json.hpp"

#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::routes {
namespace {

void putMoney(nlohmann::json& object, const std::string& name, std::int64_t minor) {
  object[name] = money::formatMinor(minor);
  object[name + "Minor"] = minor;
}

void putOptionalMoney(nlohmann::json& object, const std::string& name, const std::optional<std::int64_t>& minor) {
  if (minor) {
    putMoney(object, name, *minor);
  } else {
    object[name] = nullptr;
    object[name + "Minor"] = nullptr;
  }
}

template <typename T, typename Item>
nlohmann::json pageJson(const services::RecordPage<T>& page, Item item) {
  auto content = nlohmann::json::array();
  for (const auto& row : page.content) content.push_back(item(row));
  return {{"content", content},
          {"pageNum", page.pageNum},
          {"pageSize", page.pageSize},
          {"total", page.total},
          {"totalPages", page.totalPages}};
}

nlohmann::json claimJson(const services::RebateClaim& claim) {
  nlohmann::json json{{"id", claim.id}, {"periodStart", claim.periodStart}, {"createdAt", claim.createdAt}};
  putMoney(json, "validBet", claim.validBetMinor);
  putMoney(json, "amount", claim.amountMinor);
  return json;
}

}  // namespace

services::RecordQuery recordQueryOf(const http::HttpRequest& request) {
  services::RecordQuery query;
  query.type = request.queryParam("type");
  query.vendor = request.queryParam("vendor");
  query.from = request.queryParam("from");
  query.to = request.queryParam("to");
  query.page = request.queryParam("page");
  query.size = request.queryParam("size");
  // An empty date means "no bound", as a form with a cleared field sends it.
  if (query.from && query.from->empty()) query.from.reset();
  if (query.to && query.to->empty()) query.to.reset();
  return query;
}

std::string rebateClaimKeyOf(const nlohmann::json& body) {
  if (!body.is_object()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidRequest, "the body must be a JSON object");
  }
  const auto key = body.find("idempotencyKey");
  if (key == body.end() || !key->is_string()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kIdempotencyKeyInvalid,
                      "idempotencyKey must be 8 to 128 of A-Z a-z 0-9 _ . : -");
  }
  return key->get<std::string>();
}

nlohmann::json ledgerRecordsJson(const services::RecordPage<services::LedgerRecord>& page) {
  return pageJson(page, [](const services::LedgerRecord& record) {
    nlohmann::json json{{"id", record.id},
                        {"type", record.type},
                        {"vendor", record.vendor.empty() ? nlohmann::json() : nlohmann::json(record.vendor)},
                        {"createdAt", record.createdAt}};
    putMoney(json, "amount", record.amountMinor);
    putMoney(json, "balanceAfter", record.balanceAfterMinor);
    return json;
  });
}

nlohmann::json betsJson(const services::RecordPage<services::BetRecord>& page) {
  return pageJson(page, [](const services::BetRecord& bet) {
    nlohmann::json json{{"id", bet.id},
                        {"vendor", bet.vendor},
                        {"vendorName", bet.vendorName},
                        {"gameCategory", bet.gameCategory},
                        {"gameCode", bet.gameCode},
                        {"status", bet.status},
                        {"placedAt", bet.placedAt},
                        {"settledAt", bet.settledAt ? nlohmann::json(*bet.settledAt) : nlohmann::json()}};
    putMoney(json, "bet", bet.betMinor);
    putMoney(json, "validBet", bet.validBetMinor);
    putOptionalMoney(json, "payout", bet.payoutMinor);
    putOptionalMoney(json, "winLoss", bet.winLossMinor);
    return json;
  });
}

nlohmann::json profitJson(const services::ProfitSummary& summary) {
  nlohmann::json json{{"period", summary.period},
                      {"from", summary.from},
                      {"to", summary.to},
                      {"betCount", summary.betCount},
                      {"pendingCount", summary.pendingCount}};
  putMoney(json, "bet", summary.betMinor);
  putMoney(json, "validBet", summary.validBetMinor);
  putMoney(json, "payout", summary.payoutMinor);
  putMoney(json, "profit", summary.profitMinor);
  return json;
}

nlohmann::json bonusesJson(const services::RecordPage<services::BonusRecord>& page) {
  return pageJson(page, [](const services::BonusRecord& bonus) {
    nlohmann::json json{
        {"id", bonus.id},
        {"reason", bonus.reason},
        {"turnoverMultiple", bonus.turnoverMultiple ? nlohmann::json(*bonus.turnoverMultiple) : nlohmann::json()},
        {"createdAt", bonus.createdAt}};
    putMoney(json, "amount", bonus.amountMinor);
    return json;
  });
}

nlohmann::json rebateQuoteJson(const services::RebateQuote& quote) {
  auto rates = nlohmann::json::array();
  for (const auto& rate : quote.rates) {
    // Basis points as a percentage with 2 decimals: the money rule's format.
    rates.push_back({{"category", rate.category.empty() ? nlohmann::json() : nlohmann::json(rate.category)},
                     {"vendor", rate.vendor.empty() ? nlohmann::json() : nlohmann::json(rate.vendor)},
                     {"ratePercent", money::formatMinor(rate.rateBp)},
                     {"rateBasisPoints", rate.rateBp}});
  }
  auto history = nlohmann::json::array();
  for (const auto& claim : quote.history) history.push_back(claimJson(claim));
  nlohmann::json json{{"period", quote.period},
                      {"periodStart", quote.periodStart},
                      {"periodEnd", quote.periodEnd},
                      {"claimed", quote.claimed ? claimJson(*quote.claimed) : nlohmann::json()},
                      {"canClaim", !quote.claimed && quote.amountMinor > 0},
                      {"rates", rates},
                      {"history", history}};
  putMoney(json, "validBet", quote.validBetMinor);
  putMoney(json, "amount", quote.amountMinor);
  return json;
}

nlohmann::json rebateClaimResultJson(const services::RebateClaimResult& result) {
  nlohmann::json json{{"claim", claimJson(result.claim)}};
  putMoney(json, "balance", result.balanceMinor);
  return json;
}

}  // namespace panalo::routes

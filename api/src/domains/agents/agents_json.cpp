#include "domains/agents/agents_json.hpp"

#include "domains/accounts/member_types.hpp"
#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/http/payload_fields.hpp"

namespace panalo::routes {
namespace {

using money::formatMinor;
using nlohmann::json;

json optionalText(const std::optional<std::string>& text) { return text ? json(*text) : json(); }
json optionalMoney(const std::optional<std::int64_t>& minor) { return minor ? json(formatMinor(*minor)) : json(); }

const char* accountType(int typeCode) { return services::member_types::isAgent(typeCode) ? "agent" : "member"; }

json pageFields(const services::Page& page) {
  return {
      {"pageNo", page.pageNo}, {"pageSize", page.pageSize}, {"total", page.total}, {"totalPages", page.totalPages()}};
}

json withPage(json value, const services::Page& page) {
  value.update(pageFields(page));
  return value;
}

json profitRowJson(const services::TeamProfitRow& row) {
  return {{"account", row.account},
          {"accountType", accountType(row.typeCode)},
          {"betCount", row.betCount},
          {"bet", formatMinor(row.betMinor)},
          {"validBet", formatMinor(row.validBetMinor)},
          {"payout", formatMinor(row.payoutMinor)},
          {"profitLoss", formatMinor(row.profitLossMinor)},
          {"deposits", formatMinor(row.depositMinor)},
          {"withdrawals", formatMinor(row.withdrawalMinor)}};
}

[[noreturn]] void badField(const std::string& name, const char* what) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, name + " must be " + what);
}

// Money and rates arrive as text; a JSON number is accepted when whole (a
// client that sends 50 means "50").
std::string amountText(const json& body, const std::string& name, const std::string& fallback) {
  const auto it = body.find(name);
  if (it == body.end() || it->is_null()) return fallback;
  if (it->is_string()) return it->get<std::string>();
  if (it->is_number_integer()) return std::to_string(it->get<std::int64_t>());
  badField(name, "a decimal text such as \"1.25\"");
}

}  // namespace

std::string rateText(int rateBp) { return formatMinor(rateBp); }

nlohmann::json teamOverviewJson(const services::TeamOverview& overview) {
  return {{"period", overview.range.period},
          {"from", overview.range.fromDate},
          {"to", overview.range.toDate},
          {"teamSize", overview.teamSize},
          {"directMembers", overview.directMembers},
          {"subAgents", overview.subAgents},
          {"newMembers", overview.newMembers},
          {"activeMembers", overview.activeMembers},
          {"depositTotal", formatMinor(overview.depositMinor)},
          {"depositCount", overview.depositCount},
          {"withdrawalTotal", formatMinor(overview.withdrawalMinor)},
          {"withdrawalCount", overview.withdrawalCount},
          {"betCount", overview.betCount},
          {"validBet", formatMinor(overview.validBetMinor)},
          {"profitLoss", formatMinor(overview.profitLossMinor)}};
}

nlohmann::json teamMemberJson(const services::TeamMember& member) {
  return {{"account", member.account},
          {"nickname", member.nickname},
          {"accountType", accountType(member.typeCode)},
          {"level", member.level},
          {"upline", member.upline},
          {"status", member.active ? "active" : "disabled"},
          {"registeredAt", member.registeredAt},
          {"balance", formatMinor(member.balanceMinor)},
          {"contracts", member.contracts}};
}

nlohmann::json teamMemberPageJson(const services::TeamMemberPage& page) {
  auto list = json::array();
  for (const auto& member : page.members) list.push_back(teamMemberJson(member));
  return withPage({{"list", std::move(list)}}, page.page);
}

nlohmann::json teamBetPageJson(const services::TeamBetPage& page) {
  auto list = json::array();
  for (const auto& bet : page.bets) {
    list.push_back({{"id", bet.id},
                    {"account", bet.account},
                    {"vendor", bet.vendor},
                    {"gameCategory", bet.gameCategory},
                    {"gameCode", bet.gameCode},
                    {"bet", formatMinor(bet.betMinor)},
                    {"validBet", formatMinor(bet.validBetMinor)},
                    {"payout", optionalMoney(bet.payoutMinor)},
                    {"winLoss", optionalMoney(bet.winLossMinor)},
                    {"status", bet.status},
                    {"placedAt", bet.placedAt},
                    {"settledAt", optionalText(bet.settledAt)}});
  }
  return withPage({{"list", std::move(list)},
                   {"from", page.range.fromDate},
                   {"to", page.range.toDate},
                   {"totalBet", formatMinor(page.betMinor)},
                   {"totalValidBet", formatMinor(page.validBetMinor)},
                   {"totalWinLoss", formatMinor(page.winLossMinor)}},
                  page.page);
}

nlohmann::json teamProfitPageJson(const services::TeamProfitPage& page) {
  auto list = json::array();
  for (const auto& row : page.rows) list.push_back(profitRowJson(row));
  auto totals = page.totals;
  totals.account = "";
  return withPage({{"list", std::move(list)},
                   {"from", page.range.fromDate},
                   {"to", page.range.toDate},
                   {"totals", profitRowJson(totals)}},
                  page.page);
}

nlohmann::json teamTransactionPageJson(const services::TeamTransactionPage& page) {
  auto list = json::array();
  for (const auto& row : page.transactions) {
    list.push_back({{"id", row.id},
                    {"account", row.account},
                    {"type", row.type},
                    {"amount", formatMinor(row.amountMinor)},
                    {"status", row.status},
                    {"createdAt", row.createdAt},
                    {"decidedAt", optionalText(row.decidedAt)}});
  }
  return withPage({{"list", std::move(list)}, {"from", page.range.fromDate}, {"to", page.range.toDate}}, page.page);
}

nlohmann::json commissionPageJson(const services::CommissionPage& page) {
  auto list = json::array();
  for (const auto& line : page.commissions) {
    const char* status = line.paidAt ? "paid" : line.amountMinor > 0 ? "due" : "none";
    list.push_back({{"id", line.id},
                    {"kind", line.kind},
                    {"period", line.period},
                    {"periodStart", line.periodStart},
                    {"periodEnd", line.periodEnd},
                    {"tier", line.tier ? json(*line.tier) : json()},
                    {"rate", rateText(line.rateBp)},
                    {"activeMembers", line.activeMembers},
                    {"validBet", formatMinor(line.validBetMinor)},
                    {"profitLoss", formatMinor(line.profitLossMinor)},
                    {"amount", formatMinor(line.amountMinor)},
                    {"status", status},
                    {"paidAt", optionalText(line.paidAt)}});
  }
  return withPage({{"list", std::move(list)},
                   {"totalPaid", formatMinor(page.totalPaidMinor)},
                   {"paidByKind",
                    {{"dividend", formatMinor(page.paidDividendMinor)},
                     {"daily", formatMinor(page.paidDailyMinor)},
                     {"hourly", formatMinor(page.paidHourlyMinor)},
                     {"realtime", formatMinor(page.paidRealtimeMinor)}}}},
                  page.page);
}

nlohmann::json contractJson(const services::Contract& contract, std::int64_t askingAgentId) {
  auto tiers = json::array();
  for (const auto& tier : contract.tiers) {
    tiers.push_back({{"rate", rateText(tier.rateBp)},
                     {"minActiveMembers", tier.minActiveMembers},
                     {"minValidBet", formatMinor(tier.minValidBetMinor)},
                     {"minProfitLoss", formatMinor(tier.minProfitLossMinor)}});
  }
  json termination;
  if (contract.termination) {
    termination = {{"id", contract.termination->id},
                   {"requestedBy", contract.termination->requestedBy},
                   {"byMe", contract.termination->requestedById == askingAgentId},
                   {"createdAt", contract.termination->createdAt}};
  }
  return {{"id", contract.id},
          {"kind", contract.kind},
          {"period", contract.period},
          {"status", contract.status},
          {"holder", contract.holder},
          {"grantor", contract.grantor},
          {"role", contract.holderId == askingAgentId ? "holder" : "grantor"},
          {"tiers", std::move(tiers)},
          {"winRate", contract.winRateBp ? json(rateText(*contract.winRateBp)) : json()},
          {"lossRate", contract.lossRateBp ? json(rateText(*contract.lossRateBp)) : json()},
          {"singleBet", optionalMoney(contract.singleBetMinor)},
          {"createdAt", contract.createdAt},
          {"acceptedAt", optionalText(contract.acceptedAt)},
          {"endedAt", optionalText(contract.endedAt)},
          {"endReason", optionalText(contract.endReason)},
          {"termination", std::move(termination)}};
}

nlohmann::json contractViewJson(const services::AgentContractView& view, std::int64_t askingAgentId) {
  auto held = json::array();
  for (const auto& contract : view.contracts.held) held.push_back(contractJson(contract, askingAgentId));
  auto granted = json::array();
  for (const auto& contract : view.contracts.granted) granted.push_back(contractJson(contract, askingAgentId));
  return {{"features",
           {{"dailysalreqtype", view.features.dailysalreqtype},
            {"divtypereq", view.features.divtypereq},
            {"contracthoursalreqa", view.features.contracthoursalreqa},
            {"realtimesalreqtype", view.features.realtimesalreqtype}}},
          {"held", std::move(held)},
          {"granted", std::move(granted)}};
}

services::ContractOffer contractOfferOf(const nlohmann::json& body) {
  services::ContractOffer offer;
  offer.account = services::stringField(body, "account");
  offer.kind = services::stringField(body, "kind");
  offer.period = services::stringField(body, "period");
  offer.winRate = amountText(body, "winRate", "");
  offer.lossRate = amountText(body, "lossRate", "");
  offer.singleBet = amountText(body, "singleBet", "0");
  const auto tiers = body.find("tiers");
  if (tiers != body.end() && !tiers->is_null()) {
    if (!tiers->is_array()) badField("tiers", "a list");
    if (tiers->size() > 10) badField("tiers", "at most 10");
    for (const auto& tier : *tiers) {
      if (!tier.is_object()) badField("tiers", "a list of objects");
      services::ContractTierText text;
      text.rate = amountText(tier, "rate", "");
      const auto active = tier.find("minActiveMembers");
      if (active != tier.end() && !active->is_null()) {
        if (!active->is_number_integer()) badField("minActiveMembers", "a whole number");
        text.minActiveMembers = active->get<std::int64_t>();
      }
      text.minValidBet = amountText(tier, "minValidBet", "0");
      text.minProfitLoss = amountText(tier, "minProfitLoss", "0");
      offer.tiers.push_back(std::move(text));
    }
  }
  return offer;
}

validation::DownlineAccountForm downlineFormOf(const nlohmann::json& body) {
  return {services::stringField(body, "username"), services::stringField(body, "password"),
          services::stringField(body, "confirmPassword"), services::stringField(body, "nickname")};
}

std::int64_t contractIdOf(const nlohmann::json& body) {
  const auto it = body.find("contractId");
  if (it == body.end() || !it->is_number_integer() || it->get<std::int64_t>() < 1) {
    badField("contractId", "a contract id");
  }
  return it->get<std::int64_t>();
}

}  // namespace panalo::routes

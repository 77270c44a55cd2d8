#include "domains/missions/missions_json.hpp"

#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::routes {
namespace {

std::string money(std::int64_t minor) { return money::formatMinor(minor); }

nlohmann::json optionalJson(const std::optional<std::string>& text) {
  return text ? nlohmann::json(*text) : nlohmann::json();
}
nlohmann::json optionalJson(const std::optional<std::int64_t>& number) {
  return number ? nlohmann::json(*number) : nlohmann::json();
}

nlohmann::json claimJson(const services::MissionClaim& claim) {
  return {
      {"id", claim.id},
      {"missionId", claim.missionId},
      {"periodKey", claim.periodKey},
      {"rewardKind", claim.rewardKind},
      {"rewardAmount", claim.rewardKind == "bonus" ? money(claim.rewardAmount) : std::to_string(claim.rewardAmount)},
      {"createdAt", claim.createdAt}};
}

nlohmann::json entryJson(const services::LeaderboardEntry& entry) {
  return {{"rank", entry.rank}, {"customerName", entry.customerName}, {"validBet", money(entry.validBetMinor)}};
}

nlohmann::json vipClaimJson(const services::VipBonusClaim& claim) {
  return {{"id", claim.id},
          {"kind", claim.kind},
          {"rankLevel", claim.rankLevel},
          {"periodKey", claim.periodKey},
          {"amount", money(claim.amountMinor)},
          {"createdAt", claim.createdAt}};
}

nlohmann::json levelJson(const services::VipLevelView& view) {
  const auto& level = view.level;
  return {{"rankLevel", level.rankLevel},
          {"labelName", view.labelName},
          {"benefits", view.benefits},
          {"minValidBet", money(level.minValidBetMinor)},
          {"minDeposit", money(level.minDepositMinor)},
          {"upgradeBonus", money(level.upgradeBonusMinor)},
          {"weeklyBonus", money(level.weeklyBonusMinor)},
          {"monthlyBonus", money(level.monthlyBonusMinor)},
          {"turnoverMultiple", optionalJson(level.turnoverMultiple)}};
}

std::string keyOf(const nlohmann::json& body) {
  const auto key = body.find("idempotencyKey");
  if (key == body.end() || !key->is_string()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kIdempotencyKeyInvalid,
                      "idempotencyKey must be 8 to 128 of A-Z a-z 0-9 _ . : -");
  }
  return key->get<std::string>();
}

void requireObject(const nlohmann::json& body) {
  if (!body.is_object()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidRequest, "the body must be a JSON object");
  }
}

}  // namespace

std::int64_t percentOf(std::int64_t progress, std::int64_t target) {
  if (target <= 0 || progress >= target) return 100;
  if (progress <= 0) return 0;
  // progress < target <= 10^11 here, so progress * 100 stays far inside 64 bits.
  return progress * 100 / target;
}

nlohmann::json missionSummaryJson(const services::MissionSummary& summary) {
  auto missions = nlohmann::json::array();
  for (const auto& view : summary.missions) {
    const auto& m = view.mission;
    const bool isMoney = services::goalIsMoney(m.goalKind);
    const auto amount = [isMoney](std::int64_t value) { return isMoney ? money(value) : std::to_string(value); };
    missions.push_back({{"id", m.id},
                        {"code", m.code},
                        {"title", view.title},
                        {"description", view.description},
                        {"period", m.period},
                        {"goalKind", m.goalKind},
                        {"goalUnit", isMoney ? "money" : "count"},
                        {"gameCategory", m.gameCategory.empty() ? nlohmann::json() : nlohmann::json(m.gameCategory)},
                        {"target", amount(m.target)},
                        {"progress", amount(view.progress)},
                        {"percent", percentOf(view.progress, m.target)},
                        {"completed", view.completed},
                        {"claimed", view.claimed},
                        {"canClaim", view.completed && !view.claimed},
                        {"reward",
                         {{"kind", m.rewardKind},
                          {"amount", m.rewardKind == "bonus" ? money(m.rewardAmount) : std::to_string(m.rewardAmount)},
                          {"turnoverMultiple", optionalJson(m.turnoverMultiple)}}},
                        {"periodKey", view.window.periodKey},
                        {"startsAt", view.window.startsAt},
                        {"endsAt", optionalJson(view.window.endsAt)}});
  }
  return {{"missions", missions},
          {"total", static_cast<std::int64_t>(summary.missions.size())},
          {"completed", summary.completed},
          {"claimable", summary.claimable},
          {"claimed", summary.claimed}};
}

nlohmann::json missionClaimResultJson(const services::MissionClaimResult& result) {
  return {{"claim", claimJson(result.claim)},
          {"balance", result.balanceMinor ? nlohmann::json(money(*result.balanceMinor)) : nlohmann::json()},
          {"replayed", result.replayed}};
}

nlohmann::json leaderboardJson(const services::Leaderboard& board) {
  auto list = nlohmann::json::array();
  for (const auto& entry : board.entries) list.push_back(entryJson(entry));
  return {{"period", board.period},
          {"periodStart", board.periodStart},
          {"periodEnd", board.periodEnd},
          {"list", list},
          {"me", board.me ? entryJson(*board.me) : nlohmann::json()}};
}

nlohmann::json vipStatusJson(const services::VipStatus& status) {
  auto levels = nlohmann::json::array();
  for (const auto& level : status.levels) levels.push_back(levelJson(level));
  auto claimable = nlohmann::json::array();
  for (const auto& bonus : status.claimable) {
    claimable.push_back({{"kind", bonus.kind},
                         {"rankLevel", bonus.rankLevel},
                         {"periodKey", bonus.periodKey},
                         {"amount", money(bonus.amountMinor)}});
  }
  auto history = nlohmann::json::array();
  for (const auto& claim : status.history) history.push_back(vipClaimJson(claim));
  nlohmann::json next;
  if (status.next) {
    next = levelJson(*status.next);
    next["validBetPercent"] = percentOf(status.totals.validBetMinor, status.next->level.minValidBetMinor);
    next["depositPercent"] = percentOf(status.totals.depositMinor, status.next->level.minDepositMinor);
  }
  return {
      {"rankLevel", status.rankLevel},
      {"labelName", status.current ? status.current->labelName : ""},
      {"benefits", status.current ? status.current->benefits : ""},
      {"pinned", status.pinned},
      {"totals", {{"validBet", money(status.totals.validBetMinor)}, {"deposit", money(status.totals.depositMinor)}}},
      {"current", status.current ? levelJson(*status.current) : nlohmann::json()},
      {"next", next},
      {"levels", levels},
      {"claimable", claimable},
      {"history", history}};
}

nlohmann::json vipClaimResultJson(const services::VipClaimResult& result) {
  return {
      {"claim", vipClaimJson(result.claim)}, {"balance", money(result.balanceMinor)}, {"replayed", result.replayed}};
}

MissionClaimRequest missionClaimRequestOf(const nlohmann::json& body) {
  requireObject(body);
  MissionClaimRequest request;
  const auto id = body.find("missionId");
  if (id == body.end() || !id->is_number_integer() || id->get<std::int64_t>() < 1) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "missionId must be a mission's id");
  }
  request.missionId = id->get<std::int64_t>();
  request.idempotencyKey = keyOf(body);
  return request;
}

VipClaimRequest vipClaimRequestOf(const nlohmann::json& body) {
  requireObject(body);
  VipClaimRequest request;
  const auto kind = body.find("kind");
  if (kind == body.end() || !kind->is_string()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "kind is upgrade, weekly or monthly");
  }
  request.kind = kind->get<std::string>();
  const auto level = body.find("rankLevel");
  if (level != body.end() && !level->is_null()) {
    if (!level->is_number_integer() || level->get<std::int64_t>() < 1 || level->get<std::int64_t>() > 99) {
      throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "rankLevel is 1 to 99");
    }
    request.rankLevel = level->get<int>();
  }
  request.idempotencyKey = keyOf(body);
  return request;
}

}  // namespace panalo::routes

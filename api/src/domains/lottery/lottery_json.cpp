#include "domains/lottery/lottery_json.hpp"

#include "domains/lottery/lottery_tiers.hpp"

namespace panalo::routes {
namespace {

template <class T>
nlohmann::json orNull(const std::optional<T>& value) {
  return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

constexpr const char* kMethod =
    "number i (1-based) of a tier is HMAC-SHA256(key = seed, message = \"<drawId>:<tier>:<i>\"), further blocks "
    "HMAC-SHA256(seed, \"<drawId>:<tier>:<i>:<k>\") for k >= 1, read as big-endian 32-bit words; the first word "
    "below 2^32 - (2^32 mod 10^digits) gives the number (word mod 10^digits) with leading zeros; seedHash is "
    "SHA-256 of the seed text, published when the draw was scheduled (committedAt)";

nlohmann::json nextDrawJson(const services::LotteryDraw& draw) {
  return {{"drawId", draw.id}, {"scheduledAt", draw.scheduledAtMs}, {"seedHash", orNull(draw.seedHash)}};
}

}  // namespace

nlohmann::json lotteryJson(const services::Lottery& lottery) {
  return {{"code", lottery.code},     {"name", lottery.name},
          {"region", lottery.region}, {"province", orNull(lottery.province)},
          {"format", lottery.format}, {"source", lottery.source}};
}

nlohmann::json drawJson(const services::LotteryDraw& draw, const std::string& format) {
  nlohmann::json tiers = nlohmann::json::array();
  if (const auto* specs = lottery::tiersOf(format); specs != nullptr && !draw.numbers.empty()) {
    for (const auto& spec : *specs) {
      const auto found = draw.numbers.find(spec.tier);
      tiers.push_back(
          {{"tier", spec.tier},
           {"digits", spec.digits},
           {"numbers", found == draw.numbers.end() ? nlohmann::json::array() : nlohmann::json(found->second)}});
    }
  }
  return {{"drawId", draw.id},
          {"lotteryCode", draw.lotteryCode},
          {"scheduledAt", draw.scheduledAtMs},
          {"status", draw.status},
          {"drawnAt", orNull(draw.drawnAtMs)},
          {"resultSource", orNull(draw.resultSource)},
          {"seedHash", orNull(draw.seedHash)},
          {"seed", orNull(draw.seed)},
          {"voidReason", orNull(draw.voidReason)},
          {"tiers", tiers}};
}

nlohmann::json lobbyJson(const services::LotteryLobby& lobby) {
  nlohmann::json regions = nlohmann::json::array();
  for (const auto& region : lobby.regions) {
    nlohmann::json lotteries = nlohmann::json::array();
    for (const auto& summary : region.lotteries) {
      auto item = lotteryJson(summary.lottery);
      item["latest"] = summary.latest ? drawJson(*summary.latest, summary.lottery.format) : nlohmann::json(nullptr);
      item["next"] = summary.next ? nextDrawJson(*summary.next) : nlohmann::json(nullptr);
      lotteries.push_back(std::move(item));
    }
    regions.push_back({{"region", region.region}, {"lotteries", lotteries}});
  }
  return {{"prizeMode", lobby.prizeMode}, {"serverTime", lobby.serverTimeMs}, {"regions", regions}};
}

nlohmann::json resultsPageJson(const services::LotteryResultsPage& page) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& draw : page.draws) list.push_back(drawJson(draw, page.lottery.format));
  return {{"lottery", lotteryJson(page.lottery)},
          {"list", list},
          {"pageNo", page.pageNo},
          {"pageSize", page.pageSize},
          {"total", page.total},
          {"totalPages", page.totalPages}};
}

nlohmann::json drawVerificationJson(const services::DrawVerification& verification) {
  return {{"lottery", lotteryJson(verification.lottery)},
          {"draw", drawJson(verification.draw, verification.lottery.format)},
          {"committedAt", verification.draw.committedAtMs},
          {"verification",
           {{"verifiable", verification.verifiable},
            {"seedMatchesHash", verification.seedMatchesHash},
            {"numbersMatch", verification.numbersMatch},
            {"method", kMethod}}}};
}

services::LotteryResultsQuery resultsQueryOf(const http::HttpRequest& request) {
  return {request.queryParam("lotteryCode"), request.queryParam("pageNo"), request.queryParam("pageSize")};
}

}  // namespace panalo::routes

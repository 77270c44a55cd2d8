#include "domains/originals/originals_json.hpp"

#include <cmath>
#include <cstdio>

#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::routes {
namespace {

// n / 10^4 as text with 4 decimals (multipliers; never negative).
std::string fourDecimals(std::int64_t e4) {
  std::array<char, 32> text{};
  std::snprintf(text.data(), text.size(), "%lld.%04lld", static_cast<long long>(e4 / 10000),
                static_cast<long long>(e4 % 10000));
  return text.data();
}

// Hundredths as text with 2 decimals (dice rolls and targets, RTP percent).
std::string twoDecimals(std::int64_t e2) {
  std::array<char, 32> text{};
  std::snprintf(text.data(), text.size(), "%lld.%02lld", static_cast<long long>(e2 / 100),
                static_cast<long long>(e2 % 100));
  return text.data();
}

[[noreturn]] void invalidRequest() {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidRequest, "the body must be a JSON object");
}

}  // namespace

nlohmann::json seedStateJson(const services::SeedState& state) {
  return {{"serverSeedHash", state.serverSeedHash}, {"clientSeed", state.clientSeed}, {"nonce", state.nextNonce}};
}

nlohmann::json rotateJson(const services::RotateResult& result) {
  return {{"revealed",
           {{"serverSeed", result.revealed.serverSeed},
            {"serverSeedHash", result.revealed.serverSeedHash},
            {"clientSeed", result.revealed.clientSeed},
            {"rounds", result.revealed.rounds}}},
          {"current", seedStateJson(result.current)}};
}

nlohmann::json gamesJson(const std::vector<services::GameInfo>& games) {
  auto list = nlohmann::json::array();
  for (const auto& game : games) {
    nlohmann::json item{{"gameCode", game.code},
                        {"kind", game.kind},
                        {"vendor", services::kOriginalsVendor},
                        {"rtp", twoDecimals(game.rtpBp)},
                        {"minBet", money::formatMinor(services::kOriginalsMinBetMinor)},
                        {"maxBet", money::formatMinor(services::kOriginalsMaxBetMinor)}};
    if (game.kind == "slot") {
      nlohmann::json three = nlohmann::json::object();
      const auto& names = originals::slotSymbolNames();
      for (std::size_t symbol = 0; symbol < names.size(); ++symbol) {
        three[names[symbol]] = fourDecimals(game.slot.threeOfAKindE4[symbol]);
      }
      auto lines = nlohmann::json::array();
      for (const auto& line : originals::slotLines()) lines.push_back({line[0], line[1], line[2]});
      item["paytable"] = {{"threeOfAKind", three},
                          {"twoCherries", fourDecimals(game.slot.twoCherriesE4)},
                          {"lines", lines},
                          {"exactRtp", twoDecimals(std::llround(game.slot.exact.rtp * 10000))}};
    } else {
      item["dice"] = {{"minTarget", twoDecimals(originals::kDiceMinTarget)},
                      {"maxTarget", twoDecimals(originals::kDiceMaxTarget)}};
    }
    list.push_back(item);
  }
  return {{"vendor", services::kOriginalsVendor}, {"games", list}};
}

nlohmann::json roundOutcomeJson(const services::RoundResult& round) {
  if (round.slot) {
    const auto& names = originals::slotSymbolNames();
    auto window = nlohmann::json::array();
    for (const auto& row : round.slot->window) {
      window.push_back({names[row[0]], names[row[1]], names[row[2]]});
    }
    auto wins = nlohmann::json::array();
    for (const auto& win : round.slot->wins) {
      wins.push_back({{"line", win.line}, {"symbol", names[win.symbol]}, {"multiplier", fourDecimals(win.payE4)}});
    }
    return {{"stops", {round.slot->stops[0], round.slot->stops[1], round.slot->stops[2]}},
            {"window", window},
            {"wins", wins},
            {"multiplier", fourDecimals(round.slot->totalPayE4)}};
  }
  if (round.dice) {
    return {{"roll", twoDecimals(round.dice->roll)},
            {"target", twoDecimals(round.target.value_or(0))},
            {"win", round.dice->win},
            {"multiplier", fourDecimals(round.dice->multiplierE4)}};
  }
  return nlohmann::json::object();
}

nlohmann::json roundJson(const services::RoundResult& round) {
  return {{"roundId", round.roundId},
          {"gameCode", round.gameCode},
          {"bet", money::formatMinor(round.betMinor)},
          {"payout", money::formatMinor(round.payoutMinor)},
          {"balance", money::formatMinor(round.balanceMinor)},
          {"rtp", twoDecimals(round.rtpBp)},
          {"serverSeedHash", round.serverSeedHash},
          {"clientSeed", round.clientSeed},
          {"nonce", round.nonce},
          {"replayed", round.replayed},
          {"outcome", roundOutcomeJson(round)}};
}

nlohmann::json verifyJson(const services::VerifyResult& verified) {
  auto round = roundJson(verified.round);
  round.erase("replayed");
  return {{"round", round},
          {"serverSeed", verified.serverSeed},
          {"hashMatches", verified.hashMatches},
          {"outcomeMatches", verified.outcomeMatches},
          {"recomputedPayout", money::formatMinor(verified.recomputedPayoutMinor)}};
}

services::PlayRequest playRequestOf(const nlohmann::json& body, const std::string& gameCode) {
  if (!body.is_object()) invalidRequest();
  services::PlayRequest request;
  request.gameCode = gameCode;
  if (const auto it = body.find("amount"); it != body.end()) {
    if (!it->is_string()) {
      throw DomainError(ErrorKind::InvalidInput, error_keys::kAmountFormatIncorrect,
                        "amount must be text such as \"10.50\"");
    }
    request.amount = it->get<std::string>();
  }
  const auto key = body.find("idempotencyKey");
  if (key == body.end() || !key->is_string()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kIdempotencyKeyInvalid,
                      "idempotencyKey must be 8 to 128 of A-Z a-z 0-9 _ . : -");
  }
  request.idempotencyKey = key->get<std::string>();
  if (const auto it = body.find("target"); it != body.end()) {
    if (!it->is_number_integer()) {
      throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter,
                        "target is an integer in hundredths: 5000 for 50.00");
    }
    request.target = it->get<std::int64_t>();
  }
  return request;
}

std::optional<std::string> clientSeedOf(const nlohmann::json& body, bool required) {
  if (!body.is_object()) invalidRequest();
  const auto it = body.find("clientSeed");
  if (it == body.end() || it->is_null()) {
    if (required) throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "clientSeed is required");
    return std::nullopt;
  }
  if (!it->is_string()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "clientSeed must be a string");
  }
  return it->get<std::string>();
}

}  // namespace panalo::routes

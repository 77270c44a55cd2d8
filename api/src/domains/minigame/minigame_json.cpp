#include "domains/minigame/minigame_json.hpp"

#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::routes {
namespace {

[[noreturn]] void invalidRequest() {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidRequest, "the body must be a JSON object");
}

nlohmann::json optionalText(const std::optional<std::string>& text) {
  return text ? nlohmann::json(*text) : nlohmann::json();
}

nlohmann::json seedJson(const services::MinigameSeed& seed) {
  return {{"serverSeedHash", seed.serverSeedHash}, {"clientSeed", seed.clientSeed}, {"nonce", seed.nextNonce}};
}

nlohmann::json segmentsJson(const std::vector<services::WheelSegment>& segments) {
  auto list = nlohmann::json::array();
  for (const auto& segment : segments) {
    list.push_back({{"position", segment.position},
                    {"weight", segment.weight},
                    {"kind", segment.kind},
                    {"amount", prizeAmountText(segment.kind, segment.amount)}});
  }
  return list;
}

}  // namespace

std::string prizeAmountText(const std::string& kind, std::int64_t amount) {
  return kind == "bonus" ? money::formatMinor(amount) : std::to_string(amount);
}

nlohmann::json wheelConfigJson(const services::WheelConfig& wheel) {
  return {{"enabled", wheel.enabled},
          {"period", wheel.period},
          {"timeZone", wheel.timeZone},
          {"segments", segmentsJson(wheel.segments)}};
}

nlohmann::json spinJson(const services::Spin& spin) {
  auto weights = nlohmann::json::array();
  for (const auto weight : spin.weights) weights.push_back(weight);
  return {{"spinId", spin.id},
          {"periodKey", spin.periodKey},
          {"nextAt", spin.nextAt},
          {"segment", spin.segment},
          {"kind", spin.kind},
          {"amount", prizeAmountText(spin.kind, spin.amount)},
          {"paid", spin.paid},
          {"serverSeedHash", spin.serverSeedHash},
          {"serverSeed", optionalText(spin.serverSeed)},
          {"clientSeed", spin.clientSeed},
          {"nonce", spin.nonce},
          {"weights", weights},
          {"createdAt", spin.createdAt}};
}

nlohmann::json minigameStateJson(const services::MinigameState& state) {
  auto json = wheelConfigJson(state.wheel);
  json["available"] = state.available;
  json["periodKey"] = state.period.key;
  json["periodEndsAt"] = state.period.endsAt;
  // The next spin: now when one is available, else when this period ends.
  json["nextAt"] = state.available ? nlohmann::json() : nlohmann::json(state.period.endsAt);
  json["current"] = state.current ? spinJson(*state.current) : nlohmann::json();
  json["seed"] = seedJson(state.seed);
  return json;
}

nlohmann::json spinResultJson(const services::SpinResult& result) {
  auto json = spinJson(result.spin);
  json["replayed"] = result.replayed;
  return json;
}

nlohmann::json spinHistoryJson(const std::vector<services::Spin>& spins) {
  auto list = nlohmann::json::array();
  for (const auto& spin : spins) list.push_back(spinJson(spin));
  return {{"spins", list}};
}

nlohmann::json minigameRotateJson(const services::MinigameRotateResult& result) {
  return {{"revealed",
           {{"serverSeed", result.revealed.serverSeed},
            {"serverSeedHash", result.revealed.serverSeedHash},
            {"clientSeed", result.revealed.clientSeed},
            {"spins", result.revealed.spins}}},
          {"current", seedJson(result.current)}};
}

nlohmann::json spinVerificationJson(const services::SpinVerification& verified) {
  return {{"spin", spinJson(verified.spin)},
          {"serverSeed", optionalText(verified.spin.serverSeed)},
          {"hashMatches", verified.hashMatches},
          {"outcomeMatches", verified.outcomeMatches},
          {"recomputedSegment", verified.recomputedSegment}};
}

std::string spinKeyOf(const nlohmann::json& body) {
  if (!body.is_object()) invalidRequest();
  const auto key = body.find("idempotencyKey");
  if (key == body.end() || !key->is_string()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kIdempotencyKeyInvalid,
                      "idempotencyKey must be 8 to 128 of A-Z a-z 0-9 _ . : -");
  }
  return key->get<std::string>();
}

std::optional<std::string> rotateClientSeedOf(const nlohmann::json& body) {
  if (!body.is_object()) invalidRequest();
  const auto it = body.find("clientSeed");
  if (it == body.end() || it->is_null()) return std::nullopt;
  if (!it->is_string()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "clientSeed must be a string");
  }
  return it->get<std::string>();
}

}  // namespace panalo::routes

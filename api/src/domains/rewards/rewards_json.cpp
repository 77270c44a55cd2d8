#include "domains/rewards/rewards_json.hpp"

#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::routes {
namespace {

void putMoney(nlohmann::json& object, const std::string& name, const std::optional<std::int64_t>& minor) {
  object[name] = minor ? nlohmann::json(money::formatMinor(*minor)) : nlohmann::json();
  object[name + "Minor"] = minor ? nlohmann::json(*minor) : nlohmann::json();
}

template <typename T, typename Item>
nlohmann::json pageJson(const services::RewardsPage<T>& page, Item item) {
  auto content = nlohmann::json::array();
  for (const auto& row : page.content) content.push_back(item(row));
  return {{"content", content},
          {"pageNum", page.pageNum},
          {"pageSize", page.pageSize},
          {"total", page.total},
          {"totalPages", page.totalPages}};
}

const nlohmann::json* field(const nlohmann::json& body, const char* name) {
  const auto it = body.find(name);
  return it == body.end() || it->is_null() ? nullptr : &*it;
}

void requireObject(const nlohmann::json& body) {
  if (!body.is_object()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidRequest, "the body must be a JSON object");
  }
}

std::string keyText(const nlohmann::json& body) {
  const auto* key = field(body, "idempotencyKey");
  if (key == nullptr || !key->is_string()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kIdempotencyKeyInvalid,
                      "idempotencyKey must be 8 to 128 of A-Z a-z 0-9 _ . : -");
  }
  return key->get<std::string>();
}

std::string optionalText(const nlohmann::json& body, const char* name) {
  const auto* value = field(body, name);
  if (value == nullptr) return "";
  if (!value->is_string()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, std::string(name) + " must be text");
  }
  return value->get<std::string>();
}

}  // namespace

nlohmann::json pointsBalanceJson(const services::PointsBalance& balance) {
  return {{"points", balance.points}, {"unseenDecisions", balance.unseenDecisions}};
}

nlohmann::json pointsJournalJson(const services::RewardsPage<services::PointsEntry>& page) {
  return pageJson(page, [](const services::PointsEntry& entry) {
    return nlohmann::json{{"id", entry.id},         {"points", entry.amount}, {"balanceAfter", entry.balanceAfter},
                          {"reason", entry.reason}, {"memo", entry.memo},     {"createdAt", entry.createdAt}};
  });
}

nlohmann::json mallConfigJson(const services::MallConfig& config) {
  nlohmann::json json{{"pointsStep", config.pointsStep},
                      {"minorPerStep", config.minorPerStep},
                      {"minimum", config.minimum},
                      {"dailyLimit", config.dailyLimit},
                      {"convertedToday", config.convertedToday},
                      {"remainingToday", std::max<std::int64_t>(0, config.dailyLimit - config.convertedToday)},
                      {"timeZone", config.timeZone},
                      {"convertOpen", config.convertOpen}};
  json["moneyPerStep"] = money::formatMinor(config.minorPerStep);
  return json;
}

nlohmann::json rewardItemsJson(const std::vector<services::RewardItem>& items) {
  auto list = nlohmann::json::array();
  for (const auto& item : items) {
    nlohmann::json json{
        {"id", item.id},
        {"kind", services::rewardKindName(item.kind)},
        {"name", item.name},
        {"description", item.description},
        {"imageUrl", item.imageUrl},
        {"points", item.pointsCost},
        {"stock", item.stock ? nlohmann::json(*item.stock) : nlohmann::json()},
        {"turnoverMultiple", item.turnoverMultiple ? nlohmann::json(*item.turnoverMultiple) : nlohmann::json()}};
    putMoney(json, "amount", item.amountMinor);
    list.push_back(std::move(json));
  }
  return {{"list", list}};
}

nlohmann::json redemptionJson(const services::Redemption& redemption) {
  nlohmann::json json{{"id", redemption.id},
                      {"itemId", redemption.itemId},
                      {"itemName", redemption.itemName},
                      {"imageUrl", redemption.imageUrl},
                      {"kind", services::rewardKindName(redemption.kind)},
                      {"quantity", redemption.quantity},
                      {"points", redemption.points},
                      {"address", redemption.address},
                      {"status", redemption.status},
                      {"note", redemption.note},
                      {"seen", redemption.seen},
                      {"createdAt", redemption.createdAt},
                      {"decidedAt", redemption.decidedAt ? nlohmann::json(*redemption.decidedAt) : nlohmann::json()}};
  putMoney(json, "amount", redemption.amountMinor);
  return json;
}

nlohmann::json redemptionPageJson(const services::RewardsPage<services::Redemption>& page) {
  return pageJson(page, [](const services::Redemption& redemption) { return redemptionJson(redemption); });
}

nlohmann::json redeemResultJson(const services::RedeemResult& result) {
  return {{"redemption", redemptionJson(result.redemption)}, {"points", result.points}, {"replayed", result.replayed}};
}

nlohmann::json convertResultJson(const services::ConvertResult& result) {
  nlohmann::json conversion{
      {"id", result.conversion.id}, {"points", result.conversion.points}, {"createdAt", result.conversion.createdAt}};
  putMoney(conversion, "amount", result.conversion.amountMinor);
  nlohmann::json json{{"conversion", conversion}, {"points", result.points}, {"replayed", result.replayed}};
  putMoney(json, "balance", result.mainMinor);
  return json;
}

services::RedeemRequest redeemRequestOf(const nlohmann::json& body) {
  requireObject(body);
  services::RedeemRequest request;
  const auto* item = field(body, "itemId");
  if (item == nullptr || !item->is_number_integer()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kRewardNotFound, "itemId must be a reward's id");
  }
  request.itemId = item->get<std::int64_t>();
  if (const auto* quantity = field(body, "quantity")) {
    if (!quantity->is_number_integer()) {
      throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "quantity must be 1 to 10");
    }
    request.quantity = quantity->get<std::int64_t>();
  }
  request.password = optionalText(body, "password");
  request.address = optionalText(body, "address");
  const auto language = optionalText(body, "language");
  if (!language.empty()) request.language = language;
  request.idempotencyKey = keyText(body);
  return request;
}

services::ConvertRequest convertRequestOf(const nlohmann::json& body) {
  requireObject(body);
  services::ConvertRequest request;
  const auto* points = field(body, "points");
  if (points == nullptr || !points->is_string()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kPointsFormatIncorrect,
                      "points must be text of digits such as \"500\"");
  }
  request.points = points->get<std::string>();
  request.idempotencyKey = keyText(body);
  return request;
}

}  // namespace panalo::routes

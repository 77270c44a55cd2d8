#pragma once
// Promotions' typed values <-> JSON. Money goes out twice, as 2-decimal text
// (the shared money rule) and as integer minor units ("...Minor").

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

#include "domains/promotions/promotions_types.hpp"
#include "platform/http/http_types.hpp"

namespace panalo::routes {

nlohmann::json promotionJson(const services::PromotionView& view, bool withDetail);
nlohmann::json promotionListJson(const std::vector<services::PromotionView>& views);
nlohmann::json paymentJson(const services::PromotionPayment& payment);
nlohmann::json mineJson(const services::MemberPromotionSummary& summary);
nlohmann::json availableJson(const services::AvailablePromotions& available);

// The request's language (query "language": en, ty, pt, any case; others and none read as en).
std::string languageOf(const http::HttpRequest& request);
// Body fields. Throw DomainError(InvalidInput, invalid_parameter) when missing or mistyped.
std::int64_t promotionIdOf(const nlohmann::json& body);
std::string idempotencyKeyOf(const nlohmann::json& body);
struct ApplicationBody {
  std::string remark;
  std::vector<std::string> images;
};
ApplicationBody applicationOf(const nlohmann::json& body);

}  // namespace panalo::routes

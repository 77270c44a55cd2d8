#include "domains/promotions/promotions_json.hpp"

#include <algorithm>
#include <cctype>

#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::routes {
namespace {

void putMoney(nlohmann::json& object, const std::string& name, const std::optional<std::int64_t>& minor) {
  if (minor) {
    object[name] = money::formatMinor(*minor);
    object[name + "Minor"] = *minor;
  } else {
    object[name] = nullptr;
    object[name + "Minor"] = nullptr;
  }
}

nlohmann::json nullable(const std::optional<std::string>& text) {
  return text ? nlohmann::json(*text) : nlohmann::json(nullptr);
}

nlohmann::json drawJson(const services::RaffleDraw& draw) {
  nlohmann::json json{{"prizeLabel", draw.prizeLabel},
                      {"randomHex", draw.randomHex},
                      {"totalWeight", draw.totalWeight},
                      {"pick", draw.pick},
                      {"drawnAt", draw.drawnAt}};
  putMoney(json, "amount", draw.amountMinor);
  return json;
}

[[noreturn]] void badField(const std::string& message) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, message);
}

}  // namespace

nlohmann::json promotionJson(const services::PromotionView& view, bool withDetail) {
  const auto& p = view.promotion;
  nlohmann::json json{{"id", p.id},
                      {"code", p.code},
                      {"kind", p.kind},
                      {"title", view.text.title},
                      {"summary", view.text.summary},
                      {"language", view.text.language},
                      {"imageUrl", p.imageUrl},
                      {"startsAt", p.startsAt},
                      {"endsAt", p.endsAt},
                      {"status", std::string(services::statusName(view.status))},
                      {"eligible", view.eligible},
                      {"eligibility", p.eligibility},
                      {"turnoverMultiple", p.turnoverMultiple}};
  putMoney(json, "bonus", p.bonusMinor);
  json["bonusPercent"] = p.bonusPercentBp ? nlohmann::json(money::formatMinor(*p.bonusPercentBp)) : nullptr;
  putMoney(json, "bonusCap", p.bonusCapMinor);
  putMoney(json, "minDeposit", p.minDepositMinor);
  putMoney(json, "depositedSinceJoin", view.depositedSinceJoinMinor);
  auto prizes = nlohmann::json::array();
  std::int64_t total = 0;
  for (const auto& prize : p.prizes) total += prize.weight;
  for (const auto& prize : p.prizes) {
    nlohmann::json item{{"label", prize.label}, {"weight", prize.weight}};
    putMoney(item, "amount", prize.amountMinor);
    // The chance in hundredths of a percent, for display: weight / total.
    item["chanceBp"] = total > 0 ? prize.weight * 10000 / total : 0;
    prizes.push_back(item);
  }
  json["prizes"] = prizes;
  if (view.mine) {
    nlohmann::json mine{{"joinedAt", view.mine->joinedAt}, {"paidAt", nullable(view.mine->paidAt)}};
    putMoney(mine, "bonus", view.mine->bonusMinor);
    json["mine"] = mine;
  } else {
    json["mine"] = nullptr;
  }
  json["draw"] = view.draw ? drawJson(*view.draw) : nlohmann::json(nullptr);
  if (withDetail) {
    json["detailHtml"] = view.text.detailHtml;
    if (view.application) {
      const auto& a = *view.application;
      json["application"] = {{"remark", a.remark},
                             {"images", static_cast<std::int64_t>(a.images.size())},
                             {"createdAt", a.createdAt},
                             {"decidedAt", nullable(a.decidedAt)},
                             {"decisionNote", a.decisionNote}};
    } else {
      json["application"] = nullptr;
    }
  }
  return json;
}

nlohmann::json promotionListJson(const std::vector<services::PromotionView>& views) {
  auto list = nlohmann::json::array();
  for (const auto& view : views) list.push_back(promotionJson(view, false));
  return {{"list", list}};
}

nlohmann::json paymentJson(const services::PromotionPayment& payment) {
  nlohmann::json json{{"promotion", promotionJson(payment.view, false)}};
  putMoney(json, "bonus", payment.bonusMinor);
  putMoney(json, "balance", payment.mainBalanceMinor);
  json["draw"] = payment.draw ? drawJson(*payment.draw) : nlohmann::json(nullptr);
  return json;
}

nlohmann::json mineJson(const services::MemberPromotionSummary& summary) {
  auto list = nlohmann::json::array();
  for (const auto& view : summary.promotions) list.push_back(promotionJson(view, false));
  nlohmann::json json{{"list", list}};
  putMoney(json, "turnoverRequired", summary.turnoverRequiredMinor);
  putMoney(json, "turnoverWagered", summary.turnoverWageredMinor);
  putMoney(json, "turnoverRemaining", summary.turnoverRemainingMinor);
  return json;
}

nlohmann::json availableJson(const services::AvailablePromotions& available) {
  return {{"availablePromo", available.count > 0}, {"availablePromoCount", available.count}};
}

std::string languageOf(const http::HttpRequest& request) {
  auto language = request.queryParam("language").value_or("en");
  std::transform(language.begin(), language.end(), language.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return language == "ty" || language == "pt" ? language : "en";
}

std::int64_t promotionIdOf(const nlohmann::json& body) {
  const auto it = body.find("promotionId");
  if (it == body.end() || !it->is_number_integer() || it->get<std::int64_t>() <= 0) {
    badField("promotionId must be a positive whole number");
  }
  return it->get<std::int64_t>();
}

std::string idempotencyKeyOf(const nlohmann::json& body) {
  const auto it = body.find("idempotencyKey");
  if (it == body.end() || !it->is_string()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kIdempotencyKeyInvalid, "idempotencyKey is required");
  }
  return it->get<std::string>();
}

ApplicationBody applicationOf(const nlohmann::json& body) {
  ApplicationBody out;
  if (const auto it = body.find("remark"); it != body.end() && !it->is_null()) {
    if (!it->is_string()) badField("remark must be text");
    out.remark = it->get<std::string>();
  }
  if (const auto it = body.find("images"); it != body.end() && !it->is_null()) {
    if (!it->is_array()) badField("images must be a list of base64 texts");
    for (const auto& image : *it) {
      if (!image.is_string()) badField("each image is base64 text");
      out.images.push_back(image.get<std::string>());
    }
  }
  return out;
}

}  // namespace panalo::routes

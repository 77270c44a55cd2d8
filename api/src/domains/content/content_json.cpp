#include "domains/content/content_json.hpp"

#include "domains/content/content_rules.hpp"

namespace panalo::routes {
namespace {

nlohmann::json announcementJson(const services::Announcement& item) {
  nlohmann::json json{{"id", item.id},
                      {"type", item.type},
                      {"title", item.title},
                      {"content", item.contentHtml},
                      {"language", item.language},
                      {"sort", item.sort}};
  json["promotionType"] = item.promotionType ? nlohmann::json(*item.promotionType) : nlohmann::json(nullptr);
  json["startTime"] = item.startTimeMs ? nlohmann::json(*item.startTimeMs) : nlohmann::json(nullptr);
  json["endTime"] = item.endTimeMs ? nlohmann::json(*item.endTimeMs) : nlohmann::json(nullptr);
  return json;
}

nlohmann::json bannerJson(const services::Banner& banner) {
  return {{"id", banner.id},
          {"groupName", banner.groupName},
          {"url", banner.imageUrl},
          {"title", banner.title},
          {"linkageType", banner.linkageType},
          {"linkUrl", banner.linkUrl},
          {"language", banner.language},
          {"sort", banner.sort}};
}

nlohmann::json listOf(const std::vector<services::Announcement>& items) {
  auto list = nlohmann::json::array();
  for (const auto& item : items) list.push_back(announcementJson(item));
  return list;
}

nlohmann::json optionalText(const std::optional<std::string>& text) {
  return text ? nlohmann::json(*text) : nlohmann::json(nullptr);
}

}  // namespace

nlohmann::json noticesJson(const services::Notices& notices) {
  auto banners = nlohmann::json::array();
  for (const auto& banner : notices.banners) banners.push_back(bannerJson(banner));
  return {{"banners", banners},
          {"player", listOf(notices.player)},
          {"popup", listOf(notices.popup)},
          {"promotion", listOf(notices.promotion)},
          {"home", listOf(notices.home)}};
}

services::NoticeQuery noticeQueryOf(const http::HttpRequest& request) {
  services::NoticeQuery query;
  query.types = services::content_rules::noticeTypesOf(request.queryParam("types").value_or("B,PL,PU,PR,H"));
  query.platform = request.queryParam("platform").value_or("W");
  query.execution = request.queryParam("execution").value_or("B");
  query.language = request.queryParam("language").value_or(services::kFallbackLanguage);
  return query;
}

nlohmann::json announcementRecordJson(const services::AnnouncementRecord& record) {
  auto texts = nlohmann::json::array();
  for (const auto& text : record.texts) {
    texts.push_back({{"language", text.language}, {"title", text.title}, {"content", text.contentHtml}});
  }
  return {{"id", record.id},
          {"type", record.type},
          {"execution", record.execution},
          {"promotionType", optionalText(record.promotionType)},
          {"sort", record.sort},
          {"start", optionalText(record.startsAt)},
          {"end", optionalText(record.endsAt)},
          {"published", record.published},
          {"texts", texts}};
}

nlohmann::json bannerRecordJson(const services::BannerRecord& record) {
  auto texts = nlohmann::json::array();
  for (const auto& text : record.texts) {
    texts.push_back({{"language", text.language}, {"image", text.imageUrl}, {"title", text.title}});
  }
  return {{"id", record.id},
          {"group", record.groupName},
          {"linkage", record.linkageType},
          {"link", record.linkUrl},
          {"sort", record.sort},
          {"start", optionalText(record.startsAt)},
          {"end", optionalText(record.endsAt)},
          {"published", record.published},
          {"texts", texts}};
}

}  // namespace panalo::routes

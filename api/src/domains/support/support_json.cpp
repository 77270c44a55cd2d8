#include "domains/support/support_json.hpp"

namespace panalo::routes {

using nlohmann::json;

namespace {

json newsSummaryJson(const services::NewsSummary& item) {
  return {{"id", item.id},       {"slug", item.slug},       {"lang", item.lang},
          {"title", item.title}, {"summary", item.summary}, {"publishedAt", item.publishedAtMs}};
}

}  // namespace

json helpCenterJson(const services::HelpCenter& center) {
  json sections = json::array();
  for (const auto& section : center.sections) {
    sections.push_back({{"anchor", section.anchor},
                        {"title", section.title},
                        {"content", section.html},
                        {"lang", section.lang},
                        {"device", section.device}});
  }
  return {{"lang", center.lang}, {"device", center.device}, {"sections", sections}};
}

json documentJson(const services::SupportDocument& document) {
  return {{"key", document.key},
          {"lang", document.lang},
          {"title", document.title},
          {"content", document.html},
          {"updatedAt", document.updatedAtMs}};
}

json newsPageJson(const services::NewsPage& page) {
  json list = json::array();
  for (const auto& item : page.list) list.push_back(newsSummaryJson(item));
  return {{"list", list},
          {"pageNo", page.pageNo},
          {"pageSize", page.pageSize},
          {"total", page.total},
          {"totalPages", page.totalPages}};
}

json newsArticleJson(const services::NewsArticle& article) {
  auto value = newsSummaryJson(article.summary);
  value["content"] = article.html;
  return value;
}

json memberFeedbackJson(const std::vector<services::FeedbackEntry>& entries) {
  json list = json::array();
  for (const auto& entry : entries) {
    list.push_back({{"id", entry.id},
                    {"category", entry.category},
                    {"content", entry.content},
                    {"createdAt", entry.createdAtMs},
                    {"answer", entry.answer ? json(*entry.answer) : json()},
                    {"answeredAt", entry.answeredAtMs ? json(*entry.answeredAtMs) : json()}});
  }
  return {{"list", list}};
}

json mirrorsJson(const std::vector<services::MirrorSite>& mirrors) {
  json list = json::array();
  for (const auto& mirror : mirrors) list.push_back({{"url", mirror.url}, {"label", mirror.label}});
  return {{"list", list}};
}

json representativeCheckJson(const services::RepresentativeCheck& check) {
  return {{"verified", check.verified}, {"name", check.displayName}, {"contactType", check.contactType}};
}

}  // namespace panalo::routes

#include "domains/content/notice_service.hpp"

#include <algorithm>

#include "domains/content/content_rules.hpp"
#include "platform/text/html_sanitizer.hpp"

namespace panalo::services {

Notices NoticeService::notices(const NoticeQuery& query) {
  content_rules::checkPlatform(query.platform);
  content_rules::checkExecutionFlag(query.execution);
  content_rules::checkLanguageCode(query.language);
  for (const auto& type : query.types) content_rules::noticeTypesOf(type);
  const auto wants = [&query](const char* type) {
    return std::find(query.types.begin(), query.types.end(), type) != query.types.end();
  };

  Notices out;
  if (wants("B")) out.banners = banners_.live(query.language);
  std::vector<std::string> announcementTypes;
  for (const char* type : kAnnouncementTypes) {
    if (wants(type)) announcementTypes.emplace_back(type);
  }
  if (announcementTypes.empty()) return out;
  for (auto& item : announcements_.live(announcementTypes, query.execution, query.language)) {
    item.contentHtml = text::sanitizeHtml(item.contentHtml);
    auto& list = item.type == "PL"   ? out.player
                 : item.type == "PU" ? out.popup
                 : item.type == "PR" ? out.promotion
                                     : out.home;
    list.push_back(std::move(item));
  }
  return out;
}

}  // namespace panalo::services

#pragma once
// Content values <-> JSON with the spec's names (section 3: Announcement item
// title, content, promotionType; Banner groupName, url, linkageType; section 7:
// the Notice call's banners, player, popup, promotion).

#include <nlohmann/json.hpp>

#include "domains/content/content_types.hpp"
#include "platform/http/http_types.hpp"

namespace panalo::routes {

// {banners: [Banner], player, popup, promotion, home: [Announcement]}
nlohmann::json noticesJson(const services::Notices& notices);
// Query types (default all five), platform (default W), execution (default B),
// language (default EN); checked by the service.
services::NoticeQuery noticeQueryOf(const http::HttpRequest& request);

// For `panaloctl content ... list --json`.
nlohmann::json announcementRecordJson(const services::AnnouncementRecord& record);
nlohmann::json bannerRecordJson(const services::BannerRecord& record);

}  // namespace panalo::routes

#pragma once
// The notice call (spec section 7, Notice): banners (B), the home marquee
// (PL, "player"), the popup list (PU), promotion (PR) and home (H) notices,
// for one execution flag (A logged in, B anonymous, F first login) and one
// language, each item in that language or else in English. Content is
// sanitised again as it is served, so a row written around panaloctl cannot
// reach a browser unsanitised.

#include <string>

#include "domains/content/announcement_repository.hpp"
#include "domains/content/banner_repository.hpp"
#include "domains/content/content_types.hpp"

namespace panalo::services {

class NoticeService {
 public:
  NoticeService(repositories::AnnouncementRepository& announcements, repositories::BannerRepository& banners)
      : announcements_(announcements), banners_(banners) {}

  // Execution A and F are for a logged-in member: the caller checks the session first.
  static bool needsMember(const std::string& execution) { return execution == "A" || execution == "F"; }
  // Throws DomainError invalid_parameter for an unknown type, platform,
  // execution flag or a malformed language code (an unknown but well-formed
  // language gets English).
  Notices notices(const NoticeQuery& query);

 private:
  repositories::AnnouncementRepository& announcements_;
  repositories::BannerRepository& banners_;
};

}  // namespace panalo::services

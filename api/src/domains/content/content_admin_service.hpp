#pragma once
// The operator's side of the content (panaloctl content ...): announcements and
// banners added, edited, translated, published and removed. Every value passes
// content_rules before anything is written; HTML is stored sanitised. A refused
// change writes nothing (DomainError invalid_parameter or not_found).

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/content/announcement_repository.hpp"
#include "domains/content/banner_repository.hpp"
#include "domains/content/content_types.hpp"

namespace panalo::services {

class ContentAdminService {
 public:
  ContentAdminService(repositories::AnnouncementRepository& announcements, repositories::BannerRepository& banners)
      : announcements_(announcements), banners_(banners) {}

  std::int64_t addAnnouncement(repositories::NewAnnouncement announcement);
  // Adds or replaces the title and content in one language.
  void putAnnouncementText(std::int64_t id, AnnouncementText text);
  // English is the fallback of every other language: it cannot be removed.
  void removeAnnouncementText(std::int64_t id, const std::string& language);
  void editAnnouncement(std::int64_t id, const AnnouncementChange& change);
  void removeAnnouncement(std::int64_t id);
  std::vector<AnnouncementRecord> announcements(const std::optional<std::string>& type);

  std::int64_t addBanner(const repositories::NewBanner& banner);
  void putBannerText(std::int64_t id, const BannerText& text);
  void removeBannerText(std::int64_t id, const std::string& language);
  void editBanner(std::int64_t id, BannerChange change);
  void removeBanner(std::int64_t id);
  std::vector<BannerRecord> banners(const std::optional<std::string>& group);

  // The demo content (content_demo.cpp): replaces the demo's own rows, leaves
  // the operator's alone. Without popups for the browser journeys that do not
  // test them. Returns {announcements, banners} loaded.
  std::pair<std::size_t, std::size_t> loadDemo(bool withPopups);

 private:
  repositories::AnnouncementRepository& announcements_;
  repositories::BannerRepository& banners_;
};

}  // namespace panalo::services

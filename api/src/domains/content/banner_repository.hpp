#pragma once
// Banners and their image and title per language (migration 0023).

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/content/content_types.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct NewBanner {
  std::string groupName;
  std::string linkageType;
  std::string linkUrl;
  std::int32_t sort = 0;
  std::optional<std::string> startsAt;
  std::optional<std::string> endsAt;
  bool published = false;
  std::optional<std::string> demoKey;
  services::BannerText text;
};

class BannerRepository {
 public:
  // `laggingReads`: the pages' reads of live content (a replica may serve them:
  // an operator's change shows a moment later); the operator's own writes and
  // lists use `pool`, the primary.
  BannerRepository(db::ConnectionPool& pool, db::ConnectionPool& laggingReads)
      : pool_(pool), laggingReads_(laggingReads) {}

  // Published and in their time window, every group, in `language` or else English.
  std::vector<services::Banner> live(const std::string& language);

  // Throws as AnnouncementRepository::insert does.
  std::int64_t insert(const NewBanner& banner);
  bool putText(std::int64_t id, const services::BannerText& text);
  bool removeText(std::int64_t id, const std::string& language);
  // The stored linkage and link, to check a change of one against the other.
  std::optional<std::pair<std::string, std::string>> linkOf(std::int64_t id);
  bool update(std::int64_t id, const services::BannerChange& change);
  bool remove(std::int64_t id);
  std::vector<services::BannerRecord> list(const std::optional<std::string>& group);
  void removeDemo();

 private:
  db::ConnectionPool& pool_;
  db::ConnectionPool& laggingReads_;
};

}  // namespace panalo::repositories

#pragma once
// Announcements and their texts per language (migration 0023).

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/content/content_types.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct NewAnnouncement {
  std::string type;
  std::vector<std::string> execution;
  std::optional<std::string> promotionType;
  std::int32_t sort = 0;
  std::optional<std::string> startsAt;  // ISO 8601; PostgreSQL parses it
  std::optional<std::string> endsAt;
  bool published = false;
  std::optional<std::string> demoKey;
  services::AnnouncementText text;  // the first language
};

class AnnouncementRepository {
 public:
  // `laggingReads`: the pages' reads of live content (a replica may serve them:
  // an operator's change shows a moment later); the operator's own writes and
  // lists use `pool`, the primary.
  AnnouncementRepository(db::ConnectionPool& pool, db::ConnectionPool& laggingReads)
      : pool_(pool), laggingReads_(laggingReads) {}

  // Published, in their time window, of one of `types`, shown to `execution`,
  // with the text in `language` or else English; sort order, then id.
  std::vector<services::Announcement> live(const std::vector<std::string>& types, const std::string& execution,
                                           const std::string& language);

  // Throws pqxx::foreign_key_violation for an unknown language, pqxx::data_exception
  // for a time PostgreSQL cannot read and pqxx::check_violation for an end before the start.
  std::int64_t insert(const NewAnnouncement& announcement);
  // False when there is no such announcement.
  bool putText(std::int64_t id, const services::AnnouncementText& text);
  bool removeText(std::int64_t id, const std::string& language);
  bool update(std::int64_t id, const services::AnnouncementChange& change);
  bool remove(std::int64_t id);
  std::vector<services::AnnouncementRecord> list(const std::optional<std::string>& type);
  // The demo's own rows go before it loads them again.
  void removeDemo();

 private:
  db::ConnectionPool& pool_;
  db::ConnectionPool& laggingReads_;
};

}  // namespace panalo::repositories

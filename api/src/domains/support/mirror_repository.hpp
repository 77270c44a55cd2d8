#pragma once
// mirror_sites and representatives.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/support/support_types.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

class MirrorRepository {
 public:
  explicit MirrorRepository(db::ConnectionPool& pool) : pool_(pool) {}

  std::vector<services::MirrorSite> mirrors(bool enabledOnly);
  // Adds the URL or updates its label and order; returns its id.
  std::int64_t upsertMirror(const std::string& url, const std::string& label, int sort);
  bool removeMirror(std::int64_t id);

  std::vector<services::Representative> representatives();
  std::int64_t upsertRepresentative(const std::string& type, const std::string& key, const std::string& name);
  bool setRepresentativeEnabled(std::int64_t id, bool enabled);
  // The enabled representative with this normalised contact, if any.
  std::optional<services::Representative> findRepresentative(const std::string& key);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories

#pragma once
// The feedback table: a member's submissions, the operator's answers.

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/support/support_types.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

// The outcome of an insert under the per-member limit.
struct FeedbackInsert {
  std::optional<std::int64_t> id;      // empty when the limit refused it
  std::int64_t retryAfterSeconds = 0;  // when refused: until the oldest in the window leaves it
};

class FeedbackRepository {
 public:
  explicit FeedbackRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // Stores it unless the member already has `limit` within `window`; the
  // count and the insert are serialised per member, so two racing requests
  // cannot both pass a full window.
  FeedbackInsert insertLimited(std::int64_t memberId, const std::string& category, const std::string& content,
                               std::int64_t limit, std::chrono::seconds window);
  std::vector<services::FeedbackEntry> ofMember(std::int64_t memberId, std::int64_t limit);
  // The operator's list: newest first; only unanswered ones when asked.
  std::vector<services::FeedbackEntry> list(bool unansweredOnly, std::int64_t limit);
  // Sets or replaces the answer; false when there is no such feedback.
  bool answer(std::int64_t id, const std::string& answer);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories

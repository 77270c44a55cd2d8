#pragma once
// Member feedback (PUT /wps/feedback): checked by the shared word rule
// (panalo/text/word_count.hpp, the form's live verdict runs the same code),
// limited per member, stored as plain text; the operator answers with
// panaloctl and the member reads the answer in their list.

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "domains/support/feedback_repository.hpp"
#include "domains/support/support_types.hpp"

namespace panalo::services {

class FeedbackService {
 public:
  // At most kPerWindow submissions per member in kWindow.
  static constexpr std::int64_t kPerWindow = 3;
  static constexpr std::chrono::seconds kWindow{3600};

  explicit FeedbackService(repositories::FeedbackRepository& feedback) : feedback_(feedback) {}

  static bool isCategory(const std::string& category);
  // Throws DomainError: invalid_parameter (category, control characters),
  // input_cannot_be_empty, feedback_content_words, feedback_content_too_long,
  // too_many_requests (data {retryAfterSeconds}). Returns the new id.
  std::int64_t submit(std::int64_t memberId, const std::string& category, const std::string& content);
  std::vector<FeedbackEntry> ofMember(std::int64_t memberId) { return feedback_.ofMember(memberId, 50); }

  std::vector<FeedbackEntry> list(bool unansweredOnly, std::int64_t limit) {
    return feedback_.list(unansweredOnly, limit);
  }
  // The answer is plain text of 1 to 3000 characters; false when there is no such feedback.
  bool answer(std::int64_t id, const std::string& text);

 private:
  repositories::FeedbackRepository& feedback_;
};

}  // namespace panalo::services

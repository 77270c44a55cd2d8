#include "domains/support/feedback_service.hpp"

#include <array>

#include "panalo/text/word_count.hpp"
#include "panalo/validation/utf8.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

constexpr std::array<const char*, 7> kCategories = {"suggestion", "complaint", "deposit", "withdrawal",
                                                    "games",      "account",   "other"};

[[noreturn]] void invalid(const std::string& message) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, message);
}

void requireContent(const std::string& content) {
  using text::FeedbackVerdict;
  switch (text::checkFeedbackContent(content)) {
    case FeedbackVerdict::Ok:
      return;
    case FeedbackVerdict::Empty:
      throw DomainError(ErrorKind::InvalidInput, error_keys::kInputCannotBeEmpty, "Input cannot be empty");
    case FeedbackVerdict::TooFewWords:
    case FeedbackVerdict::TooManyWords:
      throw DomainError(ErrorKind::InvalidInput, error_keys::kFeedbackContentWords,
                        "Feedback content must be between " + std::to_string(text::kFeedbackMinWords) + " and " +
                            std::to_string(text::kFeedbackMaxWords) + " words",
                        {{"minWords", text::kFeedbackMinWords},
                         {"maxWords", text::kFeedbackMaxWords},
                         {"words", text::countWords(content).value_or(0)}});
    case FeedbackVerdict::TooLong:
      throw DomainError(ErrorKind::InvalidInput, error_keys::kFeedbackContentTooLong,
                        "Feedback content is at most " + std::to_string(text::kFeedbackMaxCodePoints) + " characters",
                        {{"maxCharacters", text::kFeedbackMaxCodePoints}});
    case FeedbackVerdict::InvalidText:
      break;
  }
  invalid("content must be UTF-8 text without control characters");
}

}  // namespace

bool FeedbackService::isCategory(const std::string& category) {
  for (const char* known : kCategories) {
    if (category == known) return true;
  }
  return false;
}

std::int64_t FeedbackService::submit(std::int64_t memberId, const std::string& category, const std::string& content) {
  if (!isCategory(category)) invalid("category is suggestion, complaint, deposit, withdrawal, games, account or other");
  requireContent(content);
  const auto stored = feedback_.insertLimited(memberId, category, content, kPerWindow, kWindow);
  if (!stored.id) {
    throw DomainError(ErrorKind::RateLimited, error_keys::kTooManyRequests,
                      "Too much feedback in the last hour, try again later",
                      {{"retryAfterSeconds", stored.retryAfterSeconds}});
  }
  return *stored.id;
}

bool FeedbackService::answer(std::int64_t id, const std::string& text) {
  const auto length = validation::countCodePoints(text);
  if (!length || *length < 1 || *length > 3000) invalid("the answer is 1 to 3000 characters of text");
  return feedback_.answer(id, text);
}

}  // namespace panalo::services

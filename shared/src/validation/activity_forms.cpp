// Activity application, feedback and SMS code request: the small forms outside
// registration and login.
#include <algorithm>

#include "code_point_set.hpp"
#include "field_checks.hpp"
#include "form_result_builder.hpp"
#include "panalo/validation/forms.hpp"
#include "panalo/validation/utf8.hpp"

namespace panalo::validation {
namespace {

namespace keys = message_keys;
using detail::report;

std::size_t countWords(std::string_view text) {
  std::size_t words = 0;
  bool inWord = false;
  std::size_t offset = 0;
  while (offset < text.size()) {
    const char32_t c = decodeNextCodePoint(text, offset).value_or(U' ');  // text is clean here
    const bool space = isWhiteSpace(c);
    if (!space && !inWord) ++words;
    inWord = !space;
  }
  return words;
}

bool isDialingCode(std::string_view code) {
  if (!code.empty() && code.front() == '+') code.remove_prefix(1);
  return !code.empty() && code.size() <= 4 &&
         std::all_of(code.begin(), code.end(), [](char c) { return c >= '0' && c <= '9'; });
}

}  // namespace

ImageType detectImageType(std::string_view header) {
  constexpr std::string_view kPngSignature("\x89PNG\r\n\x1a\n", 8);
  constexpr std::string_view kJpegSignature("\xff\xd8\xff", 3);
  if (header.substr(0, kPngSignature.size()) == kPngSignature) return ImageType::kPng;
  if (header.substr(0, kJpegSignature.size()) == kJpegSignature) return ImageType::kJpeg;
  return ImageType::kUnknown;
}

FormResult validateActivityApplication(const ActivityApplicationForm& form) {
  FormResult result;
  if (!form.remark.empty()) {
    const auto length = countCodePoints(form.remark);
    if (!detail::isCleanText(form.remark)) {
      report(result, "remark", {Message{keys::kFieldFormatIncorrect, {}}});
    } else if (length.value_or(0) > kActivityRemarkMaxLength) {
      report(result, "remark", {Message{keys::kRemarkTooLong, {kActivityRemarkMaxLength}}});
    }
  }
  if (form.images.size() > kActivityMaxImages) {
    report(result, "images", {Message{keys::kTooManyImages, {static_cast<std::int64_t>(kActivityMaxImages)}}});
  }
  for (std::size_t i = 0; i < form.images.size(); ++i) {
    std::vector<Message> messages;
    if (detectImageType(form.images[i].header) == ImageType::kUnknown) {
      messages.push_back(Message{keys::kImageTypeNotAllowed, {}});
    }
    if (form.images[i].sizeBytes > kActivityImageMaxBytes) {
      messages.push_back(Message{keys::kImageTooLarge, {kActivityImageMaxMegabytes}});
    }
    report(result, "images." + std::to_string(i), std::move(messages));
  }
  return result;
}

FormResult validateFeedback(const FeedbackForm& form) {
  FormResult result;
  if (form.content.empty()) {
    report(result, "content", {Message{keys::kInputCannotBeEmpty, {}}});
  } else if (!detail::isCleanText(form.content)) {
    report(result, "content", {Message{keys::kFieldFormatIncorrect, {}}});
  } else {
    const std::size_t words = countWords(form.content);
    if (words < form.minWords || words > form.maxWords) {
      report(result, "content", {Message{keys::kFeedbackWordRange, {form.minWords, form.maxWords}}});
    }
  }
  return result;
}

FormResult validateSmsCodeRequest(const SmsCodeRequestForm& form, const RegistrationSettings& settings) {
  FormResult result;
  report(result, "mobileNum", detail::checkMobileNumber(form.mobileNum, settings.rule("mobileNum"), true));
  if (!form.countryDialingCode.empty() && !isDialingCode(form.countryDialingCode)) {
    report(result, "countryDialingCode", {Message{keys::kValidMobileNumber, {}}});
  }
  return result;
}

}  // namespace panalo::validation

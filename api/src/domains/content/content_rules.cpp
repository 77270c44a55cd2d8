#include "domains/content/content_rules.hpp"

#include <algorithm>
#include <iterator>
#include <regex>

#include "domains/content/content_types.hpp"
#include "panalo/text/link_rule.hpp"
#include "panalo/validation/utf8.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/text/html_sanitizer.hpp"

namespace panalo::services::content_rules {
namespace {

[[noreturn]] void refuse(const std::string& message) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, message);
}

template <std::size_t N>
bool isOneOf(const char* const (&codes)[N], std::string_view value) {
  return std::any_of(std::begin(codes), std::end(codes), [value](const char* code) { return value == code; });
}

template <std::size_t N>
std::string listOf(const char* const (&codes)[N]) {
  std::string out;
  for (const char* code : codes) out.append(out.empty() ? "" : ", ").append(code);
  return out;
}

template <std::size_t N>
std::vector<std::string> codesOf(std::string_view commaList, const char* const (&codes)[N], const std::string& field) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start <= commaList.size()) {
    const auto comma = commaList.find(',', start);
    const auto end = comma == std::string_view::npos ? commaList.size() : comma;
    const std::string code(commaList.substr(start, end - start));
    if (!isOneOf(codes, code))
      refuse(std::string(field).append(": expected a comma-separated list of ").append(listOf(codes)));
    if (std::find(out.begin(), out.end(), code) != out.end()) {
      refuse(std::string(field).append(": ").append(code).append(" is listed twice"));
    }
    out.push_back(code);
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return out;
}

bool isSitePath(std::string_view url) { return !url.empty() && url.front() == '/' && url.rfind("//", 0) != 0; }
bool startsWith(std::string_view text, std::string_view prefix) { return text.rfind(prefix, 0) == 0; }

void checkUrlLength(std::string_view url, const std::string& field) {
  const auto chars = validation::countCodePoints(url);
  if (!chars || *chars > kMaxUrlChars) refuse(field + ": at most 2000 characters of UTF-8");
}

}  // namespace

std::vector<std::string> noticeTypesOf(std::string_view commaList) { return codesOf(commaList, kNoticeTypes, "types"); }

std::vector<std::string> executionFlagsOf(std::string_view commaList) {
  return codesOf(commaList, kExecutionFlags, "execution");
}

void checkExecutionFlag(std::string_view flag) {
  if (!isOneOf(kExecutionFlags, flag)) refuse("execution: one of A (logged in), B (anonymous), F (first login)");
}

void checkPlatform(std::string_view platform) {
  if (platform != "W") refuse("platform: W (web) is the only platform");
}

void checkAnnouncementType(std::string_view type) {
  if (!isOneOf(kAnnouncementTypes, type)) refuse("type: one of " + listOf(kAnnouncementTypes));
}

void checkBannerGroup(std::string_view group) {
  if (!isOneOf(kBannerGroups, group)) refuse("group: one of " + listOf(kBannerGroups));
}

void checkLinkage(std::string_view linkageType, std::string_view linkUrl) {
  if (!isOneOf(kLinkageTypes, linkageType)) refuse("linkage: one of " + listOf(kLinkageTypes));
  if (linkageType == "none") {
    if (!linkUrl.empty()) refuse("link: a banner with linkage none has no link");
    return;
  }
  checkUrlLength(linkUrl, "link");
  if (linkageType == "internal" && !(isSitePath(linkUrl) && text::isSafeLink(linkUrl))) {
    refuse("link: an internal link is a path on this site, e.g. /promotions");
  }
  if (linkageType == "external" &&
      !((startsWith(linkUrl, "https://") || startsWith(linkUrl, "http://")) && text::isSafeLink(linkUrl))) {
    refuse("link: an external link is an http:// or https:// URL");
  }
  if (linkageType == "game" &&
      (linkUrl.empty() || linkUrl.size() > 18 || linkUrl.front() == '0' ||
       !std::all_of(linkUrl.begin(), linkUrl.end(), [](char c) { return c >= '0' && c <= '9'; }))) {
    refuse("link: a game link is the game's nodeId (panaloctl games list)");
  }
}

void checkImageUrl(std::string_view url) {
  checkUrlLength(url, "image");
  if (!((startsWith(url, "https://") || isSitePath(url)) && text::isSafeLink(url))) {
    refuse("image: an https:// URL or a path on this site");
  }
}

void checkLanguageCode(std::string_view code) {
  const bool ok = code.size() >= 2 && code.size() <= 3 &&
                  std::all_of(code.begin(), code.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
  if (!ok) refuse("language: a language code such as EN, TY or PT");
}

void checkTitle(std::string_view title) {
  const auto chars = validation::countCodePoints(title);
  if (!chars) refuse("title: not valid UTF-8");
  if (*chars == 0 || *chars > kMaxTitleChars) refuse("title: 1 to 200 characters");
  if (std::any_of(title.begin(), title.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20; })) {
    refuse("title: one line without control characters");
  }
}

void checkPromotionType(std::string_view promotionType) {
  const bool ok =
      !promotionType.empty() && promotionType.size() <= 40 &&
      std::all_of(promotionType.begin(), promotionType.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
      });
  if (!ok) refuse("promotion type: 1 to 40 of A-Z a-z 0-9 _ -");
}

void checkTime(std::string_view time, const std::string& field) {
  static const std::regex kIso(R"(\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)?)?)");
  if (time.size() > 40 || !std::regex_match(time.begin(), time.end(), kIso)) {
    refuse(field + ": an ISO 8601 time such as 2026-12-01T08:00:00+08:00");
  }
}

std::string cleanContent(std::string_view html) {
  if (html.size() > kMaxContentBytes) refuse("content: at most 64 KB");
  if (!validation::isValidUtf8(html)) refuse("content: not valid UTF-8");
  auto clean = text::sanitizeHtml(html);
  if (clean.size() > kMaxContentBytes) refuse("content: at most 64 KB once sanitised");
  return clean;
}

}  // namespace panalo::services::content_rules

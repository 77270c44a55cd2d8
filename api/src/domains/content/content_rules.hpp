#pragma once
// The rules every piece of content passes before it is stored or asked for:
// the spec's type, execution, group and linkage codes, link and image URLs
// (the shared link rule, panalo/text/link_rule.hpp), titles and HTML. Each
// refusal is a DomainError invalid_parameter naming the field, so the notice
// call answers 400 and panaloctl prints why and changes nothing.

#include <string>
#include <string_view>
#include <vector>

namespace panalo::services::content_rules {

inline constexpr std::size_t kMaxTitleChars = 200;
inline constexpr std::size_t kMaxContentBytes = 65536;
inline constexpr std::size_t kMaxUrlChars = 2000;

// "B,PL,PU" -> {"B","PL","PU"}: known codes, no repeats, at least one.
std::vector<std::string> noticeTypesOf(std::string_view commaList);
// "A,F" -> {"A","F"}: known flags, no repeats, at least one.
std::vector<std::string> executionFlagsOf(std::string_view commaList);
void checkExecutionFlag(std::string_view flag);
void checkPlatform(std::string_view platform);
void checkAnnouncementType(std::string_view type);
void checkBannerGroup(std::string_view group);
void checkLinkage(std::string_view linkageType, std::string_view linkUrl);
void checkImageUrl(std::string_view url);
// A language code as the languages table writes them (EN, TY, PT, ...).
void checkLanguageCode(std::string_view code);
void checkTitle(std::string_view title);
void checkPromotionType(std::string_view promotionType);
// An ISO 8601 date or time ("2026-12-01", "2026-12-01T08:00:00+08:00"); the
// words PostgreSQL would also read (now, today, epoch, infinity) are refused.
void checkTime(std::string_view time, const std::string& field);
// Valid UTF-8 of at most kMaxContentBytes, sanitised (platform/text/html_sanitizer.hpp).
std::string cleanContent(std::string_view html);

}  // namespace panalo::services::content_rules

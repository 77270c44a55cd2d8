#pragma once
// The content domain's values (spec section 3: Announcement item, Banner;
// section 7: the Notice call), plain C++ in and out of its services.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace panalo::services {

// What the notice call can ask for (spec section 7: types 'B,PL,PU,PR,H').
// B is the banners; the others are announcement types.
inline constexpr const char* kNoticeTypes[] = {"B", "PL", "PU", "PR", "H"};
inline constexpr const char* kAnnouncementTypes[] = {"PL", "PU", "PR", "H"};
// Popup execution flags (spec section 3): A logged in, B anonymous, F first login.
inline constexpr const char* kExecutionFlags[] = {"A", "B", "F"};
inline constexpr const char* kBannerGroups[] = {"w_home", "w_reg", "w_leftmenu"};
inline constexpr const char* kLinkageTypes[] = {"internal", "external", "game", "none"};
inline constexpr const char* kFallbackLanguage = "EN";

struct Announcement {
  std::int64_t id = 0;
  std::string type;  // PL, PU, PR, H
  std::string title;
  std::string contentHtml;  // sanitised
  std::optional<std::string> promotionType;
  std::string language;  // the language the text is in (the asked one or EN)
  std::int32_t sort = 0;
  std::optional<std::int64_t> startTimeMs;
  std::optional<std::int64_t> endTimeMs;
};

struct Banner {
  std::int64_t id = 0;
  std::string groupName;
  std::string imageUrl;
  std::string title;
  std::string linkageType;
  std::string linkUrl;
  std::string language;
  std::int32_t sort = 0;
};

struct NoticeQuery {
  std::vector<std::string> types;  // checked against kNoticeTypes
  std::string platform = "W";
  std::string execution = "B";
  std::string language;
};

// The notice call's answer: each type's items, in sort order.
struct Notices {
  std::vector<Banner> banners;          // B
  std::vector<Announcement> player;     // PL: the home marquee
  std::vector<Announcement> popup;      // PU
  std::vector<Announcement> promotion;  // PR
  std::vector<Announcement> home;       // H
};

// The operator's view of one item, every language.
struct AnnouncementText {
  std::string language;
  std::string title;
  std::string contentHtml;
};
struct AnnouncementRecord {
  std::int64_t id = 0;
  std::string type;
  std::vector<std::string> execution;
  std::optional<std::string> promotionType;
  std::int32_t sort = 0;
  std::optional<std::string> startsAt;  // ISO 8601 text from PostgreSQL
  std::optional<std::string> endsAt;
  bool published = false;
  std::vector<AnnouncementText> texts;
};

struct BannerText {
  std::string language;
  std::string imageUrl;
  std::string title;
};
struct BannerRecord {
  std::int64_t id = 0;
  std::string groupName;
  std::string linkageType;
  std::string linkUrl;
  std::int32_t sort = 0;
  std::optional<std::string> startsAt;
  std::optional<std::string> endsAt;
  bool published = false;
  std::vector<BannerText> texts;
};

// A change to an item: only what is set changes. A time of "" clears it.
struct AnnouncementChange {
  std::optional<std::string> type;
  std::optional<std::vector<std::string>> execution;
  std::optional<std::string> promotionType;  // "" removes it
  std::optional<std::int32_t> sort;
  std::optional<std::string> startsAt;
  std::optional<std::string> endsAt;
  std::optional<bool> published;
};
struct BannerChange {
  std::optional<std::string> groupName;
  std::optional<std::string> linkageType;
  std::optional<std::string> linkUrl;
  std::optional<std::int32_t> sort;
  std::optional<std::string> startsAt;
  std::optional<std::string> endsAt;
  std::optional<bool> published;
};

}  // namespace panalo::services

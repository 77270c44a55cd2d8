#pragma once
// Plain values of the support domain: what its services take and give.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace panalo::services {

// One help section as served (GET /wps/system/helpCenter).
struct HelpSection {
  std::string anchor;
  std::string title;
  std::string html;  // sanitised
  int sort = 100;
  std::string lang;    // the language it is written in (EN when the asked one has none)
  std::string device;  // web, android or ios
};

struct HelpCenter {
  std::string lang;    // as asked, normalised
  std::string device;  // as asked, normalised
  std::vector<HelpSection> sections;
};

// The legal license and the installation guide.
struct SupportDocument {
  std::string key;
  std::string lang;
  std::string title;
  std::string html;
  std::int64_t updatedAtMs = 0;
};

struct NewsSummary {
  std::int64_t id = 0;
  std::string slug;
  std::string lang;
  std::string title;
  std::string summary;
  std::int64_t publishedAtMs = 0;
};

struct NewsArticle {
  NewsSummary summary;
  std::string html;
};

struct NewsPage {
  std::vector<NewsSummary> list;
  std::int64_t pageNo = 1;
  std::int64_t pageSize = 10;
  std::int64_t total = 0;
  std::int64_t totalPages = 0;
};

struct FeedbackEntry {
  std::int64_t id = 0;
  std::int64_t memberId = 0;
  std::string account;  // filled for the operator's list only
  std::string category;
  std::string content;
  std::int64_t createdAtMs = 0;
  std::optional<std::string> answer;
  std::optional<std::int64_t> answeredAtMs;
};

struct MirrorSite {
  std::int64_t id = 0;
  std::string url;
  std::string label;
  int sort = 100;
  bool enabled = true;
};

struct Representative {
  std::int64_t id = 0;
  std::string contactType;
  std::string contactKey;
  std::string displayName;
  bool enabled = true;
};

// POST /wps/support/representative/verify: whether a contact is one of ours.
struct RepresentativeCheck {
  bool verified = false;
  std::string displayName;  // empty when not verified
  std::string contactType;  // empty when not verified
};

}  // namespace panalo::services

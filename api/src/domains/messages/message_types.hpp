#pragma once
// Platform messages (spec section 2, member center messageV2; issue 15 item 5)
// as the services hand them out: plain values, mapped to JSON in messages_json.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace panalo::services {

// One message as a member sees it, in the reader's language (English when the
// message has no text in it).
struct MemberMessage {
  std::int64_t id = 0;
  std::string title;
  std::string body;     // sanitised HTML
  std::string preview;  // plain text, the start of the body (lists)
  std::string sentAt;   // ISO 8601, UTC
  bool read = false;
  bool broadcast = false;  // sent to many (all, a VIP level, a downline)
};

struct MessagePage {
  std::vector<MemberMessage> messages;
  std::int64_t pageNo = 1;
  std::int64_t pageSize = 10;
  std::int64_t total = 0;
  std::int64_t totalPages = 0;
  std::int64_t unread = 0;
};

// Who a message goes to.
struct MessageAudience {
  std::string kind;  // member, all, vip, downline
  std::optional<std::int64_t> memberId;
  std::optional<int> vipLevel;
  std::optional<std::int64_t> agentId;
};

struct MessageText {
  std::string lang;  // en, ty, pt
  std::string title;
  std::string body;  // sanitised HTML
};

// The operator's view (panaloctl messages list).
struct SentMessage {
  std::int64_t id = 0;
  std::string audience;   // "member alice", "all", "vip 3", "downline of agent1"
  std::string title;      // the English title
  std::string languages;  // e.g. "en,ty"
  std::string sentAt;
  std::int64_t readers = 0;
  bool withdrawn = false;
};

}  // namespace panalo::services

#pragma once
// Platform messages, their texts per language and each member's read and
// delete state (migration 0027). Which messages a member sees is decided here
// in one SQL condition: addressed to the member, to everyone, to the member's
// VIP level (the caller passes it) or to the downline of the member's upline
// agent; not withdrawn; not deleted by the member.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/messages/message_types.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

// The reader: the member and their VIP level (none: VIP messages do not reach them).
struct MessageReader {
  std::int64_t memberId = 0;
  std::optional<int> vipLevel;
  std::string lang;  // en, ty or pt
};

class MessageRepository {
 public:
  explicit MessageRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // Newest first; `unread` and `total` over everything the reader sees.
  services::MessagePage page(const MessageReader& reader, std::int64_t pageNo, std::int64_t pageSize);
  std::optional<services::MemberMessage> find(const MessageReader& reader, std::int64_t messageId);
  // False when the reader does not see the message.
  bool markRead(const MessageReader& reader, std::int64_t messageId);
  // How many became read.
  std::int64_t markAllRead(const MessageReader& reader);
  // False when the reader does not see the message (also when already deleted).
  bool hide(const MessageReader& reader, std::int64_t messageId);
  std::int64_t unreadCount(const MessageReader& reader);

  // The operator's side.
  std::int64_t send(const services::MessageAudience& audience, const std::vector<services::MessageText>& texts);
  std::vector<services::SentMessage> sent(std::int64_t limit);
  bool withdraw(std::int64_t messageId);  // false: no such message
  // A member or agent by account name: (id, type code).
  std::optional<std::pair<std::int64_t, int>> accountId(const std::string& account);
  // Whether any message has this exact English title (the demo adds each once).
  bool titleExists(const std::string& englishTitle);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories

#pragma once
// Chat rooms, messages, mutes and the profanity word list (migration 0031).
// A send is one transaction: the room still open, the member not muted, the
// member's rate limit, the insert and its real-time event, so a refused send
// leaves no row and no event, and two racing sends of one member cannot both
// pass a full window.

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/chat/chat_types.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

// At most `perWindow` messages a member in `window`, and `minInterval` between two.
struct ChatRateLimit {
  std::int64_t perWindow = 5;
  std::chrono::seconds window{10};
  std::chrono::seconds minInterval{1};
};

struct NewChatMessage {
  std::int64_t roomId = 0;
  std::int64_t memberId = 0;
  std::string authorName;
  std::string text;  // already checked and masked
};

class ChatRepository {
 public:
  explicit ChatRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // Open rooms in the operator's order (lobby rooms before host rooms of the same order).
  std::vector<services::ChatRoom> openRooms();
  // Every room, closed ones too (the operator's list).
  std::vector<services::ChatRoom> allRooms();
  bool isOpen(std::int64_t roomId);
  // Visible messages newest first, older than `beforeId` when given; one more
  // than `limit` is read to say whether there are older ones.
  services::ChatHistory history(std::int64_t roomId, std::optional<std::int64_t> beforeId, std::int64_t limit);
  std::optional<std::string> mutedUntil(std::int64_t memberId);
  services::ChatSendOutcome send(const NewChatMessage& message, const ChatRateLimit& limit);
  // Hides it and publishes 'chat_deleted'; false when there is no such visible message.
  bool hide(std::int64_t messageId, const std::string& reason);

  // The operator's side.
  std::vector<services::ChatMessageRecord> recent(std::int64_t roomId, std::int64_t limit);
  std::int64_t createRoom(const std::string& slug, const std::string& name, std::int64_t sortOrder);
  // false: no room with that slug.
  bool setClosed(const std::string& slug, bool closed);
  std::optional<std::int64_t> memberId(const std::string& account);
  void mute(std::int64_t memberId, std::chrono::seconds duration, const std::string& reason);
  bool unmute(std::int64_t memberId);
  std::vector<services::ChatMute> activeMutes();
  std::vector<std::string> bannedWords();
  bool addWord(const std::string& word);     // false: already there
  bool removeWord(const std::string& word);  // false: not there

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories

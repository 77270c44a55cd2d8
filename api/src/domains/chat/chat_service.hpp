#pragma once
// The chat room popup (issue 17 item 3): open rooms, a room's history (newest
// first, paged by "before id"), sending (real accounts only, rate limited,
// length limited, control characters refused, banned words masked) and the
// operator's rooms, mutes, deletions and word list. Every stored message and
// every deletion is published on the room's real-time stream in the same
// transaction (chat_repository).

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "domains/accounts/member_repository.hpp"
#include "domains/chat/chat_repository.hpp"
#include "domains/chat/chat_types.hpp"

namespace panalo::services {

class ChatService {
 public:
  static constexpr std::int64_t kDefaultHistory = 30;
  static constexpr std::int64_t kMaxHistory = 50;

  explicit ChatService(repositories::ChatRepository& store, repositories::ChatRateLimit limit = {})
      : store_(store), limit_(limit) {}

  // What any logged-in member or trial account may read.
  std::vector<ChatRoom> rooms() { return store_.openRooms(); }
  // Throws DomainError: invalid_parameter (a room id, before or limit out of
  // range), not_found (no such open room).
  ChatHistory history(const repositories::Member& reader, std::int64_t roomId, std::optional<std::int64_t> beforeId,
                      std::optional<std::int64_t> limit);
  // Throws DomainError: in_need_true_account (trial), input_cannot_be_empty,
  // chat_message_too_long, invalid_parameter (not UTF-8, control characters, a
  // bad room id), not_found (no such open room), chat_muted (data {mutedUntil}),
  // too_many_requests (data {retryAfterSeconds}). Nothing is stored then.
  ChatMessage send(const repositories::Member& author, std::int64_t roomId, const std::string& text);

  // The real-time channel's authorizer for streams 'room:<roomKey>': any
  // logged-in member or trial account (memberId > 0, authenticated by the
  // caller) may read an open room. `roomKey` is the part after "room:".
  bool canRead(std::int64_t memberId, std::string_view roomKey);

  // The operator (panaloctl chat ...). Each throws DomainError invalid_parameter
  // for a malformed value and not_found for a room, message or account that
  // does not exist.
  std::vector<ChatRoom> allRooms() { return store_.allRooms(); }
  std::int64_t createRoom(const std::string& slug, const std::string& name, std::int64_t sortOrder);
  void setRoomClosed(const std::string& slug, bool closed);
  std::vector<ChatMessageRecord> recent(std::int64_t roomId, std::int64_t limit) {
    return store_.recent(roomId, limit);
  }
  void remove(std::int64_t messageId, const std::string& reason);
  void mute(const std::string& account, std::chrono::seconds duration, const std::string& reason);
  void unmute(const std::string& account);
  std::vector<ChatMute> activeMutes() { return store_.activeMutes(); }
  std::vector<std::string> words() { return store_.bannedWords(); }
  // Words are stored in lower case; true when the list changed.
  bool addWord(const std::string& word);
  bool removeWord(const std::string& word);

 private:
  std::int64_t memberOf(const std::string& account);

  repositories::ChatRepository& store_;
  repositories::ChatRateLimit limit_;
};

}  // namespace panalo::services

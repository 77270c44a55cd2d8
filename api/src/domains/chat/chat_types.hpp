#pragma once
// The chat room and live hosts (issue 17 items 3 and 4) as the services hand
// them out: plain values, mapped to JSON in chat_json and chat_message_json.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace panalo::services {

struct ChatRoom {
  std::int64_t id = 0;
  std::string slug;
  std::string name;
  std::optional<std::int64_t> hostId;  // the live host whose room it is
  bool closed = false;
};

// One message as the history returns it, and as its real-time event carries it.
struct ChatMessage {
  std::int64_t id = 0;
  std::int64_t roomId = 0;
  std::int64_t authorId = 0;
  std::string authorName;  // the member's nickname
  std::string text;        // plain text, never HTML
  std::string sentAt;      // ISO 8601, UTC
};

struct ChatHistory {
  std::int64_t roomId = 0;
  std::vector<ChatMessage> messages;  // newest first
  bool hasMore = false;               // older messages exist before the last one
  bool canSend = false;               // a real account that is not muted
  std::optional<std::string> mutedUntil;
};

// What happened to a send, decided in the one transaction that stores it.
struct ChatSendOutcome {
  enum class Kind { Stored, RoomClosed, Muted, RateLimited };
  Kind kind = Kind::Stored;
  ChatMessage message;                 // Stored
  std::string mutedUntil;              // Muted
  std::int64_t retryAfterSeconds = 0;  // RateLimited
};

struct ChatMute {
  std::string account;
  std::string until;
  std::string reason;
};

// The operator's view of a message (panaloctl chat messages).
struct ChatMessageRecord {
  ChatMessage message;
  std::string account;
  bool deleted = false;
};

struct LiveHost {
  std::int64_t id = 0;
  std::string handle;
  std::string displayName;
  std::optional<std::string> avatarUrl;
  std::string status;  // online, busy, offline
  std::int64_t roomId = 0;
  std::int64_t sortOrder = 0;
};

struct LiveChatLaunch {
  std::string chatUrl;  // a path in our UI that opens the host's chat room
  std::int64_t roomId = 0;
};

}  // namespace panalo::services

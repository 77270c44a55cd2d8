#include "domains/chat/chat_service.hpp"

#include <algorithm>
#include <cctype>
#include <regex>

#include "domains/accounts/member_types.hpp"
#include "domains/chat/chat_text.hpp"
#include "domains/chat/profanity_filter.hpp"
#include "panalo/validation/utf8.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

constexpr std::int64_t kMaxId = 999999999999999;

[[noreturn]] void invalid(const std::string& message) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, message);
}

[[noreturn]] void noRoom() { throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "No such chat room"); }

void requireId(std::int64_t id, const char* name) {
  if (id < 1 || id > kMaxId) invalid(std::string(name) + " must be a positive whole number");
}

std::string lowerAscii(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return text;
}

// A banned word is one word of the filter's kind (profanity_filter.hpp):
// ASCII letters and digits or non-ASCII letters, nothing that splits words.
std::string checkedWord(const std::string& word) {
  auto lower = lowerAscii(word);
  const auto length = validation::countCodePoints(lower);
  if (!length || *length < 1 || *length > 40 ||
      !std::all_of(lower.begin(), lower.end(), [](unsigned char c) { return c >= 0x80 || std::isalnum(c) != 0; })) {
    invalid("a word is 1 to 40 letters or digits, without spaces or punctuation");
  }
  return lower;
}

}  // namespace

ChatHistory ChatService::history(const repositories::Member& reader, std::int64_t roomId,
                                 std::optional<std::int64_t> beforeId, std::optional<std::int64_t> limit) {
  requireId(roomId, "roomId");
  if (beforeId) requireId(*beforeId, "before");
  const auto size = limit.value_or(kDefaultHistory);
  if (size < 1 || size > kMaxHistory) invalid("limit must be from 1 to " + std::to_string(kMaxHistory));
  if (!store_.isOpen(roomId)) noRoom();
  auto history = store_.history(roomId, beforeId, size);
  if (!member_types::isTrial(reader.typeCode)) {
    history.mutedUntil = store_.mutedUntil(reader.id);
    history.canSend = !history.mutedUntil;
  }
  return history;
}

ChatMessage ChatService::send(const repositories::Member& author, std::int64_t roomId, const std::string& text) {
  if (member_types::isTrial(author.typeCode)) {
    throw DomainError(ErrorKind::Forbidden, error_keys::kInNeedTrueAccount, "Trial accounts can only read the chat");
  }
  requireId(roomId, "roomId");
  // Stored as plain text, masked; never HTML (0031_chat_live.sql says why).
  const auto clean = maskBannedWords(checkedChatText(text), store_.bannedWords());
  const auto outcome = store_.send({roomId, author.id, author.nickname, clean}, limit_);
  using Kind = ChatSendOutcome::Kind;
  switch (outcome.kind) {
    case Kind::Stored:
      return outcome.message;
    case Kind::RoomClosed:
      noRoom();
    case Kind::Muted:
      throw DomainError(ErrorKind::Forbidden, error_keys::kChatMuted, "You are muted in the chat",
                        {{"mutedUntil", outcome.mutedUntil}});
    case Kind::RateLimited:
      break;
  }
  throw DomainError(ErrorKind::RateLimited, error_keys::kTooManyRequests, "You are sending messages too fast",
                    {{"retryAfterSeconds", outcome.retryAfterSeconds}});
}

bool ChatService::canRead(std::int64_t memberId, std::string_view roomKey) {
  if (memberId < 1 || roomKey.empty() || roomKey.size() > 15 || roomKey.front() == '0' ||
      !std::all_of(roomKey.begin(), roomKey.end(), [](unsigned char c) { return std::isdigit(c) != 0; })) {
    return false;
  }
  return store_.isOpen(std::stoll(std::string(roomKey)));
}

std::int64_t ChatService::createRoom(const std::string& slug, const std::string& name, std::int64_t sortOrder) {
  static const std::regex kSlug("^[a-z0-9][a-z0-9-]{0,39}$");
  if (!std::regex_match(slug, kSlug))
    invalid("a room slug is 1 to 40 of a-z, 0-9 and -, starting with a letter or digit");
  if (slug.rfind("host-", 0) == 0) invalid("slugs starting with host- belong to live hosts (panaloctl chat hosts add)");
  const auto length = validation::countCodePoints(name);
  if (!length || *length < 1 || *length > 60) invalid("a room name is 1 to 60 characters");
  const auto rooms = store_.allRooms();
  if (std::any_of(rooms.begin(), rooms.end(), [&slug](const ChatRoom& room) { return room.slug == slug; })) {
    invalid("a room named " + slug + " exists");
  }
  return store_.createRoom(slug, name, sortOrder);
}

void ChatService::setRoomClosed(const std::string& slug, bool closed) {
  if (!store_.setClosed(slug, closed)) noRoom();
}

void ChatService::remove(std::int64_t messageId, const std::string& reason) {
  requireId(messageId, "the message id");
  if (!store_.hide(messageId, reason)) {
    throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "No such visible chat message");
  }
}

std::int64_t ChatService::memberOf(const std::string& account) {
  const auto id = store_.memberId(account);
  if (!id) throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "no account named " + account);
  return *id;
}

void ChatService::mute(const std::string& account, std::chrono::seconds duration, const std::string& reason) {
  if (duration.count() < 1 || duration > std::chrono::hours(24 * 3650)) invalid("a mute lasts 1 s to 10 years");
  const auto length = validation::countCodePoints(reason);
  if (!length || *length < 1 || *length > 200) invalid("the reason is 1 to 200 characters");
  store_.mute(memberOf(account), duration, reason);
}

void ChatService::unmute(const std::string& account) { store_.unmute(memberOf(account)); }

bool ChatService::addWord(const std::string& word) { return store_.addWord(checkedWord(word)); }

bool ChatService::removeWord(const std::string& word) { return store_.removeWord(checkedWord(word)); }

}  // namespace panalo::services

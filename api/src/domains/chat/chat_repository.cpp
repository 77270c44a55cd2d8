#include "domains/chat/chat_repository.hpp"

#include <pqxx/pqxx>

#include <algorithm>

#include "domains/chat/chat_message_json.hpp"

namespace panalo::repositories {
namespace {

#define PANALO_CHAT_TIME(column) "to_char(" column " AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')"

const db::Statement kOpenRooms{"chat_open_rooms",
                               "SELECT r.id, r.slug, r.name, h.id, r.closed_at IS NOT NULL FROM chat_rooms r "
                               "LEFT JOIN live_hosts h ON h.room_id = r.id WHERE r.closed_at IS NULL "
                               "ORDER BY r.sort_order, h.id NULLS FIRST, r.id"};
const db::Statement kAllRooms{"chat_all_rooms",
                              "SELECT r.id, r.slug, r.name, h.id, r.closed_at IS NOT NULL FROM chat_rooms r "
                              "LEFT JOIN live_hosts h ON h.room_id = r.id ORDER BY r.sort_order, r.id"};
const db::Statement kIsOpen{"chat_is_open", "SELECT 1 FROM chat_rooms WHERE id = $1 AND closed_at IS NULL"};
const db::Statement kHistory{"chat_history",
                             "SELECT m.id, m.room_id, m.member_id, mm.nickname, m.body, " PANALO_CHAT_TIME(
                                 "m.created_at") " FROM chat_messages m JOIN members mm ON mm.id = m.member_id "
                                                 "WHERE m.room_id = $1 AND m.deleted_at IS NULL "
                                                 "AND ($2::bigint IS NULL OR m.id < $2) ORDER BY m.id DESC LIMIT $3"};
const db::Statement kMutedUntil{
    "chat_muted_until", "SELECT " PANALO_CHAT_TIME("until") " FROM chat_mutes WHERE member_id = $1 AND until > now()"};
// A transaction-scoped lock on the member in a key space of its own (class
// 17, issue 17): one member's sends queue here, so the window count is exact.
const db::Statement kLockMember{"chat_lock_member", "SELECT pg_advisory_xact_lock(17, $1::int)"};
// FOR SHARE: an operator closing the room waits for the send to finish.
const db::Statement kLockRoom{"chat_lock_room",
                              "SELECT 1 FROM chat_rooms WHERE id = $1 AND closed_at IS NULL FOR SHARE"};
// $2 the window, $3 the minimum interval (seconds): how many in the window and
// the seconds until each limit lets the next one through (0 or less: now).
const db::Statement kRecentSends{
    "chat_recent_sends",
    "SELECT count(*) FILTER (WHERE created_at > now() - make_interval(secs => $2)), "
    "COALESCE(ceil(extract(epoch FROM min(created_at) FILTER (WHERE created_at > now() - make_interval(secs => $2)) "
    "+ make_interval(secs => $2) - now())), 0)::bigint, "
    "COALESCE(ceil(extract(epoch FROM max(created_at) + make_interval(secs => $3) - now())), 0)::bigint "
    "FROM chat_messages WHERE member_id = $1 AND created_at > now() - make_interval(secs => greatest($2, $3))"};
const db::Statement kInsert{"chat_insert",
                            "INSERT INTO chat_messages (room_id, member_id, body) VALUES ($1, $2, $3) "
                            "RETURNING id, " PANALO_CHAT_TIME("created_at")};
// The stream name follows 0030_realtime.sql: 'room:' and the room id.
const db::Statement kPublish{"chat_publish", "SELECT realtime_publish('room:' || $1::bigint, $2, $3::jsonb)"};
const db::Statement kHide{"chat_hide",
                          "UPDATE chat_messages SET deleted_at = now(), deleted_reason = $2 "
                          "WHERE id = $1 AND deleted_at IS NULL RETURNING room_id"};
const db::Statement kRecent{"chat_recent",
                            "SELECT m.id, m.room_id, m.member_id, mm.nickname, m.body, " PANALO_CHAT_TIME(
                                "m.created_at") ", mm.account, m.deleted_at IS NOT NULL FROM chat_messages m "
                                                "JOIN members mm ON mm.id = m.member_id WHERE m.room_id = $1 "
                                                "ORDER BY m.id DESC LIMIT $2"};
const db::Statement kCreateRoom{"chat_create_room",
                                "INSERT INTO chat_rooms (slug, name, sort_order) VALUES ($1, $2, $3) RETURNING id"};
const db::Statement kSetClosed{"chat_set_closed",
                               "UPDATE chat_rooms SET closed_at = CASE WHEN $2 THEN COALESCE(closed_at, now()) END "
                               "WHERE slug = $1"};
const db::Statement kMemberId{"chat_member_id", "SELECT id FROM members WHERE lower(account) = lower($1)"};
const db::Statement kMute{"chat_mute",
                          "INSERT INTO chat_mutes (member_id, until, reason) "
                          "VALUES ($1, now() + make_interval(secs => $2), $3) ON CONFLICT (member_id) DO UPDATE "
                          "SET until = EXCLUDED.until, reason = EXCLUDED.reason, created_at = now()"};
const db::Statement kUnmute{"chat_unmute", "DELETE FROM chat_mutes WHERE member_id = $1"};
const db::Statement kActiveMutes{"chat_active_mutes",
                                 "SELECT m.account, " PANALO_CHAT_TIME(
                                     "u.until") ", u.reason FROM chat_mutes u JOIN members m ON m.id = u.member_id "
                                                "WHERE u.until > now() ORDER BY u.until"};
const db::Statement kWords{"chat_words", "SELECT word FROM chat_banned_words ORDER BY word"};
const db::Statement kAddWord{"chat_add_word",
                             "INSERT INTO chat_banned_words (word) VALUES ($1) ON CONFLICT DO NOTHING"};
const db::Statement kRemoveWord{"chat_remove_word", "DELETE FROM chat_banned_words WHERE word = $1"};
#undef PANALO_CHAT_TIME

services::ChatRoom roomOf(const pqxx::row& row) {
  services::ChatRoom room;
  room.id = row[0].as<std::int64_t>();
  room.slug = row[1].as<std::string>();
  room.name = row[2].as<std::string>();
  if (!row[3].is_null()) room.hostId = row[3].as<std::int64_t>();
  room.closed = row[4].as<bool>();
  return room;
}

std::vector<services::ChatRoom> roomsOf(const pqxx::result& rows) {
  std::vector<services::ChatRoom> rooms;
  for (const auto& row : rows) rooms.push_back(roomOf(row));
  return rooms;
}

services::ChatMessage messageOf(const pqxx::row& row) {
  services::ChatMessage message;
  message.id = row[0].as<std::int64_t>();
  message.roomId = row[1].as<std::int64_t>();
  message.authorId = row[2].as<std::int64_t>();
  message.authorName = row[3].as<std::string>();
  message.text = row[4].as<std::string>();
  message.sentAt = row[5].as<std::string>();
  return message;
}

}  // namespace

std::vector<services::ChatRoom> ChatRepository::openRooms() {
  auto lease = pool_.acquire();
  lease->prepare(kOpenRooms);
  pqxx::read_transaction tx(lease->connection());
  return roomsOf(tx.exec_prepared(kOpenRooms.name));
}

std::vector<services::ChatRoom> ChatRepository::allRooms() {
  auto lease = pool_.acquire();
  lease->prepare(kAllRooms);
  pqxx::read_transaction tx(lease->connection());
  return roomsOf(tx.exec_prepared(kAllRooms.name));
}

bool ChatRepository::isOpen(std::int64_t roomId) {
  auto lease = pool_.acquire();
  lease->prepare(kIsOpen);
  pqxx::read_transaction tx(lease->connection());
  return !tx.exec_prepared(kIsOpen.name, roomId).empty();
}

services::ChatHistory ChatRepository::history(std::int64_t roomId, std::optional<std::int64_t> beforeId,
                                              std::int64_t limit) {
  auto lease = pool_.acquire();
  lease->prepare(kHistory);
  pqxx::read_transaction tx(lease->connection());
  services::ChatHistory history;
  history.roomId = roomId;
  for (const auto& row : tx.exec_prepared(kHistory.name, roomId, beforeId, limit + 1)) {
    history.messages.push_back(messageOf(row));
  }
  if (static_cast<std::int64_t>(history.messages.size()) > limit) {
    history.messages.pop_back();
    history.hasMore = true;
  }
  return history;
}

std::optional<std::string> ChatRepository::mutedUntil(std::int64_t memberId) {
  auto lease = pool_.acquire();
  lease->prepare(kMutedUntil);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kMutedUntil.name, memberId);
  if (rows.empty()) return std::nullopt;
  return rows[0][0].as<std::string>();
}

services::ChatSendOutcome ChatRepository::send(const NewChatMessage& message, const ChatRateLimit& limit) {
  using Kind = services::ChatSendOutcome::Kind;
  auto lease = pool_.acquire();
  for (const auto* statement : {&kLockMember, &kLockRoom, &kMutedUntil, &kRecentSends, &kInsert, &kPublish}) {
    lease->prepare(*statement);
  }
  pqxx::work tx(lease->connection());
  services::ChatSendOutcome outcome;
  // pg_advisory_xact_lock(int, int): the id folded into 32 bits is enough to spread members.
  tx.exec_prepared(kLockMember.name, static_cast<std::int32_t>(message.memberId % 2147483647));
  if (tx.exec_prepared(kLockRoom.name, message.roomId).empty()) {
    outcome.kind = Kind::RoomClosed;
    return outcome;
  }
  const auto muted = tx.exec_prepared(kMutedUntil.name, message.memberId);
  if (!muted.empty()) {
    outcome.kind = Kind::Muted;
    outcome.mutedUntil = muted[0][0].as<std::string>();
    return outcome;
  }
  const auto recent = tx.exec_prepared1(kRecentSends.name, message.memberId, static_cast<double>(limit.window.count()),
                                        static_cast<double>(limit.minInterval.count()));
  const auto inWindow = recent[0].as<std::int64_t>();
  const auto windowWait = recent[1].as<std::int64_t>();
  const auto intervalWait = recent[2].as<std::int64_t>();
  if (inWindow >= limit.perWindow || intervalWait > 0) {
    outcome.kind = Kind::RateLimited;
    outcome.retryAfterSeconds =
        std::max<std::int64_t>(1, std::max(inWindow >= limit.perWindow ? windowWait : 0, intervalWait));
    return outcome;
  }
  const auto stored = tx.exec_prepared1(kInsert.name, message.roomId, message.memberId, message.text);
  outcome.message.id = stored[0].as<std::int64_t>();
  outcome.message.roomId = message.roomId;
  outcome.message.authorId = message.memberId;
  outcome.message.authorName = message.authorName;
  outcome.message.text = message.text;
  outcome.message.sentAt = stored[1].as<std::string>();
  tx.exec_prepared(kPublish.name, message.roomId, "chat_message", services::chatMessageJson(outcome.message).dump());
  tx.commit();
  return outcome;
}

bool ChatRepository::hide(std::int64_t messageId, const std::string& reason) {
  auto lease = pool_.acquire();
  lease->prepare(kHide);
  lease->prepare(kPublish);
  pqxx::work tx(lease->connection());
  const auto rows = tx.exec_prepared(kHide.name, messageId, reason);
  if (rows.empty()) return false;
  const nlohmann::json payload{{"messageId", messageId}};
  tx.exec_prepared(kPublish.name, rows[0][0].as<std::int64_t>(), "chat_deleted", payload.dump());
  tx.commit();
  return true;
}

std::vector<services::ChatMessageRecord> ChatRepository::recent(std::int64_t roomId, std::int64_t limit) {
  auto lease = pool_.acquire();
  lease->prepare(kRecent);
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::ChatMessageRecord> records;
  for (const auto& row : tx.exec_prepared(kRecent.name, roomId, limit)) {
    records.push_back({messageOf(row), row[6].as<std::string>(), row[7].as<bool>()});
  }
  return records;
}

std::int64_t ChatRepository::createRoom(const std::string& slug, const std::string& name, std::int64_t sortOrder) {
  auto lease = pool_.acquire();
  lease->prepare(kCreateRoom);
  pqxx::work tx(lease->connection());
  const auto id = tx.exec_prepared1(kCreateRoom.name, slug, name, sortOrder)[0].as<std::int64_t>();
  tx.commit();
  return id;
}

bool ChatRepository::setClosed(const std::string& slug, bool closed) {
  auto lease = pool_.acquire();
  lease->prepare(kSetClosed);
  pqxx::work tx(lease->connection());
  const auto result = tx.exec_prepared(kSetClosed.name, slug, closed);
  tx.commit();
  return result.affected_rows() > 0;
}

std::optional<std::int64_t> ChatRepository::memberId(const std::string& account) {
  auto lease = pool_.acquire();
  lease->prepare(kMemberId);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kMemberId.name, account);
  if (rows.empty()) return std::nullopt;
  return rows[0][0].as<std::int64_t>();
}

void ChatRepository::mute(std::int64_t memberId, std::chrono::seconds duration, const std::string& reason) {
  auto lease = pool_.acquire();
  lease->prepare(kMute);
  pqxx::work tx(lease->connection());
  tx.exec_prepared(kMute.name, memberId, static_cast<double>(duration.count()), reason);
  tx.commit();
}

bool ChatRepository::unmute(std::int64_t memberId) {
  auto lease = pool_.acquire();
  lease->prepare(kUnmute);
  pqxx::work tx(lease->connection());
  const auto result = tx.exec_prepared(kUnmute.name, memberId);
  tx.commit();
  return result.affected_rows() > 0;
}

std::vector<services::ChatMute> ChatRepository::activeMutes() {
  auto lease = pool_.acquire();
  lease->prepare(kActiveMutes);
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::ChatMute> mutes;
  for (const auto& row : tx.exec_prepared(kActiveMutes.name)) {
    mutes.push_back({row[0].as<std::string>(), row[1].as<std::string>(), row[2].as<std::string>()});
  }
  return mutes;
}

std::vector<std::string> ChatRepository::bannedWords() {
  auto lease = pool_.acquire();
  lease->prepare(kWords);
  pqxx::read_transaction tx(lease->connection());
  std::vector<std::string> words;
  for (const auto& row : tx.exec_prepared(kWords.name)) words.push_back(row[0].as<std::string>());
  return words;
}

bool ChatRepository::addWord(const std::string& word) {
  auto lease = pool_.acquire();
  lease->prepare(kAddWord);
  pqxx::work tx(lease->connection());
  const auto result = tx.exec_prepared(kAddWord.name, word);
  tx.commit();
  return result.affected_rows() > 0;
}

bool ChatRepository::removeWord(const std::string& word) {
  auto lease = pool_.acquire();
  lease->prepare(kRemoveWord);
  pqxx::work tx(lease->connection());
  const auto result = tx.exec_prepared(kRemoveWord.name, word);
  tx.commit();
  return result.affected_rows() > 0;
}

}  // namespace panalo::repositories

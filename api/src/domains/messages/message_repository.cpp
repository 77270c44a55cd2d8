#include "domains/messages/message_repository.hpp"

#include <pqxx/pqxx>

namespace panalo::repositories {
namespace {

// $1 the member, $2 their VIP level (NULL: none). The state row, when there
// is one, is the member's own.
#define PANALO_MESSAGE_FROM    \
  " FROM platform_messages m " \
  "LEFT JOIN platform_message_states s ON s.member_id = $1 AND s.message_id = m.id "
#define PANALO_MESSAGE_TEXT                                                                              \
  " CROSS JOIN LATERAL (SELECT t.title, t.body FROM platform_message_texts t WHERE t.message_id = m.id " \
  "ORDER BY (t.lang = $3) DESC, (t.lang = 'en') DESC LIMIT 1) t "
#define PANALO_MESSAGE_VISIBLE                                               \
  " WHERE NOT m.withdrawn AND s.deleted_at IS NULL AND (m.audience = 'all' " \
  "OR (m.audience = 'member' AND m.member_id = $1) "                         \
  "OR (m.audience = 'vip' AND m.vip_level = $2::int) "                       \
  "OR (m.audience = 'downline' AND m.agent_id = (SELECT upline_id FROM members WHERE id = $1))) "
#define PANALO_MESSAGE_COLUMNS                                                                              \
  "SELECT m.id, t.title, t.body, to_char(m.sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'), " \
  "s.read_at IS NOT NULL, m.audience <> 'member'"

const db::Statement kPage{"messages_page",
                          PANALO_MESSAGE_COLUMNS PANALO_MESSAGE_FROM PANALO_MESSAGE_TEXT PANALO_MESSAGE_VISIBLE
                          "ORDER BY m.sent_at DESC, m.id DESC LIMIT $4 OFFSET $5"};
const db::Statement kCounts{
    "messages_counts",
    "SELECT count(*), count(*) FILTER (WHERE s.read_at IS NULL)" PANALO_MESSAGE_FROM PANALO_MESSAGE_VISIBLE};
const db::Statement kFind{"messages_find",
                          PANALO_MESSAGE_COLUMNS PANALO_MESSAGE_FROM PANALO_MESSAGE_TEXT PANALO_MESSAGE_VISIBLE
                          "AND m.id = $4"};
const db::Statement kMarkRead{
    "messages_mark_read",
    "INSERT INTO platform_message_states (member_id, message_id, read_at) SELECT $1, m.id, now()" PANALO_MESSAGE_FROM
        PANALO_MESSAGE_VISIBLE
    "AND m.id = $3 "
    "ON CONFLICT (member_id, message_id) DO UPDATE "
    "SET read_at = COALESCE(platform_message_states.read_at, EXCLUDED.read_at) RETURNING 1"};
const db::Statement kMarkAllRead{
    "messages_mark_all_read",
    "INSERT INTO platform_message_states (member_id, message_id, read_at) SELECT $1, m.id, now()" PANALO_MESSAGE_FROM
        PANALO_MESSAGE_VISIBLE
    "AND s.read_at IS NULL "
    "ON CONFLICT (member_id, message_id) DO UPDATE SET read_at = EXCLUDED.read_at RETURNING 1"};
const db::Statement kHide{
    "messages_hide",
    "INSERT INTO platform_message_states (member_id, message_id, read_at, deleted_at) SELECT $1, m.id, now(), "
    "now()" PANALO_MESSAGE_FROM PANALO_MESSAGE_VISIBLE
    "AND m.id = $3 "
    "ON CONFLICT (member_id, message_id) DO UPDATE "
    "SET deleted_at = EXCLUDED.deleted_at, read_at = COALESCE(platform_message_states.read_at, EXCLUDED.read_at) "
    "RETURNING 1"};
const db::Statement kUnread{"messages_unread",
                            "SELECT count(*)" PANALO_MESSAGE_FROM PANALO_MESSAGE_VISIBLE "AND s.read_at IS NULL"};

const db::Statement kInsert{"messages_insert",
                            "INSERT INTO platform_messages (audience, member_id, vip_level, agent_id) "
                            "VALUES ($1, $2, $3, $4) RETURNING id"};
const db::Statement kInsertText{"messages_insert_text",
                                "INSERT INTO platform_message_texts (message_id, lang, title, body) "
                                "VALUES ($1, $2, $3, $4)"};
const db::Statement kSent{
    "messages_sent",
    "SELECT m.id, CASE m.audience WHEN 'member' THEN 'member ' || mm.account WHEN 'vip' THEN 'vip ' || m.vip_level "
    "WHEN 'downline' THEN 'downline of ' || ag.account ELSE 'all' END, "
    "(SELECT t.title FROM platform_message_texts t WHERE t.message_id = m.id ORDER BY (t.lang = 'en') DESC LIMIT 1), "
    "(SELECT string_agg(t.lang, ',' ORDER BY t.lang) FROM platform_message_texts t WHERE t.message_id = m.id), "
    "to_char(m.sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'), "
    "(SELECT count(*) FROM platform_message_states s WHERE s.message_id = m.id AND s.read_at IS NOT NULL), "
    "m.withdrawn FROM platform_messages m LEFT JOIN members mm ON mm.id = m.member_id "
    "LEFT JOIN members ag ON ag.id = m.agent_id ORDER BY m.id DESC LIMIT $1"};
const db::Statement kWithdraw{"messages_withdraw",
                              "UPDATE platform_messages SET withdrawn = true WHERE id = $1 RETURNING 1"};
const db::Statement kAccountId{"messages_account_id",
                               "SELECT id, type_code FROM members WHERE lower(account) = lower($1)"};
const db::Statement kTitleExists{"messages_title_exists",
                                 "SELECT 1 FROM platform_message_texts WHERE lang = 'en' AND title = $1 LIMIT 1"};

services::MemberMessage messageOf(const pqxx::row& row) {
  services::MemberMessage message;
  message.id = row[0].as<std::int64_t>();
  message.title = row[1].as<std::string>();
  message.body = row[2].as<std::string>();
  message.sentAt = row[3].as<std::string>();
  message.read = row[4].as<bool>();
  message.broadcast = row[5].as<bool>();
  return message;
}

}  // namespace

services::MessagePage MessageRepository::page(const MessageReader& reader, std::int64_t pageNo, std::int64_t pageSize) {
  auto lease = pool_.acquire();
  lease->prepare(kPage);
  lease->prepare(kCounts);
  pqxx::read_transaction tx(lease->connection());
  services::MessagePage page;
  page.pageNo = pageNo;
  page.pageSize = pageSize;
  const auto counts = tx.exec_prepared(kCounts.name, reader.memberId, reader.vipLevel);
  page.total = counts[0][0].as<std::int64_t>();
  page.unread = counts[0][1].as<std::int64_t>();
  page.totalPages = (page.total + pageSize - 1) / pageSize;
  for (const auto& row :
       tx.exec_prepared(kPage.name, reader.memberId, reader.vipLevel, reader.lang, pageSize, (pageNo - 1) * pageSize)) {
    page.messages.push_back(messageOf(row));
  }
  return page;
}

std::optional<services::MemberMessage> MessageRepository::find(const MessageReader& reader, std::int64_t messageId) {
  auto lease = pool_.acquire();
  lease->prepare(kFind);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kFind.name, reader.memberId, reader.vipLevel, reader.lang, messageId);
  if (rows.empty()) return std::nullopt;
  return messageOf(rows[0]);
}

bool MessageRepository::markRead(const MessageReader& reader, std::int64_t messageId) {
  auto lease = pool_.acquire();
  lease->prepare(kMarkRead);
  pqxx::work tx(lease->connection());
  const bool seen = !tx.exec_prepared(kMarkRead.name, reader.memberId, reader.vipLevel, messageId).empty();
  tx.commit();
  return seen;
}

std::int64_t MessageRepository::markAllRead(const MessageReader& reader) {
  auto lease = pool_.acquire();
  lease->prepare(kMarkAllRead);
  pqxx::work tx(lease->connection());
  const auto rows = tx.exec_prepared(kMarkAllRead.name, reader.memberId, reader.vipLevel);
  tx.commit();
  return static_cast<std::int64_t>(rows.size());
}

bool MessageRepository::hide(const MessageReader& reader, std::int64_t messageId) {
  auto lease = pool_.acquire();
  lease->prepare(kHide);
  pqxx::work tx(lease->connection());
  const bool hidden = !tx.exec_prepared(kHide.name, reader.memberId, reader.vipLevel, messageId).empty();
  tx.commit();
  return hidden;
}

std::int64_t MessageRepository::unreadCount(const MessageReader& reader) {
  auto lease = pool_.acquire();
  lease->prepare(kUnread);
  pqxx::read_transaction tx(lease->connection());
  return tx.exec_prepared(kUnread.name, reader.memberId, reader.vipLevel)[0][0].as<std::int64_t>();
}

std::int64_t MessageRepository::send(const services::MessageAudience& audience,
                                     const std::vector<services::MessageText>& texts) {
  auto lease = pool_.acquire();
  lease->prepare(kInsert);
  lease->prepare(kInsertText);
  pqxx::work tx(lease->connection());
  const auto id =
      tx.exec_prepared(kInsert.name, audience.kind, audience.memberId, audience.vipLevel, audience.agentId)[0][0]
          .as<std::int64_t>();
  for (const auto& text : texts) tx.exec_prepared(kInsertText.name, id, text.lang, text.title, text.body);
  tx.commit();
  return id;
}

std::vector<services::SentMessage> MessageRepository::sent(std::int64_t limit) {
  auto lease = pool_.acquire();
  lease->prepare(kSent);
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::SentMessage> list;
  for (const auto& row : tx.exec_prepared(kSent.name, limit)) {
    services::SentMessage message;
    message.id = row[0].as<std::int64_t>();
    message.audience = row[1].as<std::string>();
    message.title = row[2].is_null() ? "" : row[2].as<std::string>();
    message.languages = row[3].is_null() ? "" : row[3].as<std::string>();
    message.sentAt = row[4].as<std::string>();
    message.readers = row[5].as<std::int64_t>();
    message.withdrawn = row[6].as<bool>();
    list.push_back(std::move(message));
  }
  return list;
}

bool MessageRepository::withdraw(std::int64_t messageId) {
  auto lease = pool_.acquire();
  lease->prepare(kWithdraw);
  pqxx::work tx(lease->connection());
  const bool found = !tx.exec_prepared(kWithdraw.name, messageId).empty();
  tx.commit();
  return found;
}

std::optional<std::pair<std::int64_t, int>> MessageRepository::accountId(const std::string& account) {
  auto lease = pool_.acquire();
  lease->prepare(kAccountId);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kAccountId.name, account);
  if (rows.empty()) return std::nullopt;
  return std::make_pair(rows[0][0].as<std::int64_t>(), rows[0][1].as<int>());
}

bool MessageRepository::titleExists(const std::string& englishTitle) {
  auto lease = pool_.acquire();
  lease->prepare(kTitleExists);
  pqxx::read_transaction tx(lease->connection());
  return !tx.exec_prepared(kTitleExists.name, englishTitle).empty();
}

}  // namespace panalo::repositories

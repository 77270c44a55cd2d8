#include "domains/content/announcement_repository.hpp"

#include <pqxx/pqxx>

namespace panalo::repositories {
namespace {

std::string joined(const std::vector<std::string>& codes) {
  std::string out;
  for (const auto& code : codes) out.append(out.empty() ? "" : ",").append(code);
  return out;
}

// Each item in the asked language, else in English; an item with neither is not shown.
const db::Statement kLive{
    "content_announcements_live",
    "SELECT a.id, a.notice_type, coalesce(t.title, e.title), coalesce(t.content_html, e.content_html), "
    "a.promotion_type, CASE WHEN t.title IS NOT NULL THEN t.language ELSE e.language END, a.sort_order, "
    "(extract(epoch FROM a.starts_at) * 1000)::bigint, (extract(epoch FROM a.ends_at) * 1000)::bigint "
    "FROM content_announcements a "
    "LEFT JOIN content_announcement_texts t ON t.announcement_id = a.id AND t.language = $3 "
    "LEFT JOIN content_announcement_texts e ON e.announcement_id = a.id AND e.language = 'EN' "
    "WHERE a.published AND a.notice_type = ANY (string_to_array($1, ',')) AND $2 = ANY (a.execution) "
    "AND (a.starts_at IS NULL OR a.starts_at <= now()) AND (a.ends_at IS NULL OR a.ends_at > now()) "
    "AND coalesce(t.title, e.title) IS NOT NULL "
    "ORDER BY a.sort_order, a.id LIMIT 500"};
const db::Statement kInsert{
    "content_announcements_insert",
    "INSERT INTO content_announcements "
    "(notice_type, execution, promotion_type, sort_order, starts_at, ends_at, published, demo_key) "
    "VALUES ($1, string_to_array($2, ','), $3, $4, $5::timestamptz, $6::timestamptz, $7, $8) RETURNING id"};
const db::Statement kPutText{"content_announcements_put_text",
                             "INSERT INTO content_announcement_texts (announcement_id, language, title, content_html) "
                             "SELECT id, $2, $3, $4 FROM content_announcements WHERE id = $1 "
                             "ON CONFLICT (announcement_id, language) DO UPDATE SET title = EXCLUDED.title, "
                             "content_html = EXCLUDED.content_html RETURNING 1"};
const db::Statement kTouch{"content_announcements_touch",
                           "UPDATE content_announcements SET updated_at = now() WHERE id = $1"};
const db::Statement kRemoveText{
    "content_announcements_remove_text",
    "DELETE FROM content_announcement_texts WHERE announcement_id = $1 AND language = $2 RETURNING 1"};
// A NULL parameter keeps the column; "" clears an optional one.
const db::Statement kUpdate{
    "content_announcements_update",
    "UPDATE content_announcements SET notice_type = coalesce($2, notice_type), "
    "execution = coalesce(string_to_array($3, ','), execution), "
    "promotion_type = CASE WHEN $4::text IS NULL THEN promotion_type WHEN $4 = '' THEN NULL ELSE $4 END, "
    "sort_order = coalesce($5, sort_order), "
    "starts_at = CASE WHEN $6::text IS NULL THEN starts_at WHEN $6 = '' THEN NULL ELSE $6::timestamptz END, "
    "ends_at = CASE WHEN $7::text IS NULL THEN ends_at WHEN $7 = '' THEN NULL ELSE $7::timestamptz END, "
    "published = coalesce($8, published), updated_at = now() WHERE id = $1 RETURNING 1"};
const db::Statement kRemove{"content_announcements_remove",
                            "DELETE FROM content_announcements WHERE id = $1 RETURNING 1"};
const db::Statement kList{
    "content_announcements_list",
    "SELECT a.id, a.notice_type, array_to_string(a.execution, ','), a.promotion_type, a.sort_order, "
    "to_char(a.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'), "
    "to_char(a.ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'), a.published, "
    "t.language, t.title, t.content_html "
    "FROM content_announcements a LEFT JOIN content_announcement_texts t ON t.announcement_id = a.id "
    "WHERE $1::text IS NULL OR a.notice_type = $1 "
    "ORDER BY a.notice_type, a.sort_order, a.id, t.language <> 'EN', t.language"};
const db::Statement kRemoveDemo{"content_announcements_remove_demo",
                                "DELETE FROM content_announcements WHERE demo_key IS NOT NULL"};

std::vector<std::string> split(const std::string& text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start < text.size()) {
    const auto comma = text.find(',', start);
    const auto end = comma == std::string::npos ? text.size() : comma;
    out.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

}  // namespace

std::vector<services::Announcement> AnnouncementRepository::live(const std::vector<std::string>& types,
                                                                 const std::string& execution,
                                                                 const std::string& language) {
  auto lease = laggingReads_.acquire();
  lease->prepare(kLive);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kLive.name, joined(types), execution, language);
  std::vector<services::Announcement> out;
  out.reserve(rows.size());
  for (const auto& row : rows) {
    services::Announcement item;
    item.id = row[0].as<std::int64_t>();
    item.type = row[1].as<std::string>();
    item.title = row[2].as<std::string>();
    item.contentHtml = row[3].as<std::string>();
    if (!row[4].is_null()) item.promotionType = row[4].as<std::string>();
    item.language = row[5].as<std::string>();
    item.sort = row[6].as<std::int32_t>();
    if (!row[7].is_null()) item.startTimeMs = row[7].as<std::int64_t>();
    if (!row[8].is_null()) item.endTimeMs = row[8].as<std::int64_t>();
    out.push_back(std::move(item));
  }
  return out;
}

std::int64_t AnnouncementRepository::insert(const NewAnnouncement& announcement) {
  auto lease = pool_.acquire();
  lease->prepare(kInsert);
  lease->prepare(kPutText);
  pqxx::work tx(lease->connection());
  const auto id = tx.exec_prepared1(kInsert.name, announcement.type, joined(announcement.execution),
                                    announcement.promotionType, announcement.sort, announcement.startsAt,
                                    announcement.endsAt, announcement.published, announcement.demoKey)[0]
                      .as<std::int64_t>();
  tx.exec_prepared(kPutText.name, id, announcement.text.language, announcement.text.title,
                   announcement.text.contentHtml);
  tx.commit();
  return id;
}

bool AnnouncementRepository::putText(std::int64_t id, const services::AnnouncementText& text) {
  auto lease = pool_.acquire();
  lease->prepare(kPutText);
  lease->prepare(kTouch);
  pqxx::work tx(lease->connection());
  const bool stored = !tx.exec_prepared(kPutText.name, id, text.language, text.title, text.contentHtml).empty();
  if (stored) tx.exec_prepared(kTouch.name, id);
  tx.commit();
  return stored;
}

bool AnnouncementRepository::removeText(std::int64_t id, const std::string& language) {
  auto lease = pool_.acquire();
  lease->prepare(kRemoveText);
  pqxx::work tx(lease->connection());
  const bool removed = !tx.exec_prepared(kRemoveText.name, id, language).empty();
  tx.commit();
  return removed;
}

bool AnnouncementRepository::update(std::int64_t id, const services::AnnouncementChange& change) {
  std::optional<std::string> execution;
  if (change.execution) execution = joined(*change.execution);
  auto lease = pool_.acquire();
  lease->prepare(kUpdate);
  pqxx::work tx(lease->connection());
  const bool updated = !tx.exec_prepared(kUpdate.name, id, change.type, execution, change.promotionType, change.sort,
                                         change.startsAt, change.endsAt, change.published)
                            .empty();
  tx.commit();
  return updated;
}

bool AnnouncementRepository::remove(std::int64_t id) {
  auto lease = pool_.acquire();
  lease->prepare(kRemove);
  pqxx::work tx(lease->connection());
  const bool removed = !tx.exec_prepared(kRemove.name, id).empty();
  tx.commit();
  return removed;
}

std::vector<services::AnnouncementRecord> AnnouncementRepository::list(const std::optional<std::string>& type) {
  auto lease = pool_.acquire();
  lease->prepare(kList);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kList.name, type);
  std::vector<services::AnnouncementRecord> out;
  for (const auto& row : rows) {
    const auto id = row[0].as<std::int64_t>();
    if (out.empty() || out.back().id != id) {
      services::AnnouncementRecord record;
      record.id = id;
      record.type = row[1].as<std::string>();
      record.execution = split(row[2].as<std::string>());
      if (!row[3].is_null()) record.promotionType = row[3].as<std::string>();
      record.sort = row[4].as<std::int32_t>();
      if (!row[5].is_null()) record.startsAt = row[5].as<std::string>();
      if (!row[6].is_null()) record.endsAt = row[6].as<std::string>();
      record.published = row[7].as<bool>();
      out.push_back(std::move(record));
    }
    if (!row[8].is_null()) {
      out.back().texts.push_back({row[8].as<std::string>(), row[9].as<std::string>(), row[10].as<std::string>()});
    }
  }
  return out;
}

void AnnouncementRepository::removeDemo() {
  auto lease = pool_.acquire();
  lease->prepare(kRemoveDemo);
  pqxx::work tx(lease->connection());
  tx.exec_prepared(kRemoveDemo.name);
  tx.commit();
}

}  // namespace panalo::repositories

#include "domains/content/banner_repository.hpp"

#include <pqxx/pqxx>

namespace panalo::repositories {
namespace {

const db::Statement kLive{
    "content_banners_live",
    "SELECT b.id, b.group_name, coalesce(t.image_url, e.image_url), coalesce(t.title, e.title), b.linkage_type, "
    "b.link_url, CASE WHEN t.title IS NOT NULL THEN t.language ELSE e.language END, b.sort_order "
    "FROM content_banners b "
    "LEFT JOIN content_banner_texts t ON t.banner_id = b.id AND t.language = $1 "
    "LEFT JOIN content_banner_texts e ON e.banner_id = b.id AND e.language = 'EN' "
    "WHERE b.published AND (b.starts_at IS NULL OR b.starts_at <= now()) "
    "AND (b.ends_at IS NULL OR b.ends_at > now()) AND coalesce(t.title, e.title) IS NOT NULL "
    "ORDER BY b.group_name, b.sort_order, b.id LIMIT 200"};
const db::Statement kInsert{"content_banners_insert",
                            "INSERT INTO content_banners "
                            "(group_name, linkage_type, link_url, sort_order, starts_at, ends_at, published, demo_key) "
                            "VALUES ($1, $2, $3, $4, $5::timestamptz, $6::timestamptz, $7, $8) RETURNING id"};
const db::Statement kPutText{
    "content_banners_put_text",
    "INSERT INTO content_banner_texts (banner_id, language, image_url, title) "
    "SELECT id, $2, $3, $4 FROM content_banners WHERE id = $1 "
    "ON CONFLICT (banner_id, language) DO UPDATE SET image_url = EXCLUDED.image_url, title = EXCLUDED.title "
    "RETURNING 1"};
const db::Statement kTouch{"content_banners_touch", "UPDATE content_banners SET updated_at = now() WHERE id = $1"};
const db::Statement kRemoveText{"content_banners_remove_text",
                                "DELETE FROM content_banner_texts WHERE banner_id = $1 AND language = $2 RETURNING 1"};
const db::Statement kLinkOf{"content_banners_link_of",
                            "SELECT linkage_type, link_url FROM content_banners WHERE id = $1"};
const db::Statement kUpdate{
    "content_banners_update",
    "UPDATE content_banners SET group_name = coalesce($2, group_name), linkage_type = coalesce($3, linkage_type), "
    "link_url = coalesce($4, link_url), sort_order = coalesce($5, sort_order), "
    "starts_at = CASE WHEN $6::text IS NULL THEN starts_at WHEN $6 = '' THEN NULL ELSE $6::timestamptz END, "
    "ends_at = CASE WHEN $7::text IS NULL THEN ends_at WHEN $7 = '' THEN NULL ELSE $7::timestamptz END, "
    "published = coalesce($8, published), updated_at = now() WHERE id = $1 RETURNING 1"};
const db::Statement kRemove{"content_banners_remove", "DELETE FROM content_banners WHERE id = $1 RETURNING 1"};
const db::Statement kList{"content_banners_list",
                          "SELECT b.id, b.group_name, b.linkage_type, b.link_url, b.sort_order, "
                          "to_char(b.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'), "
                          "to_char(b.ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'), b.published, "
                          "t.language, t.image_url, t.title "
                          "FROM content_banners b LEFT JOIN content_banner_texts t ON t.banner_id = b.id "
                          "WHERE $1::text IS NULL OR b.group_name = $1 "
                          "ORDER BY b.group_name, b.sort_order, b.id, t.language <> 'EN', t.language"};
const db::Statement kRemoveDemo{"content_banners_remove_demo",
                                "DELETE FROM content_banners WHERE demo_key IS NOT NULL"};

bool changed(pqxx::work& tx, const pqxx::result& result) {
  tx.commit();
  return !result.empty();
}

}  // namespace

std::vector<services::Banner> BannerRepository::live(const std::string& language) {
  auto lease = laggingReads_.acquire();
  lease->prepare(kLive);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kLive.name, language);
  std::vector<services::Banner> out;
  out.reserve(rows.size());
  for (const auto& row : rows) {
    services::Banner banner;
    banner.id = row[0].as<std::int64_t>();
    banner.groupName = row[1].as<std::string>();
    banner.imageUrl = row[2].as<std::string>();
    banner.title = row[3].as<std::string>();
    banner.linkageType = row[4].as<std::string>();
    banner.linkUrl = row[5].as<std::string>();
    banner.language = row[6].as<std::string>();
    banner.sort = row[7].as<std::int32_t>();
    out.push_back(std::move(banner));
  }
  return out;
}

std::int64_t BannerRepository::insert(const NewBanner& banner) {
  auto lease = pool_.acquire();
  lease->prepare(kInsert);
  lease->prepare(kPutText);
  pqxx::work tx(lease->connection());
  const auto id = tx.exec_prepared1(kInsert.name, banner.groupName, banner.linkageType, banner.linkUrl, banner.sort,
                                    banner.startsAt, banner.endsAt, banner.published, banner.demoKey)[0]
                      .as<std::int64_t>();
  tx.exec_prepared(kPutText.name, id, banner.text.language, banner.text.imageUrl, banner.text.title);
  tx.commit();
  return id;
}

bool BannerRepository::putText(std::int64_t id, const services::BannerText& text) {
  auto lease = pool_.acquire();
  lease->prepare(kPutText);
  lease->prepare(kTouch);
  pqxx::work tx(lease->connection());
  const auto result = tx.exec_prepared(kPutText.name, id, text.language, text.imageUrl, text.title);
  if (!result.empty()) tx.exec_prepared(kTouch.name, id);
  return changed(tx, result);
}

bool BannerRepository::removeText(std::int64_t id, const std::string& language) {
  auto lease = pool_.acquire();
  lease->prepare(kRemoveText);
  pqxx::work tx(lease->connection());
  return changed(tx, tx.exec_prepared(kRemoveText.name, id, language));
}

std::optional<std::pair<std::string, std::string>> BannerRepository::linkOf(std::int64_t id) {
  auto lease = pool_.acquire();
  lease->prepare(kLinkOf);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kLinkOf.name, id);
  if (rows.empty()) return std::nullopt;
  return std::make_pair(rows[0][0].as<std::string>(), rows[0][1].as<std::string>());
}

bool BannerRepository::update(std::int64_t id, const services::BannerChange& change) {
  auto lease = pool_.acquire();
  lease->prepare(kUpdate);
  pqxx::work tx(lease->connection());
  return changed(tx, tx.exec_prepared(kUpdate.name, id, change.groupName, change.linkageType, change.linkUrl,
                                      change.sort, change.startsAt, change.endsAt, change.published));
}

bool BannerRepository::remove(std::int64_t id) {
  auto lease = pool_.acquire();
  lease->prepare(kRemove);
  pqxx::work tx(lease->connection());
  return changed(tx, tx.exec_prepared(kRemove.name, id));
}

std::vector<services::BannerRecord> BannerRepository::list(const std::optional<std::string>& group) {
  auto lease = pool_.acquire();
  lease->prepare(kList);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kList.name, group);
  std::vector<services::BannerRecord> out;
  for (const auto& row : rows) {
    const auto id = row[0].as<std::int64_t>();
    if (out.empty() || out.back().id != id) {
      services::BannerRecord record;
      record.id = id;
      record.groupName = row[1].as<std::string>();
      record.linkageType = row[2].as<std::string>();
      record.linkUrl = row[3].as<std::string>();
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

void BannerRepository::removeDemo() {
  auto lease = pool_.acquire();
  lease->prepare(kRemoveDemo);
  pqxx::work tx(lease->connection());
  tx.exec_prepared(kRemoveDemo.name);
  tx.commit();
}

}  // namespace panalo::repositories

#include "domains/support/content_repository.hpp"

#include <pqxx/pqxx>

namespace panalo::repositories {
namespace {

// For each anchor the row in the asked language before EN, then the asked
// device before web; the outer query orders what is left for the page.
const db::Statement kHelpSections{
    "support_help_sections",
    "SELECT anchor, title, body_html, sort_order, lang, device FROM ("
    "  SELECT DISTINCT ON (anchor) anchor, title, body_html, sort_order, lang, device FROM help_sections"
    "  WHERE lang IN ($1, 'EN') AND device IN ($2, 'web')"
    "  ORDER BY anchor, (lang = $1) DESC, (device = $2) DESC) best "
    "ORDER BY sort_order, anchor"};
const db::Statement kAllHelpSections{"support_all_help_sections",
                                     "SELECT anchor, title, body_html, sort_order, lang, device FROM help_sections "
                                     "ORDER BY lang, device, sort_order, anchor"};
const db::Statement kUpsertHelpSection{
    "support_upsert_help_section",
    "INSERT INTO help_sections (lang, device, anchor, title, body_html, sort_order) VALUES ($1, $2, $3, $4, $5, $6) "
    "ON CONFLICT (lang, device, anchor) DO UPDATE SET title = EXCLUDED.title, body_html = EXCLUDED.body_html, "
    "sort_order = EXCLUDED.sort_order, updated_at = now()"};
const db::Statement kRemoveHelpSection{"support_remove_help_section",
                                       "DELETE FROM help_sections WHERE lang = $1 AND device = $2 AND anchor = $3"};
const db::Statement kDocument{
    "support_document",
    "SELECT doc_key, lang, title, body_html, (extract(epoch FROM updated_at) * 1000)::bigint FROM support_documents "
    "WHERE doc_key = $1 AND lang IN ($2, 'EN') ORDER BY (lang = $2) DESC LIMIT 1"};
const db::Statement kUpsertDocument{
    "support_upsert_document",
    "INSERT INTO support_documents (doc_key, lang, title, body_html) VALUES ($1, $2, $3, $4) "
    "ON CONFLICT (doc_key, lang) DO UPDATE SET title = EXCLUDED.title, body_html = EXCLUDED.body_html, "
    "updated_at = now()"};

#define PANALO_NEWS_BEST                                                                             \
  "SELECT DISTINCT ON (a.id) a.id, a.slug, t.lang, t.title, t.summary, t.body_html, a.published_at " \
  "FROM news_articles a JOIN news_translations t ON t.article_id = a.id AND t.lang IN ($1, 'EN') "   \
  "WHERE a.visible AND a.published_at <= now() "
const db::Statement kNews{"support_news",
                          "SELECT id, slug, lang, title, summary, (extract(epoch FROM published_at) * 1000)::bigint "
                          "FROM (" PANALO_NEWS_BEST
                          "ORDER BY a.id, (t.lang = $1) DESC) best "
                          "ORDER BY published_at DESC, id DESC LIMIT $2 OFFSET $3"};
const db::Statement kNewsArticle{
    "support_news_article",
    "SELECT id, slug, lang, title, summary, (extract(epoch FROM published_at) * 1000)::bigint, body_html "
    "FROM (" PANALO_NEWS_BEST "AND a.id = $2 ORDER BY a.id, (t.lang = $1) DESC) best"};
#undef PANALO_NEWS_BEST
const db::Statement kNewsCount{
    "support_news_count",
    "SELECT count(*) FROM news_articles a WHERE a.visible AND a.published_at <= now() "
    "AND EXISTS (SELECT 1 FROM news_translations t WHERE t.article_id = a.id AND t.lang IN ($1, 'EN'))"};
const db::Statement kUpsertArticle{
    "support_upsert_article",
    "INSERT INTO news_articles (slug) VALUES ($1) ON CONFLICT (slug) DO UPDATE SET slug = EXCLUDED.slug RETURNING id"};
const db::Statement kUpsertTranslation{
    "support_upsert_translation",
    "INSERT INTO news_translations (article_id, lang, title, summary, body_html) VALUES ($1, $2, $3, $4, $5) "
    "ON CONFLICT (article_id, lang) DO UPDATE SET title = EXCLUDED.title, summary = EXCLUDED.summary, "
    "body_html = EXCLUDED.body_html"};
const db::Statement kSetNewsVisible{"support_set_news_visible",
                                    "UPDATE news_articles SET visible = $2 WHERE slug = $1"};

services::HelpSection helpSectionOf(const pqxx::row& row) {
  return {row[0].as<std::string>(), row[1].as<std::string>(), row[2].as<std::string>(),
          row[3].as<int>(),         row[4].as<std::string>(), row[5].as<std::string>()};
}

services::NewsSummary newsSummaryOf(const pqxx::row& row) {
  return {row[0].as<std::int64_t>(), row[1].as<std::string>(), row[2].as<std::string>(),
          row[3].as<std::string>(),  row[4].as<std::string>(), row[5].as<std::int64_t>()};
}

}  // namespace

std::vector<services::HelpSection> ContentRepository::helpSections(const std::string& lang, const std::string& device) {
  auto lease = laggingReads_.acquire();
  lease->prepare(kHelpSections);
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::HelpSection> sections;
  for (const auto& row : tx.exec_prepared(kHelpSections.name, lang, device)) sections.push_back(helpSectionOf(row));
  return sections;
}

std::vector<services::HelpSection> ContentRepository::allHelpSections() {
  auto lease = pool_.acquire();
  lease->prepare(kAllHelpSections);
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::HelpSection> sections;
  for (const auto& row : tx.exec_prepared(kAllHelpSections.name)) sections.push_back(helpSectionOf(row));
  return sections;
}

void ContentRepository::upsertHelpSection(const services::HelpSection& section) {
  auto lease = pool_.acquire();
  lease->prepare(kUpsertHelpSection);
  pqxx::work tx(lease->connection());
  tx.exec_prepared(kUpsertHelpSection.name, section.lang, section.device, section.anchor, section.title, section.html,
                   section.sort);
  tx.commit();
}

bool ContentRepository::removeHelpSection(const std::string& lang, const std::string& device,
                                          const std::string& anchor) {
  auto lease = pool_.acquire();
  lease->prepare(kRemoveHelpSection);
  pqxx::work tx(lease->connection());
  const auto result = tx.exec_prepared(kRemoveHelpSection.name, lang, device, anchor);
  tx.commit();
  return result.affected_rows() > 0;
}

std::optional<services::SupportDocument> ContentRepository::document(const std::string& key, const std::string& lang) {
  auto lease = laggingReads_.acquire();
  lease->prepare(kDocument);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kDocument.name, key, lang);
  if (rows.empty()) return std::nullopt;
  const auto& row = rows[0];
  return services::SupportDocument{row[0].as<std::string>(), row[1].as<std::string>(), row[2].as<std::string>(),
                                   row[3].as<std::string>(), row[4].as<std::int64_t>()};
}

void ContentRepository::upsertDocument(const services::SupportDocument& document) {
  auto lease = pool_.acquire();
  lease->prepare(kUpsertDocument);
  pqxx::work tx(lease->connection());
  tx.exec_prepared(kUpsertDocument.name, document.key, document.lang, document.title, document.html);
  tx.commit();
}

std::vector<services::NewsSummary> ContentRepository::news(const std::string& lang, std::int64_t limit,
                                                           std::int64_t offset) {
  auto lease = laggingReads_.acquire();
  lease->prepare(kNews);
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::NewsSummary> list;
  for (const auto& row : tx.exec_prepared(kNews.name, lang, limit, offset)) list.push_back(newsSummaryOf(row));
  return list;
}

std::int64_t ContentRepository::newsCount(const std::string& lang) {
  auto lease = laggingReads_.acquire();
  lease->prepare(kNewsCount);
  pqxx::read_transaction tx(lease->connection());
  return tx.exec_prepared1(kNewsCount.name, lang)[0].as<std::int64_t>();
}

std::optional<services::NewsArticle> ContentRepository::newsArticle(std::int64_t id, const std::string& lang) {
  auto lease = laggingReads_.acquire();
  lease->prepare(kNewsArticle);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kNewsArticle.name, lang, id);
  if (rows.empty()) return std::nullopt;
  return services::NewsArticle{newsSummaryOf(rows[0]), rows[0][6].as<std::string>()};
}

std::int64_t ContentRepository::upsertNews(const NewsRow& row) {
  auto lease = pool_.acquire();
  lease->prepare(kUpsertArticle);
  lease->prepare(kUpsertTranslation);
  pqxx::work tx(lease->connection());
  const auto id = tx.exec_prepared1(kUpsertArticle.name, row.slug)[0].as<std::int64_t>();
  tx.exec_prepared(kUpsertTranslation.name, id, row.lang, row.title, row.summary, row.html);
  tx.commit();
  return id;
}

bool ContentRepository::setNewsVisible(const std::string& slug, bool visible) {
  auto lease = pool_.acquire();
  lease->prepare(kSetNewsVisible);
  pqxx::work tx(lease->connection());
  const auto result = tx.exec_prepared(kSetNewsVisible.name, slug, visible);
  tx.commit();
  return result.affected_rows() > 0;
}

}  // namespace panalo::repositories

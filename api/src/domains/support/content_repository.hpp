#pragma once
// help_sections, support_documents, news_articles and news_translations.
// Each read takes the asked language and falls back to EN in SQL.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/support/support_types.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct NewsRow {
  std::string slug;
  std::string lang;
  std::string title;
  std::string summary;
  std::string html;
};

class ContentRepository {
 public:
  // The pages' reads (help sections, documents, news) use `laggingReads`: a
  // replica may serve them, and an operator's edit shows a moment later. The
  // operator's writes and full lists use `pool`, the primary.
  ContentRepository(db::ConnectionPool& pool, db::ConnectionPool& laggingReads)
      : pool_(pool), laggingReads_(laggingReads) {}

  // Each anchor once, in its best row for (lang, device), by sort then anchor.
  std::vector<services::HelpSection> helpSections(const std::string& lang, const std::string& device);
  // Every stored row (the operator's list).
  std::vector<services::HelpSection> allHelpSections();
  void upsertHelpSection(const services::HelpSection& section);
  bool removeHelpSection(const std::string& lang, const std::string& device, const std::string& anchor);

  std::optional<services::SupportDocument> document(const std::string& key, const std::string& lang);
  void upsertDocument(const services::SupportDocument& document);

  // Visible, published articles in the asked language (or EN), newest first.
  std::vector<services::NewsSummary> news(const std::string& lang, std::int64_t limit, std::int64_t offset);
  std::int64_t newsCount(const std::string& lang);
  std::optional<services::NewsArticle> newsArticle(std::int64_t id, const std::string& lang);
  // Adds or edits the article with this slug and its text in row.lang; returns its id.
  std::int64_t upsertNews(const NewsRow& row);
  bool setNewsVisible(const std::string& slug, bool visible);

 private:
  db::ConnectionPool& pool_;
  db::ConnectionPool& laggingReads_;
};

}  // namespace panalo::repositories

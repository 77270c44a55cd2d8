#pragma once
// The help center, the legal license and installation guide, and news: read
// per language (EN when the language has none) and published by the operator.
// HTML is sanitised when it is published and again when it is served, so a
// row edited by hand in the database cannot carry a script to the page.

#include <cstdint>
#include <optional>
#include <string>

#include "domains/support/content_repository.hpp"
#include "domains/support/support_types.hpp"

namespace panalo::services {

class ContentService {
 public:
  explicit ContentService(repositories::ContentRepository& content) : content_(content) {}

  // lang: 2-3 letters, any case (default EN); device: web, android or ios
  // (default web). Throws DomainError(InvalidInput) for anything else.
  HelpCenter helpCenter(const std::optional<std::string>& lang, const std::optional<std::string>& device);
  // key: license or install. Throws NotFound when neither the language nor EN has it.
  SupportDocument document(const std::string& key, const std::optional<std::string>& lang);
  // pageNo from 1, pageSize 1..50.
  NewsPage news(const std::optional<std::string>& lang, std::int64_t pageNo, std::int64_t pageSize);
  NewsArticle newsArticle(std::int64_t id, const std::optional<std::string>& lang);

  // The operator's side; each checks its input (invalid_parameter) and stores nothing when it is wrong.
  void publishHelpSection(HelpSection section);
  bool removeHelpSection(const std::string& lang, const std::string& device, const std::string& anchor);
  std::vector<HelpSection> allHelpSections() { return content_.allHelpSections(); }
  void publishDocument(SupportDocument document);
  std::int64_t publishNews(repositories::NewsRow row);
  bool setNewsVisible(const std::string& slug, bool visible) { return content_.setNewsVisible(slug, visible); }

  static std::string languageOf(const std::optional<std::string>& lang);
  static std::string deviceOf(const std::optional<std::string>& device);

 private:
  repositories::ContentRepository& content_;
};

}  // namespace panalo::services

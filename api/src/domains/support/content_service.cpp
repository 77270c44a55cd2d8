#include "domains/support/content_service.hpp"

#include <algorithm>
#include <cctype>

#include "panalo/validation/utf8.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/text/html_sanitizer.hpp"

namespace panalo::services {
namespace {

constexpr std::size_t kMaxHtmlBytes = 65536;
constexpr std::int64_t kMaxPageSize = 50;

[[noreturn]] void invalid(const std::string& message) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, message);
}

void requireText(const std::string& value, std::size_t maxCodePoints, const std::string& what) {
  const auto length = validation::countCodePoints(value);
  if (!length || *length < 1 || *length > maxCodePoints) {
    invalid(what + " is 1 to " + std::to_string(maxCodePoints) + " characters of text");
  }
}

std::string sanitizedBody(const std::string& html, const std::string& what) {
  if (!validation::isValidUtf8(html)) invalid(what + " is not UTF-8 text");
  auto clean = text::sanitizeHtml(html);
  if (clean.size() > kMaxHtmlBytes) invalid(what + " is over 64 KB");
  return clean;
}

bool isAnchor(const std::string& anchor) {
  if (anchor.empty() || anchor.size() > 32 || !std::islower(static_cast<unsigned char>(anchor[0]))) return false;
  return std::all_of(anchor.begin(), anchor.end(), [](char c) {
    return std::islower(static_cast<unsigned char>(c)) || std::isdigit(static_cast<unsigned char>(c)) || c == '-';
  });
}

bool isSlug(const std::string& slug) {
  if (slug.empty() || slug.size() > 64 || slug[0] == '-') return false;
  return std::all_of(slug.begin(), slug.end(), [](char c) {
    return std::islower(static_cast<unsigned char>(c)) || std::isdigit(static_cast<unsigned char>(c)) || c == '-';
  });
}

}  // namespace

std::string ContentService::languageOf(const std::optional<std::string>& lang) {
  if (!lang || lang->empty()) return "EN";
  std::string code = *lang;
  if (code.size() < 2 || code.size() > 3) invalid("lang is a 2 or 3 letter language code");
  for (auto& c : code) {
    if (!std::isalpha(static_cast<unsigned char>(c))) invalid("lang is a 2 or 3 letter language code");
    c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  }
  return code;
}

std::string ContentService::deviceOf(const std::optional<std::string>& device) {
  if (!device || device->empty()) return "web";
  std::string name = *device;
  std::transform(name.begin(), name.end(), name.begin(),
                 [](char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); });
  if (name != "web" && name != "android" && name != "ios") invalid("device is web, android or ios");
  return name;
}

HelpCenter ContentService::helpCenter(const std::optional<std::string>& lang,
                                      const std::optional<std::string>& device) {
  HelpCenter center{languageOf(lang), deviceOf(device), {}};
  center.sections = content_.helpSections(center.lang, center.device);
  for (auto& section : center.sections) section.html = text::sanitizeHtml(section.html);
  return center;
}

SupportDocument ContentService::document(const std::string& key, const std::optional<std::string>& lang) {
  if (key != "license" && key != "install") invalid("key is license or install");
  auto found = content_.document(key, languageOf(lang));
  if (!found) throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "This document is not published");
  found->html = text::sanitizeHtml(found->html);
  return *found;
}

NewsPage ContentService::news(const std::optional<std::string>& lang, std::int64_t pageNo, std::int64_t pageSize) {
  if (pageNo < 1 || pageNo > 100000) invalid("pageNo is 1 or more");
  if (pageSize < 1 || pageSize > kMaxPageSize) invalid("pageSize is 1 to 50");
  const auto code = languageOf(lang);
  NewsPage page;
  page.pageNo = pageNo;
  page.pageSize = pageSize;
  page.total = content_.newsCount(code);
  page.totalPages = (page.total + pageSize - 1) / pageSize;
  page.list = content_.news(code, pageSize, (pageNo - 1) * pageSize);
  return page;
}

NewsArticle ContentService::newsArticle(std::int64_t id, const std::optional<std::string>& lang) {
  auto found = content_.newsArticle(id, languageOf(lang));
  if (!found) throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "No such news article");
  found->html = text::sanitizeHtml(found->html);
  return *found;
}

void ContentService::publishHelpSection(HelpSection section) {
  section.lang = languageOf(section.lang);
  section.device = deviceOf(section.device);
  if (!isAnchor(section.anchor)) invalid("anchor is lower-case letters, digits and '-', at most 32, e.g. term");
  requireText(section.title, 120, "title");
  section.html = sanitizedBody(section.html, "the body");
  content_.upsertHelpSection(section);
}

bool ContentService::removeHelpSection(const std::string& lang, const std::string& device, const std::string& anchor) {
  return content_.removeHelpSection(languageOf(lang), deviceOf(device), anchor);
}

void ContentService::publishDocument(SupportDocument document) {
  if (document.key != "license" && document.key != "install") invalid("the document is license or install");
  document.lang = languageOf(document.lang);
  requireText(document.title, 120, "title");
  document.html = sanitizedBody(document.html, "the body");
  content_.upsertDocument(document);
}

std::int64_t ContentService::publishNews(repositories::NewsRow row) {
  if (!isSlug(row.slug)) invalid("slug is lower-case letters, digits and '-', at most 64");
  row.lang = languageOf(row.lang);
  requireText(row.title, 160, "title");
  if (!row.summary.empty()) requireText(row.summary, 400, "summary");
  row.html = sanitizedBody(row.html, "the body");
  return content_.upsertNews(row);
}

}  // namespace panalo::services

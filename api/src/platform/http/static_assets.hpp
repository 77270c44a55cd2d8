#pragma once
// The built UI (ui/dist), read into memory once at start so serving a file is a
// map lookup. Hashed files under /assets/ are cached for a year; index.html is
// revalidated every time so a deploy shows at once. Any other path that looks
// like a page (no file extension) gets index.html: the SPA router takes it.

#include <filesystem>
#include <map>
#include <string>

#include "platform/http/http_types.hpp"

namespace panalo::http {

struct StaticFile {
  std::string contentType;
  std::string cacheControl;
  std::string etag;
  std::string body;
  std::string gzipBody;  // empty when compression would not pay
};

class StaticAssets {
 public:
  // Throws std::runtime_error when the folder has no index.html.
  static StaticAssets load(const std::filesystem::path& root);

  HttpResponse serve(const HttpRequest& request) const;
  std::size_t fileCount() const { return files_.size(); }

 private:
  HttpResponse respond(const StaticFile& file, const HttpRequest& request) const;

  std::map<std::string, StaticFile> files_;  // keyed by URL path, e.g. "/assets/a.js"
};

std::string contentTypeFor(const std::filesystem::path& file);

}  // namespace panalo::http

#include "platform/http/static_assets.hpp"

#include <openssl/evp.h>

#include <fstream>
#include <iterator>
#include <sstream>
#include <stdexcept>

#include "platform/http/envelope.hpp"
#include "platform/http/gzip.hpp"

namespace panalo::http {
namespace fs = std::filesystem;
namespace {

constexpr const char* kImmutable = "public, max-age=31536000, immutable";
constexpr const char* kRevalidate = "no-cache";
constexpr const char* kShortLived = "public, max-age=3600";

std::string readFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path.string());
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

std::string strongEtag(const std::string& body) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  EVP_Digest(body.data(), body.size(), digest, &length, EVP_sha256(), nullptr);
  static const char* hex = "0123456789abcdef";
  std::string tag = "\"";
  for (unsigned int i = 0; i < 16 && i < length; ++i) {
    tag += hex[digest[i] >> 4];
    tag += hex[digest[i] & 0x0f];
  }
  return tag + "\"";
}

bool compressible(const std::string& contentType) {
  return contentType.rfind("text/", 0) == 0 || contentType.find("javascript") != std::string::npos ||
         contentType.find("json") != std::string::npos || contentType.find("svg") != std::string::npos ||
         contentType == "application/wasm";
}

bool acceptsGzip(const HttpRequest& request) {
  const auto accept = request.header("accept-encoding");
  return accept && accept->find("gzip") != std::string::npos;
}

bool looksLikeFile(const std::string& path) {
  const auto slash = path.rfind('/');
  return path.find('.', slash == std::string::npos ? 0 : slash) != std::string::npos;
}

}  // namespace

std::string contentTypeFor(const fs::path& file) {
  static const std::map<std::string, std::string> types = {{".html", "text/html; charset=utf-8"},
                                                           {".js", "text/javascript; charset=utf-8"},
                                                           {".mjs", "text/javascript; charset=utf-8"},
                                                           {".css", "text/css; charset=utf-8"},
                                                           {".json", "application/json"},
                                                           {".wasm", "application/wasm"},
                                                           {".svg", "image/svg+xml"},
                                                           {".png", "image/png"},
                                                           {".jpg", "image/jpeg"},
                                                           {".jpeg", "image/jpeg"},
                                                           {".webp", "image/webp"},
                                                           {".ico", "image/x-icon"},
                                                           {".woff2", "font/woff2"},
                                                           {".woff", "font/woff"},
                                                           {".txt", "text/plain; charset=utf-8"},
                                                           {".webmanifest", "application/manifest+json"},
                                                           {".map", "application/json"}};
  auto it = types.find(file.extension().string());
  return it == types.end() ? "application/octet-stream" : it->second;
}

StaticAssets StaticAssets::load(const fs::path& root) {
  if (!fs::is_regular_file(root / "index.html")) {
    throw std::runtime_error("no index.html in UI folder " + root.string() +
                             " (build the UI first: npm --prefix ui run build)");
  }
  StaticAssets assets;
  for (const auto& entry : fs::recursive_directory_iterator(root)) {
    if (!entry.is_regular_file()) continue;
    const fs::path relative = fs::relative(entry.path(), root);
    const std::string urlPath = "/" + relative.generic_string();
    StaticFile file;
    file.body = readFile(entry.path());
    file.contentType = contentTypeFor(entry.path());
    file.etag = strongEtag(file.body);
    if (urlPath.rfind("/assets/", 0) == 0) {
      file.cacheControl = kImmutable;  // Vite puts a content hash in these names
    } else if (urlPath == "/index.html") {
      file.cacheControl = kRevalidate;
    } else {
      file.cacheControl = kShortLived;
    }
    if (compressible(file.contentType) && file.body.size() > 1024) {
      std::string packed = gzipCompress(file.body);
      if (packed.size() < file.body.size()) file.gzipBody = std::move(packed);
    }
    assets.files_.emplace(urlPath, std::move(file));
  }
  return assets;
}

HttpResponse StaticAssets::serve(const HttpRequest& request) const {
  auto it = files_.find(request.path);
  if (it != files_.end()) return respond(it->second, request);
  if (looksLikeFile(request.path)) {
    HttpResponse missing;
    missing.status = 404;
    missing.contentType = "text/plain; charset=utf-8";
    missing.body = "Not found";
    return missing;
  }
  return respond(files_.at("/index.html"), request);
}

HttpResponse StaticAssets::respond(const StaticFile& file, const HttpRequest& request) const {
  HttpResponse response;
  response.contentType = file.contentType;
  response.headers.emplace_back("Cache-Control", file.cacheControl);
  response.headers.emplace_back("ETag", file.etag);
  if (!file.gzipBody.empty()) response.headers.emplace_back("Vary", "Accept-Encoding");
  const auto ifNoneMatch = request.header("if-none-match");
  if (ifNoneMatch && *ifNoneMatch == file.etag) {
    response.status = 304;
    return response;
  }
  if (!file.gzipBody.empty() && acceptsGzip(request)) {
    response.headers.emplace_back("Content-Encoding", "gzip");
    response.body = file.gzipBody;
  } else {
    response.body = file.body;
  }
  return response;
}

}  // namespace panalo::http

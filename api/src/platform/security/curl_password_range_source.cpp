#include "platform/security/curl_password_range_source.hpp"

#include <curl/curl.h>

#include <memory>
#include <mutex>

namespace panalo::security {
namespace {

struct Body {
  std::string text;
  bool tooLarge = false;
};

std::size_t collect(char* data, std::size_t size, std::size_t count, void* target) {
  auto* body = static_cast<Body*>(target);
  if (body->text.size() + size * count > CurlPasswordRangeSource::kMaxBodyBytes) {
    body->tooLarge = true;
    return 0;  // makes curl stop with CURLE_WRITE_ERROR
  }
  body->text.append(data, size * count);
  return size * count;
}

}  // namespace

CurlPasswordRangeSource::CurlPasswordRangeSource(std::string baseUrl, std::chrono::milliseconds timeout)
    : baseUrl_(std::move(baseUrl)), timeout_(timeout) {
  // curl_global_init is not thread-safe in every libcurl build: once, here,
  // before any request thread can call fetchRange.
  static std::once_flag once;
  std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

std::optional<std::string> CurlPasswordRangeSource::fetchRange(std::string_view prefix) {
  std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> curl(curl_easy_init(), curl_easy_cleanup);
  if (!curl) return std::nullopt;
  const std::string url = baseUrl_ + std::string(prefix);
  std::unique_ptr<curl_slist, decltype(&curl_slist_free_all)> headers(curl_slist_append(nullptr, "Add-Padding: true"),
                                                                      curl_slist_free_all);
  Body body;
  curl_easy_setopt(curl.get(), CURLOPT_URL, url.c_str());
  curl_easy_setopt(curl.get(), CURLOPT_HTTPHEADER, headers.get());
  curl_easy_setopt(curl.get(), CURLOPT_USERAGENT, "panalo-breach-check");
  curl_easy_setopt(curl.get(), CURLOPT_WRITEFUNCTION, collect);
  curl_easy_setopt(curl.get(), CURLOPT_WRITEDATA, &body);
  curl_easy_setopt(curl.get(), CURLOPT_TIMEOUT_MS, static_cast<long>(timeout_.count()));
  curl_easy_setopt(curl.get(), CURLOPT_CONNECTTIMEOUT_MS, static_cast<long>(timeout_.count()));
  curl_easy_setopt(curl.get(), CURLOPT_NOSIGNAL, 1L);  // no SIGALRM in a threaded server
  curl_easy_setopt(curl.get(), CURLOPT_FOLLOWLOCATION, 0L);
  curl_easy_setopt(curl.get(), CURLOPT_PROTOCOLS_STR, "http,https");
  if (curl_easy_perform(curl.get()) != CURLE_OK || body.tooLarge) return std::nullopt;
  long status = 0;
  curl_easy_getinfo(curl.get(), CURLINFO_RESPONSE_CODE, &status);
  if (status != 200) return std::nullopt;
  return std::move(body.text);
}

}  // namespace panalo::security

#include "http_client.hpp"

#include <curl/curl.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <stdexcept>

#include "openapi_validator.hpp"

namespace panalo::testing {
namespace {

// Process-wide: a test's helper threads (slow_routes_test) share its exemption.
std::atomic<int> uncheckedDepth{0};

size_t collectBody(char* data, size_t size, size_t count, void* target) {
  static_cast<std::string*>(target)->append(data, size * count);
  return size * count;
}

size_t collectHeader(char* data, size_t size, size_t count, void* target) {
  std::string line(data, size * count);
  const auto colon = line.find(':');
  if (colon != std::string::npos) {
    std::string name = line.substr(0, colon);
    std::transform(name.begin(), name.end(), name.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    std::string value = line.substr(colon + 1);
    value.erase(0, value.find_first_not_of(" \t"));
    value.erase(value.find_last_not_of(" \t\r\n") + 1);
    (*static_cast<std::map<std::string, std::string>*>(target))[name] = value;
  }
  return size * count;
}

void checkAgainstContract(const std::string& method, const std::string& url, const HttpResult& result) {
  // /wps/test/... are routes a test adds to its own server (slow_routes_test),
  // never served by the product.
  if (uncheckedDepth > 0 || !apiContract().coversPath(url) || url.find("/wps/test/") != std::string::npos) return;
  const auto type = result.headers.find("content-type");
  for (const auto& problem : apiContract().checkResponse(
           method, url, result.status, type == result.headers.end() ? "" : type->second, result.body)) {
    ADD_FAILURE() << "api/openapi.yaml contract: " << problem << "\n  body: " << result.body.substr(0, 400);
  }
}

}  // namespace

UncheckedByContract::UncheckedByContract(const char* /*reason*/) { ++uncheckedDepth; }
UncheckedByContract::~UncheckedByContract() { --uncheckedDepth; }

HttpResult httpRequest(const std::string& method, const std::string& url, const std::string& body,
                       const std::map<std::string, std::string>& headers) {
  CURL* curl = curl_easy_init();
  if (curl == nullptr) throw std::runtime_error("curl_easy_init failed");
  HttpResult result;
  curl_slist* headerList = nullptr;
  for (const auto& [name, value] : headers) {
    std::string line = name;
    line.append(": ").append(value);
    headerList = curl_slist_append(headerList, line.c_str());
  }
  curl_easy_setopt(curl, CURLOPT_URL, url.c_str());
  curl_easy_setopt(curl, CURLOPT_CUSTOMREQUEST, method.c_str());
  if (method == "HEAD") curl_easy_setopt(curl, CURLOPT_NOBODY, 1L);
  if (!body.empty()) {
    curl_easy_setopt(curl, CURLOPT_POSTFIELDS, body.data());
    curl_easy_setopt(curl, CURLOPT_POSTFIELDSIZE_LARGE, static_cast<curl_off_t>(body.size()));
  }
  curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headerList);
  curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, collectBody);
  curl_easy_setopt(curl, CURLOPT_WRITEDATA, &result.body);
  curl_easy_setopt(curl, CURLOPT_HEADERFUNCTION, collectHeader);
  curl_easy_setopt(curl, CURLOPT_HEADERDATA, &result.headers);
  curl_easy_setopt(curl, CURLOPT_TIMEOUT, 20L);
  const CURLcode code = curl_easy_perform(curl);
  curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &result.status);
  curl_slist_free_all(headerList);
  curl_easy_cleanup(curl);
  if (code != CURLE_OK) throw std::runtime_error(std::string("HTTP request failed: ") + curl_easy_strerror(code));
  checkAgainstContract(method, url, result);
  return result;
}

}  // namespace panalo::testing

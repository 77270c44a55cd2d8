#pragma once
// Finished answers of a public read, kept while the data they were made from
// stays the same. The catalogue reads (issue 14: the games list at half of
// nginx's speed) spent most of each request building and dumping the same
// JSON again; with this, a repeated query costs a lookup and a copy.
//
// The data's version is an object that changes whenever the data does: the
// catalogue cache hands out a new snapshot after every reload (NOTIFY), so the
// snapshot itself is the version. The cache holds the version it was filled
// from, which keeps that object alive: a new snapshot can never take the old
// one's address, and an answer is reused only for the very snapshot it came from.
// Only 200 answers are kept; errors are made afresh each time.

#include <cstddef>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>

#include "platform/http/http_types.hpp"

namespace panalo::http {

class ResponseCache {
 public:
  // Up to maxBytes of answer bodies; past that the cache starts over (a
  // visitor sending ever new queries gets no worse than no cache, and memory
  // stays bounded).
  explicit ResponseCache(std::size_t maxBytes = kDefaultMaxBytes) : maxBytes_(maxBytes) {}

  // The answer to `request` (its path and decoded query) computed from data at
  // `version`: the kept one, or make()'s, kept for the next asker when it is a
  // 200. A request seeing a version other than the kept one empties the cache.
  // make() must read the same data (or newer) than `version` names and depend
  // on nothing else of the request than its path and query.
  HttpResponse answer(const std::shared_ptr<const void>& version, const HttpRequest& request,
                      const std::function<HttpResponse()>& make);

  // How many answers are kept (tests).
  std::size_t size() const;

  static constexpr std::size_t kDefaultMaxBytes = 8 * 1024 * 1024;

 private:
  static std::string keyOf(const HttpRequest& request);

  const std::size_t maxBytes_;
  mutable std::mutex mutex_;  // everything below
  std::shared_ptr<const void> version_;
  std::unordered_map<std::string, std::shared_ptr<const HttpResponse>> answers_;
  std::size_t bytes_ = 0;
};

}  // namespace panalo::http

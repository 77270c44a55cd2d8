#include "platform/http/response_cache.hpp"

namespace panalo::http {

namespace {

// Length-prefixed, so no name or value (any bytes after percent-decoding) can
// make two different queries share a key.
void appendField(std::string& key, const std::string& text) {
  key.append(std::to_string(text.size())).push_back(':');
  key.append(text);
}

}  // namespace

std::string ResponseCache::keyOf(const HttpRequest& request) {
  std::string key;
  key.reserve(request.path.size() + 64);
  appendField(key, request.path);
  for (const auto& [name, value] : request.query) {
    appendField(key, name);
    appendField(key, value);
  }
  return key;
}

HttpResponse ResponseCache::answer(const std::shared_ptr<const void>& version, const HttpRequest& request,
                                   const std::function<HttpResponse()>& make) {
  auto key = keyOf(request);
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    if (version_ == version) {
      const auto found = answers_.find(key);
      if (found != answers_.end()) return *found->second;
    }
  }
  auto fresh = std::make_shared<const HttpResponse>(make());
  if (fresh->status != 200 || fresh->body.size() > maxBytes_) return *fresh;
  const std::lock_guard<std::mutex> lock(mutex_);
  if (version_ != version) {
    // New data (or, for a moment during a reload, a request that still holds
    // the previous snapshot): the answers of the other version go.
    answers_.clear();
    bytes_ = 0;
    version_ = version;
  }
  if (bytes_ + fresh->body.size() > maxBytes_) {
    answers_.clear();
    bytes_ = 0;
  }
  const auto [slot, added] = answers_.try_emplace(std::move(key), fresh);
  if (added) bytes_ += fresh->body.size();
  return *slot->second;
}

std::size_t ResponseCache::size() const {
  const std::lock_guard<std::mutex> lock(mutex_);
  return answers_.size();
}

}  // namespace panalo::http

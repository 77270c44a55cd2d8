#include "domains/accounts/session_service.hpp"

#include <openssl/sha.h>

#include <stdexcept>

#include "platform/core/domain_error.hpp"
#include "panalo/crypto/text_encoding.hpp"
#include "platform/security/random_text.hpp"

namespace panalo::services {
namespace {

constexpr std::size_t kTokenBytes = 16;  // 128 bits
constexpr std::string_view kBearerPrefix = "Bearer ";

[[noreturn]] void notLoggedIn() {
  throw DomainError(ErrorKind::Unauthenticated, "not_logged_in", "You are not logged in, please log in");
}

}  // namespace

std::string SessionService::open(std::int64_t memberId, bool rememberMe, const std::string& ip) {
  auto token = newToken();
  sessions_.insert(tokenHash(token), memberId, lifetimeFor(rememberMe), rememberMe, ip);
  return token;
}

std::string SessionService::newToken() {
  return security::randomBase64Url(kTokenBytes);
}

std::chrono::seconds SessionService::lifetimeFor(bool rememberMe) const {
  return rememberMe ? policy_.rememberMeLifetime : policy_.absoluteLifetime;
}

repositories::Member SessionService::authenticate(const http::HttpRequest& request) {
  const auto token = bearerToken(request);
  if (!token) notLoggedIn();
  const auto memberId = sessions_.touch(tokenHash(*token), policy_.idleTimeout);
  if (!memberId) notLoggedIn();
  auto member = members_.findById(*memberId);
  if (!member || !member->active) notLoggedIn();
  return *member;
}

void SessionService::close(const http::HttpRequest& request) {
  const auto token = bearerToken(request);
  if (!token) notLoggedIn();
  sessions_.remove(tokenHash(*token));
}

std::int64_t SessionService::closeAllOf(std::int64_t memberId) { return sessions_.removeAllOf(memberId); }

std::optional<std::string> SessionService::bearerToken(const http::HttpRequest& request) {
  const auto header = request.header("authorization");
  if (!header || header->size() <= kBearerPrefix.size() || header->compare(0, kBearerPrefix.size(), kBearerPrefix) != 0) {
    return std::nullopt;
  }
  return header->substr(kBearerPrefix.size());
}

std::vector<std::uint8_t> SessionService::tokenHash(const std::string& token) {
  std::vector<std::uint8_t> digest(SHA256_DIGEST_LENGTH);
  SHA256(reinterpret_cast<const unsigned char*>(token.data()), token.size(), digest.data());
  return digest;
}

}  // namespace panalo::services

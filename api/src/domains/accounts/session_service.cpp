#include "domains/accounts/session_service.hpp"

#include <openssl/sha.h>

#include <algorithm>
#include <stdexcept>

#include "panalo/crypto/text_encoding.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/security/password_hasher.hpp"
#include "platform/security/random_text.hpp"

namespace panalo::services {
namespace {

constexpr std::size_t kTokenBytes = 16;  // 128 bits

[[noreturn]] void notLoggedIn() {
  throw DomainError(ErrorKind::Unauthenticated, error_keys::kNotLoggedIn, "You are not logged in, please log in");
}

}  // namespace

std::string SessionService::open(std::int64_t memberId, bool rememberMe, const std::string& ip) {
  auto token = newToken();
  sessions_.insert(tokenHash(token), memberId, lifetimeFor(rememberMe), rememberMe, ip);
  return token;
}

std::string SessionService::newToken() { return security::randomBase64Url(kTokenBytes); }

std::chrono::seconds SessionService::lifetimeFor(bool rememberMe) const {
  return rememberMe ? policy_.rememberMeLifetime : policy_.absoluteLifetime;
}

// How often last_seen_at is written: at most once a minute, and at least twice
// per idle timeout, so a session in use never idles out between two writes.
std::chrono::milliseconds SessionService::seenInterval() const {
  const auto half = std::chrono::duration_cast<std::chrono::milliseconds>(policy_.idleTimeout) / 2;
  return std::min<std::chrono::milliseconds>(std::chrono::seconds(60), half);
}

SessionService::Resolved SessionService::resolve(std::optional<std::string_view> token, std::string_view userAgent) {
  if (!token) notLoggedIn();
  const auto live = sessions_.touch(tokenHash(*token), {policy_.idleTimeout, seenInterval(), std::string(userAgent)});
  if (!live) notLoggedIn();
  auto member = members_.findById(live->memberId);
  if (!member || !member->active) notLoggedIn();
  return {std::move(*member), live->passwordChangeOnly};
}

repositories::Member SessionService::authenticate(std::optional<std::string_view> token, std::string_view userAgent) {
  auto resolved = resolve(token, userAgent);
  if (resolved.passwordChangeOnly) {
    throw DomainError(ErrorKind::Forbidden, error_keys::kPasswordChangeRequired,
                      "Change your password first: this session can do nothing else");
  }
  return std::move(resolved.member);
}

repositories::Member SessionService::authenticateForPasswordChange(std::optional<std::string_view> token,
                                                                   std::string_view userAgent) {
  return resolve(token, userAgent).member;
}

MemberInfo SessionService::memberInfo(std::optional<std::string_view> token, std::string_view userAgent) {
  const auto member = authenticate(token, userAgent);
  return {member.account,
          member.id,
          member.nickname,
          member.typeCode,
          security::PasswordHasher::isUsable(member.passwordHash),
          MemberBadge{}};
}

void SessionService::logout(std::optional<std::string_view> token) {
  resolve(token, {});
  sessions_.remove(tokenHash(*token));
}

std::int64_t SessionService::closeAllOf(std::int64_t memberId) { return sessions_.removeAllOf(memberId); }

std::vector<std::uint8_t> SessionService::tokenHash(std::string_view token) {
  std::vector<std::uint8_t> digest(SHA256_DIGEST_LENGTH);
  SHA256(reinterpret_cast<const unsigned char*>(token.data()), token.size(), digest.data());
  return digest;
}

}  // namespace panalo::services

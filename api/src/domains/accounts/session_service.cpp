#include "domains/accounts/session_service.hpp"

#include <openssl/sha.h>

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

repositories::Member SessionService::authenticate(std::optional<std::string_view> token) {
  if (!token) notLoggedIn();
  const auto memberId = sessions_.touch(tokenHash(*token), policy_.idleTimeout);
  if (!memberId) notLoggedIn();
  auto member = members_.findById(*memberId);
  if (!member || !member->active) notLoggedIn();
  return *member;
}

MemberInfo SessionService::memberInfo(std::optional<std::string_view> token) {
  const auto member = authenticate(token);
  return {member.account, member.id, member.nickname, member.typeCode,
          security::PasswordHasher::isUsable(member.passwordHash)};
}

void SessionService::logout(std::optional<std::string_view> token) {
  authenticate(token);
  sessions_.remove(tokenHash(*token));
}

std::int64_t SessionService::closeAllOf(std::int64_t memberId) { return sessions_.removeAllOf(memberId); }

std::vector<std::uint8_t> SessionService::tokenHash(std::string_view token) {
  std::vector<std::uint8_t> digest(SHA256_DIGEST_LENGTH);
  SHA256(reinterpret_cast<const unsigned char*>(token.data()), token.size(), digest.data());
  return digest;
}

}  // namespace panalo::services

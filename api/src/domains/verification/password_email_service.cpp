#include "domains/verification/password_email_service.hpp"

#include <openssl/sha.h>

#include <stdexcept>

#include "domains/verification/message_texts.hpp"
#include "panalo/crypto/text_encoding.hpp"
#include "panalo/validation/forms.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/http/payload_fields.hpp"
#include "platform/net/ip_limit_key.hpp"
#include "platform/security/random_text.hpp"

namespace panalo::services {
namespace {

constexpr std::size_t kTokenBytes = 32;
constexpr std::size_t kMaxTokenLength = 128;  // a real token is 43 characters

[[noreturn]] void invalidToken() {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kResetTokenInvalid,
                    "This reset link is not valid or has expired; ask for a new one");
}

}  // namespace

std::vector<std::uint8_t> PasswordEmailService::tokenHash(const std::string& token) {
  std::vector<std::uint8_t> digest(SHA256_DIGEST_LENGTH);
  SHA256(reinterpret_cast<const unsigned char*>(token.data()), token.size(), digest.data());
  return digest;
}

void PasswordEmailService::sendResetLink(const PasswordResetLinkRequest& request, const std::string& ip) {
  validation::ForgotPasswordByEmailForm form;
  form.username = request.username;
  form.email = request.email;
  requireValid(validation::validateForgotPasswordByEmail(form, registrationSettings_.settings()),
               {"username", "email"});
  // PostgreSQL text cannot hold NUL; such a name belongs to no account.
  if (form.username.find('\0') != std::string::npos) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kAccountFormatIncorrect, "username is not valid");
  }

  if (const auto wait = resets_.admitRequest(net::ipLimitKey(ip), kMaxRequestsPerIp, kRequestWindow)) {
    throw DomainError(ErrorKind::RateLimited, error_keys::kTooManyRequests, "Too many requests, try again later",
                      {{"retryAfterSeconds", *wait}});
  }
  const auto memberId = contacts_.findByAccountAndEmail(form.username, form.email);
  const auto member = memberId ? members_.findById(*memberId) : std::nullopt;
  if (!member) {
    throw DomainError(ErrorKind::NotFound, error_keys::kUsernameEmailNotFound, "Username/E-mail does not exist");
  }

  const auto token = security::randomBase64Url(kTokenBytes);
  resets_.insertToken(tokenHash(token), member->id, kTokenLifetime, ip);

  const auto link = messaging::passwordResetLink(settings_.siteBaseUrl(), token);
  const auto text = messaging::passwordResetEmail(member->account, link, static_cast<int>(kTokenLifetime.count() / 60));
  email_.send({contacts_.contactOf(member->id).email, text.subject, text.body, "password_reset"});
}

void PasswordEmailService::resetPassword(const PasswordResetRequest& request) {
  const auto& token = request.resetToken;
  validation::ChangePasswordForm form;
  form.newPassword = request.newPassword;
  form.confirmNewPassword = request.confirmNewPassword;
  form.oldPasswordKnown = true;  // the link stands in for the old password
  if (token.empty() || token.size() > kMaxTokenLength) invalidToken();

  const auto hash = tokenHash(token);
  const auto memberId = resets_.liveTokenMember(hash);
  const auto member = memberId ? members_.findById(*memberId) : std::nullopt;
  if (!member) invalidToken();
  form.username = member->account;
  // The same policy as every other new password (shared validator), checked
  // before the token is used, so a refused password leaves the link working.
  requireValid(validation::validateChangePassword(form, registrationSettings_.settings()),
               {"newPassword", "confirmNewPassword"});
  security::refuseBreachedPassword(breached_, form.newPassword);
  if (!resets_.resetWithToken(hash, member->id, hasher_.hash(form.newPassword))) invalidToken();
}

}  // namespace panalo::services

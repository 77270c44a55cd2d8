#include "domains/support/mirror_service.hpp"

#include <algorithm>
#include <cctype>

#include "panalo/text/link_rule.hpp"
#include "panalo/validation/utf8.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

[[noreturn]] void invalid(const std::string& message) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, message);
}

bool startsWith(const std::string& text, const std::string& prefix) { return text.rfind(prefix, 0) == 0; }

bool isHttpLink(const std::string& url) {
  return (startsWith(url, "https://") || startsWith(url, "http://")) && text::isSafeLink(url);
}

std::string trimmed(const std::string& text) {
  const auto first = text.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return "";
  const auto last = text.find_last_not_of(" \t\r\n");
  return text.substr(first, last - first + 1);
}

// A phone number as typed: digits with separators, at least 6 digits.
std::optional<std::string> phoneOf(const std::string& text) {
  std::string out;
  std::size_t digits = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (std::isdigit(static_cast<unsigned char>(c))) {
      out += c;
      ++digits;
    } else if (c == '+' && i == 0) {
      out += c;
    } else if (c != ' ' && c != '-' && c != '.' && c != '(' && c != ')') {
      return std::nullopt;
    }
  }
  if (digits < 6) return std::nullopt;
  return out;
}

}  // namespace

std::optional<std::string> MirrorService::normalizeContact(const std::string& contact) {
  if (contact.size() > 256 || !validation::isValidUtf8(contact)) return std::nullopt;
  std::string key = trimmed(contact);
  std::transform(key.begin(), key.end(), key.begin(), [](char c) {
    return static_cast<unsigned char>(c) < 0x80 ? static_cast<char>(std::tolower(static_cast<unsigned char>(c))) : c;
  });
  if (const auto phone = phoneOf(key)) return *phone;
  for (const char* prefix : {"https://", "http://"}) {
    if (startsWith(key, prefix)) key = key.substr(std::string(prefix).size());
  }
  if (startsWith(key, "www.")) key = key.substr(4);
  for (const char* prefix : {"t.me/", "telegram.me/", "facebook.com/", "m.facebook.com/", "fb.com/"}) {
    if (startsWith(key, prefix)) key = key.substr(std::string(prefix).size());
  }
  while (!key.empty() && key.back() == '/') key.pop_back();
  if (!key.empty() && key.front() == '@') key = key.substr(1);
  if (key.empty() || key.size() > 128) return std::nullopt;
  return key;
}

std::vector<MirrorSite> MirrorService::mirrors() {
  std::vector<MirrorSite> list;
  for (auto& mirror : mirrors_.mirrors(true)) {
    if (isHttpLink(mirror.url)) list.push_back(std::move(mirror));
  }
  return list;
}

RepresentativeCheck MirrorService::verify(const std::string& contact, const std::string& clientIp) {
  const auto key = normalizeContact(contact);
  if (!key) invalid("contact is the representative's Telegram, Facebook, phone, e-mail or ID");
  if (const auto wait = checks_.tryAcquire(clientIp); wait > 0) {
    throw DomainError(ErrorKind::RateLimited, error_keys::kTooManyRequests, "Too many checks, try again shortly",
                      {{"retryAfterSeconds", wait}});
  }
  const auto found = mirrors_.findRepresentative(*key);
  if (!found) return {};
  return {true, found->displayName, found->contactType};
}

std::int64_t MirrorService::addMirror(const std::string& url, const std::string& label, int sort) {
  if (url.size() > 512 || !isHttpLink(url)) invalid("the mirror is an http(s) address, e.g. https://panalo2.example");
  const auto length = validation::countCodePoints(label);
  if (!length || *length < 1 || *length > 64) invalid("the label is 1 to 64 characters");
  return mirrors_.upsertMirror(url, label, sort);
}

std::int64_t MirrorService::addRepresentative(const std::string& type, const std::string& contact,
                                              const std::string& name) {
  if (type != "telegram" && type != "facebook" && type != "phone" && type != "email" && type != "id") {
    invalid("the contact type is telegram, facebook, phone, email or id");
  }
  const auto key = normalizeContact(contact);
  if (!key) invalid("the contact is empty, over 128 characters or not text");
  const auto length = validation::countCodePoints(name);
  if (!length || *length < 1 || *length > 64) invalid("the name is 1 to 64 characters");
  return mirrors_.upsertRepresentative(type, *key, name);
}

}  // namespace panalo::services

#include "platform/security/k_anonymity_password_check.hpp"

#include <openssl/sha.h>

#include "platform/log/request_log.hpp"

namespace panalo::security {
namespace {

char upper(char c) { return (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c; }

bool sameHex(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (upper(a[i]) != upper(b[i])) return false;
  }
  return true;
}

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && (text.back() == '\r' || text.back() == ' ')) text.remove_suffix(1);
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  return text;
}

}  // namespace

std::string KAnonymityBreachedPasswords::sha1Hex(std::string_view password) {
  unsigned char digest[SHA_DIGEST_LENGTH];
  SHA1(reinterpret_cast<const unsigned char*>(password.data()), password.size(), digest);
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string hex;
  for (const unsigned char byte : digest) {
    hex.push_back(kHex[byte >> 4]);
    hex.push_back(kHex[byte & 0xf]);
  }
  return hex;
}

bool KAnonymityBreachedPasswords::rangeLists(std::string_view body, std::string_view suffix) {
  while (!body.empty()) {
    const auto end = body.find('\n');
    const auto line = trimmed(body.substr(0, end));
    body = end == std::string_view::npos ? std::string_view() : body.substr(end + 1);
    const auto colon = line.find(':');
    if (colon == std::string_view::npos || !sameHex(line.substr(0, colon), suffix)) continue;
    const auto count = trimmed(line.substr(colon + 1));
    // Padding lines have count 0; any other digits mean it was seen.
    return count.find_first_not_of('0') != std::string_view::npos &&
           count.find_first_not_of("0123456789") == std::string_view::npos;
  }
  return false;
}

bool KAnonymityBreachedPasswords::isBreached(std::string_view password) {
  if (local_.isBreached(password)) return true;
  const auto hash = sha1Hex(password);
  const auto body = source_.fetchRange(std::string_view(hash).substr(0, 5));
  if (!body) {
    unavailable_.fetch_add(1, std::memory_order_relaxed);
    log::writeEventLog("warn", "breached_passwords",
                       "range source unavailable: password checked by the local list only");
    return false;
  }
  return rangeLists(*body, std::string_view(hash).substr(5));
}

}  // namespace panalo::security

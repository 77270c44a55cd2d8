// A deliberately plain e-mail check (the rules are listed in pattern_kinds.hpp):
// ASCII addresses of the dot-atom form that mail providers actually hand out.
// Quoted local parts, IP-literal domains and IDN in Unicode form are refused;
// a mailbox that needs them can still be entered in its ASCII (punycode) form.
#include <string_view>

#include "panalo/validation/pattern_kinds.hpp"

namespace panalo::validation {
namespace {

bool isAsciiLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool isAsciiDigit(char c) { return c >= '0' && c <= '9'; }

bool isLocalPartCharacter(char c) {
  static constexpr std::string_view kSpecials = "!#$%&'*+/=?^_`{|}~-";
  return isAsciiLetter(c) || isAsciiDigit(c) || kSpecials.find(c) != std::string_view::npos;
}

bool isValidLocalPart(std::string_view local) {
  if (local.empty() || local.size() > 64 || local.front() == '.' || local.back() == '.') return false;
  char previous = '\0';
  for (const char c : local) {
    if (c == '.') {
      if (previous == '.') return false;
    } else if (!isLocalPartCharacter(c)) {
      return false;
    }
    previous = c;
  }
  return true;
}

bool isValidLabel(std::string_view label) {
  if (label.empty() || label.size() > 63 || label.front() == '-' || label.back() == '-') return false;
  for (const char c : label) {
    if (!isAsciiLetter(c) && !isAsciiDigit(c) && c != '-') return false;
  }
  return true;
}

bool isValidDomain(std::string_view domain) {
  if (domain.empty() || domain.size() > 253) return false;
  std::size_t labels = 0;
  std::string_view lastLabel;
  std::size_t start = 0;
  while (true) {
    const std::size_t dot = domain.find('.', start);
    const std::string_view label = domain.substr(start, dot == std::string_view::npos ? dot : dot - start);
    if (!isValidLabel(label)) return false;
    ++labels;
    lastLabel = label;
    if (dot == std::string_view::npos) break;
    start = dot + 1;
  }
  if (labels < 2 || lastLabel.size() < 2) return false;
  for (const char c : lastLabel) {
    if (!isAsciiLetter(c)) return false;
  }
  return true;
}

}  // namespace

bool isValidEmailAddress(std::string_view value) {
  if (value.size() > 254) return false;
  const std::size_t at = value.find('@');
  if (at == std::string_view::npos || value.find('@', at + 1) != std::string_view::npos) return false;
  return isValidLocalPart(value.substr(0, at)) && isValidDomain(value.substr(at + 1));
}

}  // namespace panalo::validation

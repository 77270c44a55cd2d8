#pragma once
// Where a k-anonymity breach check gets the suffixes of one SHA-1 prefix: the
// Pwned Passwords range API format, one "SUFFIX:COUNT" line per hash whose
// first five hex digits are the prefix (35 upper-case hex digits, a count;
// lines of count 0 are padding). Behind an interface so the check is tested
// against a local source, never the network.

#include <optional>
#include <string>
#include <string_view>

namespace panalo::security {

class PasswordRangeSource {
 public:
  virtual ~PasswordRangeSource() = default;
  // The range body for `prefix` (5 upper-case hex digits), or nothing when the
  // source cannot answer (timeout, HTTP error, too large).
  virtual std::optional<std::string> fetchRange(std::string_view prefix) = 0;
};

}  // namespace panalo::security

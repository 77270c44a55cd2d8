#pragma once
// The range source over HTTP(S) with libcurl: GET <baseUrl><prefix>, as the
// Pwned Passwords API answers (https://api.pwnedpasswords.com/range/ is the
// usual base), with "Add-Padding: true" so the response size does not tell
// an observer of the encrypted traffic which bucket was asked. Bounded in time
// and size; anything but a 200 counts as "cannot answer".

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

#include "platform/security/password_range_source.hpp"

namespace panalo::security {

class CurlPasswordRangeSource final : public PasswordRangeSource {
 public:
  static constexpr std::size_t kMaxBodyBytes = 1024 * 1024;  // real ranges are ~30 KB (padded ~40 KB)

  CurlPasswordRangeSource(std::string baseUrl, std::chrono::milliseconds timeout);

  std::optional<std::string> fetchRange(std::string_view prefix) override;

 private:
  std::string baseUrl_;
  std::chrono::milliseconds timeout_;
};

}  // namespace panalo::security

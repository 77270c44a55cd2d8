#pragma once
// Device tokens: 256 random bits a successful login hands to the browser, which
// sends them back with later logins to that account (login_rate_limiter.hpp).
// Kept only as SHA-256, like session tokens.

#include <cstdint>
#include <string>
#include <vector>

namespace panalo::services {

inline constexpr std::size_t kDeviceTokenLength = 43;  // 32 bytes in base64url

std::string newDeviceToken();
std::vector<std::uint8_t> deviceTokenHash(const std::string& token);
// 43 base64url characters; anything else is refused before the database.
bool wellFormedDeviceToken(const std::string& token);

}  // namespace panalo::services

#pragma once
// Unguessable text from the system's CSPRNG (OpenSSL RAND_bytes): session and
// reset tokens, device tokens, captcha and key ids. One place that draws the
// bytes and fails loudly, so no caller can forget to check RAND_bytes.

#include <cstddef>
#include <string>

namespace panalo::security {

// `bytes` random bytes as base64url without padding (tokens a client sends back).
std::string randomBase64Url(std::size_t bytes);
// `bytes` random bytes as lowercase hex.
std::string randomHex(std::size_t bytes);

}  // namespace panalo::security

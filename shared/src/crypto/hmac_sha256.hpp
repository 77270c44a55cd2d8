#pragma once
// HMAC-SHA256 through EVP_MAC, fed in parts so HKDF never has to concatenate
// secret inputs into temporary buffers.
//
// HKDF is built on this directly instead of OpenSSL's HKDF: OpenSSL 3.0's HKDF
// mishandles an empty or NULL salt in some releases (openssl#27302, #28200), and
// HPKE's LabeledExtract uses an empty salt all the time.

#include <array>
#include <cstdint>

#include "openssl_handles.hpp"
#include "panalo/crypto/byte_view.hpp"

namespace panalo::crypto::detail {

inline constexpr std::size_t kSha256Size = 32;
using Sha256Digest = std::array<std::uint8_t, kSha256Size>;

class HmacSha256 {
 public:
  // `key` must not be empty: EVP_MAC_init treats a NULL key as "keep the
  // previous key", so callers pass HashLen zero bytes for HKDF's absent salt,
  // which RFC 5869 section 2.2 defines as the same thing.
  bool init(ByteView key) noexcept;
  bool update(ByteView part) noexcept;
  // Writes the 32-byte MAC into `out` (which the caller wipes if it is secret).
  bool finish(std::uint8_t* out) noexcept;

 private:
  EvpMacPtr mac_;
  EvpMacCtxPtr context_;
};

}  // namespace panalo::crypto::detail

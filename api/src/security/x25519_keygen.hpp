#pragma once

#include <cstdint>
#include <vector>

#include "security/secret_bytes.hpp"

namespace panalo::security {

struct X25519KeyPair {
  SecretBytes privateKey;              // 32 raw bytes
  std::vector<std::uint8_t> publicKey;  // 32 raw bytes
};

// A fresh key pair from OpenSSL's system RNG (server side only; the browser
// never generates long-term keys).
X25519KeyPair generateX25519KeyPair();

}  // namespace panalo::security

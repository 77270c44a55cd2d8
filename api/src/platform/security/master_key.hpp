#pragma once
// The master key seals secrets the database keeps (HPKE private keys) with
// AES-256-GCM. It comes from PANALO_MASTER_KEY (32 bytes, base64) and is never
// stored beside the data it protects.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "panalo/crypto/secret_bytes.hpp"

namespace panalo::security {

class MasterKey {
 public:
  // Throws std::invalid_argument unless `base64` decodes to exactly 32 bytes.
  static MasterKey fromBase64(const std::string& base64);

  // nonce (12) || ciphertext || tag (16); `context` is bound as AAD, so a sealed
  // value moved to another row (another key id) no longer opens.
  std::vector<std::uint8_t> seal(const std::vector<std::uint8_t>& plaintext, const std::string& context) const;
  std::optional<crypto::SecretBytes> open(const std::vector<std::uint8_t>& sealed, const std::string& context) const;
  // A 32-byte key for one purpose, HMAC-SHA256(master key, label): other
  // secrets (e.g. the verification-code hash key) follow the master key without
  // being stored anywhere, and keys for different labels are unrelated.
  crypto::SecretBytes deriveKey(const std::string& label) const;

 private:
  explicit MasterKey(crypto::SecretBytes key) : key_(std::move(key)) {}
  crypto::SecretBytes key_;
};

// Standard base64 with padding, the form `openssl rand -base64 32` prints.
std::vector<std::uint8_t> base64Decode(const std::string& text);  // throws on bad input
std::string base64Encode(const std::vector<std::uint8_t>& bytes);

}  // namespace panalo::security

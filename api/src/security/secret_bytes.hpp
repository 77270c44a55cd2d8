#pragma once
// A byte buffer for secrets: wiped (OPENSSL_cleanse) when it goes away, so
// private keys do not linger in freed memory.

#include <openssl/crypto.h>

#include <cstdint>
#include <vector>

namespace panalo::security {

class SecretBytes {
 public:
  SecretBytes() = default;
  explicit SecretBytes(std::vector<std::uint8_t> bytes) : bytes_(std::move(bytes)) {}
  SecretBytes(const SecretBytes&) = default;
  SecretBytes& operator=(const SecretBytes&) = default;
  SecretBytes(SecretBytes&&) = default;
  SecretBytes& operator=(SecretBytes&&) = default;
  ~SecretBytes() {
    if (!bytes_.empty()) OPENSSL_cleanse(bytes_.data(), bytes_.size());
  }

  const std::vector<std::uint8_t>& bytes() const { return bytes_; }
  std::size_t size() const { return bytes_.size(); }

 private:
  std::vector<std::uint8_t> bytes_;
};

}  // namespace panalo::security

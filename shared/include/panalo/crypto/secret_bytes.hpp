#pragma once
// Key material, shared secrets and decrypted bodies live in SecretBytes: the
// buffer is wiped with OPENSSL_cleanse (which the optimiser may not remove)
// before it is freed, so secrets do not linger in freed heap memory. The size is
// fixed at construction: a growing vector would leave unwiped copies behind.

#include <cstddef>
#include <cstdint>
#include <memory>

#include "panalo/crypto/byte_view.hpp"

namespace panalo::crypto {

class SecretBytes {
 public:
  SecretBytes() noexcept = default;
  explicit SecretBytes(std::size_t size);
  explicit SecretBytes(ByteView bytes);
  SecretBytes(const SecretBytes& other);
  SecretBytes& operator=(const SecretBytes& other);
  SecretBytes(SecretBytes&& other) noexcept;
  SecretBytes& operator=(SecretBytes&& other) noexcept;
  ~SecretBytes();

  std::uint8_t* data() noexcept { return data_.get(); }
  const std::uint8_t* data() const noexcept { return data_.get(); }
  std::size_t size() const noexcept { return size_; }
  bool empty() const noexcept { return size_ == 0; }
  ByteView view() const noexcept { return ByteView(data_.get(), size_); }
  operator ByteView() const noexcept { return view(); }  // NOLINT: implicit by design

  // Keeps the first `size` bytes and wipes the rest (used after an AEAD call
  // reports how much it wrote). Never grows.
  void truncate(std::size_t size) noexcept;

 private:
  void wipe() noexcept;

  std::unique_ptr<std::uint8_t[]> data_;
  std::size_t size_ = 0;
};

// Compares in time that depends only on the lengths, never on where the first
// difference is (CRYPTO_memcmp): use it wherever one side is secret.
bool constantTimeEquals(ByteView a, ByteView b) noexcept;

}  // namespace panalo::crypto

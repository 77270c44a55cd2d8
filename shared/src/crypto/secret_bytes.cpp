#include "panalo/crypto/secret_bytes.hpp"

#include <openssl/crypto.h>

#include <algorithm>

namespace panalo::crypto {

SecretBytes::SecretBytes(std::size_t size) : data_(size == 0 ? nullptr : new std::uint8_t[size]()), size_(size) {}

SecretBytes::SecretBytes(ByteView bytes) : SecretBytes(bytes.size()) {
  if (!bytes.empty()) std::copy(bytes.begin(), bytes.end(), data_.get());
}

SecretBytes::SecretBytes(const SecretBytes& other) : SecretBytes(other.view()) {}

SecretBytes& SecretBytes::operator=(const SecretBytes& other) {
  if (this != &other) {
    SecretBytes copy(other);
    *this = std::move(copy);
  }
  return *this;
}

SecretBytes::SecretBytes(SecretBytes&& other) noexcept : data_(std::move(other.data_)), size_(other.size_) {
  other.size_ = 0;
}

SecretBytes& SecretBytes::operator=(SecretBytes&& other) noexcept {
  if (this != &other) {
    wipe();
    data_ = std::move(other.data_);
    size_ = other.size_;
    other.size_ = 0;
  }
  return *this;
}

SecretBytes::~SecretBytes() { wipe(); }

void SecretBytes::truncate(std::size_t size) noexcept {
  if (size >= size_) return;
  OPENSSL_cleanse(data_.get() + size, size_ - size);
  size_ = size;
}

void SecretBytes::wipe() noexcept {
  // truncate() already wiped any tail beyond size_.
  if (data_ && size_ > 0) OPENSSL_cleanse(data_.get(), size_);
  data_.reset();
  size_ = 0;
}

bool constantTimeEquals(ByteView a, ByteView b) noexcept {
  if (a.size() != b.size()) return false;
  if (a.empty()) return true;
  return CRYPTO_memcmp(a.data(), b.data(), a.size()) == 0;
}

}  // namespace panalo::crypto

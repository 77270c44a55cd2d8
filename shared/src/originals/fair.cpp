#include "panalo/originals/fair.hpp"

#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <stdexcept>
#include <utility>

namespace panalo::originals {

std::string sha256Hex(const std::string& text) {
  std::array<unsigned char, 32> digest{};
  unsigned int length = 0;
  if (EVP_Digest(text.data(), text.size(), digest.data(), &length, EVP_sha256(), nullptr) != 1 || length != 32) {
    throw std::runtime_error("SHA-256 failed");
  }
  static constexpr const char* kHex = "0123456789abcdef";
  std::string hex;
  hex.reserve(64);
  for (const auto byte : digest) {
    hex.push_back(kHex[byte >> 4U]);
    hex.push_back(kHex[byte & 0x0fU]);
  }
  return hex;
}

FairStream::FairStream(std::string serverSeed, std::string clientSeed, std::uint64_t nonce)
    : serverSeed_(std::move(serverSeed)), message_(std::move(clientSeed)) {
  message_ += ':';
  message_ += std::to_string(nonce);
}

void FairStream::refill() {
  std::string message = message_;
  if (block_ > 0) {
    message += ':';
    message += std::to_string(block_);
  }
  unsigned int length = 0;
  const auto* mac =
      HMAC(EVP_sha256(), serverSeed_.data(), static_cast<int>(serverSeed_.size()),
           reinterpret_cast<const unsigned char*>(message.data()), message.size(), bytes_.data(), &length);
  if (mac == nullptr || length != 32) throw std::runtime_error("HMAC-SHA256 failed");
  ++block_;
  used_ = 0;
}

std::uint32_t FairStream::nextWord() {
  if (used_ >= bytes_.size()) refill();
  std::uint32_t word = 0;
  for (std::size_t i = 0; i < 4; ++i) word = (word << 8U) | bytes_[used_ + i];
  used_ += 4;
  return word;
}

std::uint32_t FairStream::below(std::uint32_t n) {
  if (n == 0) throw std::invalid_argument("below(0)");
  // 2^32 - (2^32 mod n): words at or above it would favour small results.
  const std::uint64_t limit = (std::uint64_t{1} << 32U) - ((std::uint64_t{1} << 32U) % n);
  for (;;) {
    const std::uint32_t word = nextWord();
    if (word < limit) return word % n;
  }
}

}  // namespace panalo::originals

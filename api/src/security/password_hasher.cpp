#include "security/password_hasher.hpp"

#include <argon2.h>
#include <openssl/rand.h>

#include <cstdio>
#include <stdexcept>
#include <vector>

namespace panalo::security {
namespace {

constexpr std::size_t kSaltBytes = 16;
constexpr std::size_t kHashBytes = 32;

// Reads m, t and p from "$argon2id$v=19$m=...,t=...,p=...$...".
bool parseParameters(const std::string& encoded, Argon2Parameters& out) {
  unsigned memory = 0;
  unsigned iterations = 0;
  unsigned parallelism = 0;
  if (std::sscanf(encoded.c_str(), "$argon2id$v=%*u$m=%u,t=%u,p=%u$", &memory, &iterations, &parallelism) != 3) {
    return false;
  }
  out = {memory, iterations, parallelism};
  return true;
}

}  // namespace

// Holds one of the hasher's argon2 slots for its lifetime.
class PasswordHasher::Slot {
 public:
  explicit Slot(const PasswordHasher& hasher) : hasher_(hasher) {
    if (hasher_.slots_ == 0) return;
    std::unique_lock<std::mutex> lock(hasher_.slotMutex_);
    hasher_.slotFreed_.wait(lock, [this] { return hasher_.slotsInUse_ < hasher_.slots_; });
    ++hasher_.slotsInUse_;
  }
  ~Slot() {
    if (hasher_.slots_ == 0) return;
    {
      const std::lock_guard<std::mutex> lock(hasher_.slotMutex_);
      --hasher_.slotsInUse_;
    }
    hasher_.slotFreed_.notify_one();
  }
  Slot(const Slot&) = delete;
  Slot& operator=(const Slot&) = delete;

 private:
  const PasswordHasher& hasher_;
};

std::string PasswordHasher::unusableHash(std::string_view kind) {
  unsigned char random[kSaltBytes];
  if (RAND_bytes(random, sizeof random) != 1) throw std::runtime_error("RAND_bytes failed");
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string hash = std::string(kUnusableHashPrefix) + std::string(kind) + ":";
  for (const unsigned char byte : random) {
    hash.push_back(kDigits[byte >> 4]);
    hash.push_back(kDigits[byte & 0x0F]);
  }
  return hash;
}

std::string PasswordHasher::hash(std::string_view password) const {
  unsigned char salt[kSaltBytes];
  if (RAND_bytes(salt, sizeof salt) != 1) throw std::runtime_error("RAND_bytes failed");
  std::vector<char> encoded(argon2_encodedlen(parameters_.iterations, parameters_.memoryKiB, parameters_.parallelism,
                                              kSaltBytes, kHashBytes, Argon2_id) +
                            1);
  const Slot slot(*this);
  const int result = argon2id_hash_encoded(parameters_.iterations, parameters_.memoryKiB, parameters_.parallelism,
                                           password.data(), password.size(), salt, kSaltBytes, kHashBytes,
                                           encoded.data(), encoded.size());
  if (result != ARGON2_OK) throw std::runtime_error(std::string("argon2id failed: ") + argon2_error_message(result));
  return std::string(encoded.data());
}

PasswordCheck PasswordHasher::verify(std::string_view encodedHash, std::string_view password) const {
  if (!isUsable(encodedHash)) return {};
  const std::string encoded(encodedHash);  // libargon2 wants a NUL-terminated string
  Argon2Parameters stored;
  if (!parseParameters(encoded, stored)) return {};
  verifications_.fetch_add(1, std::memory_order_relaxed);
  const Slot slot(*this);
  if (argon2id_verify(encoded.c_str(), password.data(), password.size()) != ARGON2_OK) return {};
  return {true, !(stored == parameters_)};
}

}  // namespace panalo::security

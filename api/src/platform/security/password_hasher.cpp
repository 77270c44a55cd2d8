#include "platform/security/password_hasher.hpp"

#include <argon2.h>
#include <openssl/rand.h>

#include <cstdio>
#include <future>
#include <stdexcept>
#include <vector>

#include "platform/security/random_text.hpp"

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

int PasswordHasher::compute(const std::function<int()>& argon2) const {
  if (!threads_) return argon2();
  // The caller waits below, so the job may use `argon2` by reference; the promise
  // is shared because the hashing thread still holds it while it wakes the caller.
  // A pool that is shutting down still runs what it accepted.
  auto result = std::make_shared<std::promise<int>>();
  auto future = result->get_future();
  if (!threads_->trySubmit([&argon2, result] {
        try {
          result->set_value(argon2());
        } catch (...) {
          result->set_exception(std::current_exception());
        }
      })) {
    throw std::runtime_error("password hashing threads are stopped");
  }
  return future.get();
}

std::string PasswordHasher::unusableHash(std::string_view kind) {
  return std::string(kUnusableHashPrefix) + std::string(kind) + ":" + randomHex(kSaltBytes);
}

std::string PasswordHasher::hash(std::string_view password) const {
  unsigned char salt[kSaltBytes];
  if (RAND_bytes(salt, sizeof salt) != 1) throw std::runtime_error("RAND_bytes failed");
  hashes_.fetch_add(1, std::memory_order_relaxed);
  std::vector<char> encoded(argon2_encodedlen(parameters_.iterations, parameters_.memoryKiB, parameters_.parallelism,
                                              kSaltBytes, kHashBytes, Argon2_id) +
                            1);
  const int result = compute([&] {
    return argon2id_hash_encoded(parameters_.iterations, parameters_.memoryKiB, parameters_.parallelism,
                                 password.data(), password.size(), salt, kSaltBytes, kHashBytes, encoded.data(),
                                 encoded.size());
  });
  if (result != ARGON2_OK) throw std::runtime_error(std::string("argon2id failed: ") + argon2_error_message(result));
  return std::string(encoded.data());
}

PasswordCheck PasswordHasher::verify(std::string_view encodedHash, std::string_view password) const {
  if (!isUsable(encodedHash)) return {};
  const std::string encoded(encodedHash);  // libargon2 wants a NUL-terminated string
  Argon2Parameters stored;
  if (!parseParameters(encoded, stored)) return {};
  verifications_.fetch_add(1, std::memory_order_relaxed);
  if (compute([&] { return argon2id_verify(encoded.c_str(), password.data(), password.size()); }) != ARGON2_OK) {
    return {};
  }
  return {true, !(stored == parameters_)};
}

}  // namespace panalo::security

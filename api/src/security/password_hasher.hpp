#pragma once
// argon2id password hashes in the standard encoded form
// ($argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>), OWASP's minimum parameters by
// default. verify() also says when a stored hash was made with other parameters,
// so the login that just proved the password can store a fresh hash.
// Hashing costs ~tens of ms and ~19 MiB: call it from slow routes only.

#include <atomic>
#include <cstdint>
#include <string>
#include <string_view>

namespace panalo::security {

struct Argon2Parameters {
  std::uint32_t memoryKiB = 19456;  // 19 MiB
  std::uint32_t iterations = 2;
  std::uint32_t parallelism = 1;

  bool operator==(const Argon2Parameters& other) const {
    return memoryKiB == other.memoryKiB && iterations == other.iterations && parallelism == other.parallelism;
  }
};

struct PasswordCheck {
  bool matches = false;
  bool needsRehash = false;  // matches, but with parameters other than the current ones
};

class PasswordHasher {
 public:
  explicit PasswordHasher(Argon2Parameters parameters = {}) : parameters_(parameters) {}

  // A fresh 16-byte salt from the system RNG each time.
  std::string hash(std::string_view password) const;
  // False (never an exception) for a malformed or non-argon2id hash.
  PasswordCheck verify(std::string_view encodedHash, std::string_view password) const;
  const Argon2Parameters& parameters() const { return parameters_; }
  // How many verify() calls ran argon2 so far: lets tests prove that a cheap
  // reject (e.g. a missing captcha) spent no hashing time.
  std::uint64_t verifications() const { return verifications_.load(std::memory_order_relaxed); }

 private:
  Argon2Parameters parameters_;
  mutable std::atomic<std::uint64_t> verifications_{0};
};

}  // namespace panalo::security

#pragma once
// argon2id password hashes in the standard encoded form
// ($argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>), OWASP's minimum parameters by
// default. verify() also says when a stored hash was made with other parameters,
// so the login that just proved the password can store a fresh hash.
// Hashing costs ~tens of ms and ~19 MiB: call it from slow routes only.

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "platform/concurrency/worker_pool.hpp"

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
  // Hashes starting with this mark an account that has no password (free-play
  // trial accounts): verify() refuses them before any parsing or argon2 work.
  static constexpr std::string_view kUnusableHashPrefix = "!";
  // A hash no password matches, e.g. unusableHash("trial"); the random tail
  // keeps every one distinct, as a salt would.
  static std::string unusableHash(std::string_view kind);
  // False for such an account: no password can ever match it.
  static bool isUsable(std::string_view encodedHash) {
    return !encodedHash.empty() && encodedHash.substr(0, kUnusableHashPrefix.size()) != kUnusableHashPrefix;
  }

  explicit PasswordHasher(Argon2Parameters parameters = {}) : parameters_(parameters) {}

  // A fresh 16-byte salt from the system RNG each time.
  std::string hash(std::string_view password) const;
  // False (never an exception) for a malformed or non-argon2id hash.
  PasswordCheck verify(std::string_view encodedHash, std::string_view password) const;
  const Argon2Parameters& parameters() const { return parameters_; }
  // Runs every argon2 computation on `threads` (the caller waits for it) instead
  // of the caller's thread: at most as many at once as it has threads. The server
  // gives it threads at background priority, so request threads preempt hashing,
  // and gives its slow-route pool more threads than these, so one login can wait
  // on PostgreSQL while another hashes. Without it (tools, tests) the caller's
  // thread hashes. Call before use.
  void hashOn(std::shared_ptr<concurrency::WorkerPool> threads) { threads_ = std::move(threads); }
  // How many verify() calls ran argon2 so far: lets tests prove that a cheap
  // reject (e.g. a missing captcha) spent no hashing time.
  std::uint64_t verifications() const { return verifications_.load(std::memory_order_relaxed); }
  // How many hash() calls ran argon2 so far: the same proof for new passwords
  // (e.g. a registration refused by its captcha made no hash).
  std::uint64_t hashes() const { return hashes_.load(std::memory_order_relaxed); }

 private:
  Argon2Parameters parameters_;
  mutable std::atomic<std::uint64_t> verifications_{0};
  mutable std::atomic<std::uint64_t> hashes_{0};
  std::shared_ptr<concurrency::WorkerPool> threads_;

  // Runs `argon2` where hashing runs (see hashOn) and returns its result.
  int compute(const std::function<int()>& argon2) const;
};

}  // namespace panalo::security

#include <gtest/gtest.h>

#include <chrono>
#include <future>
#include <memory>

#include "platform/security/password_hasher.hpp"

namespace {

using panalo::security::Argon2Parameters;
using panalo::security::PasswordHasher;

// Small parameters keep the unit tests fast; production uses the defaults.
const Argon2Parameters kFast{1024, 1, 1};

TEST(PasswordHasher, DefaultsAreOwaspArgon2id) {
  const PasswordHasher hasher;
  EXPECT_GE(hasher.parameters().memoryKiB, 19456u);
  EXPECT_GE(hasher.parameters().iterations, 2u);
  const auto hash = hasher.hash("correct horse battery");
  EXPECT_EQ(hash.rfind("$argon2id$v=19$m=19456,t=2,p=1$", 0), 0u) << hash;
}

TEST(PasswordHasher, VerifiesOnlyTheExactPassword) {
  const PasswordHasher hasher(kFast);
  const auto hash = hasher.hash("Tama-Ang-Password-2026");
  EXPECT_TRUE(hasher.verify(hash, "Tama-Ang-Password-2026").matches);
  EXPECT_FALSE(hasher.verify(hash, "tama-ang-password-2026").matches) << "no case folding";
  EXPECT_FALSE(hasher.verify(hash, "Tama-Ang-Password-202").matches) << "no truncation";
  EXPECT_FALSE(hasher.verify(hash, "").matches);
  EXPECT_NE(hasher.hash("same"), hasher.hash("same")) << "a fresh salt each time";
}

TEST(PasswordHasher, LongAndUnicodePasswordsKeepEveryByte) {
  const PasswordHasher hasher(kFast);
  const std::string longPassword(200, 'x');
  const auto hash = hasher.hash(longPassword + "y");
  EXPECT_FALSE(hasher.verify(hash, longPassword + "z").matches);
  const auto unicode = hasher.hash("Mabuhay🎰ñ");
  EXPECT_TRUE(hasher.verify(unicode, "Mabuhay🎰ñ").matches);
  EXPECT_FALSE(hasher.verify(unicode, "Mabuhay🎰n").matches);
}

TEST(PasswordHasher, AsksForARehashWhenParametersChanged) {
  const auto oldHash = PasswordHasher(kFast).hash("pa55word-tagal");
  const PasswordHasher current(Argon2Parameters{2048, 1, 1});
  const auto check = current.verify(oldHash, "pa55word-tagal");
  EXPECT_TRUE(check.matches);
  EXPECT_TRUE(check.needsRehash);
  EXPECT_FALSE(current.verify(current.hash("x"), "x").needsRehash);
}

TEST(PasswordHasher, MalformedHashesNeverMatch) {
  const PasswordHasher hasher(kFast);
  for (const char* bad : {"", "plain", "$argon2i$v=19$m=1024,t=1,p=1$c2FsdHNhbHQ$aGFzaA", "$argon2id$v=19$m=x",
                          "$2b$12$abcdefghijklmnopqrstuv"}) {
    EXPECT_FALSE(hasher.verify(bad, "plain").matches) << bad;
  }
}

}  // namespace

namespace {

using panalo::concurrency::WorkerPool;

TEST(PasswordHasher, HashesOnTheThreadsItIsGiven) {
  auto threads = std::make_shared<WorkerPool>(1, 16);
  PasswordHasher hasher(kFast);
  hasher.hashOn(threads);
  // Keep the only hashing thread busy: a hash must wait for it, not run on the caller.
  std::promise<void> release;
  auto busy = release.get_future().share();
  ASSERT_TRUE(threads->trySubmit([busy] { busy.wait(); }));
  auto hashed = std::async(std::launch::async, [&hasher] { return hasher.hash("Tama-Ang-Password-2026"); });
  EXPECT_EQ(hashed.wait_for(std::chrono::milliseconds(200)), std::future_status::timeout)
      << "the hash ran without a free hashing thread";
  release.set_value();
  const auto hash = hashed.get();
  EXPECT_TRUE(hasher.verify(hash, "Tama-Ang-Password-2026").matches);
  EXPECT_FALSE(hasher.verify(hash, "tama-ang-password-2026").matches);
}

TEST(PasswordHasher, RefusesToHashOnceItsThreadsStopped) {
  auto threads = std::make_shared<WorkerPool>(1, 16);
  PasswordHasher hasher(kFast);
  hasher.hashOn(threads);
  threads->shutdown();
  EXPECT_THROW(hasher.hash("x"), std::runtime_error);
}

}  // namespace

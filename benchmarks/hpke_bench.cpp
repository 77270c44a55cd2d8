// Cost of opening one sealed request body on the server, next to the cost of
// the X25519 operation it cannot avoid, measured in the same run so the ratio
// holds on any machine. Open = parse + one X25519 derive + ~10 HMAC-SHA256 +
// one AEAD; everything beyond the bare derive is the price of HPKE and the
// envelope. Run: build/<dir>/benchmarks/hpke_bench
#include <benchmark/benchmark.h>
#include <openssl/evp.h>
#include <openssl/rand.h>

#include <string>

#include "panalo/crypto/envelope.hpp"

namespace {

namespace crypto = panalo::crypto;
namespace envelope = panalo::crypto::envelope;
namespace hpke = panalo::crypto::hpke;

crypto::Bytes randomBytes(std::size_t size) {
  crypto::Bytes bytes(size);
  if (RAND_bytes(bytes.data(), static_cast<int>(size)) != 1) std::abort();
  return bytes;
}

struct Fixture {
  hpke::KeyPair server;
  envelope::RecipientKey key;
  envelope::RequestBinding binding{"POST", "/wps/session/login", std::nullopt};
  crypto::Bytes sealed;
};

Fixture makeFixture(hpke::Aead aead, std::size_t bodySize) {
  auto server = hpke::deriveKeyPair(randomBytes(32));
  if (!server) std::abort();
  const envelope::KeyId keyId{1, 2, 3, 4, 5, 6, 7, 8};
  auto key = envelope::RecipientKey::fromBytes(keyId, server.value().privateKey);
  if (!key) std::abort();
  Fixture fixture{std::move(server).value(), std::move(key).value(), {}, {}};
  fixture.binding = {"POST", "/wps/session/login", std::nullopt};
  const crypto::Bytes body(bodySize, 'x');
  const crypto::Bytes ikm = randomBytes(32);
  envelope::SealInput input;
  input.aead = aead;
  input.serverPublicKey = fixture.server.publicKey;
  input.keyId = keyId;
  input.binding = fixture.binding;
  input.issuedAt = 1'760'000'000;
  input.plaintext = body;
  input.ephemeralIkm = ikm;
  auto sealed = envelope::seal(input);
  if (!sealed) std::abort();
  fixture.sealed = std::move(sealed).value();
  return fixture;
}

// The floor: one X25519 derive through EVP with the server key already loaded
// and the peer key parsed from raw bytes, exactly what open() must do.
void BM_BareX25519Derive(benchmark::State& state) {
  auto server = hpke::deriveKeyPair(randomBytes(32));
  auto peer = hpke::deriveKeyPair(randomBytes(32));
  if (!server || !peer) std::abort();
  EVP_PKEY* privateKey = EVP_PKEY_new_raw_private_key(EVP_PKEY_X25519, nullptr, server.value().privateKey.data(),
                                                      server.value().privateKey.size());
  unsigned char shared[32];
  for (auto _ : state) {
    EVP_PKEY* peerKey = EVP_PKEY_new_raw_public_key(EVP_PKEY_X25519, nullptr, peer.value().publicKey.data(), 32);
    EVP_PKEY_CTX* context = EVP_PKEY_CTX_new(privateKey, nullptr);
    std::size_t length = sizeof shared;
    if (EVP_PKEY_derive_init(context) != 1 || EVP_PKEY_derive_set_peer(context, peerKey) != 1 ||
        EVP_PKEY_derive(context, shared, &length) != 1) {
      state.SkipWithError("derive failed");
    }
    benchmark::DoNotOptimize(shared);
    EVP_PKEY_CTX_free(context);
    EVP_PKEY_free(peerKey);
  }
  EVP_PKEY_free(privateKey);
}
BENCHMARK(BM_BareX25519Derive);

void BM_EnvelopeOpen(benchmark::State& state) {
  const auto aead = state.range(0) == 1 ? hpke::Aead::kAes128Gcm : hpke::Aead::kChaCha20Poly1305;
  const Fixture fixture = makeFixture(aead, static_cast<std::size_t>(state.range(1)));
  for (auto _ : state) {
    auto opened = envelope::open(fixture.sealed, fixture.binding, fixture.key);
    if (!opened) state.SkipWithError("open failed");
    benchmark::DoNotOptimize(opened);
  }
  state.SetLabel(state.range(0) == 1 ? "AES-128-GCM" : "ChaCha20Poly1305");
}
// A login body is ~100 bytes; 4 KiB stands for a long registration form.
BENCHMARK(BM_EnvelopeOpen)->Args({3, 128})->Args({1, 128})->Args({3, 4096});

// A tampered envelope costs the same as a good one (the derive dominates):
// useful when sizing rate limits for junk.
void BM_EnvelopeOpenRejected(benchmark::State& state) {
  Fixture fixture = makeFixture(hpke::Aead::kChaCha20Poly1305, 128);
  fixture.sealed.back() ^= 0x01;
  for (auto _ : state) {
    auto opened = envelope::open(fixture.sealed, fixture.binding, fixture.key);
    if (opened) state.SkipWithError("tampered envelope opened");
    benchmark::DoNotOptimize(opened);
  }
}
BENCHMARK(BM_EnvelopeOpenRejected);

void BM_EnvelopeSealNative(benchmark::State& state) {
  const Fixture fixture = makeFixture(hpke::Aead::kChaCha20Poly1305, 128);
  const crypto::Bytes body(128, 'x');
  const crypto::Bytes ikm = randomBytes(32);
  envelope::SealInput input;
  input.serverPublicKey = fixture.server.publicKey;
  input.keyId = fixture.key.keyId;
  input.binding = fixture.binding;
  input.issuedAt = 1'760'000'000;
  input.plaintext = body;
  input.ephemeralIkm = ikm;
  for (auto _ : state) {
    auto sealed = envelope::seal(input);
    benchmark::DoNotOptimize(sealed);
  }
}
BENCHMARK(BM_EnvelopeSealNative);

}  // namespace

// Sealed request bodies opened by the server against a real PostgreSQL: the
// browser's side is played by the same shared/ seal the wasm module runs.
#include <openssl/rand.h>

#include <nlohmann/json.hpp>

#include <thread>

#include "api_server_fixture.hpp"
#include "domains/sealed/sealed_http.hpp"
#include "panalo/crypto/envelope.hpp"
#include "platform/core/domain_error.hpp"

namespace {

namespace envelope = panalo::crypto::envelope;
using nlohmann::json;
using panalo::testing::ApiServerFixture;

template <std::size_t N>
std::array<std::uint8_t, N> randomArray() {
  std::array<std::uint8_t, N> bytes{};
  RAND_bytes(bytes.data(), static_cast<int>(N));
  return bytes;
}

envelope::KeyId keyIdFromHex(const std::string& hex) {
  envelope::KeyId id{};
  for (std::size_t i = 0; i < id.size(); ++i)
    id[i] = static_cast<std::uint8_t>(std::stoi(hex.substr(2 * i, 2), nullptr, 16));
  return id;
}

std::uint64_t nowSeconds() {
  return static_cast<std::uint64_t>(
      std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count());
}

class SealedBodies : public ApiServerFixture {
 protected:
  struct Sealing {
    std::string method = "POST";
    std::string path = "/wps/session/login";
    std::string plaintext = R"({"username":"juan","password":"correct horse battery"})";
    std::uint64_t issuedAt = nowSeconds();
    std::optional<std::string> sessionToken;
    std::optional<envelope::RequestId> requestId;
  };

  std::string seal(const Sealing& sealing) {
    const auto key = services().sealed().payloadKeys.currentKey();
    const auto ikm = randomArray<32>();
    envelope::SealInput input;
    input.serverPublicKey = panalo::crypto::ByteView(key.publicKey);
    input.keyId = keyIdFromHex(key.keyId);
    input.binding = {sealing.method, sealing.path, std::nullopt};
    if (sealing.sessionToken) input.binding.sessionHash = envelope::sessionTokenHash(*sealing.sessionToken).value();
    input.issuedAt = sealing.issuedAt;
    input.requestId = sealing.requestId.value_or(randomArray<16>());
    input.plaintext = panalo::crypto::ByteView::fromString(sealing.plaintext);
    input.ephemeralIkm = panalo::crypto::ByteView(ikm);
    auto sealed = envelope::seal(input);
    EXPECT_TRUE(sealed.ok());
    return json{{"sealed", envelope::toText(sealed.value())}}.dump();
  }

  static panalo::http::HttpRequest request(const std::string& body, const std::string& path = "/wps/session/login") {
    panalo::http::HttpRequest request;
    request.method = "POST";
    request.path = path;
    request.body = body;
    return request;
  }

  std::string refusalKey(const panalo::http::HttpRequest& request,
                         std::optional<std::string_view> session = std::nullopt) {
    try {
      services().sealed().sealedBodies.open(panalo::routes::sealedRequestOf(request), session);
    } catch (const panalo::DomainError& error) {
      return error.key();
    }
    return "opened";
  }
};

TEST_F(SealedBodies, OpensWhatTheClientSealed) {
  const auto opened = services().sealed().sealedBodies.open(panalo::routes::sealedRequestOf(request(seal({}))));
  EXPECT_EQ(opened.at("username"), "juan");
  EXPECT_EQ(opened.at("password"), "correct horse battery");
}

TEST_F(SealedBodies, RefusesUnsealedBodies) {
  EXPECT_EQ(refusalKey(request(R"({"username":"juan","password":"x"})")), "sealed_body_required");
  EXPECT_EQ(refusalKey(request("")), "sealed_body_required");
  EXPECT_EQ(refusalKey(request("not json")), "sealed_body_required");
  EXPECT_EQ(refusalKey(request(R"({"sealed":42})")), "sealed_body_required");
  EXPECT_EQ(refusalKey(request(R"({"sealed":"AQAD"})")), "envelope_malformed");
  EXPECT_EQ(refusalKey(request(R"({"sealed":"not base64url!!"})")), "envelope_malformed");
}

TEST_F(SealedBodies, RefusesAReplayEvenOnAnotherInstance) {
  const auto body = seal({});
  services().sealed().sealedBodies.open(panalo::routes::sealedRequestOf(request(body)));
  EXPECT_EQ(refusalKey(request(body)), "envelope_replayed");
  panalo::app::SecurityOptions options{panalo::security::MasterKey::fromBase64(panalo::testing::kTestMasterKey)};
  panalo::app::Modules other(database_->url(), 2, std::move(options));
  try {
    other.sealed().sealedBodies.open(panalo::routes::sealedRequestOf(request(body)));
    FAIL() << "a second instance opened a replayed body";
  } catch (const panalo::DomainError& error) {
    EXPECT_EQ(error.key(), "envelope_replayed");
  }
}

TEST_F(SealedBodies, RefusesStaleAndFutureBodies) {
  Sealing stale;
  stale.issuedAt = nowSeconds() - 600;
  EXPECT_EQ(refusalKey(request(seal(stale))), "envelope_expired");
  Sealing future;
  future.issuedAt = nowSeconds() + 600;
  EXPECT_EQ(refusalKey(request(seal(future))), "envelope_expired");
}

TEST_F(SealedBodies, IsBoundToPathMethodAndSession) {
  EXPECT_EQ(refusalKey(request(seal({}), "/wps/member/register")), "envelope_rejected");
  auto put = request(seal({}));
  put.method = "PUT";
  EXPECT_EQ(refusalKey(put), "envelope_rejected");
  Sealing withSession;
  withSession.sessionToken = "token-a";
  EXPECT_EQ(refusalKey(request(seal(withSession)), std::string_view("token-b")), "envelope_rejected");
  EXPECT_EQ(refusalKey(request(seal(withSession))), "envelope_rejected") << "sealed for a session, sent without";
  EXPECT_EQ(refusalKey(request(seal(withSession)), std::string_view("token-a")), "opened");
}

TEST_F(SealedBodies, ARejectedBodyDoesNotBurnItsRequestId) {
  Sealing sealing;
  sealing.requestId = randomArray<16>();
  EXPECT_EQ(refusalKey(request(seal(sealing), "/wps/elsewhere")), "envelope_rejected");
  EXPECT_EQ(refusalKey(request(seal(sealing))), "opened") << "the genuine request still goes through";
}

TEST_F(SealedBodies, AKeyPastItsGraceIsRefusedAsUnknown) {
  const auto body = seal({});
  panalo::app::SecurityOptions options{panalo::security::MasterKey::fromBase64(panalo::testing::kTestMasterKey),
                                       std::chrono::seconds(0)};
  panalo::app::Modules strict(database_->url(), 2, std::move(options));
  strict.sealed().payloadKeys.rotate();
  std::this_thread::sleep_for(std::chrono::milliseconds(1100));
  try {
    strict.sealed().sealedBodies.open(panalo::routes::sealedRequestOf(request(body)));
    FAIL() << "opened with a retired key";
  } catch (const panalo::DomainError& error) {
    EXPECT_EQ(error.key(), "envelope_unknown_key");
  }
}

TEST_F(SealedBodies, SealedPlaintextMustBeAJsonObject) {
  Sealing sealing;
  sealing.plaintext = "[1,2,3]";
  EXPECT_EQ(refusalKey(request(seal(sealing))), "invalid_request");
}

}  // namespace

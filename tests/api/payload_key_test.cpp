// Payload (HPKE) key life cycle against a real PostgreSQL: first start, shared
// across instances, rotation with grace, replay records.
#include <nlohmann/json.hpp>

#include <algorithm>
#include <thread>

#include "api_server_fixture.hpp"
#include "platform/core/domain_error.hpp"

namespace {

using nlohmann::json;
using panalo::testing::ApiServerFixture;

class PayloadKeys : public ApiServerFixture {
 protected:
  // A second "instance" on the same database, like a second server behind the balancer.
  std::unique_ptr<panalo::app::Modules> secondInstance(std::chrono::seconds grace,
                                                       const std::string& masterKey = panalo::testing::kTestMasterKey) {
    panalo::app::SecurityOptions secrets{panalo::security::MasterKey::fromBase64(masterKey), grace};
    return std::make_unique<panalo::app::Modules>(database_->url(), 2, std::move(secrets));
  }
};

TEST_F(PayloadKeys, EndpointPublishesTheCurrentKey) {
  const auto response = get("/wps/system/encryption-key");
  ASSERT_EQ(response.status, 200);
  const auto value = json::parse(response.body).at("value");
  EXPECT_EQ(value.at("keyId").get<std::string>().size(), 16u);
  EXPECT_EQ(value.at("publicKey").get<std::string>().size(), 43u) << "32 bytes, base64url without padding";
  EXPECT_EQ(value.at("kem"), "DHKEM(X25519, HKDF-SHA256)");
  EXPECT_EQ(response.headers.at("cache-control"), "no-store");
}

TEST_F(PayloadKeys, EveryInstanceSeesTheSameKey) {
  auto other = secondInstance(std::chrono::hours(1));
  EXPECT_EQ(other->sealed().payloadKeys.currentKey().keyId, services().sealed().payloadKeys.currentKey().keyId);
  const auto key = services().sealed().payloadKeys.currentKey();
  const auto mine = services().sealed().payloadKeys.privateKeyFor(key.keyId);
  const auto theirs = other->sealed().payloadKeys.privateKeyFor(key.keyId);
  ASSERT_TRUE(mine && theirs);
  EXPECT_TRUE(std::equal(mine->data(), mine->data() + mine->size(), theirs->data(), theirs->data() + theirs->size()));
}

TEST_F(PayloadKeys, RotationKeepsThePreviousKeyForTheGracePeriodOnly) {
  auto generous = secondInstance(std::chrono::hours(1));
  auto strict = secondInstance(std::chrono::seconds(0));
  const auto before = generous->sealed().payloadKeys.currentKey();
  const auto after = generous->sealed().payloadKeys.rotate();
  EXPECT_NE(before.keyId, after.keyId);
  EXPECT_EQ(services().sealed().payloadKeys.currentKey().keyId, after.keyId);
  EXPECT_TRUE(generous->sealed().payloadKeys.privateKeyFor(before.keyId).has_value());
  std::this_thread::sleep_for(std::chrono::milliseconds(1100));
  EXPECT_FALSE(strict->sealed().payloadKeys.privateKeyFor(before.keyId).has_value()) << "past its grace period";
  EXPECT_TRUE(strict->sealed().payloadKeys.privateKeyFor(after.keyId).has_value());
  EXPECT_FALSE(strict->sealed().payloadKeys.privateKeyFor("0000000000000000").has_value());
}

TEST_F(PayloadKeys, AWrongMasterKeyCannotOpenStoredKeys) {
  auto intruder = secondInstance(std::chrono::hours(1), "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=");
  const auto key = services().sealed().payloadKeys.currentKey();
  EXPECT_THROW(intruder->sealed().payloadKeys.privateKeyFor(key.keyId), panalo::DomainError);
}

TEST_F(PayloadKeys, ARequestIdIsClaimedOnceAcrossInstances) {
  auto other = secondInstance(std::chrono::hours(1));
  const std::vector<std::uint8_t> id(16, 0x5a);
  EXPECT_TRUE(services().sealed().payloadKeys.claimRequestId(id));
  EXPECT_FALSE(other->sealed().payloadKeys.claimRequestId(id)) << "a replay on another instance";
  EXPECT_EQ(other->sealed().payloadKeys.purgeRequestIdsOlderThan(std::chrono::hours(1)), 0);
  EXPECT_GE(other->sealed().payloadKeys.purgeRequestIdsOlderThan(std::chrono::seconds(0)), 1);
  EXPECT_TRUE(services().sealed().payloadKeys.claimRequestId(id)) << "forgotten after the purge";
}

}  // namespace

// GET /wps/member/info/icon and /wps/member/info/funds/consolidated against the
// real server and PostgreSQL.
#include <openssl/evp.h>

#include "platform/core/domain_error.hpp"
#include "site_fixture.hpp"

namespace {

using panalo::testing::HttpResult;
using panalo::testing::kPassword;
using panalo::testing::SiteFixture;
using json = nlohmann::json;

std::string decodeBase64(const std::string& text) {
  std::string bytes(text.size(), '\0');
  const int length =
      EVP_DecodeBlock(reinterpret_cast<unsigned char*>(bytes.data()),
                      reinterpret_cast<const unsigned char*>(text.data()), static_cast<int>(text.size()));
  if (length < 0) return "";
  std::size_t padding = 0;  // EVP_DecodeBlock counts '=' padding as zero bytes
  for (auto it = text.rbegin(); it != text.rend() && *it == '='; ++it) ++padding;
  bytes.resize(static_cast<std::size_t>(length) - padding);
  return bytes;
}

class SiteMember : public SiteFixture {
 protected:
  void SetUp() override { openSite(); }
};

TEST_F(SiteMember, IconIsAPngThatIsTheSameEveryTime) {
  createMember("iconone", kPassword);
  createMember("icontwo", kPassword);
  const auto first = get("/wps/member/info/icon", tokenOf(login("iconone", kPassword)));
  ASSERT_EQ(first.status, 200) << first.body;
  const auto image = valueOf(first).at("image").get<std::string>();
  EXPECT_EQ(image.rfind("data:", 0), std::string::npos) << "no data: prefix";
  const auto png = decodeBase64(image);
  ASSERT_GT(png.size(), 24u);
  EXPECT_EQ(png.substr(0, 8), std::string("\x89PNG\r\n\x1a\n", 8));
  // IHDR: width and height 120, big-endian at bytes 16..23.
  EXPECT_EQ(png.substr(16, 8), std::string("\0\0\0\x78\0\0\0\x78", 8));

  const auto again = get("/wps/member/info/icon", tokenOf(login("iconone", kPassword)));
  EXPECT_EQ(valueOf(again).at("image"), image) << "a new session, the same member, the same icon";
  const auto other = get("/wps/member/info/icon", tokenOf(login("icontwo", kPassword)));
  EXPECT_NE(valueOf(other).at("image"), image);
}

TEST_F(SiteMember, IconAndFundsNeedASession) {
  for (const std::string path : {"/wps/member/info/icon", "/wps/member/info/funds/consolidated"}) {
    for (const std::optional<std::string>& token :
         {std::optional<std::string>(), std::optional<std::string>("x"), std::optional<std::string>("' OR 1=1 --")}) {
      const auto result = get(path, token);
      EXPECT_EQ(result.status, 401) << path;
      EXPECT_EQ(codeOf(result), "not_logged_in") << path;
    }
  }
}

TEST_F(SiteMember, ConsolidatedFundsAreTheMembersContractFlags) {
  const auto id = createMember("fundsone", kPassword);
  const auto token = tokenOf(login("fundsone", kPassword));
  const auto result = get("/wps/member/info/funds/consolidated", token);
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result),
            (json{{"dailysalreqtype", 0}, {"divtypereq", 0}, {"contracthoursalreqa", 0}, {"realtimesalreqtype", 0}}));
  execute("UPDATE members SET dailysalreqtype = 1, realtimesalreqtype = 1 WHERE id = " + std::to_string(id));
  EXPECT_EQ(valueOf(get("/wps/member/info/funds/consolidated", token)),
            (json{{"dailysalreqtype", 1}, {"divtypereq", 0}, {"contracthoursalreqa", 0}, {"realtimesalreqtype", 1}}));
}

TEST_F(SiteMember, TrialAccountsAreRefusedConsolidatedFundsButHaveAnIcon) {
  createMember("trialone", kPassword, 4);
  const auto token = tokenOf(login("trialone", kPassword));
  const auto funds = get("/wps/member/info/funds/consolidated", token);
  EXPECT_EQ(funds.status, 403);
  EXPECT_EQ(codeOf(funds), "in_need_true_account");
  EXPECT_EQ(get("/wps/member/info/icon", token).status, 200);
}

}  // namespace

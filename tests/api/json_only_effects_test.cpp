// Calls with effects (POST, PUT, DELETE) take JSON only. A form-encoded,
// text/plain or multipart body is what a page on another site can post from a
// visitor's browser without a CORS preflight; refusing every other media type
// (415 unsupported_media_type, before any work) closes that door.
#include "verification_fixture.hpp"

namespace {

using panalo::testing::httpRequest;
using panalo::testing::HttpResult;
using panalo::testing::kPassword;
using panalo::testing::VerificationFixture;
using json = nlohmann::json;

class JsonOnlyEffects : public VerificationFixture {
 protected:
  static HttpResult postAs(const std::string& path, const std::string& contentType, const std::string& body) {
    return httpRequest("POST", url(path), body, headers("10.20.0.1", contentType));
  }
  static std::int64_t effects() {
    return countRows(
        "SELECT (SELECT count(*) FROM verification_sends) + (SELECT count(*) FROM password_reset_requests) + "
        "(SELECT count(*) FROM outbox_messages) + (SELECT count(*) FROM members)");
  }
};

TEST_F(JsonOnlyEffects, AFormEncodedPostIsRefusedAndChangesNothing) {
  createMemberWith("formvictim", kPassword, "9175551234", "formvictim@example.com");
  const auto before = effects();
  const auto form = postAs("/wps/member/password/email", "application/x-www-form-urlencoded",
                           "username=formvictim&email=formvictim%40example.com");
  EXPECT_EQ(form.status, 415) << form.body;
  EXPECT_EQ(codeOf(form), "unsupported_media_type");
  for (const char* type : {"application/x-www-form-urlencoded", "text/plain", "text/plain; charset=utf-8",
                           "multipart/form-data; boundary=x", "text/json", "application/xml"}) {
    const auto refused =
        postAs("/wps/verification/sms/noLogin", type, R"({"mobileNum":"9175551234","countryDialingCode":"63"})");
    EXPECT_EQ(refused.status, 415) << type << ": " << refused.body;
    EXPECT_EQ(codeOf(refused), "unsupported_media_type") << type;
  }
  {
    // Types the HTTP library cannot even parse: it answers 415 itself, in plain
    // text, before the server sees the request. Refused all the same.
    const panalo::testing::UncheckedByContract libraryAnswer("Pistache's own 415 for an unparsable Content-Type");
    for (const char* type : {"application/jsonp", "application/json-seq"}) {
      const auto refused =
          postAs("/wps/verification/sms/noLogin", type, R"({"mobileNum":"9175551234","countryDialingCode":"63"})");
      EXPECT_EQ(refused.status, 415) << type << ": " << refused.body;
    }
  }
  EXPECT_EQ(effects(), before);
  // The same calls as JSON (any case, with a charset) go through.
  EXPECT_EQ(postAs("/wps/verification/sms/noLogin", "Application/JSON; charset=UTF-8",
                   R"({"mobileNum":"9175551234","countryDialingCode":"63"})")
                .status,
            200);
  EXPECT_EQ(postAs("/wps/member/password/email", "application/json",
                   R"({"username":"formvictim","email":"formvictim@example.com"})")
                .status,
            200);
}

TEST_F(JsonOnlyEffects, APostWithoutAContentTypeIsRefusedToo) {
  services().system().system.setFeatureFlag("FREEPLAY3", true);
  const auto trialsBefore = countRows("SELECT count(*) FROM members");
  // No body and no Content-Type: the simplest cross-site request of all.
  const auto bare = httpRequest("POST", url("/wps/session/login/freeplay"), "", {{"X-Forwarded-For", "10.20.0.2"}});
  EXPECT_EQ(bare.status, 415) << bare.body;
  EXPECT_EQ(codeOf(bare), "unsupported_media_type");
  EXPECT_EQ(countRows("SELECT count(*) FROM members"), trialsBefore);
  const auto asJson =
      httpRequest("POST", url("/wps/session/login/freeplay"), R"({"platform":"WEB"})", headers("10.20.0.2"));
  EXPECT_EQ(asJson.status, 200) << asJson.body;
  services().system().system.setFeatureFlag("FREEPLAY3", false);
}

TEST_F(JsonOnlyEffects, SealedBodiesAndABodilessLogoutStillWork) {
  createMember("sealeduser", kPassword);
  clientIp_ = "10.20.0.3";
  const auto signedIn = login("sealeduser", kPassword);  // {"sealed": ...} as application/json, as the UI sends it
  ASSERT_EQ(signedIn.status, 200) << signedIn.body;
  // The UI's logout is a DELETE without a body (and so without a Content-Type);
  // browsers preflight every cross-site DELETE, so it needs no media type.
  const auto logout = httpRequest("DELETE", url("/wps/session/logout"), "",
                                  {{"Authorization", "Bearer " + tokenOf(signedIn)}, {"X-Forwarded-For", "10.20.0.3"}});
  EXPECT_EQ(logout.status, 200) << logout.body;
}

}  // namespace

// The built-in outbox "delivers" codes and reset links by storing them in plain
// text, which suits development and tests only: the server refuses to start with
// it unless PANALO_DEV_MESSAGES=1 says that is what is wanted. Runs the real
// binary, the way an operator starts it.
#include <gtest/gtest.h>

#include "api_server_fixture.hpp"
#include "panaloctl_run.hpp"
#include "test_database.hpp"
#include "test_paths.hpp"

namespace {

using panalo::testing::runCommand;

TEST(DevMessagesGuard, TheServerRefusesToStartWithTheOutboxUnlessAllowed) {
  panalo::testing::TestDatabase database;
  const std::string environment =
      "env -u PANALO_DEV_MESSAGES -u PANALO_SMS_PROVIDER -u PANALO_EMAIL_PROVIDER "
      "DATABASE_URL='" +
      database.url() + "' PANALO_MASTER_KEY='" + panalo::testing::kTestMasterKey + "' PANALO_PORT=0 PANALO_THREADS=1 ";
  const std::string server = std::string("'") + panalo::testing::serverPath() + "'";

  // Only what the server writes to stderr.
  const auto refused = runCommand(environment + "timeout 10 " + server + " 2>&1 >/dev/null");
  EXPECT_EQ(refused.exitCode, 1) << refused.out;
  EXPECT_NE(refused.out.find("PANALO_DEV_MESSAGES=1"), std::string::npos) << refused.out;
  EXPECT_NE(refused.out.find("plain text"), std::string::npos) << refused.out;

  // Allowed, it starts; SIGINT then stops it cleanly.
  const auto allowed =
      runCommand(environment + "PANALO_DEV_MESSAGES=1 timeout --preserve-status -s INT 3 " + server + " 2>&1");
  EXPECT_EQ(allowed.exitCode, 0) << allowed.out;
  EXPECT_NE(allowed.out.find("\"listening\""), std::string::npos) << allowed.out;
  EXPECT_NE(allowed.out.find("development messages"), std::string::npos) << "the start says so: " << allowed.out;
}

}  // namespace

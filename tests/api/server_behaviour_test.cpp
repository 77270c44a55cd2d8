// Transport behaviour of the real server: envelope on errors, UI serving, limits.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>
#include <nlohmann/json.hpp>
#include <pqxx/pqxx>

#include <optional>
#include <string>

#include "api_server_fixture.hpp"
#include "platform/db/migrator.hpp"

namespace {

using nlohmann::json;
using panalo::testing::ApiServerFixture;
using panalo::testing::httpRequest;

using ServerBehaviour = ApiServerFixture;

TEST_F(ServerBehaviour, UnknownApiPathAnswersTheJsonEnvelope) {
  const panalo::testing::UncheckedByContract unchecked("a path the contract does not name, on purpose");
  const auto response = get("/wps/session/nothing");
  EXPECT_EQ(response.status, 404);
  const auto body = json::parse(response.body);
  EXPECT_EQ(body.at("success"), false);
  EXPECT_EQ(body.at("code"), "not_found");
  EXPECT_TRUE(body.at("message").is_string());
}

TEST_F(ServerBehaviour, WrongMethodIs405) {
  const panalo::testing::UncheckedByContract unchecked("a method the contract does not name, on purpose");
  const auto response = httpRequest("DELETE", url("/wps/system/status"));
  EXPECT_EQ(response.status, 405);
  EXPECT_EQ(json::parse(response.body).at("code"), "method_not_allowed");
}

TEST_F(ServerBehaviour, ServesTheUiWithSpaFallback) {
  for (const char* path : {"/", "/member", "/help", "/agentHome", "/lottery?gameCode=x"}) {
    const auto response = get(path);
    EXPECT_EQ(response.status, 200) << path;
    EXPECT_NE(response.body.find("<title>Panalo</title>"), std::string::npos) << path;
    EXPECT_EQ(response.headers.at("cache-control"), "no-cache") << path;
  }
  const auto asset = get("/assets/index-Bq3x9.js");
  EXPECT_EQ(asset.status, 200);
  EXPECT_EQ(asset.headers.at("cache-control"), "public, max-age=31536000, immutable");
  EXPECT_EQ(get("/assets/gone-123.js").status, 404);
}

TEST_F(ServerBehaviour, OversizedRequestIsRefusedAndServerKeepsServing) {
  // Over the 16 KiB limit, yet small enough that the whole request sits in the
  // socket buffers: the server reads all of it and answers before closing, so
  // the client always sees the answer (a megabyte could meet a reset instead).
  const std::string big(20 * 1024, 'a');
  // Pistache refuses it before routing, for any path: not an operation of the contract.
  const panalo::testing::UncheckedByContract unchecked("refused by the transport before routing");
  const auto response = httpRequest("POST", url("/wps/system/status"), big, {{"Content-Type", "application/json"}});
  EXPECT_EQ(response.status, 413);
  EXPECT_EQ(get("/wps/system/status").status, 200);
}

// One client connection spoken to byte by byte: the test client library would
// choose its own Connection header.
class RawConnection {
 public:
  explicit RawConnection(std::uint16_t port) : fd_(::socket(AF_INET, SOCK_STREAM, 0)) {
    timeval timeout{5, 0};
    ::setsockopt(fd_, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    connected_ = ::connect(fd_, reinterpret_cast<const sockaddr*>(&address), sizeof address) == 0;
  }
  ~RawConnection() { ::close(fd_); }
  RawConnection(const RawConnection&) = delete;
  RawConnection& operator=(const RawConnection&) = delete;

  // Sends `request` and reads one whole answer (headers and Content-Length body);
  // nothing when the server closed the connection or did not answer.
  std::optional<std::string> exchange(const std::string& request) {
    if (!connected_ ||
        ::send(fd_, request.data(), request.size(), MSG_NOSIGNAL) != static_cast<ssize_t>(request.size())) {
      return std::nullopt;
    }
    std::string received;
    char buffer[4096];
    for (;;) {
      const auto headerEnd = received.find("\r\n\r\n");
      if (headerEnd != std::string::npos) {
        const auto lengthAt = received.find("Content-Length: ");
        const auto length = lengthAt == std::string::npos ? 0 : std::stoul(received.substr(lengthAt + 16));
        if (received.size() >= headerEnd + 4 + length) return received;
      }
      const auto got = ::recv(fd_, buffer, sizeof buffer, 0);
      if (got <= 0) return std::nullopt;
      received.append(buffer, static_cast<std::size_t>(got));
    }
  }

 private:
  int fd_;
  bool connected_ = false;
};

TEST_F(ServerBehaviour, AKeepAliveConnectionServesRequestAfterRequest) {
  // Browsers ask for keep-alive: one connection carries every request.
  RawConnection connection(server_->port());
  const std::string request = "GET /wps/system/status HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n";
  for (int i = 0; i < 3; ++i) {
    const auto answer = connection.exchange(request);
    ASSERT_TRUE(answer.has_value()) << "the server closed the connection after " << i << " requests";
    EXPECT_EQ(answer->rfind("HTTP/1.1 200", 0), 0U) << *answer;
    EXPECT_EQ(answer->find("Connection: Close"), std::string::npos) << *answer;
  }
  // Asked to close: the answer tells the client to.
  RawConnection closing(server_->port());
  const auto closed =
      closing.exchange("GET /wps/system/status HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
  ASSERT_TRUE(closed.has_value());
  EXPECT_NE(closed->find("Connection: Close"), std::string::npos) << *closed;
}

TEST_F(ServerBehaviour, HeadAnswersWithoutABody) {
  const auto response = httpRequest("HEAD", url("/wps/system/status"));
  EXPECT_EQ(response.status, 200);
  EXPECT_TRUE(response.body.empty());
}

TEST_F(ServerBehaviour, MigratingAgainChangesNothing) {
  pqxx::connection connection(database_->url());
  const auto result = panalo::db::migrate(connection);
  EXPECT_TRUE(result.applied.empty());
  EXPECT_EQ(result.alreadyApplied, panalo::db::embeddedMigrations().size());
}

TEST_F(ServerBehaviour, AChangedAppliedMigrationStopsTheRun) {
  auto files = panalo::db::embeddedMigrations();
  files.front().text += "\n-- edited after release\n";
  pqxx::connection connection(database_->url());
  EXPECT_THROW(panalo::db::migrate(connection, files), std::runtime_error);
}

TEST_F(ServerBehaviour, DemoDataLoadsTwiceWithTheSameResult) {
  pqxx::connection connection(database_->url());
  panalo::db::loadDemoData(connection);
  panalo::db::loadDemoData(connection);
  const auto url = services().system().settings.read("site.customer_service_url");
  ASSERT_TRUE(url.has_value());
  EXPECT_FALSE(url->get<std::string>().empty());
  services().system().settings.write("site.customer_service_url", "");
}

}  // namespace

#pragma once
// A server of a test's own, for tests that hold requests: a fresh migrated
// database, the test's settings, and one extra slow route whose body is a Gate
// (request_gate.hpp), so the test decides when a held request finishes.

#include <functional>
#include <memory>
#include <string>

#include "api_server_fixture.hpp"
#include "platform/http/envelope.hpp"
#include "request_gate.hpp"

namespace panalo::testing {

class GatedServer {
 public:
  // `heldPath` answers GET through the gate; `tune` sets what the test varies
  // (threads, worker pool, timeouts, replica) before the server starts.
  GatedServer(const std::string& heldPath, const std::function<void(app::ServerConfig&)>& tune) {
    app::ServerConfig config;
    config.databaseUrl = database_.url();
    config.port = 0;
    config.masterKeyBase64 = kTestMasterKey;
    config.devMessages = true;
    tune(config);
    server_ = std::make_unique<app::ApiServer>(config, [this, heldPath](http::RouteTable& routes, app::Modules&) {
      // Slow: held on a worker thread, so the reactor threads go on answering.
      routes.add(
          "GET", heldPath,
          [this](const http::HttpRequest&) {
            gate.enter();
            return http::okJson("done");
          },
          http::RouteCost::Slow);
    });
    server_->start();
  }

  std::string url(const std::string& path) const {
    return "http://127.0.0.1:" + std::to_string(server_->port()) + path;
  }
  std::string databaseUrl() const { return database_.url(); }
  app::ApiServer& server() { return *server_; }

  Gate gate;  // declared first: it outlives the server that calls it

 private:
  TestDatabase database_;
  std::unique_ptr<app::ApiServer> server_;
};

}  // namespace panalo::testing

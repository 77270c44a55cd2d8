// panalo-server: the Panalo API, which also serves the built UI.
// Configuration comes from the environment (see app/config.hpp and README.md).
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <iostream>
#include <thread>

#include <nlohmann/json.hpp>

#include "app/api_server.hpp"
#include "app/modules.hpp"
#include "platform/log/request_log.hpp"

namespace {

// Prints the route table as JSON; the contract test compares it with openapi.yaml.
int printRoutes() {
  panalo::app::Modules modules("", 1);  // connects lazily: no database needed
  nlohmann::json routes = nlohmann::json::array();
  for (const auto& key : modules.buildRouteTable().keys()) {
    routes.push_back({{"method", key.method}, {"path", key.path}});
  }
  std::cout << routes.dump(2) << '\n';
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 2 && std::string(argv[1]) == "--print-routes") return printRoutes();
  if (argc != 1) {
    std::fprintf(stderr, "usage: panalo-server [--print-routes]\n(settings come from the environment)\n");
    return 2;
  }

  // Block the stop signals before any thread starts, so every worker inherits the
  // mask and only sigwait() below sees them: a clean, ordered shutdown.
  sigset_t stopSignals;
  sigemptyset(&stopSignals);
  sigaddset(&stopSignals, SIGINT);
  sigaddset(&stopSignals, SIGTERM);
  sigaddset(&stopSignals, SIGUSR1);  // from the drain thread: done
  pthread_sigmask(SIG_BLOCK, &stopSignals, nullptr);
  std::signal(SIGPIPE, SIG_IGN);

  try {
    panalo::app::ApiServer server(panalo::app::loadServerConfig(panalo::app::processEnvironment()));
    server.start();
    int received = 0;
    sigwait(&stopSignals, &received);
    panalo::log::writeEventLog("info", "stopping", received == SIGINT ? "SIGINT" : "SIGTERM");
    // Graceful: finish what is being answered (the balancer moves new requests
    // to the other instances meanwhile), then stop. A second signal stops at once.
    std::thread drainer([&server] {
      server.drain();
      ::kill(::getpid(), SIGUSR1);  // drained: wake the sigwait below
    });
    sigwait(&stopSignals, &received);
    if (received != SIGUSR1) {
      panalo::log::writeEventLog("warn", "stopping_now", "second stop signal: not waiting for requests in flight");
      server.abandonDrain();
    }
    drainer.join();
    server.shutdown();
    return 0;
  } catch (const std::exception& error) {
    panalo::log::writeEventLog("error", "start_failed", error.what());
    // Also in plain words where an operator starting it by hand looks first.
    std::fprintf(stderr, "panalo-server: %s\n", error.what());
    return 1;
  }
}

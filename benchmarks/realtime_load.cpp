// Load for the real-time channel (benchmarks/run-realtime.sh drives it):
//   realtime_load peer-server PORT_FILE
//       a bare websocketpp server with its default settings that only accepts:
//       the peer whose memory per idle connection ours is compared with
//   realtime_load hold PORT CLIENTS [TOKENS_FILE]
//       opens CLIENTS connections (signed in with the tokens, 20 pages per token,
//       when a file is given), prints "held N", waits for a line on stdin, closes
//   realtime_load fanout PORT CLIENTS TOKENS_FILE DATABASE_URL EVENTS
//       signs CLIENTS pages in, publishes EVENTS events to the "all" stream (one
//       transaction each, 20 per second) and times each page's receipt; then
//       the peer: PostgreSQL's own NOTIFY to one LISTEN connection, same count
//       and pace. Prints one JSON object.
#define ASIO_STANDALONE
#include <websocketpp/client.hpp>
#include <websocketpp/config/asio_no_tls.hpp>
#include <websocketpp/config/asio_no_tls_client.hpp>
#include <websocketpp/server.hpp>

#include <pqxx/pqxx>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <fstream>
#include <iostream>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace {

using Client = websocketpp::client<websocketpp::config::asio_client>;
using Server = websocketpp::server<websocketpp::config::asio>;
using json = nlohmann::json;

std::int64_t nowNs() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

std::vector<std::string> readTokens(const std::string& file) {
  std::vector<std::string> tokens;
  std::ifstream in(file);
  for (std::string line; std::getline(in, line);) {
    if (!line.empty()) tokens.push_back(line);
  }
  return tokens;
}

double percentile(std::vector<double> values, double p) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  const auto index = static_cast<std::size_t>(p * static_cast<double>(values.size() - 1));
  return values[index];
}

// N client connections on one asio thread; each signs in when given a token.
class Pages {
 public:
  static constexpr int kPagesPerToken = 20;  // the channel's per-member limit

  Pages(std::uint16_t port, int count, std::vector<std::string> tokens) : tokens_(std::move(tokens)) {
    client_.clear_access_channels(websocketpp::log::alevel::all);
    client_.clear_error_channels(websocketpp::log::elevel::all);
    client_.init_asio();
    client_.set_open_handler([this](const websocketpp::connection_hdl& handle) {
      const auto connection = client_.get_con_from_hdl(handle);
      const auto index = std::stoi(connection->get_resource().substr(connection->get_resource().find('=') + 1));
      if (tokens_.empty()) {
        ++ready_;
        return;
      }
      const auto& token = tokens_[static_cast<std::size_t>(index / kPagesPerToken) % tokens_.size()];
      connection->send(json{{"type", "hello"}, {"token", token}}.dump());
    });
    client_.set_fail_handler([this](const websocketpp::connection_hdl&) { ++failed_; });
    client_.set_close_handler([this](const websocketpp::connection_hdl&) { ++closed_; });
    client_.set_message_handler([this](const websocketpp::connection_hdl&, const Client::message_ptr& message) {
      const auto& text = message->get_payload();
      if (text.find("\"type\":\"ready\"") != std::string::npos) {
        ++ready_;
        return;
      }
      if (text.find("\"kind\":\"bench\"") == std::string::npos) return;
      const auto sentAt = json::parse(text).at("data").at("t").get<std::int64_t>();
      const auto latencyMs = static_cast<double>(nowNs() - sentAt) / 1e6;
      const std::lock_guard<std::mutex> lock(mutex_);
      latencies_.push_back(latencyMs);
    });
    // The index rides in the query string so the open handler knows its token.
    for (int i = 0; i < count; ++i) {
      std::error_code error;
      const auto connection =
          client_.get_connection("ws://127.0.0.1:" + std::to_string(port) + "/realtime?i=" + std::to_string(i), error);
      if (error) {
        ++failed_;
        continue;
      }
      client_.connect(connection);
      handles_.push_back(connection->get_handle());
    }
    thread_ = std::thread([this] { client_.run(); });
  }

  ~Pages() {
    for (const auto& handle : handles_) {
      std::error_code error;
      client_.close(handle, websocketpp::close::status::normal, "", error);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    client_.stop();
    thread_.join();
  }
  Pages(const Pages&) = delete;
  Pages& operator=(const Pages&) = delete;

  // Waits until every page is ready (or failed); false on time-out.
  bool waitReady(int count, std::chrono::seconds limit) {
    const auto until = std::chrono::steady_clock::now() + limit;
    while (ready_ + failed_ + closed_ < count) {
      if (std::chrono::steady_clock::now() > until) return false;
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return failed_ == 0 && closed_ == 0;
  }
  int ready() const { return ready_; }
  int failed() const { return failed_ + closed_; }
  std::vector<double> latencies() {
    const std::lock_guard<std::mutex> lock(mutex_);
    return latencies_;
  }

 private:
  Client client_;
  std::vector<std::string> tokens_;
  std::vector<websocketpp::connection_hdl> handles_;
  std::thread thread_;
  std::atomic<int> ready_{0};
  std::atomic<int> failed_{0};
  std::atomic<int> closed_{0};
  std::mutex mutex_;
  std::vector<double> latencies_;
};

int peerServer(const std::string& portFile) {
  Server server;
  server.clear_access_channels(websocketpp::log::alevel::all);
  server.clear_error_channels(websocketpp::log::elevel::all);
  server.init_asio();
  server.set_reuse_addr(true);
  server.set_listen_backlog(1024);
  server.listen(asio::ip::tcp::endpoint(asio::ip::make_address("127.0.0.1"), 0));
  server.start_accept();
  std::error_code error;
  std::ofstream(portFile) << server.get_local_endpoint(error).port() << '\n';
  server.run();
  return 0;
}

int hold(std::uint16_t port, int count, const std::string& tokensFile) {
  const auto started = std::chrono::steady_clock::now();
  Pages pages(port, count, tokensFile.empty() ? std::vector<std::string>{} : readTokens(tokensFile));
  if (!pages.waitReady(count, std::chrono::seconds(300))) {
    std::cerr << "only " << pages.ready() << " of " << count << " pages ready (" << pages.failed() << " failed)\n";
    return 1;
  }
  const auto seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  std::cout << "held " << pages.ready() << " in " << seconds << " s" << std::endl;
  std::string line;
  std::getline(std::cin, line);
  return 0;
}

// The peer's path: one transaction's NOTIFY to one LISTEN connection.
std::vector<double> notifyPeer(const std::string& databaseUrl, int events, std::chrono::milliseconds pace) {
  pqxx::connection listener(databaseUrl);
  std::vector<double> latencies;
  struct Receiver : pqxx::notification_receiver {
    Receiver(pqxx::connection_base& c, std::vector<double>& out)
        : pqxx::notification_receiver(c, "bench_peer"), out_(out) {}
    void operator()(const std::string& payload, int) override {
      out_.push_back(static_cast<double>(nowNs() - std::stoll(payload)) / 1e6);
    }
    std::vector<double>& out_;
  } receiver(listener, latencies);
  listener.get_notifs();
  std::atomic<bool> done{false};
  std::thread sender([&] {
    pqxx::connection connection(databaseUrl);
    for (int i = 0; i < events; ++i) {
      pqxx::work tx(connection);
      tx.exec_params("SELECT pg_notify('bench_peer', $1)", std::to_string(nowNs()));
      tx.commit();
      std::this_thread::sleep_for(pace);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    done = true;
  });
  while (!done) listener.await_notification(0, 100000);
  listener.get_notifs();
  sender.join();
  return latencies;
}

int fanout(std::uint16_t port, int count, const std::string& tokensFile, const std::string& databaseUrl, int events) {
  const std::chrono::milliseconds pace(50);
  Pages pages(port, count, readTokens(tokensFile));
  if (!pages.waitReady(count, std::chrono::seconds(300))) {
    std::cerr << "only " << pages.ready() << " of " << count << " pages ready\n";
    return 1;
  }
  {
    pqxx::connection connection(databaseUrl);
    for (int i = 0; i < events; ++i) {
      pqxx::work tx(connection);
      tx.exec_params("SELECT realtime_publish('all', 'bench', jsonb_build_object('t', $1::bigint))", nowNs());
      tx.commit();
      std::this_thread::sleep_for(pace);
    }
  }
  const auto expected = static_cast<std::size_t>(count) * static_cast<std::size_t>(events);
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  while (pages.latencies().size() < expected && std::chrono::steady_clock::now() < until) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  const auto ours = pages.latencies();
  const auto peer = notifyPeer(databaseUrl, events, pace);
  const auto oursP99 = percentile(ours, 0.99);
  const auto peerP99 = percentile(peer, 0.99);
  json report{{"clients", count},
              {"events", events},
              {"delivered", ours.size()},
              {"expected", expected},
              {"channel_ms", {{"p50", percentile(ours, 0.5)}, {"p99", oursP99}, {"max", percentile(ours, 1.0)}}},
              {"peer_notify_ms", {{"p50", percentile(peer, 0.5)}, {"p99", peerP99}, {"max", percentile(peer, 1.0)}}},
              {"p99_ratio", peerP99 > 0 ? oursP99 / peerP99 : 0}};
  std::cout << report.dump() << std::endl;
  return ours.size() == expected ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  std::signal(SIGPIPE, SIG_IGN);
  const std::vector<std::string> args(argv + 1, argv + argc);
  try {
    if (args.size() == 2 && args[0] == "peer-server") return peerServer(args[1]);
    if ((args.size() == 3 || args.size() == 4) && args[0] == "hold") {
      return hold(static_cast<std::uint16_t>(std::stoi(args[1])), std::stoi(args[2]), args.size() == 4 ? args[3] : "");
    }
    if (args.size() == 6 && args[0] == "fanout") {
      return fanout(static_cast<std::uint16_t>(std::stoi(args[1])), std::stoi(args[2]), args[3], args[4],
                    std::stoi(args[5]));
    }
  } catch (const std::exception& error) {
    std::cerr << "realtime_load: " << error.what() << '\n';
    return 1;
  }
  std::cerr << "usage: realtime_load peer-server PORT_FILE | hold PORT CLIENTS [TOKENS] | "
               "fanout PORT CLIENTS TOKENS DATABASE_URL EVENTS\n";
  return 2;
}

#pragma once
// A real WebSocket client for the real-time channel's tests (websocketpp, the
// same library the server uses, in client mode): connect, send frames, wait for
// frames, see how the server closed.

#define ASIO_STANDALONE
#include <websocketpp/client.hpp>
#include <websocketpp/config/asio_no_tls_client.hpp>

#include <nlohmann/json.hpp>

#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace panalo::testing {

class WsTestClient {
 public:
  using json = nlohmann::json;
  using Client = websocketpp::client<websocketpp::config::asio_client>;

  // Connects to ws://127.0.0.1:<port><path>; `opened()` tells whether it worked.
  explicit WsTestClient(std::uint16_t port, const std::string& path = "/realtime") {
    client_.clear_access_channels(websocketpp::log::alevel::all);
    client_.clear_error_channels(websocketpp::log::elevel::all);
    client_.init_asio();
    client_.set_open_handler([this](const websocketpp::connection_hdl&) { mark([this] { open_ = true; }); });
    client_.set_fail_handler([this](const websocketpp::connection_hdl& handle) {
      const auto connection = client_.get_con_from_hdl(handle);
      mark([this, connection] {
        failed_ = true;
        httpStatus_ = static_cast<int>(connection->get_response_code());
      });
    });
    client_.set_close_handler([this](const websocketpp::connection_hdl& handle) {
      const auto connection = client_.get_con_from_hdl(handle);
      mark([this, connection] {
        closeCode_ = connection->get_remote_close_code();
        closed_ = true;
      });
    });
    client_.set_message_handler([this](const websocketpp::connection_hdl&, const Client::message_ptr& message) {
      auto text = message->get_payload();
      mark([this, &text] { frames_.push_back(std::move(text)); });
    });
    std::error_code error;
    const auto connection = client_.get_connection("ws://127.0.0.1:" + std::to_string(port) + path, error);
    if (error) {
      failed_ = true;
      return;
    }
    handle_ = connection->get_handle();
    client_.connect(connection);
    thread_ = std::thread([this] { client_.run(); });
    std::unique_lock<std::mutex> lock(mutex_);
    changed_.wait_for(lock, std::chrono::seconds(5), [this] { return open_ || failed_; });
  }

  ~WsTestClient() {
    close();
    client_.stop();
    if (thread_.joinable()) thread_.join();
  }
  WsTestClient(const WsTestClient&) = delete;
  WsTestClient& operator=(const WsTestClient&) = delete;

  bool opened() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return open_;
  }
  int httpStatus() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return httpStatus_;
  }

  void sendText(const std::string& text) {
    std::error_code error;
    client_.send(handle_, text, websocketpp::frame::opcode::text, error);
  }
  void send(const json& frame) { sendText(frame.dump()); }
  void sendBinary(const std::string& bytes) {
    std::error_code error;
    client_.send(handle_, bytes, websocketpp::frame::opcode::binary, error);
  }
  void close() {
    std::error_code error;
    client_.close(handle_, websocketpp::close::status::normal, "test done", error);
  }

  // The next frame, or nothing within `wait`.
  std::optional<json> next(std::chrono::milliseconds wait = std::chrono::seconds(5)) {
    std::unique_lock<std::mutex> lock(mutex_);
    if (!changed_.wait_for(lock, wait, [this] { return !frames_.empty(); })) return std::nullopt;
    auto text = std::move(frames_.front());
    frames_.pop_front();
    return json::parse(text);
  }
  // The next frame of type `type`, skipping others (e.g. pongs), or nothing.
  std::optional<json> nextOf(const std::string& type, std::chrono::milliseconds wait = std::chrono::seconds(5)) {
    const auto until = std::chrono::steady_clock::now() + wait;
    for (;;) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(until - std::chrono::steady_clock::now());
      if (left.count() <= 0) return std::nullopt;
      auto frame = next(left);
      if (!frame) return std::nullopt;
      if (frame->value("type", "") == type) return frame;
    }
  }
  // The close code the server sent, once it closed (waits up to `wait`).
  std::optional<int> closedWith(std::chrono::milliseconds wait = std::chrono::seconds(5)) {
    std::unique_lock<std::mutex> lock(mutex_);
    if (!changed_.wait_for(lock, wait, [this] { return closed_; })) return std::nullopt;
    return static_cast<int>(closeCode_);
  }

 private:
  template <class Change>
  void mark(Change change) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      change();
    }
    changed_.notify_all();
  }

  Client client_;
  websocketpp::connection_hdl handle_;
  std::thread thread_;
  mutable std::mutex mutex_;
  std::condition_variable changed_;
  std::deque<std::string> frames_;
  bool open_ = false;
  bool failed_ = false;
  bool closed_ = false;
  int httpStatus_ = 0;
  websocketpp::close::status::value closeCode_ = 0;
};

}  // namespace panalo::testing

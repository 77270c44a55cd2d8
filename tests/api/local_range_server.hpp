#pragma once
// A range source on 127.0.0.1 for the k-anonymity breach check: answers
// GET <path prefix><5 hex digits> in the Pwned Passwords range format for the
// passwords it was given (plus a padding line), and records each request line
// and whether "Add-Padding: true" came with it. Plain sockets, one thread,
// one request per connection: just enough HTTP for libcurl, never the network.

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <map>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "platform/security/k_anonymity_password_check.hpp"

namespace panalo::testing {

class LocalRangeServer {
 public:
  struct Request {
    std::string target;
    bool padded = false;
  };

  explicit LocalRangeServer(const std::vector<std::string>& breached) {
    for (const auto& password : breached) {
      const auto hash = security::KAnonymityBreachedPasswords::sha1Hex(password);
      ranges_[hash.substr(0, 5)] += hash.substr(5) + ":1234\r\n";
    }
    listener_ = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    address.sin_port = 0;
    if (listener_ < 0 || ::bind(listener_, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0 ||
        ::listen(listener_, 16) != 0) {
      throw std::runtime_error("local range server: cannot listen");
    }
    socklen_t length = sizeof address;
    ::getsockname(listener_, reinterpret_cast<sockaddr*>(&address), &length);
    port_ = ntohs(address.sin_port);
    thread_ = std::thread([this] { serve(); });
  }
  ~LocalRangeServer() {
    stopping_ = true;
    thread_.join();
    ::close(listener_);
  }

  std::string baseUrl() const { return "http://127.0.0.1:" + std::to_string(port_) + "/range/"; }
  // While failing, every request is answered 503 (the corpus service is down).
  void setFailing(bool failing) { failing_ = failing; }
  std::vector<Request> requests() {
    const std::lock_guard<std::mutex> lock(mutex_);
    return requests_;
  }

 private:
  void serve() {
    while (!stopping_) {
      pollfd waiting{listener_, POLLIN, 0};
      if (::poll(&waiting, 1, 50) <= 0) continue;
      const int client = ::accept(listener_, nullptr, nullptr);
      if (client < 0) continue;
      answer(client);
      ::close(client);
    }
  }

  void answer(int client) {
    std::string request;
    char buffer[2048];
    while (request.find("\r\n\r\n") == std::string::npos && request.size() < 16384) {
      const auto got = ::recv(client, buffer, sizeof buffer, 0);
      if (got <= 0) return;
      request.append(buffer, static_cast<std::size_t>(got));
    }
    const auto firstSpace = request.find(' ');
    const auto secondSpace = request.find(' ', firstSpace + 1);
    Request seen{request.substr(firstSpace + 1, secondSpace - firstSpace - 1),
                 request.find("\r\nAdd-Padding: true\r\n") != std::string::npos};
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      requests_.push_back(seen);
    }
    std::string status = "200 OK";
    std::string body;
    const std::string prefix = seen.target.size() > 5 ? seen.target.substr(seen.target.size() - 5) : "";
    if (failing_) {
      status = "503 Service Unavailable";
    } else {
      body = ranges_[prefix] + "0000000000000000000000000000000000A:0\r\n";
    }
    const std::string response = "HTTP/1.1 " + status +
                                 "\r\nContent-Type: text/plain\r\nContent-Length: " + std::to_string(body.size()) +
                                 "\r\nConnection: close\r\n\r\n" + body;
    ::send(client, response.data(), response.size(), MSG_NOSIGNAL);
  }

  int listener_ = -1;
  std::uint16_t port_ = 0;
  std::thread thread_;
  std::atomic<bool> stopping_{false};
  std::atomic<bool> failing_{false};
  std::map<std::string, std::string> ranges_;  // read by the server thread only after construction
  std::mutex mutex_;
  std::vector<Request> requests_;
};

}  // namespace panalo::testing

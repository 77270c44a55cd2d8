#pragma once
// The real panalo-server binary as a child process, the way an operator runs
// it: for tests that must kill it (SIGKILL: no shutdown code runs) and start it
// again on the same database. Its log goes to a file; the port is the one the
// kernel picked, read from its "listening" line.

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <map>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "test_paths.hpp"

extern char** environ;

namespace panalo::testing {

class ServerProcess {
 public:
  // Starts PANALO_SERVER_PATH with the environment plus `settings` (DATABASE_URL,
  // PANALO_MASTER_KEY, ...) and waits (up to 30 s) until it listens.
  ServerProcess(const std::map<std::string, std::string>& settings, std::filesystem::path logFile)
      : logFile_(std::move(logFile)) {
    std::vector<std::string> environment;
    for (char** entry = environ; *entry != nullptr; ++entry) {
      const std::string text = *entry;
      if (settings.count(text.substr(0, text.find('='))) == 0) environment.push_back(text);
    }
    for (const auto& [name, value] : settings) environment.push_back(std::string(name).append("=").append(value));
    std::vector<char*> envp;
    envp.reserve(environment.size() + 1);
    for (auto& text : environment) envp.push_back(text.data());
    envp.push_back(nullptr);
    const std::string binary = serverPath();
    char* argv[] = {const_cast<char*>(binary.c_str()), nullptr};

    // Everything the child needs is prepared before fork: after it, only
    // async-signal-safe calls until execve.
    const int log = ::open(logFile_.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (log < 0) throw std::runtime_error("cannot open " + logFile_.string());
    pid_ = ::fork();
    if (pid_ < 0) throw std::runtime_error("fork failed");
    if (pid_ == 0) {
      ::dup2(log, STDOUT_FILENO);
      ::dup2(log, STDERR_FILENO);
      ::execve(binary.c_str(), argv, envp.data());
      ::_exit(127);
    }
    ::close(log);
    waitUntilListening();
  }

  ~ServerProcess() {
    if (pid_ > 0) stop(SIGKILL);
  }
  ServerProcess(const ServerProcess&) = delete;
  ServerProcess& operator=(const ServerProcess&) = delete;

  // Sends `signal` and waits for the process to end.
  void stop(int signal) {
    if (pid_ <= 0) return;
    ::kill(pid_, signal);
    int status = 0;
    ::waitpid(pid_, &status, 0);
    pid_ = -1;
  }

  std::uint16_t port() const { return port_; }
  std::string url(const std::string& path) const { return "http://127.0.0.1:" + std::to_string(port_) + path; }
  std::string log() const {
    std::ifstream in(logFile_);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }

 private:
  void waitUntilListening() {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    while (std::chrono::steady_clock::now() < deadline) {
      std::ifstream in(logFile_);
      std::string line;
      while (std::getline(in, line)) {
        // {"ts":...,"event":"listening","detail":"127.0.0.1:PORT"}
        if (line.find("\"listening\"") == std::string::npos) continue;
        const auto detail = line.find("\"detail\":\"");
        const auto colon = line.rfind(':', line.find('"', detail + 10));
        port_ = static_cast<std::uint16_t>(std::stoi(line.substr(colon + 1)));
        return;
      }
      int status = 0;
      if (::waitpid(pid_, &status, WNOHANG) == pid_) {
        pid_ = -1;
        throw std::runtime_error("panalo-server exited at start:\n" + log());
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    throw std::runtime_error("panalo-server did not listen within 30 s:\n" + log());
  }

  std::filesystem::path logFile_;
  pid_t pid_ = -1;
  std::uint16_t port_ = 0;
};

}  // namespace panalo::testing

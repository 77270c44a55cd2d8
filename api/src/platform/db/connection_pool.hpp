#pragma once
// A fixed-size pool of PostgreSQL connections shared by the request threads.
// Connections open lazily and a broken one is dropped and replaced, so the server
// starts even while the database is still coming up and survives its restarts.

#include <pqxx/pqxx>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_set>
#include <vector>

#include "platform/observability/histogram.hpp"

namespace panalo::db {

// A prepared statement: a stable name and parameterised SQL ($1, $2, ...).
struct Statement {
  const char* name;
  const char* sql;
};

class PooledConnection {
 public:
  explicit PooledConnection(const std::string& url) : connection_(url) {}

  pqxx::connection& connection() { return connection_; }
  // Prepares `statement` on this connection the first time it is used here.
  void prepare(const Statement& statement);

 private:
  pqxx::connection connection_;
  std::unordered_set<std::string> prepared_;
};

class ConnectionPool {
 public:
  class Lease {
   public:
    Lease(ConnectionPool& pool, std::unique_ptr<PooledConnection> connection);
    Lease(Lease&& other) noexcept;
    Lease(const Lease&) = delete;
    Lease& operator=(const Lease&) = delete;
    Lease& operator=(Lease&&) = delete;
    ~Lease();

    PooledConnection& operator*() { return *connection_; }
    PooledConnection* operator->() { return connection_.get(); }

   private:
    ConnectionPool* pool_;
    std::unique_ptr<PooledConnection> connection_;
  };

  ConnectionPool(std::string url, std::size_t size, std::chrono::milliseconds acquireTimeout = std::chrono::seconds(5));
  virtual ~ConnectionPool() = default;
  ConnectionPool(const ConnectionPool&) = delete;
  ConnectionPool& operator=(const ConnectionPool&) = delete;

  // Throws DomainError(Unavailable) when no connection frees up in time or the
  // database cannot be reached.
  // Virtual for StandbyPool (standby_pool.hpp), which may hand out a primary's
  // lease instead; a lease always goes back to the pool that made it.
  virtual Lease acquire();
  const std::string& url() const { return url_; }

  // For GET /metrics: how long leases waited for a free connection, how many
  // gave up (503), and the connections in use now out of size().
  const observability::Histogram& waitTimes() const { return waits_; }
  std::uint64_t timeouts() const { return timeouts_.load(); }
  std::size_t leased() const;
  std::size_t size() const { return size_; }

 private:
  void release(std::unique_ptr<PooledConnection> connection);

  std::string url_;
  std::size_t size_;
  std::chrono::milliseconds acquireTimeout_;
  mutable std::mutex mutex_;
  std::condition_variable available_;
  std::vector<std::unique_ptr<PooledConnection>> idle_;
  std::size_t leased_ = 0;
  observability::Histogram waits_;
  std::atomic<std::uint64_t> timeouts_{0};
};

}  // namespace panalo::db

#include "platform/db/connection_pool.hpp"

#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/log/request_log.hpp"

namespace panalo::db {

void PooledConnection::prepare(const Statement& statement) {
  if (prepared_.count(statement.name) != 0) return;
  connection_.prepare(statement.name, statement.sql);
  prepared_.insert(statement.name);
}

ConnectionPool::Lease::Lease(ConnectionPool& pool, std::unique_ptr<PooledConnection> connection)
    : pool_(&pool), connection_(std::move(connection)) {}

ConnectionPool::Lease::Lease(Lease&& other) noexcept
    : pool_(other.pool_), connection_(std::move(other.connection_)) {}

ConnectionPool::Lease::~Lease() {
  if (connection_) pool_->release(std::move(connection_));
}

ConnectionPool::ConnectionPool(std::string url, std::size_t size, std::chrono::milliseconds acquireTimeout)
    : url_(std::move(url)), size_(size == 0 ? 1 : size), acquireTimeout_(acquireTimeout) {}

ConnectionPool::Lease ConnectionPool::acquire() {
  std::unique_lock<std::mutex> lock(mutex_);
  const bool ready = available_.wait_for(lock, acquireTimeout_,
                                         [&] { return !idle_.empty() || leased_ < size_; });
  if (!ready) {
    throw DomainError(ErrorKind::Unavailable, error_keys::kServiceUnavailable, "Service busy, try again");
  }
  ++leased_;
  if (!idle_.empty()) {
    auto connection = std::move(idle_.back());
    idle_.pop_back();
    return Lease(*this, std::move(connection));
  }
  lock.unlock();
  try {
    return Lease(*this, std::make_unique<PooledConnection>(url_));
  } catch (const std::exception& error) {
    {
      std::lock_guard<std::mutex> relock(mutex_);
      --leased_;
    }
    available_.notify_one();
    // The libpq message can hold the host and user; log it, do not return it.
    log::writeEventLog("error", "database_connect_failed", error.what());
    throw DomainError(ErrorKind::Unavailable, error_keys::kServiceUnavailable, "Service unavailable");
  }
}

void ConnectionPool::release(std::unique_ptr<PooledConnection> connection) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    --leased_;
    if (connection->connection().is_open()) idle_.push_back(std::move(connection));
  }
  available_.notify_one();
}

}  // namespace panalo::db

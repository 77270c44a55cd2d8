#include "platform/db/connection_pool.hpp"

#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/log/request_log.hpp"

#include <poll.h>

namespace panalo::db {
namespace {

// True when an idle connection is still usable. After a PostgreSQL restart (or
// pg_terminate_backend, or an idle-session timeout) the server has sent a FATAL
// message and closed the socket, but libpq only notices when the next statement
// fails: is_open() still says true, and that request would answer 500.
//
// Why this check: an idle connection between two units of work has nothing to read
// (we never LISTEN on pool connections), so a readable socket, a hang-up or an
// error means the server spoke or left. One poll() with a zero timeout is a single
// non-blocking syscall, no round trip, so it is cheap enough for every lease; a
// `SELECT 1` would double the round trips of short requests. A false alarm (say an
// asynchronous notice) costs only a reconnect. Retrying on broken_connection inside
// every repository would need each unit of work to know whether a statement already
// ran; the lease is the one place that sees every use. What this cannot see is a
// peer that vanished without closing the socket (host crash, network cut): that
// fails the request that meets it, and the connection is dropped on release.
bool looksAlive(pqxx::connection& connection) {
  if (!connection.is_open()) return false;
  const int socket = connection.sock();
  if (socket < 0) return false;
  pollfd probe{};
  probe.fd = socket;
  probe.events = POLLIN;
  const int ready = ::poll(&probe, 1, 0);
  if (ready < 0) return false;  // EINTR or worse: a reconnect is the safe answer
  return ready == 0;
}

}  // namespace

void PooledConnection::prepare(const Statement& statement) {
  if (prepared_.count(statement.name) != 0) return;
  connection_.prepare(statement.name, statement.sql);
  prepared_.insert(statement.name);
}

ConnectionPool::Lease::Lease(ConnectionPool& pool, std::unique_ptr<PooledConnection> connection)
    : pool_(&pool), connection_(std::move(connection)) {}

ConnectionPool::Lease::Lease(Lease&& other) noexcept : pool_(other.pool_), connection_(std::move(other.connection_)) {}

ConnectionPool::Lease::~Lease() {
  if (connection_) pool_->release(std::move(connection_));
}

ConnectionPool::ConnectionPool(std::string url, std::size_t size, std::chrono::milliseconds acquireTimeout)
    : url_(std::move(url)), size_(size == 0 ? 1 : size), acquireTimeout_(acquireTimeout) {}

ConnectionPool::Lease ConnectionPool::acquire() {
  const auto waitStarted = std::chrono::steady_clock::now();
  std::unique_lock<std::mutex> lock(mutex_);
  const bool ready = available_.wait_for(lock, acquireTimeout_, [&] { return !idle_.empty() || leased_ < size_; });
  waits_.observe(std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - waitStarted));
  if (!ready) {
    timeouts_.fetch_add(1);
    throw DomainError(ErrorKind::Unavailable, error_keys::kServiceUnavailable, "Service busy, try again");
  }
  ++leased_;
  if (!idle_.empty()) {
    auto connection = std::move(idle_.back());
    idle_.pop_back();
    if (looksAlive(connection->connection())) return Lease(*this, std::move(connection));
    // Dead (the server restarted or closed it): drop it and open a new one in its place.
    lock.unlock();
    connection.reset();  // closes the socket outside the lock
    log::writeEventLog("warn", "database_connection_dropped", "idle connection closed by the server");
  } else {
    lock.unlock();
  }
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

std::size_t ConnectionPool::leased() const {
  const std::lock_guard<std::mutex> lock(mutex_);
  return leased_;
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

#include "domains/chat/live_host_repository.hpp"

#include <pqxx/pqxx>

namespace panalo::repositories {
namespace {

#define PANALO_HOST_COLUMNS "SELECT id, handle, display_name, avatar_url, status, room_id, sort_order FROM live_hosts "
const db::Statement kHosts{"live_hosts", PANALO_HOST_COLUMNS "ORDER BY sort_order, id"};
const db::Statement kHost{"live_host", PANALO_HOST_COLUMNS "WHERE id = $1"};
const db::Statement kByHandle{"live_host_by_handle", PANALO_HOST_COLUMNS "WHERE handle = $1"};
#undef PANALO_HOST_COLUMNS
const db::Statement kAddRoom{"live_add_room",
                             "INSERT INTO chat_rooms (slug, name, sort_order) VALUES ('host-' || $1, $2, $3) "
                             "RETURNING id"};
const db::Statement kAdd{"live_add",
                         "INSERT INTO live_hosts (handle, display_name, avatar_url, sort_order, room_id) "
                         "VALUES ($1, $2, $3, $4, $5) RETURNING id"};
const db::Statement kSetStatus{"live_set_status", "UPDATE live_hosts SET status = $2 WHERE handle = $1"};

services::LiveHost hostOf(const pqxx::row& row) {
  services::LiveHost host;
  host.id = row[0].as<std::int64_t>();
  host.handle = row[1].as<std::string>();
  host.displayName = row[2].as<std::string>();
  if (!row[3].is_null()) host.avatarUrl = row[3].as<std::string>();
  host.status = row[4].as<std::string>();
  host.roomId = row[5].as<std::int64_t>();
  host.sortOrder = row[6].as<std::int64_t>();
  return host;
}

}  // namespace

std::vector<services::LiveHost> LiveHostRepository::hosts() {
  auto lease = pool_.acquire();
  lease->prepare(kHosts);
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::LiveHost> hosts;
  for (const auto& row : tx.exec_prepared(kHosts.name)) hosts.push_back(hostOf(row));
  return hosts;
}

std::optional<services::LiveHost> LiveHostRepository::host(std::int64_t id) {
  auto lease = pool_.acquire();
  lease->prepare(kHost);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kHost.name, id);
  if (rows.empty()) return std::nullopt;
  return hostOf(rows[0]);
}

std::optional<services::LiveHost> LiveHostRepository::byHandle(const std::string& handle) {
  auto lease = pool_.acquire();
  lease->prepare(kByHandle);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kByHandle.name, handle);
  if (rows.empty()) return std::nullopt;
  return hostOf(rows[0]);
}

services::LiveHost LiveHostRepository::add(const std::string& handle, const std::string& displayName,
                                           const std::optional<std::string>& avatarUrl, std::int64_t sortOrder) {
  auto lease = pool_.acquire();
  lease->prepare(kAddRoom);
  lease->prepare(kAdd);
  pqxx::work tx(lease->connection());
  services::LiveHost host;
  host.roomId = tx.exec_prepared1(kAddRoom.name, handle, displayName, sortOrder)[0].as<std::int64_t>();
  host.id = tx.exec_prepared1(kAdd.name, handle, displayName, avatarUrl, sortOrder, host.roomId)[0].as<std::int64_t>();
  tx.commit();
  host.handle = handle;
  host.displayName = displayName;
  host.avatarUrl = avatarUrl;
  host.status = "offline";
  host.sortOrder = sortOrder;
  return host;
}

bool LiveHostRepository::setStatus(const std::string& handle, const std::string& status) {
  auto lease = pool_.acquire();
  lease->prepare(kSetStatus);
  pqxx::work tx(lease->connection());
  const auto result = tx.exec_prepared(kSetStatus.name, handle, status);
  tx.commit();
  return result.affected_rows() > 0;
}

}  // namespace panalo::repositories

#include "domains/site/customer_service_repository.hpp"

#include <pqxx/pqxx>

namespace panalo::repositories {
namespace {

#define PANALO_CS_COLUMNS "id, cs_type, title, path, sort_order, enabled FROM customer_service_channels "

const db::Statement kListEnabled{"cs_list_enabled",
                                 "SELECT " PANALO_CS_COLUMNS "WHERE enabled ORDER BY sort_order, id"};
const db::Statement kListAll{"cs_list_all", "SELECT " PANALO_CS_COLUMNS "ORDER BY sort_order, id"};
const db::Statement kAdd{"cs_add",
                         "INSERT INTO customer_service_channels (cs_type, title, path, sort_order) "
                         "VALUES ($1, $2, $3, $4) RETURNING id"};
const db::Statement kRemove{"cs_remove", "DELETE FROM customer_service_channels WHERE id = $1"};

#undef PANALO_CS_COLUMNS

std::vector<CustomerServiceChannel> run(db::ConnectionPool& pool, const db::Statement& statement) {
  auto lease = pool.acquire();
  lease->prepare(statement);
  pqxx::read_transaction tx(lease->connection());
  std::vector<CustomerServiceChannel> channels;
  for (const auto& row : tx.exec_prepared(statement.name)) {
    channels.push_back({row[0].as<std::int64_t>(), row[1].as<std::string>(), row[2].as<std::string>(),
                        row[3].as<std::string>(), row[4].as<int>(), row[5].as<bool>()});
  }
  return channels;
}

}  // namespace

std::vector<CustomerServiceChannel> CustomerServiceRepository::listEnabled() { return run(pool_, kListEnabled); }
std::vector<CustomerServiceChannel> CustomerServiceRepository::listAll() { return run(pool_, kListAll); }

std::int64_t CustomerServiceRepository::add(const std::string& csType, const std::string& title,
                                            const std::string& path, int sort) {
  auto lease = pool_.acquire();
  lease->prepare(kAdd);
  pqxx::work tx(lease->connection());
  const auto row = tx.exec_prepared1(kAdd.name, csType, title, path, sort);
  tx.commit();
  return row[0].as<std::int64_t>();
}

bool CustomerServiceRepository::remove(std::int64_t id) {
  auto lease = pool_.acquire();
  lease->prepare(kRemove);
  pqxx::work tx(lease->connection());
  const auto result = tx.exec_prepared(kRemove.name, id);
  tx.commit();
  return result.affected_rows() > 0;
}

}  // namespace panalo::repositories

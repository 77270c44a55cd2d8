#include "domains/system/site_status_repository.hpp"

namespace panalo::repositories {
namespace {

const db::Statement kRead{"site_status_read", "SELECT system_status FROM site_status WHERE singleton"};
const db::Statement kWrite{"site_status_write",
                           "UPDATE site_status SET system_status = $1, updated_at = now() WHERE singleton"};

}  // namespace

int SiteStatusRepository::read() {
  auto lease = pool_.acquire();
  lease->prepare(kRead);
  // One statement sees one snapshot on its own: BEGIN and ROLLBACK would only add round trips.
  pqxx::nontransaction tx(lease->connection());
  return tx.exec_prepared1(kRead.name)[0].as<int>();
}

void SiteStatusRepository::write(int systemStatus) {
  auto lease = pool_.acquire();
  lease->prepare(kWrite);
  pqxx::work tx(lease->connection());
  tx.exec_prepared(kWrite.name, systemStatus);
  tx.commit();
}

}  // namespace panalo::repositories

#pragma once
// Applies the numbered SQL migrations in order, each in its own transaction, and
// records them in schema_migrations. Safe to run again and from several server
// instances at once: an advisory lock serialises them, applied files are skipped,
// and an applied file whose text has changed stops the run rather than drift.

#include <pqxx/pqxx>

#include <string>
#include <vector>

#include "platform/db/embedded_sql.hpp"

namespace panalo::db {

struct MigrationResult {
  std::vector<std::string> applied;  // names applied by this run
  std::size_t alreadyApplied = 0;
};

MigrationResult migrate(pqxx::connection& connection,
                        const std::vector<EmbeddedSqlFile>& migrations = embeddedMigrations());

// Runs each demo-data file in its own transaction. The files are written to be
// re-runnable (ON CONFLICT ...), so loading twice changes nothing.
std::vector<std::string> loadDemoData(pqxx::connection& connection,
                                      const std::vector<EmbeddedSqlFile>& files = embeddedDemoData());

// The number at the start of a migration's file name ("0003_x.sql" -> 3).
int migrationVersion(const std::string& fileName);

}  // namespace panalo::db

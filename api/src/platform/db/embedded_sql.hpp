#pragma once
// SQL files compiled into the binaries (see cmake/EmbedFiles.cmake), so the server
// and the operator tool migrate a database without knowing where sql/ lives.

#include <string>
#include <vector>

namespace panalo::db {

struct EmbeddedSqlFile {
  std::string name;  // e.g. "0001_site_shell.sql"
  std::string text;
};

const std::vector<EmbeddedSqlFile>& embeddedMigrations();  // sql/migrations/*.sql
const std::vector<EmbeddedSqlFile>& embeddedDemoData();    // sql/demo/*.sql

}  // namespace panalo::db

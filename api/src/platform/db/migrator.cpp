#include "platform/db/migrator.hpp"

#include <openssl/evp.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <stdexcept>

namespace panalo::db {
namespace {

// Any fixed number works; it only has to differ from other advisory locks we take.
constexpr long long kMigrationLockKey = 0x70616e616c6f01;  // "panalo" + 1

std::string sha256Hex(const std::string& text) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  if (EVP_Digest(text.data(), text.size(), digest, &length, EVP_sha256(), nullptr) != 1) {
    throw std::runtime_error("sha256 failed");
  }
  static const char* hex = "0123456789abcdef";
  std::string out;
  for (unsigned int i = 0; i < length; ++i) {
    out += hex[digest[i] >> 4];
    out += hex[digest[i] & 0x0f];
  }
  return out;
}

void ensureHistoryTable(pqxx::connection& connection) {
  pqxx::work tx(connection);
  tx.exec(
      "CREATE TABLE IF NOT EXISTS schema_migrations ("
      " version integer PRIMARY KEY,"
      " name text NOT NULL,"
      " checksum text NOT NULL,"
      " applied_at timestamptz NOT NULL DEFAULT now())");
  tx.commit();
}

std::map<int, std::string> appliedChecksums(pqxx::connection& connection) {
  pqxx::read_transaction tx(connection);
  std::map<int, std::string> applied;
  for (const auto& row : tx.exec("SELECT version, checksum FROM schema_migrations")) {
    applied.emplace(row[0].as<int>(), row[1].as<std::string>());
  }
  return applied;
}

class AdvisoryLock {
 public:
  explicit AdvisoryLock(pqxx::connection& connection) : connection_(connection) {
    pqxx::nontransaction tx(connection_);
    tx.exec_params("SELECT pg_advisory_lock($1)", kMigrationLockKey);
  }
  ~AdvisoryLock() {
    try {
      pqxx::nontransaction tx(connection_);
      tx.exec_params("SELECT pg_advisory_unlock($1)", kMigrationLockKey);
    } catch (...) {
      // The lock dies with the session anyway; never throw from a destructor.
    }
  }
  AdvisoryLock(const AdvisoryLock&) = delete;
  AdvisoryLock& operator=(const AdvisoryLock&) = delete;

 private:
  pqxx::connection& connection_;
};

}  // namespace

int migrationVersion(const std::string& fileName) {
  std::size_t digits = 0;
  while (digits < fileName.size() && std::isdigit(static_cast<unsigned char>(fileName[digits]))) ++digits;
  if (digits == 0 || digits > 6 || digits >= fileName.size() || fileName[digits] != '_') {
    throw std::invalid_argument("migration file name must start with a number and '_': " + fileName);
  }
  return std::stoi(fileName.substr(0, digits));
}

MigrationResult migrate(pqxx::connection& connection, const std::vector<EmbeddedSqlFile>& migrations) {
  std::set<int> versions;
  for (const auto& file : migrations) {
    if (!versions.insert(migrationVersion(file.name)).second) {
      throw std::invalid_argument("two migrations share a version: " + file.name);
    }
  }

  AdvisoryLock lock(connection);
  ensureHistoryTable(connection);
  const auto applied = appliedChecksums(connection);

  // Version order, whatever order the list came in (embedded: file-name order).
  std::vector<const EmbeddedSqlFile*> ordered;
  ordered.reserve(migrations.size());
  for (const auto& file : migrations) ordered.push_back(&file);
  std::sort(ordered.begin(), ordered.end(), [](const EmbeddedSqlFile* a, const EmbeddedSqlFile* b) {
    return migrationVersion(a->name) < migrationVersion(b->name);
  });

  // Check everything before applying anything: a changed file, or a pending file
  // numbered below one already applied (a branch merged late, say), stops the run
  // with nothing applied. Applying it out of order could meet a schema it was not
  // written for; skipping it would leave the database without it for good.
  const int highestApplied = applied.empty() ? 0 : applied.rbegin()->first;
  for (const auto* file : ordered) {
    const int version = migrationVersion(file->name);
    auto done = applied.find(version);
    if (done != applied.end()) {
      if (done->second != sha256Hex(file->text)) {
        throw std::runtime_error("migration " + file->name +
                                 " was changed after it was applied; add a new migration instead");
      }
    } else if (version < highestApplied) {
      throw std::runtime_error("migration " + file->name + " is numbered below migration " +
                               std::to_string(highestApplied) +
                               ", which is already applied; renumber it above the applied ones. Nothing was applied");
    }
  }

  MigrationResult result;
  for (const auto* entry : ordered) {
    const auto& file = *entry;
    const int version = migrationVersion(file.name);
    const std::string checksum = sha256Hex(file.text);
    if (applied.count(version) != 0) {
      ++result.alreadyApplied;
      continue;
    }
    pqxx::work tx(connection);
    tx.exec(file.text);
    tx.exec_params("INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)", version, file.name,
                   checksum);
    tx.commit();
    result.applied.push_back(file.name);
  }
  return result;
}

std::vector<std::string> loadDemoData(pqxx::connection& connection, const std::vector<EmbeddedSqlFile>& files) {
  std::vector<std::string> loaded;
  for (const auto& file : files) {
    pqxx::work tx(connection);
    tx.exec(file.text);
    tx.commit();
    loaded.push_back(file.name);
  }
  return loaded;
}

}  // namespace panalo::db

#include "domains/support/feedback_repository.hpp"

#include <pqxx/pqxx>

#include <algorithm>

namespace panalo::repositories {
namespace {

// A transaction-scoped lock on the member's id in a key space of its own
// (class 15, issue 15), so concurrent submissions of one member queue here.
const db::Statement kLockMember{"support_feedback_lock", "SELECT pg_advisory_xact_lock(15, $1::int)"};
const db::Statement kWindow{"support_feedback_window",
                            "SELECT count(*), COALESCE(ceil(extract(epoch FROM min(created_at) + make_interval(secs => "
                            "$2) - now())), 0)::bigint "
                            "FROM feedback WHERE member_id = $1 AND created_at > now() - make_interval(secs => $2)"};
const db::Statement kInsert{"support_feedback_insert",
                            "INSERT INTO feedback (member_id, category, content) VALUES ($1, $2, $3) RETURNING id"};

#define PANALO_FEEDBACK_COLUMNS                                                                              \
  "f.id, f.member_id, m.account, f.category, f.content, (extract(epoch FROM f.created_at) * 1000)::bigint, " \
  "f.answer, (extract(epoch FROM f.answered_at) * 1000)::bigint FROM feedback f JOIN members m ON m.id = f.member_id "
const db::Statement kOfMember{"support_feedback_of_member",
                              "SELECT " PANALO_FEEDBACK_COLUMNS
                              "WHERE f.member_id = $1 ORDER BY f.created_at DESC, f.id DESC LIMIT $2"};
const db::Statement kList{"support_feedback_list",
                          "SELECT " PANALO_FEEDBACK_COLUMNS
                          "WHERE NOT $1 OR f.answer IS NULL ORDER BY f.created_at DESC, f.id DESC LIMIT $2"};
#undef PANALO_FEEDBACK_COLUMNS
const db::Statement kAnswer{"support_feedback_answer",
                            "UPDATE feedback SET answer = $2, answered_at = now() WHERE id = $1"};

services::FeedbackEntry entryOf(const pqxx::row& row) {
  services::FeedbackEntry entry;
  entry.id = row[0].as<std::int64_t>();
  entry.memberId = row[1].as<std::int64_t>();
  entry.account = row[2].as<std::string>();
  entry.category = row[3].as<std::string>();
  entry.content = row[4].as<std::string>();
  entry.createdAtMs = row[5].as<std::int64_t>();
  if (!row[6].is_null()) entry.answer = row[6].as<std::string>();
  if (!row[7].is_null()) entry.answeredAtMs = row[7].as<std::int64_t>();
  return entry;
}

std::vector<services::FeedbackEntry> entriesOf(const pqxx::result& rows) {
  std::vector<services::FeedbackEntry> entries;
  for (const auto& row : rows) entries.push_back(entryOf(row));
  return entries;
}

}  // namespace

FeedbackInsert FeedbackRepository::insertLimited(std::int64_t memberId, const std::string& category,
                                                 const std::string& content, std::int64_t limit,
                                                 std::chrono::seconds window) {
  auto lease = pool_.acquire();
  lease->prepare(kLockMember);
  lease->prepare(kWindow);
  lease->prepare(kInsert);
  pqxx::work tx(lease->connection());
  // pg_advisory_xact_lock(int, int): the id folded into 32 bits is enough to spread members.
  tx.exec_prepared(kLockMember.name, static_cast<std::int32_t>(memberId % 2147483647));
  const auto seconds = static_cast<double>(window.count());
  const auto used = tx.exec_prepared1(kWindow.name, memberId, seconds);
  if (used[0].as<std::int64_t>() >= limit) {
    return {std::nullopt, std::max<std::int64_t>(1, used[1].as<std::int64_t>())};
  }
  const auto id = tx.exec_prepared1(kInsert.name, memberId, category, content)[0].as<std::int64_t>();
  tx.commit();
  return {id, 0};
}

std::vector<services::FeedbackEntry> FeedbackRepository::ofMember(std::int64_t memberId, std::int64_t limit) {
  auto lease = pool_.acquire();
  lease->prepare(kOfMember);
  pqxx::read_transaction tx(lease->connection());
  return entriesOf(tx.exec_prepared(kOfMember.name, memberId, limit));
}

std::vector<services::FeedbackEntry> FeedbackRepository::list(bool unansweredOnly, std::int64_t limit) {
  auto lease = pool_.acquire();
  lease->prepare(kList);
  pqxx::read_transaction tx(lease->connection());
  return entriesOf(tx.exec_prepared(kList.name, unansweredOnly, limit));
}

bool FeedbackRepository::answer(std::int64_t id, const std::string& answer) {
  auto lease = pool_.acquire();
  lease->prepare(kAnswer);
  pqxx::work tx(lease->connection());
  const auto result = tx.exec_prepared(kAnswer.name, id, answer);
  tx.commit();
  return result.affected_rows() > 0;
}

}  // namespace panalo::repositories

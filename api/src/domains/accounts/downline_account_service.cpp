#include "domains/accounts/downline_account_service.hpp"

#include <pqxx/pqxx>

#include "domains/accounts/member_types.hpp"
#include "platform/http/payload_fields.hpp"  // requireValid

namespace panalo::services {
namespace {

// One statement: the status and the ended sessions commit together.
const db::Statement kSetStatus{"downline_set_status",
                               "WITH changed AS (UPDATE members SET status = CASE WHEN $2 THEN 'active' "
                               "ELSE 'disabled' END WHERE id = $1 RETURNING id), "
                               "ended AS (DELETE FROM sessions WHERE NOT $2 AND member_id IN (SELECT id FROM changed)) "
                               "SELECT count(*) FROM changed"};

}  // namespace

std::int64_t DownlineAccountService::open(std::int64_t uplineId, const validation::DownlineAccountForm& form,
                                          bool agent, const std::string& ip) {
  const auto settings = settings_.settings();
  requireValid(validation::validateDownlineAccount(form, settings),
               {"username", "password", "confirmPassword", "nickname"});
  if (breached_ != nullptr) security::refuseBreachedPassword(*breached_, form.password);
  repositories::NewMember member;
  member.account = form.username;
  member.nickname = form.nickname.empty() ? form.username : form.nickname;
  member.typeCode = agent ? member_types::kAgent : member_types::kMember;
  member.passwordHash = hasher_.hash(form.password);
  member.registeredIp = ip;
  member.mustChangePassword = true;
  member.uplineId = uplineId;
  return members_.create(member);
}

bool DownlineAccountService::setActive(std::int64_t memberId, bool active) {
  auto lease = pool_.acquire();
  lease->prepare(kSetStatus);
  pqxx::work tx(lease->connection());
  const auto changed = tx.exec_prepared1(kSetStatus.name, memberId, active)[0].as<std::int64_t>();
  tx.commit();
  return changed == 1;
}

}  // namespace panalo::services

#include "domains/promotions/promotion_repository.hpp"

#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::repositories {
namespace {

#define PANALO_ISO(column) "to_char((" column ") AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')"

const char* const kPromotionSql =
    "SELECT id, code, kind, image_url, " PANALO_ISO("starts_at") ", " PANALO_ISO(
        "ends_at") ", starts_at <= now(), ends_at <= now(), bonus_minor, bonus_percent_bp, bonus_cap_minor, "
                   "turnover_multiple, min_deposit_minor, eligibility, published, sort_order "
                   "FROM promotions WHERE ($1::bigint IS NULL OR id = $1) AND ($2::text IS NULL OR code = $2) "
                   "AND (NOT $3 OR published) ORDER BY sort_order, id";
const char* const kTextsSql =
    "SELECT promotion_id, language, title, summary, detail_html FROM promotion_texts "
    "WHERE promotion_id = ANY ($1::bigint[]) ORDER BY promotion_id, language";
const char* const kPrizesSql =
    "SELECT promotion_id, id, label, amount_minor, weight FROM promotion_prizes "
    "WHERE promotion_id = ANY ($1::bigint[]) ORDER BY promotion_id, amount_minor DESC, id";

const char* const kRowColumns =
    "SELECT r.id, r.promotion_id, r.member_id, m.account, r.status, r.pay_as, r.bonus_minor, r.pay_reason, "
    "r.claim_key, " PANALO_ISO("r.joined_at") ", " PANALO_ISO(
        "r.paid_at") ", r.pay_turnover_multiple FROM member_promotions r JOIN members m ON m.id = r.member_id ";

const char* const kApplicationColumns =
    "SELECT a.id, a.member_promotion_id, p.code, m.account, r.status, a.remark, a.decision_note, " PANALO_ISO(
        "a.created_at") ", " PANALO_ISO("a.decided_at") " FROM promotion_applications a "
                                                          "JOIN member_promotions r ON r.id = a.member_promotion_id "
                                                          "JOIN promotions p ON p.id = r.promotion_id "
                                                          "JOIN members m ON m.id = r.member_id ";

template <class T>
std::optional<T> optionalOf(const pqxx::field& field) {
  if (field.is_null()) return std::nullopt;
  return field.as<T>();
}

services::MemberPromotionRow memberRowOf(const pqxx::row& row) {
  services::MemberPromotionRow out;
  out.id = row[0].as<std::int64_t>();
  out.promotionId = row[1].as<std::int64_t>();
  out.memberId = row[2].as<std::int64_t>();
  out.account = row[3].as<std::string>();
  out.status = row[4].as<std::string>();
  out.payAs = optionalOf<std::string>(row[5]);
  out.bonusMinor = optionalOf<std::int64_t>(row[6]);
  out.payReason = optionalOf<std::string>(row[7]);
  out.claimKey = optionalOf<std::string>(row[8]);
  out.joinedAt = row[9].as<std::string>();
  out.paidAt = optionalOf<std::string>(row[10]);
  out.payTurnoverMultiple = optionalOf<std::int64_t>(row[11]);
  return out;
}

// A bigint[] literal of ids for "= ANY ($1::bigint[])".
std::string idArray(const std::vector<services::Promotion>& promotions) {
  std::string out = "{";
  for (const auto& promotion : promotions) {
    if (out.size() > 1) out += ',';
    out += std::to_string(promotion.id);
  }
  return out + "}";
}

void addImagesOf(pqxx::transaction_base& tx, services::Application& application) {
  for (const auto& row :
       tx.exec_params("SELECT position, content_type, octet_length(image) FROM promotion_application_images "
                      "WHERE application_id = $1 ORDER BY position",
                      application.id)) {
    application.images.push_back({row[0].as<int>(), row[1].as<std::string>(), row[2].as<std::int64_t>()});
  }
}

services::Application applicationOf(pqxx::transaction_base& tx, const pqxx::row& row) {
  services::Application application;
  application.id = row[0].as<std::int64_t>();
  application.memberPromotionId = row[1].as<std::int64_t>();
  application.promotionCode = row[2].as<std::string>();
  application.account = row[3].as<std::string>();
  application.status = row[4].as<std::string>();
  application.remark = row[5].as<std::string>();
  application.decisionNote = row[6].as<std::string>();
  application.createdAt = row[7].as<std::string>();
  application.decidedAt = optionalOf<std::string>(row[8]);
  addImagesOf(tx, application);
  return application;
}

[[noreturn]] void alreadyJoined() {
  throw DomainError(ErrorKind::Conflict, error_keys::kPromotionAlreadyJoined,
                    "You already take part in this promotion");
}

}  // namespace

std::vector<services::Promotion> PromotionRepository::load(std::optional<std::int64_t> id,
                                                           const std::optional<std::string>& code, bool publishedOnly) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::Promotion> promotions;
  for (const auto& row : tx.exec_params(kPromotionSql, id, code, publishedOnly)) {
    services::Promotion p;
    p.id = row[0].as<std::int64_t>();
    p.code = row[1].as<std::string>();
    p.kind = row[2].as<std::string>();
    p.imageUrl = row[3].as<std::string>();
    p.startsAt = row[4].as<std::string>();
    p.endsAt = row[5].as<std::string>();
    p.started = row[6].as<bool>();
    p.ended = row[7].as<bool>();
    p.bonusMinor = optionalOf<std::int64_t>(row[8]);
    p.bonusPercentBp = optionalOf<std::int64_t>(row[9]);
    p.bonusCapMinor = optionalOf<std::int64_t>(row[10]);
    p.turnoverMultiple = row[11].as<std::int64_t>();
    p.minDepositMinor = row[12].as<std::int64_t>();
    p.eligibility = row[13].as<std::string>();
    p.published = row[14].as<bool>();
    p.sortOrder = row[15].as<std::int64_t>();
    promotions.push_back(std::move(p));
  }
  if (promotions.empty()) return promotions;
  const auto ids = idArray(promotions);
  const auto byId = [&promotions](std::int64_t promotionId) -> services::Promotion* {
    for (auto& p : promotions) {
      if (p.id == promotionId) return &p;
    }
    return nullptr;
  };
  for (const auto& row : tx.exec_params(kTextsSql, ids)) {
    if (auto* p = byId(row[0].as<std::int64_t>())) {
      p->texts.push_back(
          {row[1].as<std::string>(), row[2].as<std::string>(), row[3].as<std::string>(), row[4].as<std::string>()});
    }
  }
  for (const auto& row : tx.exec_params(kPrizesSql, ids)) {
    if (auto* p = byId(row[0].as<std::int64_t>())) {
      p->prizes.push_back(
          {row[1].as<std::int64_t>(), row[2].as<std::string>(), row[3].as<std::int64_t>(), row[4].as<std::int64_t>()});
    }
  }
  return promotions;
}

std::vector<services::Promotion> PromotionRepository::list(bool publishedOnly) {
  return load(std::nullopt, std::nullopt, publishedOnly);
}

std::optional<services::Promotion> PromotionRepository::find(std::int64_t id) {
  auto found = load(id, std::nullopt, false);
  if (found.empty()) return std::nullopt;
  return std::move(found.front());
}

std::optional<services::Promotion> PromotionRepository::findByCode(const std::string& code) {
  auto found = load(std::nullopt, code, false);
  if (found.empty()) return std::nullopt;
  return std::move(found.front());
}

std::int64_t PromotionRepository::create(const std::string& code, const PromotionRecord& r) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  const auto rows = tx.exec_params(
      "INSERT INTO promotions (code, kind, image_url, starts_at, ends_at, bonus_minor, bonus_percent_bp, "
      "bonus_cap_minor, turnover_multiple, min_deposit_minor, eligibility, sort_order) "
      "VALUES ($1, $2, $3, $4::timestamptz, $5::timestamptz, $6, $7, $8, $9, $10, $11, $12) "
      "ON CONFLICT (code) DO NOTHING RETURNING id",
      code, r.kind, r.imageUrl, r.startsAt, r.endsAt, r.bonusMinor, r.bonusPercentBp, r.bonusCapMinor,
      r.turnoverMultiple, r.minDepositMinor, r.eligibility, r.sortOrder);
  if (rows.empty()) {
    throw DomainError(ErrorKind::Conflict, error_keys::kInvalidParameter, "a promotion " + code + " exists already");
  }
  tx.commit();
  return rows[0][0].as<std::int64_t>();
}

void PromotionRepository::update(std::int64_t id, const PromotionRecord& r) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  tx.exec_params(
      "UPDATE promotions SET kind = $2, image_url = $3, starts_at = $4::timestamptz, ends_at = $5::timestamptz, "
      "bonus_minor = $6, bonus_percent_bp = $7, bonus_cap_minor = $8, turnover_multiple = $9, "
      "min_deposit_minor = $10, eligibility = $11, sort_order = $12, updated_at = now() WHERE id = $1",
      id, r.kind, r.imageUrl, r.startsAt, r.endsAt, r.bonusMinor, r.bonusPercentBp, r.bonusCapMinor, r.turnoverMultiple,
      r.minDepositMinor, r.eligibility, r.sortOrder);
  tx.commit();
}

void PromotionRepository::putText(std::int64_t id, const services::PromotionText& text) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  tx.exec_params(
      "INSERT INTO promotion_texts (promotion_id, language, title, summary, detail_html) VALUES ($1, $2, $3, $4, $5) "
      "ON CONFLICT (promotion_id, language) DO UPDATE SET title = EXCLUDED.title, summary = EXCLUDED.summary, "
      "detail_html = EXCLUDED.detail_html",
      id, text.language, text.title, text.summary, text.detailHtml);
  tx.exec_params("UPDATE promotions SET updated_at = now() WHERE id = $1", id);
  tx.commit();
}

void PromotionRepository::putPrize(std::int64_t id, const std::string& label, std::int64_t amountMinor,
                                   std::int64_t weight) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  tx.exec_params(
      "INSERT INTO promotion_prizes (promotion_id, label, amount_minor, weight) VALUES ($1, $2, $3, $4) "
      "ON CONFLICT (promotion_id, label) DO UPDATE SET amount_minor = EXCLUDED.amount_minor, "
      "weight = EXCLUDED.weight",
      id, label, amountMinor, weight);
  tx.commit();
}

bool PromotionRepository::removePrize(std::int64_t id, const std::string& label) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  // A prize already drawn stays (the draw refers to it): refuse rather than break the audit trail.
  const auto drawn = tx.exec_params1(
      "SELECT count(*) FROM promotion_raffle_draws d JOIN promotion_prizes p ON p.id = d.prize_id "
      "WHERE p.promotion_id = $1 AND p.label = $2",
      id, label)[0];
  if (drawn.as<std::int64_t>() > 0) {
    throw DomainError(ErrorKind::Conflict, error_keys::kInvalidParameter, "that prize was drawn: it stays");
  }
  const auto removed =
      tx.exec_params("DELETE FROM promotion_prizes WHERE promotion_id = $1 AND label = $2", id, label).affected_rows();
  tx.commit();
  return removed > 0;
}

void PromotionRepository::setPublished(std::int64_t id, bool published) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  tx.exec_params("UPDATE promotions SET published = $2, updated_at = now() WHERE id = $1", id, published);
  tx.commit();
}

std::vector<services::MemberPromotionRow> PromotionRepository::rowsOfMember(std::int64_t memberId) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::MemberPromotionRow> rows;
  for (const auto& row :
       tx.exec_params(std::string(kRowColumns) + "WHERE r.member_id = $1 ORDER BY r.id DESC", memberId)) {
    rows.push_back(memberRowOf(row));
  }
  return rows;
}

std::optional<services::MemberPromotionRow> PromotionRepository::rowOf(std::int64_t promotionId,
                                                                       std::int64_t memberId) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_params(std::string(kRowColumns) + "WHERE r.promotion_id = $1 AND r.member_id = $2",
                                   promotionId, memberId);
  if (rows.empty()) return std::nullopt;
  return memberRowOf(rows[0]);
}

std::optional<services::MemberPromotionRow> PromotionRepository::rowById(std::int64_t rowId) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_params(std::string(kRowColumns) + "WHERE r.id = $1", rowId);
  if (rows.empty()) return std::nullopt;
  return memberRowOf(rows[0]);
}

std::vector<services::MemberPromotionRow> PromotionRepository::payingRows(std::optional<std::int64_t> memberId) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::MemberPromotionRow> rows;
  for (const auto& row :
       tx.exec_params(std::string(kRowColumns) +
                          "WHERE r.status = 'paying' AND ($1::bigint IS NULL OR r.member_id = $1) ORDER BY r.id",
                      memberId)) {
    rows.push_back(memberRowOf(row));
  }
  return rows;
}

services::MemberPromotionRow PromotionRepository::insertRow(std::int64_t promotionId, std::int64_t memberId,
                                                            const std::optional<PaymentPlan>& plan) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  std::optional<std::string> status = plan ? "paying" : "joined";
  std::optional<std::string> payAs;
  std::optional<std::int64_t> amount;
  std::optional<std::string> reason;
  std::optional<std::string> claimKey;
  std::optional<std::int64_t> multiple;
  if (plan) {
    payAs = plan->payAs;
    amount = plan->amountMinor;
    reason = plan->reason;
    claimKey = plan->claimKey;
    multiple = plan->turnoverMultiple;
  }
  const auto rows = tx.exec_params(
      "INSERT INTO member_promotions (promotion_id, member_id, status, pay_as, bonus_minor, pay_reason, claim_key, "
      "pay_turnover_multiple) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) "
      "ON CONFLICT (promotion_id, member_id) DO NOTHING RETURNING id",
      promotionId, memberId, status, payAs, amount, reason, claimKey, multiple);
  if (rows.empty()) alreadyJoined();
  const auto id = rows[0][0].as<std::int64_t>();
  const auto row = tx.exec_params1(std::string(kRowColumns) + "WHERE r.id = $1", id);
  auto out = memberRowOf(row);
  tx.commit();
  return out;
}

std::int64_t PromotionRepository::insertApplication(std::int64_t promotionId, std::int64_t memberId,
                                                    const std::string& remark, const std::vector<StoredImage>& images) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  const auto rows = tx.exec_params(
      "INSERT INTO member_promotions (promotion_id, member_id, status) VALUES ($1, $2, 'applying') "
      "ON CONFLICT (promotion_id, member_id) DO NOTHING RETURNING id",
      promotionId, memberId);
  if (rows.empty()) alreadyJoined();
  const auto applicationId = tx.exec_params1(
                                   "INSERT INTO promotion_applications (member_promotion_id, remark) VALUES ($1, $2) "
                                   "RETURNING id",
                                   rows[0][0].as<std::int64_t>(), remark)[0]
                                 .as<std::int64_t>();
  int position = 0;
  for (const auto& image : images) {
    const pqxx::binarystring bytes(image.bytes.data(), image.bytes.size());
    tx.exec_params(
        "INSERT INTO promotion_application_images (application_id, position, content_type, image) "
        "VALUES ($1, $2, $3, $4)",
        applicationId, ++position, image.contentType, bytes);
  }
  tx.commit();
  return applicationId;
}

std::optional<services::Application> PromotionRepository::applicationOfRow(std::int64_t rowId) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_params(std::string(kApplicationColumns) + "WHERE a.member_promotion_id = $1", rowId);
  if (rows.empty()) return std::nullopt;
  return applicationOf(tx, rows[0]);
}

std::optional<services::Application> PromotionRepository::findApplication(std::int64_t applicationId) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_params(std::string(kApplicationColumns) + "WHERE a.id = $1", applicationId);
  if (rows.empty()) return std::nullopt;
  return applicationOf(tx, rows[0]);
}

std::vector<services::Application> PromotionRepository::applications(const std::string& status) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::Application> list;
  for (const auto& row : tx.exec_params(
           std::string(kApplicationColumns) + "WHERE $1 = '' OR r.status = $1 ORDER BY a.id LIMIT 500", status)) {
    list.push_back(applicationOf(tx, row));
  }
  return list;
}

std::optional<StoredImage> PromotionRepository::applicationImage(std::int64_t applicationId, int position) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_params(
      "SELECT content_type, image FROM promotion_application_images WHERE application_id = $1 AND position = $2",
      applicationId, position);
  if (rows.empty()) return std::nullopt;
  StoredImage image;
  image.contentType = rows[0][0].as<std::string>();
  const pqxx::binarystring bytes(rows[0][1]);
  image.bytes.assign(bytes.data(), bytes.data() + bytes.size());
  return image;
}

bool PromotionRepository::markProcess(std::int64_t applicationId) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  const auto changed = tx.exec_params(
                             "UPDATE member_promotions r SET status = 'process', updated_at = now() "
                             "FROM promotion_applications a WHERE a.id = $1 AND r.id = a.member_promotion_id "
                             "AND r.status = 'applying'",
                             applicationId)
                           .affected_rows();
  tx.commit();
  return changed > 0;
}

bool PromotionRepository::reject(std::int64_t applicationId, const std::string& note) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  const auto changed = tx.exec_params(
                             "UPDATE member_promotions r SET status = 'rejected', updated_at = now() "
                             "FROM promotion_applications a WHERE a.id = $1 AND r.id = a.member_promotion_id "
                             "AND r.status IN ('applying', 'process')",
                             applicationId)
                           .affected_rows();
  if (changed > 0) {
    tx.exec_params("UPDATE promotion_applications SET decision_note = $2, decided_at = now() WHERE id = $1",
                   applicationId, note);
  }
  tx.commit();
  return changed > 0;
}

services::MemberPromotionRow PromotionRepository::beginPayment(std::int64_t rowId, const Decide& decide) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  const auto locked = tx.exec_params(std::string(kRowColumns) + "WHERE r.id = $1 FOR UPDATE OF r", rowId);
  if (locked.empty()) throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "no such promotion entry");
  const auto plan = decide(memberRowOf(locked[0]));
  if (plan) {
    tx.exec_params(
        "UPDATE member_promotions SET status = 'paying', pay_as = $2, bonus_minor = $3, pay_reason = $4, "
        "claim_key = coalesce($5, claim_key), pay_turnover_multiple = $6, updated_at = now() WHERE id = $1",
        rowId, plan->payAs, plan->amountMinor, plan->reason, plan->claimKey, plan->turnoverMultiple);
    if (plan->prize) {
      tx.exec_params(
          "INSERT INTO promotion_raffle_draws (member_promotion_id, prize_id, prize_label, amount_minor, random_hex, "
          "total_weight, pick) VALUES ($1, $2, $3, $4, $5, $6, $7)",
          rowId, plan->prize->id, plan->prize->label, plan->prize->amountMinor, plan->randomHex, plan->totalWeight,
          plan->pick);
    }
  }
  auto out = memberRowOf(tx.exec_params1(std::string(kRowColumns) + "WHERE r.id = $1", rowId));
  tx.commit();
  return out;
}

void PromotionRepository::finishPayment(std::int64_t rowId, std::int64_t journalId) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  tx.exec_params(
      "UPDATE member_promotions SET status = pay_as, pay_as = NULL, journal_id = $2, paid_at = now(), "
      "updated_at = now() WHERE id = $1 AND status = 'paying'",
      rowId, journalId);
  // An approved application is decided now.
  tx.exec_params(
      "UPDATE promotion_applications SET decided_at = coalesce(decided_at, now()) WHERE member_promotion_id = $1",
      rowId);
  tx.commit();
}

std::optional<services::RaffleDraw> PromotionRepository::drawOf(std::int64_t rowId) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_params("SELECT prize_label, amount_minor, random_hex, total_weight, pick, " PANALO_ISO(
                                       "drawn_at") " FROM promotion_raffle_draws WHERE member_promotion_id = $1",
                                   rowId);
  if (rows.empty()) return std::nullopt;
  const auto& row = rows[0];
  return services::RaffleDraw{row[0].as<std::string>(),  row[1].as<std::int64_t>(), row[2].as<std::string>(),
                              row[3].as<std::int64_t>(), row[4].as<std::int64_t>(), row[5].as<std::string>()};
}

std::int64_t PromotionRepository::countRunningPublished() {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  return tx.exec1("SELECT count(*) FROM promotions WHERE published AND starts_at <= now() AND ends_at > now()")[0]
      .as<std::int64_t>();
}

}  // namespace panalo::repositories

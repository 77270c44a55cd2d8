#pragma once
// The promotions tables (0025_promotions.sql) through parameterised statements.

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <pqxx/pqxx>

#include "domains/promotions/promotions_types.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

// A promotion's columns as the operator sets them (resolved: no optionals left
// but the bonus shape's).
struct PromotionRecord {
  std::string kind;
  std::string imageUrl;
  std::string startsAt;
  std::string endsAt;
  std::optional<std::int64_t> bonusMinor;
  std::optional<std::int64_t> bonusPercentBp;
  std::optional<std::int64_t> bonusCapMinor;
  std::int64_t turnoverMultiple = 1;
  std::int64_t minDepositMinor = 0;
  std::string eligibility = "all";
  std::int64_t sortOrder = 0;
};

// What a payment will pay, fixed before the ledger is asked.
struct PaymentPlan {
  std::int64_t amountMinor = 0;
  std::string reason;
  std::int64_t turnoverMultiple = 1;
  std::string payAs;  // issued or claimed
  std::optional<std::string> claimKey;
  // A raffle's draw, stored with the plan.
  std::optional<services::RafflePrize> prize;
  std::string randomHex;
  std::int64_t totalWeight = 0;
  std::int64_t pick = 0;
};

// A binary image of an application.
struct StoredImage {
  std::string contentType;
  std::vector<std::uint8_t> bytes;
};

class PromotionRepository {
 public:
  explicit PromotionRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // With texts and prizes; started/ended by the database clock.
  std::vector<services::Promotion> list(bool publishedOnly);
  std::optional<services::Promotion> find(std::int64_t id);
  std::optional<services::Promotion> findByCode(const std::string& code);

  // Throw DomainError(Conflict) for a taken code; the database's CHECKs guard the shape.
  std::int64_t create(const std::string& code, const PromotionRecord& record);
  void update(std::int64_t id, const PromotionRecord& record);
  void putText(std::int64_t id, const services::PromotionText& text);
  void putPrize(std::int64_t id, const std::string& label, std::int64_t amountMinor, std::int64_t weight);
  bool removePrize(std::int64_t id, const std::string& label);
  void setPublished(std::int64_t id, bool published);

  std::vector<services::MemberPromotionRow> rowsOfMember(std::int64_t memberId);
  std::optional<services::MemberPromotionRow> rowOf(std::int64_t promotionId, std::int64_t memberId);
  std::optional<services::MemberPromotionRow> rowById(std::int64_t rowId);
  std::vector<services::MemberPromotionRow> payingRows(std::optional<std::int64_t> memberId);

  // Inserts the member's row: 'joined', or 'paying' with `plan`. Throws
  // DomainError(Conflict, promotion_already_joined) when the member has one.
  services::MemberPromotionRow insertRow(std::int64_t promotionId, std::int64_t memberId,
                                         const std::optional<PaymentPlan>& plan);

  // The member's row ('applying'), the application and its images in one
  // transaction; Conflict promotion_already_joined when a row exists.
  std::int64_t insertApplication(std::int64_t promotionId, std::int64_t memberId, const std::string& remark,
                                 const std::vector<StoredImage>& images);
  std::optional<services::Application> applicationOfRow(std::int64_t rowId);
  std::optional<services::Application> findApplication(std::int64_t applicationId);
  std::vector<services::Application> applications(const std::string& status);
  std::optional<StoredImage> applicationImage(std::int64_t applicationId, int position);
  // applying -> process; false when the application is not 'applying'.
  bool markProcess(std::int64_t applicationId);
  // applying|process -> rejected with the note; false when it is in neither.
  bool reject(std::int64_t applicationId, const std::string& note);

  // Locks the row, asks `decide` (which may throw) for a plan; with one, the
  // row becomes 'paying' with it (and a raffle draw is stored). Returns the row
  // as it is afterwards. `decide` gets the locked row.
  using Decide = std::function<std::optional<PaymentPlan>(const services::MemberPromotionRow&)>;
  services::MemberPromotionRow beginPayment(std::int64_t rowId, const Decide& decide);
  // paying -> pay_as, with the ledger journal. No-op when already finished.
  void finishPayment(std::int64_t rowId, std::int64_t journalId);

  std::optional<services::RaffleDraw> drawOf(std::int64_t rowId);
  std::int64_t countRunningPublished();

 private:
  // Promotions by id, by code or all (published only when asked), with texts and prizes.
  std::vector<services::Promotion> load(std::optional<std::int64_t> id, const std::optional<std::string>& code,
                                        bool publishedOnly);

  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories

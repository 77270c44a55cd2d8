#include "domains/lottery/lottery_repository.hpp"

#include <pqxx/pqxx>

#include <map>

namespace panalo::repositories {
namespace {

constexpr const char* kLotteryColumns = "l.code, l.name, l.region, l.province, l.format, l.source, l.sort_order";
constexpr const char* kDrawColumns =
    "d.id, d.lottery_code, (extract(epoch FROM d.scheduled_at) * 1000)::bigint, d.status, d.seed_hash, d.seed, "
    "(extract(epoch FROM d.committed_at) * 1000)::bigint, (extract(epoch FROM d.drawn_at) * 1000)::bigint, "
    "d.result_source, d.void_reason, d.seed_sealed";
// Milliseconds since the epoch as a parameter.
constexpr const char* kAtParam = "to_timestamp($1::bigint / 1000.0)";

services::Lottery lotteryOf(const pqxx::row& row) {
  services::Lottery lottery;
  lottery.code = row[0].as<std::string>();
  lottery.name = row[1].as<std::string>();
  lottery.region = row[2].as<std::string>();
  if (!row[3].is_null()) lottery.province = row[3].as<std::string>();
  lottery.format = row[4].as<std::string>();
  lottery.source = row[5].as<std::string>();
  lottery.sortOrder = row[6].as<int>();
  return lottery;
}

template <class T>
std::optional<T> optionalOf(const pqxx::field& field) {
  if (field.is_null()) return std::nullopt;
  return field.as<T>();
}

DrawRow drawOf(const pqxx::row& row) {
  DrawRow stored;
  auto& draw = stored.draw;
  draw.id = row[0].as<std::int64_t>();
  draw.lotteryCode = row[1].as<std::string>();
  draw.scheduledAtMs = row[2].as<std::int64_t>();
  draw.status = row[3].as<std::string>();
  draw.seedHash = optionalOf<std::string>(row[4]);
  draw.seed = optionalOf<std::string>(row[5]);
  draw.committedAtMs = row[6].as<std::int64_t>();
  draw.drawnAtMs = optionalOf<std::int64_t>(row[7]);
  draw.resultSource = optionalOf<std::string>(row[8]);
  draw.voidReason = optionalOf<std::string>(row[9]);
  if (!row[10].is_null()) {
    const pqxx::binarystring sealed(row[10]);
    stored.sealedSeed.assign(sealed.data(), sealed.data() + sealed.size());
  }
  return stored;
}

std::string idArray(const std::vector<services::LotteryDraw>& draws) {
  std::string text = "{";
  for (const auto& draw : draws) {
    if (text.size() > 1) text.push_back(',');
    text += std::to_string(draw.id);
  }
  return text + "}";
}

// Fills in the opened numbers of the drawn draws among `draws`.
void attachNumbers(pqxx::transaction_base& tx, std::vector<services::LotteryDraw>& draws) {
  if (draws.empty()) return;
  std::map<std::int64_t, services::LotteryDraw*> byId;
  for (auto& draw : draws) byId[draw.id] = &draw;
  const auto rows = tx.exec_params(
      "SELECT draw_id, tier, number FROM lottery_draw_numbers WHERE draw_id = ANY($1::bigint[]) "
      "ORDER BY draw_id, tier, position",
      idArray(draws));
  for (const auto& row : rows) {
    byId.at(row[0].as<std::int64_t>())->numbers[row[1].as<std::string>()].push_back(row[2].as<std::string>());
  }
}

std::vector<services::LotteryDraw> drawsOf(pqxx::transaction_base& tx, const pqxx::result& rows) {
  std::vector<services::LotteryDraw> draws;
  draws.reserve(rows.size());
  for (const auto& row : rows) draws.push_back(drawOf(row).draw);
  attachNumbers(tx, draws);
  return draws;
}

void insertNumbers(pqxx::work& tx, std::int64_t drawId, const lottery::DrawNumbers& numbers) {
  for (const auto& [tier, list] : numbers) {
    for (std::size_t i = 0; i < list.size(); ++i) {
      tx.exec_params("INSERT INTO lottery_draw_numbers (draw_id, tier, position, number) VALUES ($1, $2, $3, $4)",
                     drawId, tier, static_cast<int>(i + 1), list[i]);
    }
  }
}

}  // namespace

std::vector<services::Lottery> LotteryRepository::lotteries(const std::string& region) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_params(std::string("SELECT ") + kLotteryColumns +
                                       " FROM lotteries l WHERE l.enabled AND ($1 = '' OR l.region = $1) "
                                       "ORDER BY l.sort_order, l.code",
                                   region);
  std::vector<services::Lottery> list;
  for (const auto& row : rows) list.push_back(lotteryOf(row));
  return list;
}

std::optional<services::Lottery> LotteryRepository::lottery(const std::string& code) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto rows =
      tx.exec_params(std::string("SELECT ") + kLotteryColumns + " FROM lotteries l WHERE l.code = $1", code);
  if (rows.empty()) return std::nullopt;
  return lotteryOf(rows[0]);
}

std::vector<services::LotteryDraw> LotteryRepository::latestDrawn() {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec(std::string("SELECT DISTINCT ON (d.lottery_code) ") + kDrawColumns +
                            " FROM lottery_draws d WHERE d.status = 'drawn' "
                            "ORDER BY d.lottery_code, d.scheduled_at DESC");
  return drawsOf(tx, rows);
}

std::vector<services::LotteryDraw> LotteryRepository::nextScheduled(std::int64_t nowMs) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_params(std::string("SELECT DISTINCT ON (d.lottery_code) ") + kDrawColumns +
                                       " FROM lottery_draws d WHERE d.status = 'scheduled' AND d.scheduled_at > " +
                                       kAtParam + " ORDER BY d.lottery_code, d.scheduled_at",
                                   nowMs);
  return drawsOf(tx, rows);
}

std::vector<services::LotteryDraw> LotteryRepository::results(const std::string& code, std::int64_t offset,
                                                              std::int64_t limit) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_params(std::string("SELECT ") + kDrawColumns +
                                       " FROM lottery_draws d WHERE d.lottery_code = $1 AND d.status <> 'scheduled' "
                                       "ORDER BY d.scheduled_at DESC, d.id DESC OFFSET $2 LIMIT $3",
                                   code, offset, limit);
  return drawsOf(tx, rows);
}

std::int64_t LotteryRepository::resultCount(const std::string& code) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  return tx
      .exec_params1("SELECT count(*) FROM lottery_draws WHERE lottery_code = $1 AND status <> 'scheduled'", code)[0]
      .as<std::int64_t>();
}

std::optional<DrawRow> LotteryRepository::draw(std::int64_t drawId) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto rows =
      tx.exec_params(std::string("SELECT ") + kDrawColumns + " FROM lottery_draws d WHERE d.id = $1", drawId);
  if (rows.empty()) return std::nullopt;
  auto stored = drawOf(rows[0]);
  std::vector<services::LotteryDraw> one{stored.draw};
  attachNumbers(tx, one);
  stored.draw = std::move(one.front());
  return stored;
}

std::vector<std::int64_t> LotteryRepository::drawTimes(const std::string& code, std::int64_t afterMs,
                                                       std::int64_t untilMs) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  // Each local day from the day of `after` to the day of `until`, at each of
  // the lottery's times, on its weekdays (bit 0 Monday), read in its time zone.
  const auto rows = tx.exec_params(
      "SELECT (extract(epoch FROM a.at) * 1000)::bigint FROM lotteries l "
      "CROSS JOIN LATERAL generate_series(date_trunc('day', to_timestamp($2::bigint / 1000.0) AT TIME ZONE "
      "l.time_zone), date_trunc('day', to_timestamp($3::bigint / 1000.0) AT TIME ZONE l.time_zone), "
      "interval '1 day') AS d(day) "
      "CROSS JOIN LATERAL unnest(l.draw_times) AS t(at_time) "
      "CROSS JOIN LATERAL (SELECT (d.day + t.at_time) AT TIME ZONE l.time_zone AS at) a "
      "WHERE l.code = $1 AND (l.draw_days & (1 << (extract(isodow FROM d.day)::int - 1))) <> 0 "
      "AND a.at > to_timestamp($2::bigint / 1000.0) AND a.at <= to_timestamp($3::bigint / 1000.0) "
      "ORDER BY a.at",
      code, afterMs, untilMs);
  std::vector<std::int64_t> times;
  times.reserve(rows.size());
  for (const auto& row : rows) times.push_back(row[0].as<std::int64_t>());
  return times;
}

std::vector<services::Lottery> LotteryRepository::lotteriesWithoutNextDraw(std::int64_t nowMs) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_params(std::string("SELECT ") + kLotteryColumns +
                                       " FROM lotteries l WHERE l.enabled AND NOT EXISTS (SELECT 1 FROM "
                                       "lottery_draws d WHERE d.lottery_code = l.code AND d.status = 'scheduled' "
                                       "AND d.scheduled_at > " +
                                       kAtParam + ") ORDER BY l.sort_order, l.code",
                                   nowMs);
  std::vector<services::Lottery> list;
  for (const auto& row : rows) list.push_back(lotteryOf(row));
  return list;
}

std::optional<std::int64_t> LotteryRepository::insertDraw(const std::string& code, std::int64_t scheduledAtMs,
                                                          const std::optional<std::string>& seedHash,
                                                          const std::vector<std::uint8_t>& sealedSeed) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  pqxx::result rows;
  if (seedHash) {
    const pqxx::binarystring sealed(std::string(reinterpret_cast<const char*>(sealedSeed.data()), sealedSeed.size()));
    rows = tx.exec_params(
        "INSERT INTO lottery_draws (lottery_code, scheduled_at, seed_hash, seed_sealed) "
        "VALUES ($1, to_timestamp($2::bigint / 1000.0), $3, $4) ON CONFLICT (lottery_code, scheduled_at) DO NOTHING "
        "RETURNING id",
        code, scheduledAtMs, *seedHash, sealed);
  } else {
    rows = tx.exec_params(
        "INSERT INTO lottery_draws (lottery_code, scheduled_at) VALUES ($1, to_timestamp($2::bigint / 1000.0)) "
        "ON CONFLICT (lottery_code, scheduled_at) DO NOTHING RETURNING id",
        code, scheduledAtMs);
  }
  tx.commit();
  if (rows.empty()) return std::nullopt;
  return rows[0][0].as<std::int64_t>();
}

std::vector<std::int64_t> LotteryRepository::dueHouseDraws(std::int64_t nowMs, std::int64_t limit) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto rows =
      tx.exec_params(std::string("SELECT d.id FROM lottery_draws d JOIN lotteries l ON l.code = d.lottery_code "
                                 "WHERE d.status = 'scheduled' AND l.source = 'house' AND d.scheduled_at <= ") +
                         kAtParam + " ORDER BY d.scheduled_at, d.id LIMIT $2",
                     nowMs, limit);
  std::vector<std::int64_t> ids;
  for (const auto& row : rows) ids.push_back(row[0].as<std::int64_t>());
  return ids;
}

bool LotteryRepository::recordResult(std::int64_t drawId, const lottery::DrawNumbers& numbers,
                                     const std::string& source, const std::optional<std::string>& seed,
                                     const std::optional<std::string>& enteredBy) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  const auto updated = tx.exec_params(
      "UPDATE lottery_draws SET status = 'drawn', drawn_at = now(), result_source = $2, seed = $3, "
      "entered_by = $4 WHERE id = $1 AND status = 'scheduled' RETURNING id",
      drawId, source, seed, enteredBy);
  if (updated.empty()) return false;
  insertNumbers(tx, drawId, numbers);
  tx.commit();
  return true;
}

bool LotteryRepository::correctResult(std::int64_t drawId, const lottery::DrawNumbers& numbers,
                                      const CorrectionRecord& record) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  const auto locked = tx.exec_params(
      "SELECT id FROM lottery_draws WHERE id = $1 AND status = 'drawn' AND result_source = 'operator' FOR UPDATE",
      drawId);
  if (locked.empty()) return false;
  tx.exec_params("DELETE FROM lottery_draw_numbers WHERE draw_id = $1", drawId);
  insertNumbers(tx, drawId, numbers);
  tx.exec_params(
      "INSERT INTO lottery_result_corrections (draw_id, previous, replacement, reason, corrected_by) "
      "VALUES ($1, $2::jsonb, $3::jsonb, $4, $5)",
      drawId, record.previousJson, record.replacementJson, record.reason, record.correctedBy);
  tx.commit();
  return true;
}

bool LotteryRepository::voidDraw(std::int64_t drawId, const std::string& reason) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  const auto updated = tx.exec_params(
      "UPDATE lottery_draws SET status = 'void', void_reason = $2 WHERE id = $1 AND status = 'scheduled' RETURNING id",
      drawId, reason);
  tx.commit();
  return !updated.empty();
}

std::int64_t LotteryRepository::correctionCount(std::int64_t drawId) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  return tx.exec_params1("SELECT count(*) FROM lottery_result_corrections WHERE draw_id = $1", drawId)[0]
      .as<std::int64_t>();
}

}  // namespace panalo::repositories

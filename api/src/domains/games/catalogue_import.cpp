#include "domains/games/catalogue_import.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <regex>
#include <set>

#include "domains/games/game_query_rules.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

constexpr std::size_t kMaxRows = 100000;
constexpr std::size_t kMaxReportedErrors = 50;

[[noreturn]] void refuse(const std::string& message) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, message);
}

bool endsWith(const std::string& text, const std::string& suffix) {
  if (text.size() < suffix.size()) return false;
  return std::equal(suffix.rbegin(), suffix.rend(), text.rbegin(),
                    [](char a, char b) { return a == static_cast<char>(std::tolower(static_cast<unsigned char>(b))); });
}

// A field's text as a row value; numbers and booleans are accepted for flags.
std::string fieldText(const nlohmann::json& value) {
  if (value.is_string()) return value.get<std::string>();
  if (value.is_boolean()) return value.get<bool>() ? "true" : "false";
  if (value.is_number_integer()) return std::to_string(value.get<std::int64_t>());
  if (value.is_null()) return "";
  throw std::invalid_argument("must be text, a whole number or a boolean");
}

bool flagValue(const std::string& text, const std::string& field) {
  if (text == "1" || text == "true" || text == "TRUE" || text == "yes") return true;
  if (text.empty() || text == "0" || text == "false" || text == "FALSE" || text == "no") return false;
  throw std::invalid_argument(field + " must be true/false or 1/0, not '" + text + "'");
}

// Applies one named field to a row; unknown names are a mistake in the file.
void setField(GameImportRow& row, const std::string& name, const std::string& value) {
  if (name == "vendor" || name == "vassalage") {
    row.vendor = value;
  } else if (name == "gameCode") {
    row.gameCode = value;
  } else if (name == "gameType") {
    row.gameType = value;
  } else if (name == "gameClassify") {
    row.gameClassify = value;
  } else if (name == "isGame") {
    row.isGame = value.empty() || flagValue(value, name);
  } else if (name == "gameName" || name == "nodeName") {
    if (row.gameName.empty() || name == "gameName") row.gameName = value;  // gameName preferred (spec section 3)
  } else if (name == "displayName") {
    row.displayName = value;
  } else if (name == "iconUrl" || name == "showIcon") {
    if (row.iconUrl.empty() || name == "showIcon") row.iconUrl = value;  // showIcon preferred
  } else if (name == "largeIconUrl" || name == "lagerIcon") {
    row.largeIconUrl = value;
  } else if (name == "isHot" || name == "hot") {
    row.hot = flagValue(value, name);
  } else if (name == "freeTrial") {
    row.freeTrial = flagValue(value, name);
  } else if (name == "supportPlay") {  // 0 means a free trial is offered
    row.freeTrial = !value.empty() && !flagValue(value, name);
  } else if (name == "maintenance") {
    row.maintenance = flagValue(value, name);
  } else if (name == "sortOrder") {
    if (value.empty()) return;
    if (value.size() > 9 || !std::all_of(value.begin(), value.end(), [](char c) { return c >= '0' && c <= '9'; })) {
      throw std::invalid_argument("sortOrder must be a whole number from 0 to 999999999");
    }
    row.sortOrder = std::stoi(value);
  } else {
    throw std::invalid_argument("unknown field '" + name.substr(0, 40) + "'");
  }
}

// RFC 4180 records: quoted fields may hold commas, quotes ("") and newlines.
// Each record keeps the line it starts on for error messages.
struct CsvRecord {
  std::size_t line = 0;
  std::vector<std::string> fields;
};

std::vector<CsvRecord> parseCsv(const std::string& text) {
  std::vector<CsvRecord> records;
  CsvRecord record{1, {}};
  std::string field;
  bool quoted = false;
  bool fieldStarted = false;
  std::size_t line = 1;
  std::size_t i = 0;
  if (text.rfind("\xEF\xBB\xBF", 0) == 0) i = 3;  // a UTF-8 byte order mark from spreadsheets
  const auto endRecord = [&] {
    record.fields.push_back(field);
    field.clear();
    fieldStarted = false;
    const bool blank = record.fields.size() == 1 && record.fields[0].empty();
    if (!blank) records.push_back(record);
    record = CsvRecord{line, {}};
  };
  for (; i < text.size(); ++i) {
    const char c = text[i];
    if (quoted) {
      if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
        field.push_back('"');
        ++i;
      } else if (c == '"') {
        quoted = false;
      } else {
        if (c == '\n') ++line;
        field.push_back(c);
      }
      continue;
    }
    if (c == '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (c == ',') {
      record.fields.push_back(field);
      field.clear();
      fieldStarted = false;
    } else if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') {
      continue;
    } else if (c == '\n') {
      ++line;
      endRecord();
    } else {
      field.push_back(c);
      fieldStarted = true;
    }
  }
  if (quoted) refuse("line " + std::to_string(record.line) + ": a quoted field is not closed");
  if (!field.empty() || !record.fields.empty()) endRecord();
  return records;
}

struct ParsedRow {
  std::string label;  // "row 3" (CSV line) or "game 3" (JSON position)
  GameImportRow row;
  std::string error;
};

std::vector<ParsedRow> rowsFromJson(const std::string& content) {
  nlohmann::json document;
  try {
    document = nlohmann::json::parse(content);
  } catch (const nlohmann::json::parse_error& error) {
    refuse(std::string("the file is not valid JSON: ") + error.what());
  }
  if (document.is_object() && document.contains("games")) document = document.at("games");
  if (!document.is_array()) refuse("the JSON file must be an array of games or an object with a \"games\" array");
  if (document.size() > kMaxRows) refuse("at most " + std::to_string(kMaxRows) + " games per file");
  std::vector<ParsedRow> rows;
  rows.reserve(document.size());
  for (std::size_t i = 0; i < document.size(); ++i) {
    ParsedRow parsed{"game " + std::to_string(i + 1), {}, {}};
    const auto& item = document[i];
    if (!item.is_object()) {
      parsed.error = "must be an object";
    } else {
      try {
        for (const auto& [name, value] : item.items()) {
          try {
            setField(parsed.row, name, fieldText(value));
          } catch (const std::invalid_argument& error) {
            throw std::invalid_argument(
                std::string(error.what()).find(name) == std::string::npos ? name + " " + error.what() : error.what());
          }
        }
      } catch (const std::invalid_argument& error) {
        parsed.error = error.what();
      }
    }
    rows.push_back(std::move(parsed));
  }
  return rows;
}

std::vector<ParsedRow> rowsFromCsv(const std::string& content) {
  const auto records = parseCsv(content);
  if (records.empty()) refuse("the CSV file is empty: it needs a header row of field names");
  if (records.size() > kMaxRows + 1) refuse("at most " + std::to_string(kMaxRows) + " games per file");
  const auto& header = records.front().fields;
  std::vector<ParsedRow> rows;
  rows.reserve(records.size() - 1);
  for (std::size_t r = 1; r < records.size(); ++r) {
    ParsedRow parsed{"row " + std::to_string(records[r].line), {}, {}};
    const auto& fields = records[r].fields;
    try {
      if (fields.size() != header.size()) {
        throw std::invalid_argument("has " + std::to_string(fields.size()) + " fields, the header " +
                                    std::to_string(header.size()));
      }
      for (std::size_t f = 0; f < fields.size(); ++f) setField(parsed.row, header[f], fields[f]);
    } catch (const std::invalid_argument& error) {
      parsed.error = error.what();
    }
    rows.push_back(std::move(parsed));
  }
  return rows;
}

bool safeUrl(const std::string& url) {
  if (url.size() > 500) return false;
  if (std::any_of(url.begin(), url.end(), [](char c) {
        return static_cast<unsigned char>(c) <= 0x20 || c == '"' || c == '<' || c == '>' || c == '\\';
      })) {
    return false;
  }
  // Our own path, or an https address; "//host" would leave our origin unseen.
  return (url.rfind('/', 0) == 0 && url.rfind("//", 0) != 0) || url.rfind("https://", 0) == 0;
}

}  // namespace

std::string generatedIconUrl(const std::string& vendor, const std::string& gameCode) {
  return "/wps/games/icon?vendor=" + vendor + "&gameCode=" + gameCode;
}

std::string checkImportRow(GameImportRow& row, const VendorCategories& vendors) {
  static const std::regex kGameCode("^[A-Za-z0-9_.:-]{1,64}$");
  static const std::regex kClassify("^[A-Za-z0-9_ -]{0,32}$");
  if (row.vendor.empty()) return "vendor is missing";
  if (vendors.count(row.vendor) == 0) return "vendor '" + row.vendor.substr(0, 40) + "' is not a catalogue vendor";
  if (!std::regex_match(row.gameCode, kGameCode)) {
    return "gameCode '" + row.gameCode.substr(0, 70) + "' must be 1-64 of A-Z a-z 0-9 _ . : -";
  }
  if (row.gameType.empty()) row.gameType = vendors.at(row.vendor);
  if (!isGameCategory(row.gameType)) return "gameType '" + row.gameType.substr(0, 40) + "' is not a game category";
  if (!std::regex_match(row.gameClassify, kClassify)) return "gameClassify must be 0-32 of A-Z a-z 0-9 _ - space";
  try {
    row.gameName = textParam(row.gameName, 100, "gameName");
    row.displayName = textParam(row.displayName, 100, "displayName");
  } catch (const DomainError& error) {
    return error.what();
  }
  if (row.gameName.empty()) return "gameName is missing";
  if (row.iconUrl.empty()) row.iconUrl = generatedIconUrl(row.vendor, row.gameCode);
  if (!safeUrl(row.iconUrl)) return "iconUrl must be a path on this site or an https address of at most 500 bytes";
  if (!row.largeIconUrl.empty() && !safeUrl(row.largeIconUrl)) {
    return "largeIconUrl must be a path on this site or an https address of at most 500 bytes";
  }
  return "";
}

std::vector<GameImportRow> parseCatalogueFile(const std::string& fileName, const std::string& content,
                                              const std::string& vendorOverride, const VendorCategories& vendors) {
  if (!vendorOverride.empty() && vendors.count(vendorOverride) == 0) {
    refuse("vendor '" + vendorOverride + "' is not a catalogue vendor (panaloctl games demo adds the demo vendors)");
  }
  bool json = false;
  if (endsWith(fileName, ".json")) {
    json = true;
  } else if (!endsWith(fileName, ".csv")) {
    const auto first = content.find_first_not_of(" \t\r\n");
    json = first != std::string::npos && (content[first] == '[' || content[first] == '{');
  }
  auto parsed = json ? rowsFromJson(content) : rowsFromCsv(content);
  if (parsed.empty()) refuse("the file holds no games");
  std::vector<std::string> errors;
  std::set<std::string> seen;
  std::vector<GameImportRow> rows;
  rows.reserve(parsed.size());
  for (auto& item : parsed) {
    if (item.error.empty()) {
      if (!vendorOverride.empty()) {
        if (item.row.vendor.empty()) item.row.vendor = vendorOverride;
        if (item.row.vendor != vendorOverride) {
          item.error = "vendor '" + item.row.vendor.substr(0, 40) + "' is not --vendor " + vendorOverride;
        }
      }
    }
    if (item.error.empty()) item.error = checkImportRow(item.row, vendors);
    if (item.error.empty() && !seen.insert(Catalogue::codeKey(item.row.vendor, item.row.gameCode)).second) {
      item.error = "gameCode '" + item.row.gameCode + "' of " + item.row.vendor + " appears twice in the file";
    }
    if (!item.error.empty()) {
      errors.push_back(item.label + ": " + item.error);
    } else {
      rows.push_back(std::move(item.row));
    }
  }
  if (!errors.empty()) {
    std::string message =
        std::to_string(errors.size()) + " of " + std::to_string(parsed.size()) + " game(s) refused, nothing imported:";
    for (std::size_t i = 0; i < errors.size() && i < kMaxReportedErrors; ++i) message.append("\n  ").append(errors[i]);
    if (errors.size() > kMaxReportedErrors) {
      message.append("\n  ... and ").append(std::to_string(errors.size() - kMaxReportedErrors)).append(" more");
    }
    refuse(message);
  }
  return rows;
}

}  // namespace panalo::services

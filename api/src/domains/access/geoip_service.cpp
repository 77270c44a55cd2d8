#include "domains/access/geoip_service.hpp"

#include <arpa/inet.h>

#include <array>
#include <cctype>
#include <cstring>

#include "panalo/text/ip_text.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

using text::IpFamily;
using text::ipFamilyOf;
using text::isIpAddress;

[[noreturn]] void badLine(std::size_t number, const std::string& why) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter,
                    "line " + std::to_string(number) + ": " + why);
}

std::string unquote(std::string field) {
  while (!field.empty() && (field.back() == '\r' || field.back() == ' ')) field.pop_back();
  while (!field.empty() && field.front() == ' ') field.erase(field.begin());
  if (field.size() >= 2 && field.front() == '"' && field.back() == '"') field = field.substr(1, field.size() - 2);
  return field;
}

// Network-order bytes, so memcmp orders addresses of one family.
std::array<unsigned char, 16> bytesOf(const std::string& ip, IpFamily family) {
  std::array<unsigned char, 16> bytes{};
  inet_pton(family == IpFamily::V4 ? AF_INET : AF_INET6, ip.c_str(), bytes.data());
  return bytes;
}

}  // namespace

std::vector<repositories::GeoIpRange> GeoIpService::parse(std::istream& csv) {
  std::vector<repositories::GeoIpRange> ranges;
  std::string line;
  std::size_t number = 0;
  while (std::getline(csv, line)) {
    ++number;
    if (unquote(line).empty()) continue;
    const auto first = line.find(',');
    const auto second = first == std::string::npos ? first : line.find(',', first + 1);
    if (second == std::string::npos || line.find(',', second + 1) != std::string::npos) {
      badLine(number, "expected start_ip,end_ip,country_code");
    }
    repositories::GeoIpRange range{unquote(line.substr(0, first)), unquote(line.substr(first + 1, second - first - 1)),
                                   unquote(line.substr(second + 1))};
    const auto startFamily = ipFamilyOf(range.startIp);
    const auto endFamily = ipFamilyOf(range.endIp);
    if (!startFamily || !endFamily) badLine(number, "not an IP address");
    if (*startFamily != *endFamily) badLine(number, "start and end are of different IP versions");
    if (std::memcmp(bytesOf(range.startIp, *startFamily).data(), bytesOf(range.endIp, *endFamily).data(), 16) > 0) {
      badLine(number, "the range ends before it starts");
    }
    auto& code = range.countryCode;
    if (code.size() != 2 || !std::isalpha(static_cast<unsigned char>(code[0])) ||
        !std::isalpha(static_cast<unsigned char>(code[1]))) {
      badLine(number, "the country code must be two letters");
    }
    for (auto& c : code) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    ranges.push_back(std::move(range));
  }
  return ranges;
}

std::size_t GeoIpService::import(std::istream& csv) {
  const auto ranges = parse(csv);
  ranges_.replaceAll(ranges);
  return ranges.size();
}

std::string GeoIpService::lookup(const std::string& ip) {
  if (!isIpAddress(ip)) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "'" + ip + "' is not an IP address");
  }
  return checks_.countryOf(ip);
}

}  // namespace panalo::services

#include "domains/accounts/registration_details_masking.hpp"

#include <vector>

namespace panalo::services::masking {
namespace {

constexpr const char* kHidden = "***";

// Splits valid UTF-8 into code points (stored values passed the shared
// validators, which refuse anything else); a stray byte is its own piece.
std::vector<std::string> codePoints(const std::string& text) {
  std::vector<std::string> points;
  for (std::size_t i = 0; i < text.size();) {
    const auto lead = static_cast<unsigned char>(text[i]);
    std::size_t length = lead < 0x80           ? 1
                         : (lead >> 5) == 0x6  ? 2
                         : (lead >> 4) == 0xe  ? 3
                         : (lead >> 3) == 0x1e ? 4
                                               : 1;
    if (i + length > text.size()) length = 1;
    points.push_back(text.substr(i, length));
    i += length;
  }
  return points;
}

std::string join(const std::vector<std::string>& points, std::size_t from, std::size_t to) {
  std::string out;
  for (std::size_t i = from; i < to; ++i) out += points[i];
  return out;
}

}  // namespace

std::string maskName(const std::string& name) {
  std::string out;
  std::size_t start = 0;
  while (start < name.size()) {
    const auto space = name.find(' ', start);
    const std::string part = name.substr(start, space == std::string::npos ? std::string::npos : space - start);
    if (!part.empty()) {
      if (!out.empty()) out += ' ';
      out += codePoints(part).front() + kHidden;
    }
    if (space == std::string::npos) break;
    start = space + 1;
  }
  return out.empty() ? kHidden : out;
}

std::string maskIdNumber(const std::string& idNumber) {
  const auto points = codePoints(idNumber);
  const std::size_t shown = points.size() >= 8 ? 4 : points.size() >= 5 ? 2 : 0;
  if (shown == 0) return kHidden;
  return std::string(points.size() - shown, '*') + join(points, points.size() - shown, points.size());
}

std::string maskContact(const std::string& contact) {
  const auto points = codePoints(contact);
  if (points.size() >= 8) return join(points, 0, 2) + "****" + join(points, points.size() - 2, points.size());
  if (points.size() >= 4) return points.front() + "****";
  return kHidden;
}

std::string maskMobile(const std::string& dialingCode, const std::string& mobileNum) {
  if (mobileNum.size() < 4) return kHidden;
  std::string code = dialingCode;
  if (!code.empty() && code.front() == '+') code.erase(0, 1);
  const std::string digits = std::string(mobileNum.size() - 3, '*') + mobileNum.substr(mobileNum.size() - 3);
  return code.empty() ? digits : "+" + code + " " + digits;
}

std::string maskEmailAddress(const std::string& email) {
  const auto at = email.rfind('@');
  if (at == std::string::npos || at == 0) return kHidden;
  return codePoints(email.substr(0, at)).front() + kHidden + email.substr(at);
}

}  // namespace panalo::services::masking

#pragma once
// The optional registration fields an operator can ask for (spec section 5,
// registration_settings.hpp) that have no column on members: stored with the
// new member (member_registration_details) and shown, masked, in the member
// center's security page. The e-mail and mobile number live on members; the
// payment password is hashed into member_funds_passwords and never read back.

#include <optional>
#include <string>

namespace panalo::repositories {

struct RegistrationDetails {
  std::optional<std::string> payeeName;
  std::optional<std::string> qqNum;
  std::optional<std::string> line;
  std::optional<std::string> whatsapp;
  std::optional<std::string> facebook;
  std::optional<std::string> wechat;
  std::optional<std::string> idNumber;
  std::optional<std::string> recommenderId;

  bool empty() const {
    return !payeeName && !qqNum && !line && !whatsapp && !facebook && !wechat && !idNumber && !recommenderId;
  }
};

}  // namespace panalo::repositories

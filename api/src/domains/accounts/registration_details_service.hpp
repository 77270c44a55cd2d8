#pragma once
// The member center's security page: what the member registered with, masked
// (registration_details_masking.hpp). Only masked values leave this service;
// of the payment password only whether one is set.

#include <cstdint>
#include <optional>
#include <string>

#include "domains/accounts/registration_details_repository.hpp"

namespace panalo::services {

// Each value masked; nothing when it was not given.
struct MaskedRegistrationDetails {
  std::optional<std::string> payeeName;
  std::optional<std::string> email;
  std::optional<std::string> mobileNum;
  std::optional<std::string> qqNum;
  std::optional<std::string> line;
  std::optional<std::string> whatsapp;
  std::optional<std::string> facebook;
  std::optional<std::string> wechat;
  std::optional<std::string> idNumber;
  // The recommender's public code is not the member's personal data: shown whole.
  std::optional<std::string> recommenderId;
  bool fundsPasswordSet = false;
};

class RegistrationDetailsService {
 public:
  explicit RegistrationDetailsService(repositories::RegistrationDetailsRepository& details) : details_(details) {}

  // Throws DomainError(Unauthenticated, not_logged_in) when the member is gone.
  MaskedRegistrationDetails forMember(std::int64_t memberId);

 private:
  repositories::RegistrationDetailsRepository& details_;
};

}  // namespace panalo::services

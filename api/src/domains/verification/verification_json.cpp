#include "domains/verification/verification_json.hpp"

#include "platform/http/payload_fields.hpp"

namespace panalo::routes {

services::PasswordResetLinkRequest passwordResetLinkRequestOf(const nlohmann::json& body) {
  services::PasswordResetLinkRequest request;
  request.username = services::stringField(body, "username");
  request.email = services::stringField(body, "email");
  return request;
}

services::PasswordResetRequest passwordResetRequestOf(const nlohmann::json& body) {
  services::PasswordResetRequest request;
  request.resetToken = services::stringField(body, "resetToken");
  request.newPassword = services::stringField(body, "newPassword");
  request.confirmNewPassword = services::stringField(body, "confirmNewPassword");
  return request;
}

nlohmann::json codeSentJson(int expiredMinutes) { return {{"expiredMinutes", expiredMinutes}}; }

}  // namespace panalo::routes

#pragma once
// Type codes of spec section 4: 1, 2, 41, 42 are agents, 4 is trial, 0 a
// member. Every other code is a non-member account, which cannot log in.

namespace panalo::services::member_types {

inline constexpr int kMember = 0;
inline constexpr int kTrial = 4;
inline constexpr int kAgent = 1;

inline bool isAgent(int code) { return code == 1 || code == 2 || code == 41 || code == 42; }
inline bool isTrial(int code) { return code == kTrial; }
inline bool canLogIn(int code) { return code == kMember || isTrial(code) || isAgent(code); }

}  // namespace panalo::services::member_types

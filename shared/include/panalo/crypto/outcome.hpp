#pragma once
// A value or an error code. shared/ reports every failure as a value: nothing
// throws across the crypto API, so the wasm boundary and the server's request
// path never see an exception from here.

#include <type_traits>
#include <utility>
#include <variant>

namespace panalo::crypto {

template <typename T, typename E>
class [[nodiscard]] Outcome {
  static_assert(std::is_enum_v<E>, "errors are small enums");

 public:
  Outcome(T value) : state_(std::in_place_index<0>, std::move(value)) {}  // NOLINT: implicit by design
  Outcome(E error) : state_(std::in_place_index<1>, error) {}             // NOLINT: implicit by design

  bool ok() const noexcept { return state_.index() == 0; }
  explicit operator bool() const noexcept { return ok(); }

  // Callers check ok() first; these use get_if so a mistake cannot throw.
  T& value() & noexcept { return *std::get_if<0>(&state_); }
  const T& value() const& noexcept { return *std::get_if<0>(&state_); }
  T&& value() && noexcept { return std::move(*std::get_if<0>(&state_)); }
  E error() const noexcept {
    const E* error = std::get_if<1>(&state_);
    return error != nullptr ? *error : E{};
  }

 private:
  std::variant<T, E> state_;
};

}  // namespace panalo::crypto

#pragma once
// A read-only window on bytes owned elsewhere (C++17 has no std::span). Every
// crypto entry point takes ByteView so the server (std::vector, std::string) and
// the wasm boundary (pointer + length into linear memory) call the same code
// without copying secrets into temporaries.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace panalo::crypto {

using Bytes = std::vector<std::uint8_t>;

class ByteView {
 public:
  constexpr ByteView() noexcept = default;
  constexpr ByteView(const std::uint8_t* data, std::size_t size) noexcept : data_(data), size_(size) {}
  ByteView(const Bytes& bytes) noexcept : data_(bytes.data()), size_(bytes.size()) {}  // NOLINT: implicit by design
  template <std::size_t N>
  constexpr ByteView(const std::array<std::uint8_t, N>& bytes) noexcept  // NOLINT: implicit by design
      : data_(bytes.data()), size_(N) {}

  // Text (HTTP method, path, labels) is hashed and bound as its UTF-8 bytes.
  static ByteView fromString(std::string_view text) noexcept {
    return ByteView(reinterpret_cast<const std::uint8_t*>(text.data()), text.size());
  }

  constexpr const std::uint8_t* data() const noexcept { return data_; }
  constexpr std::size_t size() const noexcept { return size_; }
  constexpr bool empty() const noexcept { return size_ == 0; }
  constexpr const std::uint8_t* begin() const noexcept { return data_; }
  constexpr const std::uint8_t* end() const noexcept { return data_ + size_; }
  constexpr std::uint8_t operator[](std::size_t index) const noexcept { return data_[index]; }

  // The bytes [offset, offset + count), clipped to the view: parsers call this
  // only after checking lengths, and clipping keeps a mistake from reading past.
  constexpr ByteView subview(std::size_t offset, std::size_t count) const noexcept {
    if (offset > size_) return ByteView(data_ + size_, 0);
    const std::size_t available = size_ - offset;
    return ByteView(data_ + offset, count < available ? count : available);
  }
  constexpr ByteView subview(std::size_t offset) const noexcept { return subview(offset, size_); }

 private:
  const std::uint8_t* data_ = nullptr;
  std::size_t size_ = 0;
};

}  // namespace panalo::crypto

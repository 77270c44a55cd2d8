#include "domains/accounts/identicon.hpp"

#include <gd.h>
#include <openssl/sha.h>

#include <array>
#include <memory>
#include <stdexcept>

namespace panalo::services {
namespace {

constexpr int kCells = 5;
constexpr int kMargin = 10;
constexpr int kCell = (kIdenticonPixels - 2 * kMargin) / kCells;

struct ImageDeleter {
  void operator()(gdImage* image) const { gdImageDestroy(image); }
};

// A saturated, mid-light colour from one hue byte: readable on the light background.
std::array<int, 3> colourFor(std::uint8_t hueByte) {
  const double hue = hueByte / 256.0 * 6.0;
  const int sector = static_cast<int>(hue);
  const double f = hue - sector;
  const int high = 200, low = 60;
  const int rise = low + static_cast<int>((high - low) * f);
  const int fall = high - static_cast<int>((high - low) * f);
  switch (sector) {
    case 0:
      return {high, rise, low};
    case 1:
      return {fall, high, low};
    case 2:
      return {low, high, rise};
    case 3:
      return {low, fall, high};
    case 4:
      return {rise, low, high};
    default:
      return {high, low, fall};
  }
}

}  // namespace

std::vector<std::uint8_t> renderIdenticonPng(const std::string& seed) {
  std::array<unsigned char, SHA256_DIGEST_LENGTH> digest{};
  SHA256(reinterpret_cast<const unsigned char*>(seed.data()), seed.size(), digest.data());

  std::unique_ptr<gdImage, ImageDeleter> image(gdImageCreateTrueColor(kIdenticonPixels, kIdenticonPixels));
  if (!image) throw std::runtime_error("gdImageCreateTrueColor failed");
  const int background = gdImageColorAllocate(image.get(), 240, 240, 240);
  const auto rgb = colourFor(digest[0]);
  const int foreground = gdImageColorAllocate(image.get(), rgb[0], rgb[1], rgb[2]);
  gdImageFilledRectangle(image.get(), 0, 0, kIdenticonPixels - 1, kIdenticonPixels - 1, background);

  // Columns 0-2 come from the digest; 3 and 4 mirror 1 and 0.
  for (int row = 0; row < kCells; ++row) {
    for (int column = 0; column < 3; ++column) {
      const int bit = row * 3 + column;
      if (((digest[1 + static_cast<std::size_t>(bit) / 8] >> (bit % 8)) & 1) == 0) continue;
      for (const int x : {column, kCells - 1 - column}) {
        const int left = kMargin + x * kCell;
        const int top = kMargin + row * kCell;
        gdImageFilledRectangle(image.get(), left, top, left + kCell - 1, top + kCell - 1, foreground);
      }
    }
  }

  int size = 0;
  void* png = gdImagePngPtr(image.get(), &size);
  if (png == nullptr || size <= 0) throw std::runtime_error("gdImagePngPtr failed");
  std::vector<std::uint8_t> bytes(static_cast<std::uint8_t*>(png), static_cast<std::uint8_t*>(png) + size);
  gdFree(png);
  return bytes;
}

}  // namespace panalo::services

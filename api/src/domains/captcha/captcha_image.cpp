#include "domains/captcha/captcha_image.hpp"

#include <gd.h>
#include <gdfontg.h>
#include <openssl/rand.h>

#include <array>
#include <memory>
#include <random>
#include <stdexcept>

namespace panalo::security {
namespace {

struct ImageDeleter {
  void operator()(gdImagePtr image) const { gdImageDestroy(image); }
};
using Image = std::unique_ptr<gdImage, ImageDeleter>;

std::uint32_t randomSeed() {
  std::uint32_t seed = 0;
  if (RAND_bytes(reinterpret_cast<unsigned char*>(&seed), sizeof seed) != 1)
    throw std::runtime_error("RAND_bytes failed");
  return seed;
}

int between(std::mt19937& random, int low, int high) { return std::uniform_int_distribution<int>(low, high)(random); }

// Dark enough to read on the pale background.
int inkColor(gdImagePtr image, std::mt19937& random) {
  return gdImageColorAllocate(image, between(random, 10, 90), between(random, 10, 90), between(random, 40, 120));
}

void drawNoiseLines(gdImagePtr image, std::mt19937& random, int count, int low, int high) {
  for (int i = 0; i < count; ++i) {
    const int color =
        gdImageColorAllocate(image, between(random, low, high), between(random, low, high), between(random, low, high));
    gdImageLine(image, between(random, 0, kCaptchaWidth / 3), between(random, 0, kCaptchaHeight - 1),
                between(random, 2 * kCaptchaWidth / 3, kCaptchaWidth - 1), between(random, 0, kCaptchaHeight - 1),
                color);
  }
}

}  // namespace

std::string randomCaptchaAnswer() {
  std::array<unsigned char, kCaptchaLength> bytes{};
  if (RAND_bytes(bytes.data(), static_cast<int>(bytes.size())) != 1) throw std::runtime_error("RAND_bytes failed");
  std::string answer;
  // 32 symbols: the low 5 bits of a uniform byte are uniform, no bias.
  for (const auto byte : bytes) answer += kCaptchaAlphabet[byte % kCaptchaAlphabet.size()];
  return answer;
}

std::vector<std::uint8_t> renderCaptchaPng(std::string_view answer) {
  std::mt19937 random(randomSeed());
  Image image(gdImageCreate(kCaptchaWidth, kCaptchaHeight));
  if (!image) throw std::runtime_error("gdImageCreate failed");
  // The first colour allocated in a palette image is its background.
  gdImageColorAllocate(image.get(), between(random, 225, 255), between(random, 225, 255), between(random, 225, 255));
  drawNoiseLines(image.get(), random, 5, 120, 200);

  // Each character is drawn in the built-in 9x15 font on a scratch image, then
  // scaled up (about 2x) into its cell with a small random offset.
  const gdFontPtr font = gdFontGetGiant();
  const int cell = (kCaptchaWidth - 10) / static_cast<int>(answer.empty() ? 1 : answer.size());
  for (std::size_t i = 0; i < answer.size(); ++i) {
    Image glyph(gdImageCreate(font->w, font->h));
    if (!glyph) throw std::runtime_error("gdImageCreate failed");
    const int paper = gdImageColorAllocate(glyph.get(), 255, 255, 255);
    gdImageColorTransparent(glyph.get(), paper);
    gdImageChar(glyph.get(), font, 0, 0, static_cast<unsigned char>(answer[i]), inkColor(glyph.get(), random));
    const int width = font->w * 2 + between(random, -2, 3);
    const int height = font->h * 2 + between(random, -3, 3);
    const int x = 5 + static_cast<int>(i) * cell + between(random, 0, cell - width > 0 ? cell - width : 0);
    const int y = (kCaptchaHeight - height) / 2 + between(random, -4, 4);
    gdImageCopyResized(image.get(), glyph.get(), x, y, 0, 0, width, height, font->w, font->h);
  }

  drawNoiseLines(image.get(), random, 3, 60, 160);
  for (int i = 0; i < 220; ++i) {
    const int color =
        gdImageColorAllocate(image.get(), between(random, 60, 220), between(random, 60, 220), between(random, 60, 220));
    gdImageSetPixel(image.get(), between(random, 0, kCaptchaWidth - 1), between(random, 0, kCaptchaHeight - 1),
                    color < 0 ? gdImageColorClosest(image.get(), 128, 128, 128) : color);
  }

  int size = 0;
  void* png = gdImagePngPtr(image.get(), &size);
  if (png == nullptr || size <= 0) throw std::runtime_error("gdImagePngPtr failed");
  std::vector<std::uint8_t> bytes(static_cast<std::uint8_t*>(png), static_cast<std::uint8_t*>(png) + size);
  gdFree(png);
  return bytes;
}

}  // namespace panalo::security

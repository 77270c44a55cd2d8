#!/usr/bin/env bash
# Builds OpenSSL's libcrypto for WebAssembly from Debian's openssl source package,
# so the browser runs the same crypto code as the server. The result is cached
# outside the clone (it takes minutes on two cores) and reused by every build.
# Prints the install prefix (include/ and lib/libcrypto.a) on its last line.
set -euo pipefail

version=$(dpkg-query -W -f='${Version}' libssl-dev | sed 's/-.*//')
cache_root=${PANALO_CACHE:-$HOME/.cache/panalo}
prefix="$cache_root/openssl-wasm-$version"

if [ -f "$prefix/lib/libcrypto.a" ] && [ -f "$prefix/include/openssl/evp.h" ]; then
  echo "$prefix"
  exit 0
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

# A deb-src entry is needed once; written beside the binary source list.
if ! apt-get source --download-only -t bookworm openssl >/dev/null 2>&1; then
  if [ -f /etc/apt/sources.list.d/debian.sources ] && [ ! -f /etc/apt/sources.list.d/panalo-src.sources ]; then
    sed 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources \
      > /etc/apt/sources.list.d/panalo-src.sources
  fi
  apt-get update -qq >&2
  apt-get source --download-only -t bookworm openssl >&2
fi

orig=$(ls openssl_*.orig.tar.gz | head -n1)
tar xzf "$orig"
src=$(find . -maxdepth 1 -type d -name 'openssl-*' | head -n1)
cd "$src"

export NODE_PATH=/usr/share/nodejs
# Emscripten's config lives in the user's home; emcc creates it on first use.
emcc --version >/dev/null 2>&1 || true

./Configure linux-generic32 no-asm no-threads no-shared no-dso no-engine no-sock \
  no-ui-console no-tests no-stdio no-afalgeng no-async no-legacy no-deprecated no-err \
  no-comp no-ocsp no-cms no-ts no-srp no-psk no-srtp no-ct no-dtls no-tls no-ssl3 \
  no-idea no-md4 no-mdc2 no-rc2 no-rc4 no-rc5 no-seed no-whirlpool no-camellia no-aria \
  no-bf no-cast no-des no-dsa no-dh no-sm2 no-sm3 no-sm4 no-siphash no-blake2 no-cmac \
  no-gost no-scrypt no-ocb no-siv no-rmd160 no-multiblock --with-rand-seed=getrandom \
  --prefix="$prefix" CC=emcc AR=emar RANLIB=emranlib CFLAGS=-Oz >&2

make -j"$(nproc)" build_generated libcrypto.a >&2

staging="$prefix.partial"
rm -rf "$staging"
mkdir -p "$staging/lib" "$staging/include"
cp libcrypto.a "$staging/lib/"
cp -r include/openssl "$staging/include/"
rm -rf "$prefix"
mv "$staging" "$prefix"
echo "$prefix"

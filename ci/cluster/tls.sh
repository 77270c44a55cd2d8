#!/usr/bin/env bash
# A self-signed TLS certificate for the local TLS edge (nginx), made once:
#   ci/cluster/tls.sh DIR   DIR/cert.pem and DIR/key.pem (root only) for
#                           localhost and 127.0.0.1, and DIR/spki: the base64
#                           SHA-256 of its public key, which Chromium takes in
#                           --ignore-certificate-errors-spki-list to accept this
#                           certificate and no other
# The certificate is its own CA (basicConstraints CA:TRUE, keyCertSign), so Node
# (NODE_EXTRA_CA_CERTS), curl (--cacert) and a browser's trust store can take it
# as a trust anchor; it also carries serverAuth for the edge. Safe to run twice.
# shellcheck source=ci/lib.sh
source "$(dirname "$0")/../lib.sh"

[ $# -eq 1 ] || { echo "usage: ci/cluster/tls.sh DIR" >&2; exit 2; }
dir=$1
mkdir -p "$dir"
if [ ! -s "$dir/cert.pem" ] || [ ! -s "$dir/key.pem" ]; then
  # P-256: every TLS client takes it, and the handshake is cheap.
  (umask 077; openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 825 \
    -subj "/CN=Panalo local edge" \
    -addext "subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1" \
    -addext "basicConstraints=critical,CA:TRUE,pathlen:0" \
    -addext "keyUsage=critical,digitalSignature,keyCertSign" \
    -addext "extendedKeyUsage=serverAuth" \
    -keyout "$dir/key.pem" -out "$dir/cert.pem" 2>/dev/null)
  chmod 644 "$dir/cert.pem"
  rm -f "$dir/spki"
fi
[ -s "$dir/spki" ] || openssl x509 -in "$dir/cert.pem" -noout -pubkey | openssl pkey -pubin -outform der |
  openssl dgst -sha256 -binary | base64 >"$dir/spki"

#!/usr/bin/env bash
# The TLS edge of a site (ci/cluster/site.sh): Debian's nginx as its own master
# process, with a generated configuration, its pid, logs (access.log without
# query strings, error.log) and temporary files all in SITE/nginx (the logs in
# PANALO_SITE_LOGS instead, as nginx-access.log and nginx-error.log, when set).
#   ci/cluster/nginx.sh config SITE   write SITE/nginx/nginx.conf (and check it)
#   ci/cluster/nginx.sh start SITE    config, then start nginx; a running one reloads
#   ci/cluster/nginx.sh reload SITE   config, then reload: new workers take the new
#                                     upstream lists, old ones finish their requests
#                                     (this waits until they are gone, at most
#                                     worker_shutdown_timeout)
#   ci/cluster/nginx.sh stop SITE     graceful stop (fast after 20 s)
#   ci/cluster/nginx.sh pid SITE      the master's pid; fails when nginx is not running
# SITE/site.env gives PANALO_INSTANCES, PANALO_CLUSTER_PORT, PANALO_CLUSTER_BIND,
# PANALO_UI_DIR, PANALO_SITE_TLS (ci/cluster/tls.sh) and optionally
# PANALO_MAX_REQUEST_BYTES; SITE/instance-I.ports the instances' ports
# (ci/cluster/instances.sh) and SITE/down the instances out of rotation.
# shellcheck source=ci/lib.sh
source "$(dirname "$0")/../lib.sh"

[ $# -eq 2 ] || { echo "usage: ci/cluster/nginx.sh config|start|reload|stop|pid SITE" >&2; exit 2; }
command=$1
site=$(realpath -m "$2")
prefix=$site/nginx
conf=$prefix/nginx.conf
pid_file=$prefix/nginx.pid
[ -f "$site/site.env" ] || { echo "nginx.sh: no $site/site.env (ci/cluster/site.sh configure)" >&2; exit 1; }
set -a
# shellcheck source=/dev/null
source "$site/site.env"
set +a
if [ -n "${PANALO_SITE_LOGS:-}" ]; then
  access_log=$PANALO_SITE_LOGS/nginx-access.log
  error_log=$PANALO_SITE_LOGS/nginx-error.log
else
  access_log=$prefix/access.log
  error_log=$prefix/error.log
fi

# The largest request body any route takes: the withdrawal confirmation and the
# promotion application carry up to three 5 MB images in base64 (21,037,060
# bytes with their request line and headers: WithdrawalService::
# kConfirmationRequestBytes, which PromotionService reuses). Only those two routes
# get it; every other request keeps the API's general cap
# (PANALO_MAX_REQUEST_BYTES, 64 KiB), so nginx never buffers 20 MB for a route
# that would refuse it. The API still holds each route to its own limit (request
# line and headers included) and answers its own JSON 413.
upload_body_bytes=21037060
general_body_bytes=${PANALO_MAX_REQUEST_BYTES:-65536}

running_pid() {
  local pid
  pid=$(cat "$pid_file" 2>/dev/null) || return 1
  [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null && grep -q nginx "/proc/$pid/cmdline" 2>/dev/null || return 1
  echo "$pid"
}

# One upstream line per instance: SITE/instance-I.ports holds "HTTP_PORT REALTIME_PORT".
upstream_servers() {  # field (1: HTTP, 2: real-time)
  local i ports mark
  for i in $(seq 1 "$PANALO_INSTANCES"); do
    ports=$(cat "$site/instance-$i.ports" 2>/dev/null) || { echo "nginx.sh: instance $i has no ports yet" >&2; exit 1; }
    mark=""
    grep -qx "$i" "$site/down" 2>/dev/null && mark=" down"
    # Passive checks (all open-source nginx has): two failures in 10 s take the
    # instance out for 10 s. site.sh polls /readyz itself before an instance
    # (re)enters rotation.
    printf '        server 127.0.0.1:%s max_fails=2 fail_timeout=10s%s;  # instance %s\n' \
      "$(cut -d' ' -f"$1" <<<"$ports")" "$mark" "$i"
  done
}

# The API's JSON error envelope for the errors nginx itself produces: the same
# keys as the server's own (api/src/platform/core/error_keys.hpp), truthful
# statuses, and the headers the server puts on its errors.
# Internal URIs, not named locations: a request whose line could not be parsed
# has no URI, and nginx cannot take it to a named location.
# The edge's errors as our JSON envelope, one row each: the status nginx meets
# (494: headers too large), the status answered, the location's name, the error
# key, the message.
EDGE_ERRORS='400 400 invalid_request invalid_request Invalid request
404 404 not_found not_found Not found
405 405 method_not_allowed method_not_allowed Method not allowed
408 408 request_timeout request_timeout Request timeout
413 413 request_too_large request_too_large Request too large
414 414 uri_too_long request_too_large Request URI too long
494 431 headers_too_large request_too_large Request headers too large
429 429 too_many_requests too_many_requests Too many requests
500 500 internal_error internal_error Internal error
502 502 bad_gateway service_unavailable Service unavailable
503 503 service_unavailable service_unavailable Service unavailable
504 504 gateway_timeout service_unavailable Service unavailable'

# For each row of EDGE_ERRORS: the error_page rule, and the internal location
# that answers it.
edge_error_pages() {
  local met answered name key message
  while read -r met answered name key message; do
    if [ "$met" = "$answered" ]; then
      echo "        error_page $met /_panalo_errors/$name;"
    else
      echo "        error_page $met =$answered /_panalo_errors/$name;"
    fi
  done <<<"$EDGE_ERRORS"
  while read -r met answered name key message; do
    cat <<EOF
    location = /_panalo_errors/$name {
        internal;
        # Answering discards the rest of the body; over HTTP/2 that checks the
        # size again and would replace this answer with nginx's own HTML page.
        client_max_body_size 0;
        default_type application/json;
        include $prefix/security-headers.conf;
        add_header Cache-Control "no-store" always;
        return $answered '{"success":false,"code":"$key","message":"$message"}';
    }
EOF
  done <<<"$EDGE_ERRORS"
}

write_config() {
  local worker_user="root" ui_dir
  ui_dir=$(realpath "$PANALO_UI_DIR")
  [ -f "$ui_dir/index.html" ] || { echo "nginx.sh: no built UI in $ui_dir (ci/build.sh serve)" >&2; exit 1; }
  mkdir -p "$prefix/tmp" "$(dirname "$access_log")"
  # The workers read the UI and spool request bodies: as nobody when that user can
  # reach the checkout; a checkout only root may read (under /root, say) needs root.
  if [ "$(id -u)" -eq 0 ] && runuser -u nobody -- test -r "$ui_dir/index.html"; then
    worker_user="nobody nogroup"
    chown -R nobody:nogroup "$prefix/tmp"
  fi
  # The static files get the headers the API gives them (its non-page answers:
  # addSecurityHeaders in api/src/platform/http/security_headers.cpp, without the
  # per-page frame and connect sources, with HSTS since this is TLS). Keep the two
  # alike; pages (HTML) always come from the API, which adds their own policy.
  cat >"$prefix/security-headers.conf" <<'EOF'
add_header X-Content-Type-Options "nosniff" always;
add_header X-Frame-Options "DENY" always;
add_header Referrer-Policy "strict-origin-when-cross-origin" always;
add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'" always;
add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;
EOF
  # What every request to the instances carries. Pistache 0.0.5 closes the
  # connection after each answer unless asked for keep-alive, so say so. The
  # instances believe X-Forwarded-For and X-Forwarded-Proto only from
  # PANALO_TRUST_PROXY (this nginx's address): one X-Forwarded-For header with
  # this hop appended.
  cat >"$prefix/proxy-headers.conf" <<'EOF'
proxy_http_version 1.1;
proxy_set_header Connection "keep-alive";
proxy_set_header Host $host;
proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
proxy_set_header X-Forwarded-Proto https;
EOF
  cat >"$conf.new" <<EOF
# Generated by ci/cluster/nginx.sh for the site in $site: edit the script, not
# this file (it is written again at every start and at every instance restart).
daemon on;
user $worker_user;
worker_processes auto;
# Each proxied request holds two descriptors; real-time pages hold theirs for long.
worker_rlimit_nofile 20000;
pid $pid_file;
error_log $error_log warn;
# A reload lets old workers finish their requests; open real-time connections
# would keep them for hours, so they close after this and the pages reconnect
# (to the new workers).
worker_shutdown_timeout 15s;

events {
    worker_connections 8192;
}

http {
    # The API's types (api/src/platform/http/static_assets.cpp).
    types {
        text/html html;
        text/javascript js mjs;
        text/css css;
        application/json json map;
        application/wasm wasm;
        image/svg+xml svg;
        image/png png;
        image/jpeg jpg jpeg;
        image/webp webp;
        image/x-icon ico;
        font/woff2 woff2;
        font/woff woff;
        text/plain txt;
        application/manifest+json webmanifest;
    }
    default_type application/octet-stream;
    charset utf-8;
    charset_types text/javascript text/css text/plain;
    server_tokens off;
    sendfile on;
    tcp_nopush on;

    client_body_temp_path $prefix/tmp/body;
    proxy_temp_path $prefix/tmp/proxy;
    fastcgi_temp_path $prefix/tmp/fastcgi;
    uwsgi_temp_path $prefix/tmp/uwsgi;
    scgi_temp_path $prefix/tmp/scgi;

    # No query strings in the log (they may carry tokens), as the API's own log:
    # the request line as the visitor sent it, with "?" for its query.
    map \$request \$panalo_request {
        "~^(?<panalo_head>[^?]*)\\?[^ ]*(?<panalo_tail>.*)\$" "\$panalo_head?\$panalo_tail";
        default \$request;
    }
    log_format panalo '\$remote_addr [\$time_iso8601] "\$panalo_request" \$status '
                      '\$body_bytes_sent \$request_time upstream=\$upstream_addr \$upstream_status \$upstream_response_time';
    access_log $access_log panalo;

    # The edge's limits: nginx reads requests from the visitors, so slow or
    # oversized ones stop here and the instances get whole, checked requests.
    client_header_timeout 10s;
    client_body_timeout 10s;
    send_timeout 30s;
    keepalive_timeout 30s;
    keepalive_requests 1000;
    client_header_buffer_size 4k;
    # A request line or one header line longer than 16 KiB: 414 or 431.
    large_client_header_buffers 4 16k;
    client_max_body_size $general_body_bytes;
    client_body_buffer_size 64k;
    # Requests being answered per visitor address (HTTP/2: per stream; open
    # real-time connections have their own count below). Raise it when many
    # visitors share one address (carrier NAT).
    limit_conn_zone \$binary_remote_addr zone=panalo_per_ip:10m;
    limit_conn_zone \$binary_remote_addr zone=panalo_realtime_per_ip:10m;
    limit_conn_status 429;
    limit_conn_log_level warn;

    gzip on;
    gzip_comp_level 5;
    gzip_min_length 1024;
    gzip_vary on;
    gzip_proxied any;
    gzip_types text/css text/javascript text/plain application/json application/wasm image/svg+xml
               application/manifest+json;

    upstream panalo_api {
$(upstream_servers 1)
        # Idle connections kept to the instances; closed before the instances'
        # own keep-alive timeout (PANALO_KEEPALIVE_TIMEOUT_S, 30 s) so nginx
        # never sends a request on a connection the instance is closing.
        keepalive 32;
        keepalive_timeout 20s;
        keepalive_requests 1000;
    }

    upstream panalo_realtime {
$(upstream_servers 2)
    }

    server {
        listen ${PANALO_CLUSTER_BIND:-127.0.0.1}:$PANALO_CLUSTER_PORT ssl http2;
        server_name _;

        ssl_certificate $(realpath "$PANALO_SITE_TLS")/cert.pem;
        ssl_certificate_key $(realpath "$PANALO_SITE_TLS")/key.pem;
        ssl_protocols TLSv1.2 TLSv1.3;
        ssl_session_cache shared:panalo_tls:10m;
        ssl_session_timeout 1h;

        limit_conn panalo_per_ip 100;

        # To the instances. A failed connection, a timeout or a 502/503 moves the
        # request to the next instance, but only for idempotent methods: a sealed
        # POST sent twice would be refused as a replay (proxy_next_upstream
        # without non_idempotent). A connection that was never made is retried
        # for every method.
        proxy_connect_timeout 2s;
        proxy_next_upstream error timeout http_502 http_503;
        proxy_next_upstream_timeout 15s;
        # The API's own errors (JSON envelopes) pass as they are.
        proxy_intercept_errors off;

        root $ui_dir;

        # Vite puts a content hash in these names: a year, immutable, gzip.
        location ^~ /assets/ {
            include $prefix/security-headers.conf;
            add_header Cache-Control "public, max-age=31536000, immutable" always;
            try_files \$uri @api;
        }
        # The API: straight to the instances, no file lookup.
        location ^~ /wps/ {
            include $prefix/proxy-headers.conf;
            proxy_pass http://panalo_api;
        }
        location ^~ /lgw/ {
            include $prefix/proxy-headers.conf;
            proxy_pass http://panalo_api;
        }
        # Uploads (three proof images in base64): the two larger bodies.
        location = /wps/v2/withdrawals/confirmation {
            client_max_body_size $upload_body_bytes;
            include $prefix/proxy-headers.conf;
            proxy_pass http://panalo_api;
        }
        location = /wps/v2/promotions/applications {
            client_max_body_size $upload_body_bytes;
            include $prefix/proxy-headers.conf;
            proxy_pass http://panalo_api;
        }
        # Pages always come from the API: it adds each page's own policy
        # (frame and connect sources) and security headers.
        location ~ \.html?\$ {
            include $prefix/proxy-headers.conf;
            proxy_pass http://panalo_api;
        }
        # The rest of the built UI (favicon, theme script, images) from disk with
        # short caching; anything else (/, the SPA's routes, /healthz, /readyz)
        # from the API.
        location / {
            include $prefix/security-headers.conf;
            add_header Cache-Control "public, max-age=3600" always;
            try_files \$uri @api;
        }
        location @api {
            include $prefix/proxy-headers.conf;
            proxy_pass http://panalo_api;
        }
        # Scraped from inside the network, straight from each instance; never
        # through the edge.
        location = /metrics {
            return 404;
        }
        # The real-time channel: WebSocket to the instances' channel ports. The
        # instances ping every 30 s, so a live page is never idle for 120 s.
        location = /realtime {
            limit_conn panalo_realtime_per_ip 1000;
            proxy_http_version 1.1;
            proxy_set_header Upgrade \$http_upgrade;
            proxy_set_header Connection "upgrade";
            proxy_set_header Host \$host;
            proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto https;
            proxy_read_timeout 120s;
            proxy_send_timeout 120s;
            proxy_pass http://panalo_realtime;
        }

        # Plain HTTP to this port: to the same address over HTTPS.
        error_page 497 =301 https://\$host:\$server_port\$request_uri;
$(edge_error_pages)
    }
}
EOF
  # Checked before it replaces the running configuration: a reload with a broken
  # file would keep the old one and say so only in the error log.
  if ! nginx -q -t -p "$prefix" -c "$conf.new" 2>"$prefix/check.log"; then
    cat "$prefix/check.log" >&2
    exit 1
  fi
  mv "$conf.new" "$conf"
}

# The master's children (its workers), from /proc: no procps needed.
workers_of() {  # pid
  grep -l "^PPid:[[:space:]]*$1\$" /proc/[0-9]*/status 2>/dev/null | cut -d/ -f3 || true
}

case "$command" in
  config) write_config ;;
  start)
    command -v nginx >/dev/null || { echo "nginx.sh: nginx not found (ci/install-deps.sh)" >&2; exit 1; }
    write_config
    if pid=$(running_pid); then
      kill -HUP "$pid"
    else
      nginx -p "$prefix" -c "$conf"
    fi
    ;;
  reload)
    write_config
    pid=$(running_pid) || { echo "nginx.sh: not running" >&2; exit 1; }
    old_workers=$(workers_of "$pid")
    kill -HUP "$pid"
    # Until the workers of the old configuration have finished their requests
    # (worker_shutdown_timeout ends their real-time connections).
    for _ in $(seq 1 100); do
      left=""
      for worker in $old_workers; do kill -0 "$worker" 2>/dev/null && left=1; done
      [ -z "$left" ] && break
      sleep 0.2
    done
    ;;
  stop)
    if pid=$(running_pid); then
      kill -QUIT "$pid"
      for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || exit 0; sleep 0.2; done
      kill -TERM "$pid" 2>/dev/null || true
      for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || exit 0; sleep 0.2; done
      echo "nginx.sh: nginx ($pid) did not stop" >&2
      exit 1
    fi
    ;;
  pid) running_pid ;;
  *) echo "usage: ci/cluster/nginx.sh config|start|reload|stop|pid SITE" >&2; exit 2 ;;
esac

#!/usr/bin/env bash
# `npm run test:deps`: installs with apt-get what the tests need from the system, when missing:
# Debian's Chromium and its headless shell (browser tests), the PostgreSQL server binaries (the
# api-postgres leg) and haproxy (the balancer of the fleet test and `npm run fleet`).
set -euo pipefail

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
headless_shell_path="${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
haproxy_path="${HAPROXY_PATH:-/usr/sbin/haproxy}"
missing=()

if [[ -x "$chromium_path" ]]; then
  echo "test:deps: Chromium found at $chromium_path"
else
  missing+=(chromium)
fi

if [[ -x "$headless_shell_path" ]]; then
  echo "test:deps: Chromium's headless shell found at $headless_shell_path"
else
  missing+=(chromium-headless-shell)
fi

if compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
  echo "test:deps: PostgreSQL server binaries found: $(compgen -G '/usr/lib/postgresql/*/bin/initdb' | sort -V | tail -n 1)"
else
  missing+=(postgresql)
fi

if [[ -x "$haproxy_path" ]]; then
  echo "test:deps: haproxy found at $haproxy_path"
elif command -v haproxy >/dev/null; then
  echo "test:deps: haproxy found at $(command -v haproxy)"
else
  missing+=(haproxy)
fi

if [[ ${#missing[@]} -eq 0 ]]; then
  echo 'test:deps: nothing to install.'
  exit 0
fi

if [[ "$(id -u)" -ne 0 ]]; then
  echo "test:deps: missing system packages: ${missing[*]}" >&2
  echo "test:deps: install them as root, then run the tests again:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
  exit 1
fi

if ! command -v apt-get >/dev/null; then
  echo "test:deps: missing ${missing[*]}, and apt-get is not available: install them by hand." >&2
  exit 1
fi

if [[ " ${missing[*]} " == *' postgresql '* ]]; then
  # The tests start their own throw-away cluster: the package's default cluster is not wanted.
  mkdir -p /etc/postgresql-common/createcluster.d
  echo 'create_main_cluster = false' >/etc/postgresql-common/createcluster.d/no-main-cluster.conf
fi

echo "test:deps: installing ${missing[*]} with apt-get"
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y --no-install-recommends "${missing[@]}"

if [[ " ${missing[*]} " == *' chromium '* && ! -x "$chromium_path" ]]; then
  echo "test:deps: chromium was installed but $chromium_path does not exist: set CHROMIUM_PATH." >&2
  exit 1
fi
if [[ " ${missing[*]} " == *' chromium-headless-shell '* && ! -x "$headless_shell_path" ]]; then
  echo "test:deps: chromium-headless-shell was installed but $headless_shell_path does not exist: set CHROMIUM_HEADLESS_SHELL_PATH." >&2
  exit 1
fi
if [[ " ${missing[*]} " == *' haproxy '* && ! -x "$haproxy_path" ]] && ! command -v haproxy >/dev/null; then
  echo "test:deps: haproxy was installed but is neither $haproxy_path nor on PATH: set HAPROXY_PATH." >&2
  exit 1
fi
echo 'test:deps: done.'

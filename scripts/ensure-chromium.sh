#!/usr/bin/env bash
# Browsers come from Debian (browser downloads do not work on these machines): `chromium` for
# Lighthouse and the screenshots, `chromium-headless-shell` for the browser tests (Chromium without
# its desktop shell: the suite spent a third less CPU in it, docs/performance.md). Installs the
# package named when its binary is missing; needs root, as on the project's machines and CI.
#   bash scripts/ensure-chromium.sh [chromium|chromium-headless-shell]
set -euo pipefail
PACKAGE=${1:-chromium}
case "$PACKAGE" in
  chromium) BINARY=${CHROMIUM_PATH:-/usr/bin/chromium} ;;
  chromium-headless-shell) BINARY=${E2E_CHROMIUM_PATH:-/usr/bin/chromium-headless-shell} ;;
  *) echo "unknown browser package: $PACKAGE" >&2; exit 2 ;;
esac
if [ -x "$BINARY" ]; then exit 0; fi
echo "[browser] $BINARY is missing: installing Debian's $PACKAGE package"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$PACKAGE" >/dev/null
"$BINARY" --version

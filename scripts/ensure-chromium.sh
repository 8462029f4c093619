#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (browser downloads do not work on these machines).
# Installs it when it is missing; needs root, as on the project's machines and CI.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "[e2e] $CHROMIUM is missing: installing Debian's chromium package"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
"$CHROMIUM" --version

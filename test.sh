#!/usr/bin/env bash
# Runs the whole test suite, the GUI tests included, on a virtual X display of their own:
# the same on a desktop (they never take your mouse) as on a server with no display at all.
set -euo pipefail
cd "$(dirname "$0")"
if ! command -v xvfb-run >/dev/null 2>&1; then
    echo "The window tests need a virtual display (Xvfb); installing it once:" >&2
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends xvfb xauth fonts-dejavu-core
fi
# -B and no -q: Maven then prints Surefire's "Tests run:" lines, which say how many tests ran.
exec xvfb-run -a -s "-screen 0 1920x1080x24" mvn -B verify "$@"

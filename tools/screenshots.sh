#!/usr/bin/env bash
# Regenerates the README's pictures in docs/: a preview of each seed scene (PNG, by headless
# Chromium at a fixed time) and the sweep heatmap (SVG). Needs a built springtool and chromium:
#   swift build && tools/screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/debug/springtool
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
shot() { # name, time, height, preview arguments…
  local name=$1 time=$2 height=$3
  shift 3
  "$bin" preview "$@" -o "$tmp/$name.html"
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --virtual-time-budget=3000 --window-size=1000,"$height" \
    --screenshot="docs/preview-$name.png" "file://$tmp/$name.html?t=$time" 2>/dev/null
}
shot published-switch 0.3 420 --scene published-switch --translation 14 --velocity 300
shot animated-toggle 0.12 560 --scene animated-toggle --engine exact --engine swiftui-animation --engine android
shot morphing-toggle 0.15 560 --scene morphing-toggle --engine exact --engine swiftui-animation
shot hero-card 0.12 760 --scene hero-card --engine exact --engine core-animation
shot tab-indicator 0.15 520 --scene tab-indicator --retarget 0.1:19 --engine exact --engine swiftui-animation
shot shared-card 0.15 700 --scene shared-card --engine exact --engine compose
"$bin" sweep --response 0.05:1:200 --damping 0.05:1.5:200 --mark 0.4,0.8 --output "$tmp/settle.csv" --plot docs/sweep-settle.svg
ls -la docs

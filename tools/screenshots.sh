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
shot custom-switch 0.3 560 --scene custom-switch --translation 14 --velocity 300
shot animated-toggle-style 0.12 560 --scene animated-toggle-style --engine exact --engine swiftui-animation --engine android
shot view-switching-strategy 0.12 520 --scene view-switching-strategy --engine exact --engine swiftui-animation
shot quantum-toggle-style 0.15 900 --scene quantum-toggle-style --retarget 0.1 --engine exact --engine swiftui-animation
shot content-view 0.12 1000 --scene content-view --engine exact --engine core-animation
shot list-view 0.2 900 --scene list-view --engine exact --engine swiftui-animation
shot sliding-tab-view 0.15 560 --scene sliding-tab-view --retarget 0.1 --engine exact --engine swiftui-animation
shot shared-card-view 0.15 900 --scene shared-card-view --engine exact --engine compose
# The studio: started on an ephemeral port, photographed at 0.12 s, stopped.
"$bin" studio --scene custom-switch --engine exact --engine swiftui-animation --engine android --engine reanimated --idle-timeout 60 > "$tmp/studio.txt" &
studio=$!
for _ in $(seq 100); do grep -q token "$tmp/studio.txt" 2>/dev/null && break; sleep 0.1; done
url="$(sed -n 's/^springtool studio: //p' "$tmp/studio.txt")"
# At a laptop's, a tablet's and a phone's width, into the DocC catalog (the studio article and the README show them).
resources=Sources/SpringToolKit/SpringToolKit.docc/Resources
mkdir -p "$resources"
for size in 1280,1000 768,1500 390,1900; do
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --virtual-time-budget=3000 --window-size="$size" \
    --screenshot="$resources/studio-${size%,*}.png" "$url&t=0.12&tab=swiftui" 2>/dev/null
done
kill -INT "$studio"; wait "$studio" || true
"$bin" sweep --response 0.05:1:200 --damping 0.05:1.5:200 --mark 0.4,0.8 --output "$tmp/settle.csv" --plot docs/sweep-settle.svg
ls -la docs

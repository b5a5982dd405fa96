#!/usr/bin/env bash
# Makes frontend/src/assets/fonts/inter-latin-wght-400-800.woff2, the font of the page's text, from the Latin
# subset of @fontsource-variable/inter (the same characters): the weight axis cut to the weights the site uses
# (400-800, Tailwind's font-normal to font-extrabold) and without the fraction features (frac, numr, dnom) that
# no page uses. 48 KB become about 29 KB, the largest request before a phone can show the page's largest text.
# Needs Debian's fonttools (apt-get install fonttools python3-brotli); the result is committed, so neither
# `npm ci` nor the build needs it. Run again after an update of @fontsource-variable/inter.
set -euo pipefail
cd "$(dirname "$0")/.."
source_font=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
target=frontend/src/assets/fonts/inter-latin-wght-400-800.woff2
# The unicode-range of @fontsource-variable/inter's Latin face (its index.css); frontend/src/styles/index.css repeats it.
latin='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
/usr/bin/fonttools ttLib.woff2 decompress "$source_font" -o "$work/inter.ttf"
/usr/bin/fonttools varLib.instancer "$work/inter.ttf" wght=400:800 -o "$work/inter-400-800.ttf"
/usr/bin/pyftsubset "$work/inter-400-800.ttf" --unicodes="$latin" \
  --layout-features='kern,mark,mkmk,ccmp,locl,tnum,pnum,calt' --flavor=woff2 --output-file="$target"
echo "$target: $(stat -c %s "$target") bytes"

#!/usr/bin/env bash
# Remakes the caption fonts in this folder from Debian's font packages (bookworm):
#   fonts-dejavu-core 2.37-6          -> DejaVuSans-Bold-subset.ttf
#   fonts-noto-cjk 1:20220127+repack1-1 -> NotoSansCJKsc-Bold-subset.otf
#   fonts-noto-core 20201225-1        -> NotoSans{Arabic,Hebrew,Devanagari,Thai}-Bold-subset.ttf
#   fonts-symbola 2.60-1.1            -> Symbola-emoji-subset.ttf
# Needs: apt-get (root), python3 with fontTools (`pip install fonttools`, made with 4.68.0).
# Usage: bash assets/fonts/subset.sh   (writes into assets/fonts/; prints every file's weight)
# The Xiangqi pieces' font (NotoSerifCJKtc-Bold-subset.otf) is made by hand: see assets/README.md.
set -euo pipefail
# Any date fontTools writes comes from here, so a rerun gives the same bytes (checked: two runs,
# the same SHA-256 as the committed files).
export SOURCE_DATE_EPOCH=1643241600
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
apt-get download fonts-dejavu-core=2.37-6 'fonts-noto-cjk=1:20220127+repack1-1' \
  fonts-noto-core=20201225-1 fonts-symbola=2.60-1.1 >/dev/null
for deb in *.deb; do dpkg-deb -x "$deb" x; done
dejavu=x/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
cjk=x/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc
noto=x/usr/share/fonts/truetype/noto
symbola=x/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf

# Latin (every diacritic: Latin-1, Extended A/B/C/D/E, IPA, Latin Extended Additional for
# Vietnamese, combining marks), Greek (with polytonic), Cyrillic (with supplement), general
# punctuation, currency, letterlike symbols, arrows, the geometric shapes (the caption's
# placeholder for characters no font has is U+25C7 WHITE DIAMOND) and the chess symbols.
latin="U+0020-007E,U+00A0-036F,U+0370-03FF,U+0400-052F,U+1AB0-1AFF,U+1D00-1DFF,U+1E00-1EFF"
latin+=",U+1F00-1FFF,U+2000-206F,U+20A0-20CF,U+2100-214F,U+2190-21FF,U+2212,U+25A0-25FF"
latin+=",U+2605,U+2654-265F,U+2C60-2C7F,U+A720-A7FF,U+AB30-AB6F"
pyftsubset "$dejavu" --unicodes="$latin" --output-file="$here/DejaVuSans-Bold-subset.ttf" \
  --no-hinting --layout-features='kern' --name-IDs='*' --name-languages='*'

# CJK: every character of the CJK Unified Ideographs block (U+4E00-9FFF: all of GB 2312,
# Big5, JIS X 0208 and KS X 1001's hanzi, kanji and hanja, and the rarer characters that
# names use, such as 喆 堃 珺), the compatibility ideographs of those standards, every modern
# Hangul syllable (11172), kana, CJK punctuation, Hangul compatibility jamo and full-width
# forms. Left out: the extension blocks (U+3400-4DBF, U+20000 on), vertical forms, the
# Mono and the other regional faces (Japanese and Korean text is drawn in the Simplified
# Chinese face's shapes, which differ in a few strokes only).
python3 - > cjk-unicodes.txt <<'PY'
chars = set()
def table(codec, first_rows, first_cells):
    for hi in first_rows:
        for lo in first_cells:
            try:
                chars.update(bytes([hi, lo]).decode(codec))
            except UnicodeDecodeError:
                pass
table("gb2312", range(0xA1, 0xF8), range(0xA1, 0xFF))
table("big5", range(0xA1, 0xFA), list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)))
table("euc_jp", range(0xA1, 0xF5), range(0xA1, 0xFF))
table("euc_kr", range(0xA1, 0xFE), range(0xA1, 0xFF))
ranges = [(0x4E00, 0x9FFF), (0x3000, 0x303F), (0x3040, 0x30FF), (0x31F0, 0x31FF), (0x3130, 0x318F),
          (0xAC00, 0xD7A3), (0xFF00, 0xFFEF)]
for a, b in ranges:
    chars.update(map(chr, range(a, b + 1)))
# Latin, Greek and Cyrillic come from DejaVu (the first font in the chain).
print(",".join(f"U+{ord(c):04X}" for c in sorted(chars) if ord(c) >= 0x2E80))
PY
pyftsubset "$cjk" --font-number=2 --unicodes-file=cjk-unicodes.txt \
  --output-file="$here/NotoSansCJKsc-Bold-subset.otf" --no-hinting --layout-features='' \
  --drop-tables+=vhea,vmtx,VORG,BASE --name-IDs='*' --name-languages='*'

# The scripts that need shaping (src/render/text.rs shapes them with rustybuzz): every layout
# feature is kept (Arabic joining forms and ligatures, Indic conjuncts and vowel signs, Thai and
# Hebrew marks), hinting dropped. Each takes its own script's blocks and presentation forms, the
# spaces (so a name's words shape as one run), the joiners and direction marks, and U+25CC
# DOTTED CIRCLE (the shaper's base for a mark that has none).
common="U+0020,U+00A0,U+200B-200F,U+25CC"
for font in "Arabic:U+0600-06FF,U+0750-077F,U+08A0-08FF,U+FB50-FDFF,U+FE70-FEFF" \
  "Hebrew:U+0590-05FF,U+FB1D-FB4F" \
  "Devanagari:U+0900-097F,U+A8E0-A8FF,U+1CD0-1CFF" \
  "Thai:U+0E00-0E7F"; do
  script="${font%%:*}"
  pyftsubset "$noto/NotoSans$script-Bold.ttf" --unicodes="$common,${font#*:}" \
    --output-file="$here/NotoSans$script-Bold-subset.ttf" --no-hinting --layout-features='*' \
    --name-IDs='*' --name-languages='*'
done

# Emoji, in one colour (the caption's text colour): Symbola's pictographs for Unicode 10's
# emoji blocks, the miscellaneous symbols and dingbats, the arrows and stars of U+2B00 and the
# enclosed letters (a flag's two regional indicators draw as two boxed letters). No ZWJ
# sequences: a family emoji draws as its people side by side. Emoji newer than Unicode 10 stay
# the placeholder.
emoji="U+2600-27BF,U+2B00-2BFF,U+1F100-1F1FF,U+1F300-1F64F,U+1F680-1F6FF,U+1F900-1F9FF"
pyftsubset "$symbola" --unicodes="$emoji" --output-file="$here/Symbola-emoji-subset.ttf" \
  --no-hinting --layout-features='' --name-IDs='*' --name-languages='*'

cd "$here"
ls -l ./*.ttf ./*.otf | awk '{ printf "%9d bytes  %s\n", $5, $9 }'

## Analysis of finished games (/analyse, /settings analysis).

cmd-analyse = analyse
    .description = Analyse a finished game: accuracy, mistakes and the better moves.
    .game = game
    .game-description = The game (default: your only game here, or your latest finished one)
cmd-settings-analysis = analysis
    .description = Analyse every game of this server when it ends.
    .mode = mode
    .mode-description = auto: analyse each finished game; off: only on request
analysis-queued = 🔍 Analysis of **{ $id }** queued ({ $positions } positions); it is posted here when ready.
analysis-already-queued = 🔍 The analysis of **{ $id }** is already on its way; it is posted when ready.
analysis-title = 🔍 **Analysis of { $id }** · { $game }
analysis-side = { $player } ({ $side }): accuracy **{ $accuracy }%** · { $inaccuracies } ?! · { $mistakes } ? · { $blunders } ??
analysis-mark = { $number }{ $dots } { $move }{ $glyph } ({ $before } → { $after }) — { $best } was best
analysis-missed-mate = ↳ missed mate in { $moves }
analysis-allowed-mate = ↳ allowed mate
analysis-no-marks = No inaccuracies, mistakes or blunders.
analysis-summary = Analysis of { $id }: { $first } { $first_accuracy }%, { $second } { $second_accuracy }% — { $blunders ->
    [one] 1 blunder
   *[other] { $blunders } blunders
}
analysis-auto-on = 🔍 Every game of this server is now analysed when it ends.
analysis-auto-off = Games of this server are now analysed only on request (`/analyse`).
error-analysis-not-over = game { $game } is still going on: only a finished game is analysed
console-kind-analysed = analysis
choice-analysis-auto = auto
choice-analysis-off = off
# The evaluation graph: its heading, what its height means ($side is the first side, $player
# its player), the word under its move numbers, and its legend (the glyph first).
analysis-graph-title = Analysis of { $id } · { $game }
analysis-graph-chances = Winning chances of { $side } ({ $player })
analysis-graph-moves = move
analysis-graph-inaccuracy = ?! inaccuracy
analysis-graph-mistake = ? mistake
analysis-graph-blunder = ?? blunder
# A replay's frame after a marked move: the move with its glyph, the better move, then the frame's status.
analysis-frame-mark = { $move }{ $glyph } ({ $best } was best) · { $status }
# The acknowledgement of /analyse, edited while a long analysis runs.
analysis-progress = 🔍 Analysis of **{ $id }**: { $done } of { $positions } positions searched…

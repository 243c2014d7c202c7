## 已结束对局的分析（/analyse、/settings analysis）。

cmd-analyse = 分析
    .description = 分析一盘已结束的对局：准确率、失误和更好的着法。
    .game = 对局
    .game-description = 对局（默认：你在这里唯一的对局，或最近结束的一盘）
cmd-settings-analysis = 分析设置
    .description = 本服务器的每盘对局结束时自动分析。
    .mode = 模式
    .mode-description = auto：分析每盘结束的对局；off：仅在请求时
analysis-queued = 🔍 对局 **{ $id }** 的分析已排队（{ $positions } 个局面）；完成后会发在这里。
analysis-already-queued = 🔍 对局 **{ $id }** 的分析已在进行中；完成后会发出。
analysis-title = 🔍 **对局 { $id } 的分析** · { $game }
analysis-side = { $player }（{ $side }）：准确率 **{ $accuracy }%** · { $inaccuracies } ?! · { $mistakes } ? · { $blunders } ??
analysis-mark = { $number }{ $dots } { $move }{ $glyph }（{ $before } → { $after }）— 更好的是 { $best }
analysis-missed-mate = ↳ 错过了 { $moves } 步杀
analysis-allowed-mate = ↳ 让对方形成了杀局
analysis-no-marks = 没有不精确着、错着或漏着。
analysis-summary = 对局 { $id } 的分析：{ $first } { $first_accuracy }%，{ $second } { $second_accuracy }% — { $blunders } 个漏着
analysis-auto-on = 🔍 本服务器的每盘对局结束后都会自动分析。
analysis-auto-off = 本服务器的对局现在只在请求时分析（`/analyse`）。
error-analysis-not-over = 对局 { $game } 仍在进行：只能分析已结束的对局
console-kind-analysed = 分析
choice-analysis-auto = 自动
choice-analysis-off = 关

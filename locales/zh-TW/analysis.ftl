## 已結束對局的分析（/analyse、/settings analysis）。

cmd-analyse = 分析
    .description = 分析一盤已結束的對局：準確率、失誤和更好的著法。
    .game = 對局
    .game-description = 對局（預設：你在這裡唯一的對局，或最近結束的一盤）
cmd-settings-analysis = 分析設定
    .description = 本伺服器的每盤對局結束時自動分析。
    .mode = 模式
    .mode-description = auto：分析每盤結束的對局；off：僅在請求時
analysis-queued = 🔍 對局 **{ $id }** 的分析已排隊（{ $positions } 個局面）；完成後會發在這裡。
analysis-already-queued = 🔍 對局 **{ $id }** 的分析已在進行中；完成後會發出。
analysis-title = 🔍 **對局 { $id } 的分析** · { $game }
analysis-side = { $player }（{ $side }）：準確率 **{ $accuracy }%** · { $inaccuracies } ?! · { $mistakes } ? · { $blunders } ??
analysis-mark = { $number }{ $dots } { $move }{ $glyph }（{ $before } → { $after }）— 更好的是 { $best }
analysis-missed-mate = ↳ 錯過了 { $moves } 步殺
analysis-allowed-mate = ↳ 讓對方形成了殺局
analysis-no-marks = 沒有不精確著、錯著或漏著。
analysis-summary = 對局 { $id } 的分析：{ $first } { $first_accuracy }%，{ $second } { $second_accuracy }% — { $blunders } 個漏著
analysis-auto-on = 🔍 本伺服器的每盤對局結束後都會自動分析。
analysis-auto-off = 本伺服器的對局現在只在請求時分析（`/analyse`）。
error-analysis-not-over = 對局 { $game } 仍在進行：只能分析已結束的對局
console-kind-analysed = 分析
choice-analysis-auto = 自動
choice-analysis-off = 關

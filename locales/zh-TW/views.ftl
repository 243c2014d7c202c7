# views：各則訊息出現在哪裡，見 locales/en/views.ftl。

## 棋盤

views-board-title = 對局 **{ $id }** · { $game } · { $first }（{ $first_side }）對 { $second }（{ $second_side }）
views-last-move = 上一步：{ $move }{ $check ->
    [yes] ，將軍
   *[no] {""}
}
views-status-to-move = 輪到{ $side }（{ $player }）走 · 第{ $number }回合
views-status-to-move-deadline = 輪到{ $side }（{ $player }）走 · 第{ $number }回合 · 剩餘{ $left }（截止 { $deadline }）
views-status-over = { $result }，共{ $moves }步
views-caption-versus = 對
views-computer-player = { $level }級電腦

## /我的對局

views-games-none = 你還沒有對局：用 `/{ cmd-challenge }` 向別人發起挑戰，開始一局吧。
views-games-active = **你的對局**（進行中 { $count } 局）
views-games-line = `{ $id }` { $game } 對 { $opponent }（你執{ $side }），第{ $number }回合 · { $turn }
views-turn-yours = ▶ **輪到你** — 剩餘{ $left }
views-turn-yours-untimed = ▶ **輪到你**
views-turn-thinking = { $player } 正在思考
views-turn-theirs = 輪到 { $player } — 剩餘{ $left }
views-turn-theirs-untimed = 輪到 { $player }
views-games-finished = **已結束**
views-games-finished-line = `{ $id }` { $game } 對 { $opponent } — { $result }
views-result-won = 勝（{ $reason }）
views-result-lost = 負（{ $reason }）
views-result-drew = 和（{ $reason }）
views-games-unreadable = ⚠ `{ $id }`：這局棋的紀錄無法讀取（機器人管理員可在日誌中查看原因）

## /匯出

views-export-attached = 對局 { $id }：棋譜見附件。

## /排行榜

views-leaderboard-server = **{ $game }排行榜 — 本伺服器**
views-leaderboard-global = **{ $game }排行榜 — 全域**
views-leaderboard-server-empty = { $game }排行榜 — 本伺服器：還沒有已結束的對局。
views-leaderboard-global-empty = { $game }排行榜 — 全域：還沒有已結束的對局。
views-leaderboard-legend = 等級分 · 積分 · 對局數（勝/和/負）
views-leaderboard-row = { $rank }. **{ $player }** — { $rating } · { $points }分 · { $games }局（{ $wins }/{ $draws }/{ $losses }）

## /戰績

views-stats-player = **{ $player }**
views-stats-game = { $game }：等級分 { $rating }（±{ $deviation }），{ $games }局得{ $points }分（{ $wins }/{ $draws }/{ $losses }）
views-stats-game-here = { $line }；本伺服器 { $rating }，{ $games }局
views-stats-computer = { $game } 對電腦（{ $level }級）：{ $wins }/{ $draws }/{ $losses }（勝/和/負）
views-stats-none = 還沒有已結束的對局。
views-stats-never-played = **{ $player }** 還沒有下過棋。
views-stats-active = 進行中的對局：{ $count }

## 與電腦對弈

views-computer-thinking = 電腦正在思考…
views-computer-played = { $computer }走了 **{ $move }**（{ $canonical }）{ $check ->
    [yes] ，將軍
   *[no] {""}
}。
views-computer-moved-your-move = 對局 { $id } 輪到你走了（{ $computer }走了 { $move }{ $check ->
    [yes] ，將軍
   *[no] {""}
}）。
views-computer-game-over = 對局 { $id } 已結束：{ $result }。
views-computer-accepts-draw = { $computer }同意和棋：對局 { $id } 雙方議和。
views-computer-declines-draw = { $computer }拒絕了對局 { $id } 的和棋提議：它認為自己形勢較好。輪到你走。
views-computer-declines-draw-short = { $computer }拒絕和棋（它認為自己形勢較好）。
views-computer-declines-draw-early = { $computer }拒絕了對局 { $id } 的和棋提議：對局才剛開始（第 10 回合之前，它只在明顯落後時才同意和棋）。輪到你走。
views-computer-declines-draw-early-short = { $computer }拒絕和棋（對局才剛開始）。
views-computer-declines-draw-level = { $computer }拒絕了對局 { $id } 的和棋提議：局面均勢，它還要爭勝。輪到你走。
views-computer-declines-draw-level-short = { $computer }拒絕和棋（局面均勢，它還要爭勝）。
views-computer-resigns = { $computer }在對局 { $id } 中認輸：{ $result }。
views-computer-takeback = { $computer }同意悔棋（撤回 { $moves }）。輪到你走，{ $player }。
views-computer-considers-draw = 已在對局 { $id } 中提和：{ $computer }正在考慮。

## 自動完成

views-choice-not-your-turn = 還沒輪到你：{ $id } 中輪到 { $player }（{ $side }）走
views-choice-game = { $id } · { $game } 對 { $opponent } · { $state }
views-choice-your-turn = 輪到你 · 剩餘{ $left }
views-choice-your-turn-untimed = 輪到你
views-choice-their-turn = 輪到對手 · 剩餘{ $left }
views-choice-their-turn-untimed = 輪到對手
views-choice-challenge-from = { $id } · 來自 { $player } 的{ $game }挑戰 · 每步{ $time } · { $left }後過期
views-choice-challenge-from-open = { $id } · 來自 { $player } 的{ $game }公開挑戰 · 每步{ $time } · { $left }後過期
views-choice-challenge-to = { $id } · 發給 { $player } 的{ $game }挑戰 · 每步{ $time } · { $left }後過期
views-choice-challenge-open = { $id } · 向任何人發起的{ $game }挑戰 · 每步{ $time } · { $left }後過期
views-choice-side-first = { $side }（{ $game }中先走）
views-choice-side-second = { $side }（{ $game }中後走）
views-choice-side-any-first = 先走方（{ $sides }）
views-choice-side-any-second = 後走方（{ $sides }）
views-choice-side-in = { $game }的{ $side }

## 設定

views-notify-mention = 通知：我會在對局所在的頻道提及你。
views-notify-dm = 通知：你會收到私訊。
views-notify-none = 通知：不再提醒你（對局仍會發在各自的頻道裡）。
views-threads-on = 每局新棋都將在各自的討論串中進行。
views-threads-off = 新對局將在發起它的頻道中進行。
views-xiangqi-repetition-end = 本伺服器的象棋對局現在在同一局面第三次出現時結束：長將或長捉判負，其他重複為和棋。
views-xiangqi-repetition-refuse = 本伺服器現在拒絕會構成判負重複（長將或長捉）的象棋著法，棋手必須變著；其他重複仍為和棋。

## /說明

views-help-intro = **kibitz** — 通訊對弈的 Topo、象棋和 Tempo。每局棋都有一個簡短的編號，如 `K7Q2`；如果你在某個頻道裡只有一局棋，就不必輸入編號。
views-help-challenge = `/{ cmd-challenge } { cmd-challenge.game } [{ cmd-challenge.opponent }] [{ cmd-challenge.side }] [{ cmd-challenge.time_per_move }]` — 向某人（或任何人）發起挑戰；預設每步 3 天（1 小時到 14 天）
views-help-computer = `/{ cmd-challenge } { cmd-challenge.game } { cmd-challenge.opponent }:@kibitz [{ cmd-challenge.level }]`（或只填 `{ cmd-challenge.level }`，1–8，預設 3）— 與電腦對弈：它會立即接受，幾秒內應著；不計等級分
views-help-answer = `/{ cmd-accept }`、`/{ cmd-decline }`、`/{ cmd-cancel }` — 回應或撤回挑戰（也可以用挑戰下方的按鈕）；挑戰 24 小時後過期
views-help-move = `/{ cmd-move } { cmd-move.move } [{ cmd-move.game }]` — 走一步棋（自動完成會列出合法著法）
views-help-board = `/{ cmd-board } [{ cmd-board.game }] [{ cmd-board.as }]` — 查看棋盤；`/{ cmd-games }` — 你的對局，輪到你走的排在前面
views-help-offers = `/{ cmd-resign }` — 認輸；`/{ cmd-draw } { cmd-draw-offer }|{ cmd-draw-accept }|{ cmd-draw-decline }` — 和棋；`/{ cmd-takeback } { cmd-takeback-ask }|{ cmd-takeback-accept }|{ cmd-takeback-decline }` — 悔棋
views-help-export = `/{ cmd-export } [{ cmd-export.game }]` — 以文字匯出棋譜，並附動畫回放
views-help-tables = `/{ cmd-leaderboard } { cmd-leaderboard.game } [{ cmd-leaderboard.scope }]`、`/{ cmd-stats } [{ cmd-stats.player }]`、`/{ cmd-rules } { cmd-rules.game }` — 排行榜、棋手戰績、規則
views-help-notify = `/{ cmd-notify } { cmd-notify.how }` — 輪到你時如何提醒你：提及、私訊或不提醒
views-help-language = `/{ cmd-language } { cmd-language.language }` — 只有你看得到的回覆和你的私訊所用的語言（`{ choice-language-auto }`：跟隨你的 Discord 應用程式）
views-help-time = 每一步都有固定的每步時限；只剩 20% 時你會收到提醒，用完則超時判負。
views-help-settings = `/{ cmd-settings } { cmd-settings-language } { cmd-settings-language.language }` — kibitz 在本伺服器頻道中發布內容所用的語言（`{ choice-language-auto }`：伺服器的主要語言）；`/{ cmd-settings } { cmd-settings-threads } { choice-switch-on }|{ choice-switch-off }` — 每局新棋在各自的討論串進行；兩者都需要「管理伺服器」權限
views-help-xiangqi-repetition = `/{ cmd-settings } { cmd-settings-xiangqi-repetition } { choice-repetition-end }|{ choice-repetition-refuse }` — 象棋：長將或長捉判負，或拒絕該步

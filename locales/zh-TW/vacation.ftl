## 休假（/休假）：棋手的棋鐘停走的日子。

cmd-vacation = 休假
    .description = 開始休假、結束休假或查看天數：你不在時，你的棋鐘停走。
cmd-vacation-start = 開始
    .description = 讓你所有對局的棋鐘停走幾天（你走第一步棋即回來）。
    .days = 天數
    .days-description = 多少天（預設：你今年剩下的全部天數）
cmd-vacation-end = 結束
    .description = 現在結束休假：你的棋鐘以剩餘的時間繼續走。
cmd-vacation-status = 狀態
    .description = 你是否在休假，以及今年還剩幾天。
cmd-settings-vacation-days = 休假天數
    .description = 每年最多多少休假日能讓本伺服器對局的棋鐘停走。
    .days = 天數
    .days-description = 每年天數（0：本伺服器的對局不可休假）
vacation-started = 🌴 你在休假，直到 { $until }（{ $days } 天；之後今年還剩 { $left } 天）。{ $stopped ->
    [0] 你沒有正在走的棋鐘：輪到你的對局將以停走的棋鐘開始。
   *[other] { $stopped } 局的棋鐘已停走；輪到你的對局將以停走的棋鐘開始。
}對手仍可走棋。
vacation-how-to-end = 你在任何對局走第一步棋即結束休假（或 `/{ cmd-vacation } { cmd-vacation-end }`）；每次休假按開始的整天計，至少 1 天。
vacation-ended = 🌴 歡迎回來：休假已結束（用了 { $days } 天，今年還剩 { $left } 天）。你的棋鐘以剩餘的時間繼續走。
vacation-ended-by-move = 🌴 這步棋結束了你的休假（用了 { $days } 天，今年還剩 { $left } 天）：你其他的棋鐘以剩餘的時間繼續走。
vacation-away-stopped = 🌴 { $player } 在休假，直到 { $until }（今年還剩 { $days } 天）；對局 { $game } 的棋鐘已停走。
vacation-away-running = 🌴 { $player } 在休假，直到 { $until }（今年還剩 { $days } 天），但本伺服器的休假日已用完：對局 { $game } 的棋鐘照走。
vacation-away = 🌴 { $player } 在休假，直到 { $until }（今年還剩 { $days } 天）；在對局 { $game } 輪到其走棋時，其棋鐘將停走。
vacation-back = 🌴 { $player } 休假回來了：其在對局 { $game } 的棋鐘重新開始走（剩餘 { $left }）。
vacation-automatic = 🌴 你在對局 { $game } 的時間已用完，因此改為休假，直到 { $until }（今年還剩 { $left } 天；{ $stopped } 個棋鐘停走）。回來時你在對局 { $game } 還會有一點時間。
vacation-clock-runs = ⏰ 你的休假已結束：你在對局 { $game } 的棋鐘重新開始走 — 剩餘 { $left }（截止 { $deadline }）。
vacation-status-on = 🌴 你在休假，直到 { $until }（之後今年還剩 { $left } 天）；{ $stopped } 局的棋鐘停走。
vacation-status-off = 你沒有在休假。今年已用 { $used } 天，共 { $per_year } 天：還剩 { $left } 天（每年 1 月 1 日更新）。用 `/{ cmd-vacation } { cmd-vacation-start }` 開始休假。
vacation-status-server = 在本伺服器，休假每年最多讓棋鐘停走 { $days } 天。
vacation-status-automatic = 如果你即將超時判負而還有休假日，休假會自動開始。
vacation-status-no-automatic = 此處休假不會自動開始：棋鐘走完即判負。
vacation-server-off = 休假不再讓本伺服器對局的棋鐘停走。
vacation-server-days = 休假現在每年最多讓本伺服器對局的棋鐘停走 { $days } 天（機器人允許 { $per_year } 天）。
play-your-move-paused = 對局 { $game } 輪到你走棋（{ $player } 走了 { $move }{ $check ->
    [yes] ，將軍
   *[no] {""}
}）。你在休假：你的棋鐘停走，直到 { $until }。
views-status-to-move-paused = 輪到{ $side }（{ $player }）走 · 第{ $number }回合 · 因休假停鐘（剩餘{ $left }，直到 { $until }）
views-turn-yours-paused = ▶ **輪到你** — 🌴 棋鐘停走，直到 { $until }
views-turn-theirs-paused = 輪到 { $player } — 🌴 休假中，直到 { $until }
views-help-vacation = `/{ cmd-vacation } { cmd-vacation-start }|{ cmd-vacation-end }|{ cmd-vacation-status }` — 你不在時讓棋鐘停走
console-usage-vacation = 用法：vacation start [天數] | vacation end | vacation status
console-usage-vacation-days = 用法：vacation-days 天數（0 到 366；0：本伺服器的對局不可休假）
error-vacations-off = 本機器人已關閉休假：請在期限前走棋
error-vacation-days = 不能休假 { $asked } 天：請選 1 到 { $most } 天，或不填天數以用掉剩下的全部天數
error-vacation-days-left = 你今年只剩 { $left } 天休假：最多選這麼多，或不填天數
error-on-vacation-already = 你已在休假，直到 { $until }：`/{ cmd-vacation } { cmd-vacation-end }` 結束休假
error-no-vacation-days-left = 你今年的 { $per_year } 天休假已用完；每年 1 月 1 日更新
error-not-on-vacation = 你沒有在休假：`/{ cmd-vacation } { cmd-vacation-start }` 開始休假
console-kind-vacation = 休假

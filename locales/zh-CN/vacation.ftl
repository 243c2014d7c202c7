## 休假（/休假）：棋手的棋钟停走的日子。

cmd-vacation = 休假
    .description = 开始休假、结束休假或查看天数：你不在时，你的棋钟停走。
cmd-vacation-start = 开始
    .description = 让你所有对局的棋钟停走几天（你走第一步棋即回来）。
    .days = 天数
    .days-description = 多少天（默认：你今年剩下的全部天数）
cmd-vacation-end = 结束
    .description = 现在结束休假：你的棋钟以剩余的时间继续走。
cmd-vacation-status = 状态
    .description = 你是否在休假，以及今年还剩几天。
cmd-settings-vacation-days = 休假天数
    .description = 每年最多多少休假日能让本服务器对局的棋钟停走。
    .days = 天数
    .days-description = 每年天数（0：本服务器的对局不可休假）
vacation-started = 🌴 你在休假，直到 { $until }（{ $days } 天；之后今年还剩 { $left } 天）。{ $stopped ->
    [0] 你没有正在走的棋钟：轮到你的对局将以停走的棋钟开始。
   *[other] { $stopped } 局的棋钟已停走；轮到你的对局将以停走的棋钟开始。
}对手仍可走棋。
vacation-how-to-end = 你在任何对局走第一步棋即结束休假（或 `/{ cmd-vacation } { cmd-vacation-end }`）；每次休假按开始的整天计，至少 1 天。
vacation-ended = 🌴 欢迎回来：休假已结束（用了 { $days } 天，今年还剩 { $left } 天）。你的棋钟以剩余的时间继续走。
vacation-ended-by-move = 🌴 这步棋结束了你的休假（用了 { $days } 天，今年还剩 { $left } 天）：你其他的棋钟以剩余的时间继续走。
vacation-away-stopped = 🌴 { $player } 在休假，直到 { $until }（今年还剩 { $days } 天）；对局 { $game } 的棋钟已停走。
vacation-away-running = 🌴 { $player } 在休假，直到 { $until }（今年还剩 { $days } 天），但本服务器的休假日已用完：对局 { $game } 的棋钟照走。
vacation-away = 🌴 { $player } 在休假，直到 { $until }（今年还剩 { $days } 天）；在对局 { $game } 轮到其走棋时，其棋钟将停走。
vacation-back = 🌴 { $player } 休假回来了：其在对局 { $game } 的棋钟重新开始走（剩余 { $left }）。
vacation-automatic = 🌴 你在对局 { $game } 的时间已用完，因此改为休假，直到 { $until }（今年还剩 { $left } 天；{ $stopped } 个棋钟停走）。回来时你在对局 { $game } 还会有一点时间。
vacation-clock-runs = ⏰ 你的休假已结束：你在对局 { $game } 的棋钟重新开始走 — 剩余 { $left }（截止 { $deadline }）。
vacation-status-on = 🌴 你在休假，直到 { $until }（之后今年还剩 { $left } 天）；{ $stopped } 局的棋钟停走。
vacation-status-off = 你没有在休假。今年已用 { $used } 天，共 { $per_year } 天：还剩 { $left } 天（每年 1 月 1 日更新）。用 `/{ cmd-vacation } { cmd-vacation-start }` 开始休假。
vacation-status-server = 在本服务器，休假每年最多让棋钟停走 { $days } 天。
vacation-status-automatic = 如果你即将超时判负而还有休假日，休假会自动开始。
vacation-status-no-automatic = 此处休假不会自动开始：棋钟走完即判负。
vacation-server-off = 休假不再让本服务器对局的棋钟停走。
vacation-server-days = 休假现在每年最多让本服务器对局的棋钟停走 { $days } 天（机器人允许 { $per_year } 天）。
play-your-move-paused = 对局 { $game } 轮到你走棋（{ $player } 走了 { $move }{ $check ->
    [yes] ，将军
   *[no] {""}
}）。你在休假：你的棋钟停走，直到 { $until }。
views-status-to-move-paused = 轮到{ $side }（{ $player }）走 · 第{ $number }回合 · 因休假停钟（剩余{ $left }，直到 { $until }）
views-turn-yours-paused = ▶ **轮到你** — 🌴 棋钟停走，直到 { $until }
views-turn-theirs-paused = 轮到 { $player } — 🌴 休假中，直到 { $until }
views-help-vacation = `/{ cmd-vacation } { cmd-vacation-start }|{ cmd-vacation-end }|{ cmd-vacation-status }` — 你不在时让棋钟停走
console-usage-vacation = 用法：vacation start [天数] | vacation end | vacation status
console-usage-vacation-days = 用法：vacation-days 天数（0 到 366；0：本服务器的对局不可休假）
error-vacations-off = 本机器人已关闭休假：请在期限前走棋
error-vacation-days = 不能休假 { $asked } 天：请选 1 到 { $most } 天，或不填天数以用掉剩下的全部天数
error-vacation-days-left = 你今年只剩 { $left } 天休假：最多选这么多，或不填天数
error-on-vacation-already = 你已在休假，直到 { $until }：`/{ cmd-vacation } { cmd-vacation-end }` 结束休假
error-no-vacation-days-left = 你今年的 { $per_year } 天休假已用完；每年 1 月 1 日更新
error-not-on-vacation = 你没有在休假：`/{ cmd-vacation } { cmd-vacation-start }` 开始休假
console-kind-vacation = 休假

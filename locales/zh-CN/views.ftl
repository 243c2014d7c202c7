# views：各条消息出现在哪里，见 locales/en/views.ftl。

## 棋盘

views-board-title = 对局 **{ $id }** · { $game } · { $first }（{ $first_side }）对 { $second }（{ $second_side }）
views-last-move = 上一步：{ $move }{ $check ->
    [yes] ，将军
   *[no] {""}
}
views-status-to-move = 轮到{ $side }（{ $player }）走 · 第{ $number }回合
views-status-to-move-deadline = 轮到{ $side }（{ $player }）走 · 第{ $number }回合 · 剩余{ $left }（截止 { $deadline }）
views-status-over = { $result }，共{ $moves }步
views-caption-versus = 对
views-computer-player = { $level }级电脑

## /我的对局

views-games-none = 你还没有对局：用 `/{ cmd-challenge }` 向别人发起挑战，开始一局吧。
views-games-active = **你的对局**（进行中 { $count } 局）
views-games-line = `{ $id }` { $game } 对 { $opponent }（你执{ $side }），第{ $number }回合 · { $turn }
views-turn-yours = ▶ **轮到你** — 剩余{ $left }
views-turn-yours-untimed = ▶ **轮到你**
views-turn-thinking = { $player } 正在思考
views-turn-theirs = 轮到 { $player } — 剩余{ $left }
views-turn-theirs-untimed = 轮到 { $player }
views-games-finished = **已结束**
views-games-finished-line = `{ $id }` { $game } 对 { $opponent } — { $result }
views-result-won = 胜（{ $reason }）
views-result-lost = 负（{ $reason }）
views-result-drew = 和（{ $reason }）
views-games-unreadable = ⚠ `{ $id }`：这局棋的记录无法读取（机器人管理员可在日志中查看原因）

## /导出

views-export-attached = 对局 { $id }：棋谱见附件。

## /排行榜

views-leaderboard-server = **{ $game }排行榜 — 本服务器**
views-leaderboard-global = **{ $game }排行榜 — 全服**
views-leaderboard-server-empty = { $game }排行榜 — 本服务器：还没有已结束的对局。
views-leaderboard-global-empty = { $game }排行榜 — 全服：还没有已结束的对局。
views-leaderboard-legend = 等级分 · 积分 · 对局数（胜/和/负）
views-leaderboard-row = { $rank }. **{ $player }** — { $rating } · { $points }分 · { $games }局（{ $wins }/{ $draws }/{ $losses }）

## /战绩

views-stats-player = **{ $player }**
views-stats-game = { $game }：等级分 { $rating }（±{ $deviation }），{ $games }局得{ $points }分（{ $wins }/{ $draws }/{ $losses }）
views-stats-game-here = { $line }；本服务器 { $rating }，{ $games }局
views-stats-computer = { $game } 对电脑（{ $level }级）：{ $wins }/{ $draws }/{ $losses }（胜/和/负）
views-stats-none = 还没有已结束的对局。
views-stats-never-played = **{ $player }** 还没有下过棋。
views-stats-active = 进行中的对局：{ $count }

## 与电脑对弈

views-computer-thinking = 电脑正在思考…
views-computer-played = { $computer }走了 **{ $move }**（{ $canonical }）{ $check ->
    [yes] ，将军
   *[no] {""}
}。
views-computer-moved-your-move = 对局 { $id } 轮到你走了（{ $computer }走了 { $move }{ $check ->
    [yes] ，将军
   *[no] {""}
}）。
views-computer-game-over = 对局 { $id } 已结束：{ $result }。
views-computer-accepts-draw = { $computer }同意和棋：对局 { $id } 双方议和。
views-computer-declines-draw = { $computer }拒绝了对局 { $id } 的和棋提议：它认为自己形势更好。轮到你走。
views-computer-declines-draw-short = { $computer }拒绝和棋（它认为自己形势更好）。
views-computer-declines-draw-early = { $computer }拒绝了对局 { $id } 的和棋提议：对局才刚开始（第 10 回合之前，它只在明显落后时才同意和棋）。轮到你走。
views-computer-declines-draw-early-short = { $computer }拒绝和棋（对局才刚开始）。
views-computer-declines-draw-level = { $computer }拒绝了对局 { $id } 的和棋提议：局面均势，它还要争胜。轮到你走。
views-computer-declines-draw-level-short = { $computer }拒绝和棋（局面均势，它还要争胜）。
views-computer-resigns = { $computer }在对局 { $id } 中认输：{ $result }。
views-computer-takeback = { $computer }同意悔棋（撤回 { $moves }）。轮到你走，{ $player }。
views-computer-considers-draw = 已在对局 { $id } 中提和：{ $computer }正在考虑。

## 自动补全

views-choice-not-your-turn = 还没轮到你：{ $id } 中轮到 { $player }（{ $side }）走
views-choice-game = { $id } · { $game } 对 { $opponent } · { $state }
views-choice-your-turn = 轮到你 · 剩余{ $left }
views-choice-your-turn-untimed = 轮到你
views-choice-their-turn = 轮到对手 · 剩余{ $left }
views-choice-their-turn-untimed = 轮到对手
views-choice-challenge-from = { $id } · 来自 { $player } 的{ $game }挑战 · 每步{ $time } · { $left }后过期
views-choice-challenge-from-open = { $id } · 来自 { $player } 的{ $game }公开挑战 · 每步{ $time } · { $left }后过期
views-choice-challenge-to = { $id } · 发给 { $player } 的{ $game }挑战 · 每步{ $time } · { $left }后过期
views-choice-challenge-open = { $id } · 向任何人发起的{ $game }挑战 · 每步{ $time } · { $left }后过期
views-choice-side-first = { $side }（{ $game }中先走）
views-choice-side-second = { $side }（{ $game }中后走）
views-choice-side-any-first = 先走方（{ $sides }）
views-choice-side-any-second = 后走方（{ $sides }）
views-choice-side-in = { $game }的{ $side }

## 设置

views-notify-mention = 通知：我会在对局所在的频道提及你。
views-notify-dm = 通知：你会收到私信。
views-notify-none = 通知：不再提醒你（对局仍会发在各自的频道里）。
views-threads-on = 每局新棋都将在各自的子区中进行。
views-threads-off = 新对局将在发起它的频道中进行。
views-xiangqi-repetition-end = 本服务器的象棋对局现在在同一局面第三次出现时结束：长将或长捉判负，其他重复为和棋。
views-xiangqi-repetition-refuse = 本服务器现在拒绝会构成判负重复（长将或长捉）的象棋着法，棋手必须变着；其他重复仍为和棋。

## /帮助

views-help-intro = **kibitz** — 通信对弈的 Topo、象棋和 Tempo。每局棋都有一个简短的编号，如 `K7Q2`；如果你在某个频道里只有一局棋，就不必输入编号。
views-help-challenge = `/{ cmd-challenge } { cmd-challenge.game } [{ cmd-challenge.opponent }] [{ cmd-challenge.side }] [{ cmd-challenge.time_per_move }]` — 向某人（或任何人）发起挑战；默认每步 3 天（1 小时到 14 天）
views-help-computer = `/{ cmd-challenge } { cmd-challenge.game } { cmd-challenge.opponent }:@kibitz [{ cmd-challenge.level }]`（或只填 `{ cmd-challenge.level }`，1–8，默认 3）— 与电脑对弈：它会立即接受，几秒内应着；不计等级分
views-help-answer = `/{ cmd-accept }`、`/{ cmd-decline }`、`/{ cmd-cancel }` — 回应或撤回挑战（也可以用挑战下方的按钮）；挑战 24 小时后过期
views-help-move = `/{ cmd-move } { cmd-move.move } [{ cmd-move.game }]` — 走一步棋（自动补全会列出合法着法）
views-help-board = `/{ cmd-board } [{ cmd-board.game }] [{ cmd-board.as }]` — 查看棋盘；`/{ cmd-games }` — 你的对局，轮到你走的排在前面
views-help-offers = `/{ cmd-resign }` — 认输；`/{ cmd-draw } { cmd-draw-offer }|{ cmd-draw-accept }|{ cmd-draw-decline }` — 和棋；`/{ cmd-takeback } { cmd-takeback-ask }|{ cmd-takeback-accept }|{ cmd-takeback-decline }` — 悔棋
views-help-export = `/{ cmd-export } [{ cmd-export.game }]` — 以文字导出棋谱，并附动画回放
views-help-tables = `/{ cmd-leaderboard } { cmd-leaderboard.game } [{ cmd-leaderboard.scope }]`、`/{ cmd-stats } [{ cmd-stats.player }]`、`/{ cmd-rules } { cmd-rules.game }` — 排行榜、棋手战绩、规则
views-help-notify = `/{ cmd-notify } { cmd-notify.how }` — 轮到你时如何提醒你：提及、私信或不提醒
views-help-language = `/{ cmd-language } { cmd-language.language }` — 只有你能看到的回复和你的私信所用的语言（`{ choice-language-auto }`：跟随你的 Discord 应用）
views-help-time = 每一步都有固定的每步时限；只剩 20% 时你会收到提醒，用完则超时判负。
views-help-settings = `/{ cmd-settings } { cmd-settings-language } { cmd-settings-language.language }` — kibitz 在本服务器频道中发布内容所用的语言（`{ choice-language-auto }`：服务器的主要语言）；`/{ cmd-settings } { cmd-settings-threads } { choice-switch-on }|{ choice-switch-off }` — 每局新棋在各自的子区进行；两者都需要“管理服务器”权限
views-help-xiangqi-repetition = `/{ cmd-settings } { cmd-settings-xiangqi-repetition } { choice-repetition-end }|{ choice-repetition-refuse }` — 象棋：长将或长捉判负，或拒绝该步

## 锦标赛（/锦标赛）：由机器人在频道中组织的瑞士制（FIDE 荷兰制）和循环赛。

cmd-tournament = 锦标赛
    .description = 锦标赛：在本频道以通讯对局进行的瑞士制和循环赛。
cmd-tournament-create = 创建
    .description = 在此发布新的锦标赛（需要“管理服务器”权限或主管身份组）。
    .game = 游戏
    .game-description = 比赛的游戏
    .format = 赛制
    .format-description = 瑞士制、单循环或双循环
    .rounds = 轮数
    .rounds-description = 瑞士制的轮数（默认 5）
    .time_per_move = 每步时限
    .time_per_move-description = 每步时限，如 3d（默认：机器人的设置）
    .rated = 计等级分
    .rated-description = 对局是否计入排行榜（默认：是）
    .max_players = 人数上限
    .max_players-description = 最多报名人数
    .start = 开赛时间
    .start-description = 经过这么久后自动开赛，如 2d（默认：由主管决定）
    .name = 名称
    .name-description = 锦标赛的名称
    .vacation = 休假
    .vacation-description = 休假是否让其对局的棋钟停走（默认：是）
    .round_deadline = 每轮时限
    .round_deadline-description = 瑞士制：一轮最多可持续多久，之后由主管裁定
    .group_size = 每组人数
    .group_size-description = 循环赛：每组最多这么多人，成绩最好的进入决赛
    .advance = 晋级人数
    .advance-description = 分组循环赛：每组有几人进入决赛（默认 1）
    .tiebreaks = 破同分
    .tiebreaks-description = 按顺序列出的破同分代码，如 BH-C1, BH, SB, WIN, WON, DE, RTNG, ARO
cmd-tournament-join = 报名
    .description = 报名参加锦标赛。
    .tournament = 锦标赛
    .tournament-description = 锦标赛的编号（默认：本频道的那一个）
cmd-tournament-leave = 退出
    .description = 撤回报名（开赛后则为退赛，未完成的对局判弃权负）。
    .tournament = 锦标赛
    .tournament-description = 锦标赛的编号（默认：本频道的那一个）
cmd-tournament-start = 开赛
    .description = 截止报名并开始第一轮（限主管）。
    .tournament = 锦标赛
    .tournament-description = 锦标赛的编号（默认：本频道的那一个）
cmd-tournament-standings = 排名
    .description = 目前的排名，附图片。
    .tournament = 锦标赛
    .tournament-description = 锦标赛的编号（默认：本频道的那一个）
cmd-tournament-pairings = 对阵
    .description = 某一轮的对阵和结果。
    .round = 轮次
    .round-description = 哪一轮（默认：最新一轮）
    .tournament = 锦标赛
    .tournament-description = 锦标赛的编号（默认：本频道的那一个）
cmd-tournament-withdraw = 退赛
    .description = 让棋手退赛：不再编排，未完成的对局判弃权负（限主管）。
    .player = 棋手
    .player-description = 要退赛的棋手
    .tournament = 锦标赛
    .tournament-description = 锦标赛的编号（默认：本频道的那一个）
cmd-tournament-adjudicate = 裁定
    .description = 裁定一局未完成的锦标赛对局（限主管）。
    .game = 对局
    .game-description = 对局编号
    .result = 结果
    .result-description = 1-0、0-1、和棋或弃权：+/-、-/+、-/-
cmd-tournament-cancel = 取消
    .description = 取消尚未开赛的锦标赛（限主管）。
    .tournament = 锦标赛
    .tournament-description = 锦标赛的编号（默认：本频道的那一个）
cmd-tournament-list = 列表
    .description = 本服务器的锦标赛。
cmd-settings-director-role = 主管身份组
    .description = 其成员可以主持锦标赛的身份组（管理服务器的人之外）。
    .role = 身份组
    .role-description = 身份组（不填则不设）
choice-format-swiss = 瑞士制（FIDE 荷兰制）
choice-format-round-robin = 单循环
choice-format-double-round-robin = 双循环
settings-director-role-set = 现在 { $role } 的成员可以在此主持锦标赛。
settings-director-role-cleared = 现在只有管理服务器的人可以在此主持锦标赛。

console-kind-tournament = 锦标赛

# $rounds：瑞士制的轮数。
tournament-format-swiss = 瑞士制 { $rounds } 轮
# $double：yes 或 no；$size：每组人数（0：不分组）；$advance：每组进入决赛的人数。
tournament-format-round-robin = { $double ->
    [yes] 双循环
   *[other] 单循环
}{ $size ->
    [0] {""}
   *[other] ，每组最多 { $size } 人，每组前 { $advance } 名进入决赛
}
# $name、$id、$game、$format、$time（每步）、$director。
tournament-created = 🏆 **{ $name }**（`{ $id }`）：{ $game }，{ $format }，每步 { $time }，由 { $director } 主持。
tournament-rated = 对局计等级分。
tournament-unrated = 对局不计等级分。
tournament-no-vacation = 休假不会让本赛对局的棋钟停走。
# $codes：破同分规则，按顺序。
tournament-tiebreaks = 破同分：{ $codes }。
tournament-starts-at = 将于 { $at } 自动开赛。
tournament-round-time = 每轮最多持续 { $time }；之后由主管裁定仍在进行的对局。
# $count：目前报名人数；$most：上限（∞ 表示不限）。
tournament-entrants = 已有 { $count } 人报名（上限 { $most }）。
tournament-footer = 点击 **报名** 参赛，或使用 `/{ cmd-tournament } { cmd-tournament-join } { cmd-tournament-join.tournament }:{ $id }`。
tournament-button-join = 报名
tournament-button-standings = 排名

tournament-joined = ✅ { $player } 报名参加了 **{ $name }**（目前 { $count } 人）。
tournament-joined-late = ✅ { $player } 迟到报名 **{ $name }**：从第 { $round } 轮起参加编排（错过的轮次计 0 分）。
tournament-left = { $player } 已退出 **{ $name }** 的报名（还剩 { $count } 人）。
tournament-withdrawn = { $player } 退出了 **{ $name }**：不再参加编排；未完成的对局判弃权负。
tournament-started = **{ $name }** 已开赛，共 { $count } 名棋手。
tournament-begins = 🏁 **{ $name }** 开赛：{ $count } 名棋手，{ $format }。祝好运！
tournament-cancelled = **{ $name }** 已取消。
tournament-start-too-few = **{ $name }** 未能按时开赛：报名 { $have } 人，需要 { $need } 人。主管可用 `/{ cmd-tournament } { cmd-tournament-start } { cmd-tournament-start.tournament }:{ $id }` 开赛。
# $group：组别字母。
tournament-group = { $group } 组
tournament-final-stage-name = 决赛
tournament-final-stage = **{ $name }** 的小组赛已结束：决赛开始。
tournament-round-paired = **{ $tournament }**（`{ $id }`）第 { $round } 轮：
# $group：“B 组”或“决赛”。
tournament-round-paired-in = **{ $tournament }**（`{ $id }`）{ $group } 第 { $round } 轮：
tournament-round-deadline = { $heading }（截止 { $deadline }）
tournament-board = 第 { $board } 台：{ $white } – { $black } `{ $game }` { $result }
tournament-boards-more = …另有 { $count } 台：`/{ cmd-tournament } { cmd-tournament-pairings }`
tournament-bye = { $player }：轮空（1 分）
tournament-absent = { $player }：未编排（0 分）
tournament-rest = { $player }：本轮休息
tournament-game-started = 锦标赛 **{ $tournament }** 第 { $round } 轮：对局 `{ $game }` 开始，{ $first }（{ $first_side }）对 { $second }（{ $second_side }），每步 { $time }。
tournament-result = **{ $name }** 第 { $round } 轮：{ $white } { $result } { $black }（`{ $game }`）
tournament-unpairable = **{ $name }** 提前结束：无法编排下一轮（{ $reason }）。
tournament-adjudicated = 对局 `{ $game }` 已裁定：{ $result }。
tournament-adjudicate-asked = **{ $name }** 第 { $round } 轮：本轮时间已到，仍有 { $count } 局在进行。请用 `/{ cmd-tournament } { cmd-tournament-adjudicate }` 逐一裁定：
tournament-adjudicate-game = • `{ $game }`

tournament-standings = **{ $name }**（`{ $id }`）：排名
tournament-final-standings = **{ $name }**（`{ $id }`）：最终排名
# $players：冠军（同分时可能有多人）。
tournament-winner = 🏆 冠军：{ $players }
# $rank：“1”，同分时为“2-3”；$tiebreaks：“BH 12, SB 8.5”；$withdrawn：yes 或 no。
tournament-standings-row = { $rank }. { $player }：{ $points }{ $tiebreaks ->
    [none] {""}
   *[other] （{ $tiebreaks }）
}{ $withdrawn ->
    [yes] （已退赛）
   *[other] {""}
}
tournament-standings-more = …另有 { $count } 人。
tournament-column-rank = #
tournament-column-player = 棋手
tournament-column-points = 积分
# $round：列标题中的轮次编号。
tournament-column-round = R{ $round }
tournament-list-empty = 这里还没有举办过锦标赛：主管可用 `/{ cmd-tournament } { cmd-tournament-create }` 创建。
tournament-list = 这里有 { $count } 个锦标赛：
tournament-list-line = • **{ $name }**（`{ $id }`）：{ $game }，{ $format }；{ $state }，{ $count } 人
tournament-state-registration = 报名中
tournament-state-running = 第 { $round } 轮进行中
tournament-state-finished = 已结束
tournament-state-cancelled = 已取消

tournament-error-server-only = 锦标赛在服务器的频道中进行，不能在私信中进行
tournament-error-none-here = 这里没有正在进行的锦标赛：`/{ cmd-tournament } { cmd-tournament-list }` 列出本服务器的锦标赛，主管可用 `/{ cmd-tournament } { cmd-tournament-create }` 创建
tournament-error-which = 有多个锦标赛正在进行：请用 `{ cmd-tournament-join.tournament }:` 指定一个（{ $tournaments }）
tournament-error-not-director = 只有锦标赛主管可以这样做：能管理服务器的人、主管身份组的成员（`/{ cmd-settings } { cmd-settings-director-role }`）或锦标赛的创建者
tournament-error-bad-rounds = 瑞士制的轮数为 1 到 { $most }，不能是 { $given }
tournament-error-bad-max-players = 锦标赛可容纳 2 到 { $most } 名棋手，不能是 { $given }
tournament-error-bad-groups = 每组 3 到 { $most } 人，进入决赛的人数须少于每组人数（所填：每组 { $size } 人，{ $advance } 人晋级）
tournament-error-unknown-tiebreak = `{ $code }` 不是破同分代码：请使用 { $codes }
tournament-error-name-too-long = 锦标赛名称最多 { $most } 个字符（这个有 { $chars } 个）
tournament-error-entries-closed = 锦标赛 `{ $id }` 已不再接受报名
tournament-error-full = 锦标赛 `{ $id }` 已满（{ $count } 人）
tournament-error-already-in = 你已报名锦标赛 `{ $id }`
tournament-error-not-in = 该棋手未报名锦标赛 `{ $id }`
tournament-error-already-started = 锦标赛 `{ $id }` 已经开赛
tournament-error-not-started = 锦标赛 `{ $id }` 尚未开赛：其主管可用 `/{ cmd-tournament } { cmd-tournament-start }` 开赛
tournament-error-too-few = 报名 { $have } 人，而锦标赛至少需要 { $need } 名棋手
tournament-error-too-many = { $have } 名棋手对一个循环赛来说太多了（最多 { $most }）：请用 `{ cmd-tournament-create.group_size }` 创建，或改用瑞士制
tournament-error-not-a-tournament-game = 对局 `{ $game }` 不是锦标赛对局
tournament-error-game-over = 对局 `{ $game }` 已经结束：其结果不变
tournament-error-no-such-round = 没有第 { $round } 轮：{ $last ->
    [0] 还没有编排任何一轮
    [1] 只编排了第 1 轮
   *[other] 已编排第 1 到 { $last } 轮
}
tournament-error-unpairable = 无法编排下一轮：{ $reason }
tournament-error-no-such-tournament = 没有锦标赛 `{ $text }`；`/{ cmd-tournament } { cmd-tournament-list }` 列出本服务器的锦标赛
tournament-error-bad-result = `{ $text }` 不是结果：请写 1-0、0-1、和棋，弃权则写 +/-、-/+ 或 -/-
views-help-tournaments = `/{ cmd-tournament } { cmd-tournament-list }|{ cmd-tournament-join }` — 频道中的锦标赛
tournament-column-group = 组
tournament-picture-withdrawn = { $player }（已退出）
tournament-picture-title = { $name }：积分榜
tournament-picture-final-title = { $name }：最终积分榜
tournament-picture-subtitle = { $game } · { $format } · { $count } 名棋手

## 錦標賽（/錦標賽）：由機器人在頻道中組織的瑞士制（FIDE 荷蘭制）和循環賽。

cmd-tournament = 錦標賽
    .description = 錦標賽：在本頻道以通訊對局進行的瑞士制和循環賽。
cmd-tournament-create = 建立
    .description = 在此發布新的錦標賽（需要「管理伺服器」權限或主管身分組）。
    .game = 遊戲
    .game-description = 比賽的遊戲
    .format = 賽制
    .format-description = 瑞士制、單循環或雙循環
    .rounds = 輪數
    .rounds-description = 瑞士制的輪數（預設 5）
    .time_per_move = 每步時限
    .time_per_move-description = 每步時限，如 3d（預設：機器人的設定）
    .rated = 計等級分
    .rated-description = 對局是否計入排行榜（預設：是）
    .max_players = 人數上限
    .max_players-description = 最多報名人數
    .start = 開賽時間
    .start-description = 經過這麼久後自動開賽，如 2d（預設：由主管決定）
    .name = 名稱
    .name-description = 錦標賽的名稱
    .vacation = 休假
    .vacation-description = 休假是否讓其對局的棋鐘停走（預設：是）
    .round_deadline = 每輪時限
    .round_deadline-description = 瑞士制：一輪最多可持續多久，之後由主管裁定
    .group_size = 每組人數
    .group_size-description = 循環賽：每組最多這麼多人，成績最好的進入決賽
    .advance = 晉級人數
    .advance-description = 分組循環賽：每組有幾人進入決賽（預設 1）
    .tiebreaks = 破同分
    .tiebreaks-description = 按順序列出的破同分代碼，如 BH-C1, BH, SB, WIN, WON, DE, RTNG, ARO
cmd-tournament-join = 報名
    .description = 報名參加錦標賽。
    .tournament = 錦標賽
    .tournament-description = 錦標賽的編號（預設：本頻道的那一個）
cmd-tournament-leave = 退出
    .description = 撤回報名（開賽後則為退賽，未完成的對局判棄權負）。
    .tournament = 錦標賽
    .tournament-description = 錦標賽的編號（預設：本頻道的那一個）
cmd-tournament-start = 開賽
    .description = 截止報名並開始第一輪（限主管）。
    .tournament = 錦標賽
    .tournament-description = 錦標賽的編號（預設：本頻道的那一個）
cmd-tournament-standings = 排名
    .description = 目前的排名，附圖片。
    .tournament = 錦標賽
    .tournament-description = 錦標賽的編號（預設：本頻道的那一個）
cmd-tournament-pairings = 對陣
    .description = 某一輪的對陣和結果。
    .round = 輪次
    .round-description = 哪一輪（預設：最新一輪）
    .tournament = 錦標賽
    .tournament-description = 錦標賽的編號（預設：本頻道的那一個）
cmd-tournament-withdraw = 退賽
    .description = 讓棋手退賽：不再編排，未完成的對局判棄權負（限主管）。
    .player = 棋手
    .player-description = 要退賽的棋手
    .tournament = 錦標賽
    .tournament-description = 錦標賽的編號（預設：本頻道的那一個）
cmd-tournament-adjudicate = 裁定
    .description = 裁定一局未完成的錦標賽對局（限主管）。
    .game = 對局
    .game-description = 對局編號
    .result = 結果
    .result-description = 1-0、0-1、和棋或棄權：+/-、-/+、-/-
cmd-tournament-cancel = 取消
    .description = 取消尚未開賽的錦標賽（限主管）。
    .tournament = 錦標賽
    .tournament-description = 錦標賽的編號（預設：本頻道的那一個）
cmd-tournament-list = 列表
    .description = 本伺服器的錦標賽。
cmd-settings-director-role = 主管身分組
    .description = 其成員可以主持錦標賽的身分組（管理伺服器的人之外）。
    .role = 身分組
    .role-description = 身分組（不填則不設）
choice-format-swiss = 瑞士制（FIDE 荷蘭制）
choice-format-round-robin = 單循環
choice-format-double-round-robin = 雙循環
settings-director-role-set = 現在 { $role } 的成員可以在此主持錦標賽。
settings-director-role-cleared = 現在只有管理伺服器的人可以在此主持錦標賽。

console-kind-tournament = 錦標賽

# $rounds：瑞士制的輪數。
tournament-format-swiss = 瑞士制 { $rounds } 輪
# $double：yes 或 no；$size：每組人數（0：不分組）；$advance：每組進入決賽的人數。
tournament-format-round-robin = { $double ->
    [yes] 雙循環
   *[other] 單循環
}{ $size ->
    [0] {""}
   *[other] ，每組最多 { $size } 人，每組前 { $advance } 名進入決賽
}
# $name、$id、$game、$format、$time（每步）、$director。
tournament-created = 🏆 **{ $name }**（`{ $id }`）：{ $game }，{ $format }，每步 { $time }，由 { $director } 主持。
tournament-rated = 對局計等級分。
tournament-unrated = 對局不計等級分。
tournament-no-vacation = 休假不會讓本賽對局的棋鐘停走。
# $codes：破同分規則，按順序。
tournament-tiebreaks = 破同分：{ $codes }。
tournament-starts-at = 將於 { $at } 自動開賽。
tournament-round-time = 每輪最多持續 { $time }；之後由主管裁定仍在進行的對局。
# $count：目前報名人數；$most：上限（∞ 表示不限）。
tournament-entrants = 已有 { $count } 人報名（上限 { $most }）。
tournament-footer = 按下 **報名** 參賽，或使用 `/{ cmd-tournament } { cmd-tournament-join } { cmd-tournament-join.tournament }:{ $id }`。
tournament-button-join = 報名
tournament-button-standings = 排名

tournament-joined = ✅ { $player } 報名參加了 **{ $name }**（目前 { $count } 人）。
tournament-joined-late = ✅ { $player } 遲到報名 **{ $name }**：從第 { $round } 輪起參加編排（錯過的輪次計 0 分）。
tournament-left = { $player } 已退出 **{ $name }** 的報名（還剩 { $count } 人）。
tournament-withdrawn = { $player } 退出了 **{ $name }**：不再參加編排；未完成的對局判棄權負。
tournament-started = **{ $name }** 已開賽，共 { $count } 名棋手。
tournament-begins = 🏁 **{ $name }** 開賽：{ $count } 名棋手，{ $format }。祝好運！
tournament-cancelled = **{ $name }** 已取消。
tournament-start-too-few = **{ $name }** 未能按時開賽：報名 { $have } 人，需要 { $need } 人。主管可用 `/{ cmd-tournament } { cmd-tournament-start } { cmd-tournament-start.tournament }:{ $id }` 開賽。
# $group：組別字母。
tournament-group = { $group } 組
tournament-final-stage-name = 決賽
tournament-final-stage = **{ $name }** 的小組賽已結束：決賽開始。
tournament-round-paired = **{ $tournament }**（`{ $id }`）第 { $round } 輪：
# $group：「B 組」或「決賽」。
tournament-round-paired-in = **{ $tournament }**（`{ $id }`）{ $group } 第 { $round } 輪：
tournament-round-deadline = { $heading }（截止 { $deadline }）
tournament-board = 第 { $board } 台：{ $white } – { $black } `{ $game }` { $result }
tournament-boards-more = …另有 { $count } 台：`/{ cmd-tournament } { cmd-tournament-pairings }`
tournament-bye = { $player }：輪空（1 分）
tournament-absent = { $player }：未編排（0 分）
tournament-rest = { $player }：本輪休息
tournament-game-started = 錦標賽 **{ $tournament }** 第 { $round } 輪：對局 `{ $game }` 開始，{ $first }（{ $first_side }）對 { $second }（{ $second_side }），每步 { $time }。
tournament-result = **{ $name }** 第 { $round } 輪：{ $white } { $result } { $black }（`{ $game }`）
tournament-unpairable = **{ $name }** 提前結束：無法編排下一輪（{ $reason }）。
tournament-adjudicated = 對局 `{ $game }` 已裁定：{ $result }。
tournament-adjudicate-asked = **{ $name }** 第 { $round } 輪：本輪時間已到，仍有 { $count } 局在進行。請用 `/{ cmd-tournament } { cmd-tournament-adjudicate }` 逐一裁定：
tournament-adjudicate-game = • `{ $game }`

tournament-standings = **{ $name }**（`{ $id }`）：排名
tournament-final-standings = **{ $name }**（`{ $id }`）：最終排名
# $players：冠軍（同分時可能有多人）。
tournament-winner = 🏆 冠軍：{ $players }
# $rank：「1」，同分時為「2-3」；$tiebreaks：「BH 12, SB 8.5」；$withdrawn：yes 或 no。
tournament-standings-row = { $rank }. { $player }：{ $points }{ $tiebreaks ->
    [none] {""}
   *[other] （{ $tiebreaks }）
}{ $withdrawn ->
    [yes] （已退賽）
   *[other] {""}
}
tournament-standings-more = …另有 { $count } 人。
tournament-column-rank = #
tournament-column-player = 棋手
tournament-column-points = 積分
# $round：列標題中的輪次編號。
tournament-column-round = R{ $round }
tournament-list-empty = 這裡還沒有舉辦過錦標賽：主管可用 `/{ cmd-tournament } { cmd-tournament-create }` 建立。
tournament-list = 這裡有 { $count } 個錦標賽：
tournament-list-line = • **{ $name }**（`{ $id }`）：{ $game }，{ $format }；{ $state }，{ $count } 人
tournament-state-registration = 報名中
tournament-state-running = 第 { $round } 輪進行中
tournament-state-finished = 已結束
tournament-state-cancelled = 已取消

tournament-error-server-only = 錦標賽在伺服器的頻道中進行，不能在私訊中進行
tournament-error-none-here = 這裡沒有正在進行的錦標賽：`/{ cmd-tournament } { cmd-tournament-list }` 列出本伺服器的錦標賽，主管可用 `/{ cmd-tournament } { cmd-tournament-create }` 建立
tournament-error-which = 有多個錦標賽正在進行：請用 `{ cmd-tournament-join.tournament }:` 指定一個（{ $tournaments }）
tournament-error-not-director = 只有錦標賽主管可以這樣做：能管理伺服器的人、主管身分組的成員（`/{ cmd-settings } { cmd-settings-director-role }`）或錦標賽的建立者
tournament-error-bad-rounds = 瑞士制的輪數為 1 到 { $most }，不能是 { $given }
tournament-error-bad-max-players = 錦標賽可容納 2 到 { $most } 名棋手，不能是 { $given }
tournament-error-bad-groups = 每組 3 到 { $most } 人，進入決賽的人數須少於每組人數（所填：每組 { $size } 人，{ $advance } 人晉級）
tournament-error-unknown-tiebreak = `{ $code }` 不是破同分代碼：請使用 { $codes }
tournament-error-name-too-long = 錦標賽名稱最多 { $most } 個字元（這個有 { $chars } 個）
tournament-error-entries-closed = 錦標賽 `{ $id }` 已不再接受報名
tournament-error-full = 錦標賽 `{ $id }` 已滿（{ $count } 人）
tournament-error-already-in = 你已報名錦標賽 `{ $id }`
tournament-error-not-in = 該棋手未報名錦標賽 `{ $id }`
tournament-error-already-started = 錦標賽 `{ $id }` 已經開賽
tournament-error-not-started = 錦標賽 `{ $id }` 尚未開賽：其主管可用 `/{ cmd-tournament } { cmd-tournament-start }` 開賽
tournament-error-too-few = 報名 { $have } 人，而錦標賽至少需要 { $need } 名棋手
tournament-error-too-many = { $have } 名棋手對一個循環賽來說太多了（最多 { $most }）：請用 `{ cmd-tournament-create.group_size }` 建立，或改用瑞士制
tournament-error-not-a-tournament-game = 對局 `{ $game }` 不是錦標賽對局
tournament-error-game-over = 對局 `{ $game }` 已經結束：其結果不變
tournament-error-no-such-round = 沒有第 { $round } 輪：{ $last ->
    [0] 還沒有編排任何一輪
    [1] 只編排了第 1 輪
   *[other] 已編排第 1 到 { $last } 輪
}
tournament-error-unpairable = 無法編排下一輪：{ $reason }
tournament-error-no-such-tournament = 沒有錦標賽 `{ $text }`；`/{ cmd-tournament } { cmd-tournament-list }` 列出本伺服器的錦標賽
tournament-error-bad-result = `{ $text }` 不是結果：請寫 1-0、0-1、和棋，棄權則寫 +/-、-/+ 或 -/-
views-help-tournaments = `/{ cmd-tournament } { cmd-tournament-list }|{ cmd-tournament-join }` — 頻道中的錦標賽
tournament-column-group = 組
tournament-picture-withdrawn = { $player }（已退出）
tournament-picture-title = { $name }：積分榜
tournament-picture-final-title = { $name }：最終積分榜
tournament-picture-subtitle = { $game } · { $format } · { $count } 名棋手

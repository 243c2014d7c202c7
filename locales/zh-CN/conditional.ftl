## 条件着法（/条件着法）：对手走出预料的着法时立即替你走出的应着序列；只有作者能看到。

cmd-conditional = 条件着法
    .description = 如果对手走出你预料的着法，立即替你应着（只有你能看到）。
cmd-conditional-add = 添加
    .description = 在对手的回合：若对手走 X，你就走 Y；若接着走 Z，你就走 W……
    .line = 序列
    .line-description = 对手的着法、你的应着、对手的下一着、你的应着……（自动补全会帮你）
    .game = 对局
    .game-description = 对局编号（默认：你在此处的对局）
cmd-conditional-list = 列表
    .description = 你在某一局中的条件着法（只有你能看到）。
    .game = 对局
    .game-description = 对局编号（默认：你在此处的对局）
cmd-conditional-clear = 清除
    .description = 清除你在某一局中的全部条件着法。
    .game = 对局
    .game-description = 对局编号（默认：你在此处的对局）
conditional-added = ↪ 已在对局 { $game } 中保存条件着法：`{ $line }`（{ $count }/{ $limit } 条）。只有你能看到。
conditional-covered = ↪ 你在对局 { $game } 中的条件着法已包含 `{ $line }`，无需另存（{ $count }/{ $limit } 条）。
conditional-list-header = ↪ **你在对局 { $game } 中的 { $count } 条条件着法**（只有你能看到；最多 { $limit } 条）：
conditional-list-line = { $number }. `{ $line }`
conditional-none = ↪ 你在对局 { $game } 中没有条件着法。轮到 { $player } 走棋时，可用 `/{ cmd-conditional } { cmd-conditional-add } { cmd-conditional-add.line }:…` 添加（先写对手的着法，再写你的应着）。
conditional-none-your-turn = ↪ 你在对局 { $game } 中没有条件着法：现在轮到你走棋，条件着法在对手的回合里才用得上。
conditional-cleared = ↪ 已清除你在对局 { $game } 中的 { $count } 条条件着法。
conditional-choice-move = { $move }（{ $canonical }）
conditional-choice-theirs = 若 { $player } 走 { $move }
conditional-choice-mine = 你应 { $move }
conditional-choice-after = { $line } → { $next }
conditional-played = ↪ { $player } 的条件着法应着 **{ $move }**（{ $canonical }）{ $check ->
    [yes] ，将军
   *[no] {""}
}。
conditional-played-plain = ↪ { $player } 的条件着法应着 **{ $move }**{ $check ->
    [yes] ，将军
   *[no] {""}
}。
conditional-answered = { $count ->
    [0] ↪ 对局 { $game }：你的条件着法以 { $mine } 应对了 { $theirs }（条件着法已用完）。
   *[other] ↪ 对局 { $game }：你的条件着法以 { $mine } 应对了 { $theirs }（还剩 { $count } 条）。
}
conditional-dropped = ↪ 对局 { $game }：你的条件着法无法以 { $mine } 应对 { $theirs }（{ $why }）。你在该局的条件着法已全部清除；现在轮到你走棋。
conditional-whose-mine = 你的应着
conditional-whose-theirs = { $player } 的着法
views-help-conditional = `/{ cmd-conditional }` — 在对手的回合：若对手走 X，立即应 Y（只有你能看到）
console-usage-conditional = 用法：conditional add [对局] 序列 | conditional list [对局] | conditional clear [对局]
error-game-moved-on = 你的着法送达之前，对局 { $game } 已经变化，因此没有走出：请重新查看棋盘再走
error-conditional-own-turn = 对局 { $game } 轮到你走棋：请用 `/{ cmd-move }` 走棋；条件着法在对手的回合里才用得上
error-conditional-bad-move = 序列的第 { $ply } 着（{ $whose }）无法走出：{ $error }（此处的合法着法：{ $moves }）
error-conditional-bad-move-end = 序列的第 { $ply } 着（{ $whose }）无法走出：{ $error }；请在它之前结束序列
error-conditional-needs-reply = 条件着法是 { $player } 的一着、你的应着，依此类推：请以你的应着结尾
error-conditional-too-long = 一条条件着法最多 { $limit } 着（双方合计）：请缩短
error-conditional-too-many = 你在对局 { $game } 中已有 { $count } 条条件着法，已达上限：可用 `/{ cmd-conditional } { cmd-conditional-clear }` 清除
error-conditional-conflict = 你的条件着法 `{ $existing }` 在第 { $ply } 着以 { $theirs } 应对相同的着法，而不是 { $mine }：同一局面只能有一个应着（可用 `/{ cmd-conditional } { cmd-conditional-clear }` 重新开始）

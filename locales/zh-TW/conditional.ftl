## 條件著法（/條件著法）：對手走出預料的著法時立即替你走出的應著序列；只有作者能看到。

cmd-conditional = 條件著法
    .description = 如果對手走出你預料的著法，立即替你應著（只有你能看到）。
cmd-conditional-add = 新增
    .description = 在對手的回合：若對手走 X，你就走 Y；若接著走 Z，你就走 W……
    .line = 序列
    .line-description = 對手的著法、你的應著、對手的下一著、你的應著……（自動完成會幫你）
    .game = 對局
    .game-description = 對局編號（預設：你在此處的對局）
cmd-conditional-list = 列表
    .description = 你在某一局中的條件著法（只有你能看到）。
    .game = 對局
    .game-description = 對局編號（預設：你在此處的對局）
cmd-conditional-clear = 清除
    .description = 清除你在某一局中的全部條件著法。
    .game = 對局
    .game-description = 對局編號（預設：你在此處的對局）
conditional-added = ↪ 已在對局 { $game } 中儲存條件著法：`{ $line }`（{ $count }/{ $limit } 條）。只有你能看到。
conditional-covered = ↪ 你在對局 { $game } 中的條件著法已包含 `{ $line }`，無需另存（{ $count }/{ $limit } 條）。
conditional-list-header = ↪ **你在對局 { $game } 中的 { $count } 條條件著法**（只有你能看到；最多 { $limit } 條）：
conditional-list-line = { $number }. `{ $line }`
conditional-none = ↪ 你在對局 { $game } 中沒有條件著法。輪到 { $player } 走棋時，可用 `/{ cmd-conditional } { cmd-conditional-add } { cmd-conditional-add.line }:…` 新增（先寫對手的著法，再寫你的應著）。
conditional-none-your-turn = ↪ 你在對局 { $game } 中沒有條件著法：現在輪到你走棋，條件著法在對手的回合裡才用得上。
conditional-cleared = ↪ 已清除你在對局 { $game } 中的 { $count } 條條件著法。
conditional-choice-move = { $move }（{ $canonical }）
conditional-choice-theirs = 若 { $player } 走 { $move }
conditional-choice-mine = 你應 { $move }
conditional-choice-after = { $line } → { $next }
conditional-played = ↪ { $player } 的條件著法應著 **{ $move }**（{ $canonical }）{ $check ->
    [yes] ，將軍
   *[no] {""}
}。
conditional-played-plain = ↪ { $player } 的條件著法應著 **{ $move }**{ $check ->
    [yes] ，將軍
   *[no] {""}
}。
conditional-answered = { $count ->
    [0] ↪ 對局 { $game }：你的條件著法以 { $mine } 應對了 { $theirs }（條件著法已用完）。
   *[other] ↪ 對局 { $game }：你的條件著法以 { $mine } 應對了 { $theirs }（還剩 { $count } 條）。
}
conditional-dropped = ↪ 對局 { $game }：你的條件著法無法以 { $mine } 應對 { $theirs }（{ $why }）。你在該局的條件著法已全部清除；現在輪到你走棋。
conditional-whose-mine = 你的應著
conditional-whose-theirs = { $player } 的著法
views-help-conditional = `/{ cmd-conditional }` — 在對手的回合：若對手走 X，立即應 Y（只有你能看到）
console-usage-conditional = 用法：conditional add [對局] 序列 | conditional list [對局] | conditional clear [對局]
error-game-moved-on = 你的著法送達之前，對局 { $game } 已經變化，因此沒有走出：請重新查看棋盤再走
error-conditional-own-turn = 對局 { $game } 輪到你走棋：請用 `/{ cmd-move }` 走棋；條件著法在對手的回合裡才用得上
error-conditional-bad-move = 序列的第 { $ply } 著（{ $whose }）無法走出：{ $error }（此處的合法著法：{ $moves }）
error-conditional-bad-move-end = 序列的第 { $ply } 著（{ $whose }）無法走出：{ $error }；請在它之前結束序列
error-conditional-needs-reply = 條件著法是 { $player } 的一著、你的應著，依此類推：請以你的應著結尾
error-conditional-too-long = 一條條件著法最多 { $limit } 著（雙方合計）：請縮短
error-conditional-too-many = 你在對局 { $game } 中已有 { $count } 條條件著法，已達上限：可用 `/{ cmd-conditional } { cmd-conditional-clear }` 清除
error-conditional-conflict = 你的條件著法 `{ $existing }` 在第 { $ply } 著以 { $theirs } 應對相同的著法，而不是 { $mine }：同一局面只能有一個應著（可用 `/{ cmd-conditional } { cmd-conditional-clear }` 重新開始）

## 私人筆記（/筆記）：隨對局保存，只有作者能看到。

cmd-note = 筆記
    .description = 為你的對局寫一則私人筆記，或查看你的筆記（只有你能看到）。
    .text = 內容
    .text-description = 筆記內容（最多 2000 字）；留空則查看你的筆記
    .game = 對局
    .game-description = 對局編號（預設：你在此處的對局，或最近的一局）
notes-kept = 📝 已為對局 { $game } 保存筆記（{ $count }/{ $limit }）。只有你能看到：它顯示在你的 `/{ cmd-board }` 下方和你的 `/{ cmd-export }` 中。
notes-none = 📝 你在對局 { $game } 中沒有筆記。用 `/{ cmd-note } { cmd-note.text }:…` 寫一則。
notes-header = 📝 **你在對局 { $game } 中的 { $count } 則筆記**（只有你能看到）：
notes-earlier = …… 更早的 { $count } 則筆記在你的 `/{ cmd-export }` 中。
notes-line = • 第{ $number }回合：{ $text }
views-games-noted = { $line } · 📝 { $count }
views-help-notes = `/{ cmd-note } [{ cmd-note.text }] [{ cmd-note.game }]` — 對局的私人筆記，只有你能看到（不寫內容：查看你的筆記）
console-usage-note = 用法：note [對局] [內容]
error-note-too-long = 這則筆記有 { $chars } 個字元，一則筆記最多 { $limit } 個：請縮短，或分成兩則
error-too-many-notes = 你在對局 { $game } 中已有 { $count } 則筆記，已達上限：請把要點合併到較少的筆記中
console-aside = （以下只有 { $player } 能看到：）
console-file = 檔案：{ $path }

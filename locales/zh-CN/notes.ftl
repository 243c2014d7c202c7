## 私人笔记（/笔记）：随对局保存，只有作者能看到。

cmd-note = 笔记
    .description = 为你的对局写一条私人笔记，或查看你的笔记（只有你能看到）。
    .text = 内容
    .text-description = 笔记内容（最多 2000 字）；留空则查看你的笔记
    .game = 对局
    .game-description = 对局编号（默认：你在此处的对局，或最近的一局）
notes-kept = 📝 已为对局 { $game } 保存笔记（{ $count }/{ $limit }）。只有你能看到：它显示在你的 `/{ cmd-board }` 下方和你的 `/{ cmd-export }` 中。
notes-none = 📝 你在对局 { $game } 中没有笔记。用 `/{ cmd-note } { cmd-note.text }:…` 写一条。
notes-header = 📝 **你在对局 { $game } 中的 { $count } 条笔记**（只有你能看到）：
notes-earlier = …… 更早的 { $count } 条笔记在你的 `/{ cmd-export }` 中。
notes-line = • 第{ $number }回合：{ $text }
views-games-noted = { $line } · 📝 { $count }
views-help-notes = `/{ cmd-note } [{ cmd-note.text }] [{ cmd-note.game }]` — 对局的私人笔记，只有你能看到（不写内容：查看你的笔记）
console-usage-note = 用法：note [对局] [内容]
error-note-too-long = 这条笔记有 { $chars } 个字符，一条笔记最多 { $limit } 个：请缩短，或分成两条
error-too-many-notes = 你在对局 { $game } 中已有 { $count } 条笔记，已达上限：请把要点合并到较少的笔记中
console-aside = （以下只有 { $player } 能看到：）
console-file = 文件：{ $path }

## Private notes (/note): kept with the game, shown only to their author.

cmd-note = note
    .description = Keep a private note on one of your games, or read yours (only you see them).
    .text = text
    .text-description = The note (up to 2,000 characters); leave it out to read your notes
    .game = game
    .game-description = Game id (default: your game here, or your last one)
# $game: the game; $count: how many notes the reader now keeps on it; $limit: the most they may keep.
notes-kept = 📝 Note kept on game { $game } ({ $count } of { $limit }). Only you can see it: it shows under your `/{ cmd-board }` and in your `/{ cmd-export }`.
notes-none = 📝 You have no notes on game { $game }. Write one with `/{ cmd-note } { cmd-note.text }:…`.
notes-header = { $count ->
    [one] 📝 **Your note on game { $game }** (only you see it):
   *[other] 📝 **Your { $count } notes on game { $game }** (only you see them):
}
notes-earlier = { $count ->
    [one] … 1 earlier note is in your `/{ cmd-export }`.
   *[other] … { $count } earlier notes are in your `/{ cmd-export }`.
}
# $number: the move the game was at when the note was written; $text: the note as written.
notes-line = • move { $number }: { $text }
# A line of /games with the reader's notes on that game.
views-games-noted = { $line } · 📝 { $count }
views-help-notes = `/{ cmd-note } [{ cmd-note.text }] [{ cmd-note.game }]` — a private note on a game, shown only to you (without a text: your notes)
console-usage-note = usage: note [GAME] [TEXT]
error-note-too-long = this note has { $chars } characters; a note holds at most { $limit }: shorten it or split it into two notes
error-too-many-notes = you already keep { $count } notes on game { $game }, the most there can be: put what matters in fewer notes
# The console: what follows is what only $player sees (their private aside), and a file saved.
console-aside = (only { $player } sees this:)
console-file = file: { $path }

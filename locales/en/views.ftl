# views
# What the service shows without changing anything: boards and their picture captions, /games,
# /export, /leaderboard, /stats, /help; the computer's answers; autocomplete choices; settings.
# $check is "yes" when the move gave check, "no" otherwise.

## Boards: the lines under a move, /board, and the picture's caption.

# The title line of a board: "Game **K7Q2** · Xiangqi · alice (Red) vs bob (Black)".
views-board-title = Game **{ $id }** · { $game } · { $first } ({ $first_side }) vs { $second } ({ $second_side })
# The last move played (Chinese notation for Chinese readers of Xiangqi).
views-last-move = Last move: { $move }{ $check ->
    [yes] , check
   *[no] {""}
}
# The state of a game going on, under its board and in its picture: "Red to move (alice) · move 12".
views-status-to-move = { $side } to move ({ $player }) · move { $number }
# The same with the mover's deadline: $left is a length of time, $deadline a date and time.
views-status-to-move-deadline = { $side } to move ({ $player }) · move { $number } · { $left } left (deadline { $deadline })
# The state of a finished game: "Red wins (checkmate) after 21 moves" ($moves counts moves as the
# status line does: a move is one by each side, so 41 half-moves are 21 moves).
views-status-over = { $result } after { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}
# The word between the two players' names in a picture's caption: "alice (red) vs bob (black)".
views-caption-versus = vs

# Why a game ended.
# The computer as a player, wherever it is named.
views-computer-player = Computer level { $level }

## /games

views-games-none = You have no games yet: `/challenge` someone to start one.
views-games-active = **Your games** ({ $count } going on)
# One game going on: "`K7Q2` Xiangqi vs bob (you play Red), move 12 · ▶ **your turn** — 2 days left".
views-games-line = `{ $id }` { $game } vs { $opponent } (you play { $side }), move { $number } · { $turn }
views-turn-yours = ▶ **your turn** — { $left } left
views-turn-yours-untimed = ▶ **your turn**
views-turn-thinking = { $player } is thinking
views-turn-theirs = { $player }'s turn — { $left } left
views-turn-theirs-untimed = { $player }'s turn
views-games-finished = **Finished**
# One finished game: "`K7Q2` Xiangqi vs bob — won (resignation)".
views-games-finished-line = `{ $id }` { $game } vs { $opponent } — { $result }
# How a finished game ended for the reader.
views-result-won = won ({ $reason })
views-result-lost = lost ({ $reason })
views-result-drew = drew ({ $reason })
views-games-unreadable = ⚠ `{ $id }`: this game's record cannot be read (the bot's admin can see why in the log)

## /export

views-export-attached = Game { $id }: the record is attached.

## /leaderboard: a heading, a legend, then one line per player.

views-leaderboard-server = **{ $game } leaderboard — this server**
views-leaderboard-global = **{ $game } leaderboard — everywhere**
views-leaderboard-server-empty = { $game } leaderboard — this server: no finished games yet.
views-leaderboard-global-empty = { $game } leaderboard — everywhere: no finished games yet.
views-leaderboard-legend = Rating · points · games (won/drawn/lost)
# "1. **alice** — 1623 · 3 points · 3 games (3/0/0)". $points is whole or a half (2.5).
views-leaderboard-row = { $rank }. **{ $player }** — { $rating } · { $points ->
    [one] 1 point
   *[other] { $points } points
} · { $games ->
    [one] 1 game
   *[other] { $games } games
} ({ $wins }/{ $draws }/{ $losses })

## /stats

views-stats-player = **{ $player }**
# One game's record: "Xiangqi: rating 1623 (±120), 3 points from 4 games (3/0/1)"; ± is the
# Glicko-2 rating deviation (350 at the start), as the README says it.
views-stats-game = { $game }: rating { $rating } (±{ $deviation }), { $points ->
    [one] 1 point
   *[other] { $points } points
} from { $games ->
    [one] 1 game
   *[other] { $games } games
} ({ $wins }/{ $draws }/{ $losses })
# The same with this server's rating after it: $line is views-stats-game.
views-stats-game-here = { $line }; here { $rating }, { $games ->
    [one] 1 game
   *[other] { $games } games
}
views-stats-computer = { $game } against the computer, level { $level }: { $wins }/{ $draws }/{ $losses } (W/D/L)
views-stats-none = No finished games yet.
# /stats about someone who has never played (no game, no record).
views-stats-never-played = **{ $player }** has not played any game yet.
views-stats-active = Games going on: { $count }

## Playing the computer. $computer is views-computer-player.

views-computer-thinking = The computer is thinking…
views-computer-played = { $computer } played **{ $move }** ({ $canonical }){ $check ->
    [yes] , check
   *[no] {""}
}.
views-computer-moved-your-move = Your move in game { $id } ({ $computer } played { $move }{ $check ->
    [yes] , check
   *[no] {""}
}).
views-computer-game-over = Game { $id } is over: { $result }.
views-computer-accepts-draw = { $computer } accepts the draw: game { $id } is drawn by agreement.
views-computer-declines-draw = { $computer } declines the draw in game { $id }: it thinks it stands better. Your move.
views-computer-declines-draw-short = { $computer } declines the draw (it thinks it stands better).
# Why else it declines: before move 10 (18 plies) it takes a draw only when clearly worse; level 7 and 8 play a level position on.
views-computer-declines-draw-early = { $computer } declines the draw in game { $id }: the game has hardly begun (before move 10 it agrees only when clearly worse). Your move.
views-computer-declines-draw-early-short = { $computer } declines the draw (the game has hardly begun).
views-computer-declines-draw-level = { $computer } declines the draw in game { $id }: the position is level and it plays on to win. Your move.
views-computer-declines-draw-level-short = { $computer } declines the draw (the position is level; it plays on to win).
views-computer-resigns = { $computer } resigns game { $id }: { $result }.
# $moves are the moves taken back, in the game's coordinates.
views-computer-takeback = { $computer } allowed the take-back: { $moves } undone. Your move, { $player }.
views-computer-considers-draw = Draw offered in game { $id }: { $computer } is thinking about it.

## Autocomplete choices (at most 100 characters: keep them short).

views-choice-not-your-turn = Not your turn: { $player } ({ $side }) is to move in { $id }
# A game: "K7Q2 · Xiangqi vs bob · your turn · 2 days left".
views-choice-game = { $id } · { $game } vs { $opponent } · { $state }
views-choice-your-turn = your turn · { $left } left
views-choice-your-turn-untimed = your turn
views-choice-their-turn = their turn · { $left } left
views-choice-their-turn-untimed = their turn
# A challenge: "Q3ZX · Xiangqi from alice · 3 days per move · expires in 23 hours".
views-choice-challenge-from = { $id } · { $game } from { $player } · { $time } per move · expires in { $left }
views-choice-challenge-from-open = { $id } · { $game } from { $player } (open) · { $time } per move · expires in { $left }
views-choice-challenge-to = { $id } · { $game } to { $player } · { $time } per move · expires in { $left }
views-choice-challenge-open = { $id } · { $game } to anyone · { $time } per move · expires in { $left }
# The sides of /board's "as" option.
views-choice-side-first = { $side } (first to move in { $game })
views-choice-side-second = { $side } (second to move in { $game })
# With no game known: $sides lists views-choice-side-in for each game.
views-choice-side-any-first = first ({ $sides })
views-choice-side-any-second = second ({ $sides })
views-choice-side-in = { $side } in { $game }

## Settings

views-notify-mention = Notifications: you will be mentioned in the game's channel.
views-notify-dm = Notifications: you will get a direct message.
views-notify-none = Notifications: you will not be pinged (games are still posted in their channel).
views-threads-on = New games will be played in their own thread.
views-threads-off = New games will be played in the channel they were started in.
views-xiangqi-repetition-end = Xiangqi games on this server now end at the third occurrence of a position: perpetual check or perpetual chase loses, any other repetition is a draw.
views-xiangqi-repetition-refuse = On this server a Xiangqi move that would complete a losing repetition (perpetual check or chase) is now refused and the player must vary; other repetitions are still a draw.

## /help, one message per line. Command and option names come from commands.ftl, so each
## language shows the names its Discord menus show.

views-help-intro = **kibitz** — correspondence Topo, Xiangqi and Tempo. Games have short ids like `K7Q2`; when you have one game in a channel you never need to type it.
views-help-challenge = `/{ cmd-challenge } { cmd-challenge.game } [{ cmd-challenge.opponent }] [{ cmd-challenge.side }] [{ cmd-challenge.time_per_move }]` — challenge someone (or anyone); default 3 days per move (1 hour to 14 days)
views-help-computer = `/{ cmd-challenge } { cmd-challenge.game } { cmd-challenge.opponent }:@kibitz [{ cmd-challenge.level }]` (or just `{ cmd-challenge.level }`, 1–8, default 3) — play the computer: it accepts at once and answers within seconds; not rated
views-help-answer = `/{ cmd-accept }`, `/{ cmd-decline }`, `/{ cmd-cancel }` — answer or withdraw a challenge (or use its buttons); challenges expire after 24 hours
views-help-move = `/{ cmd-move } { cmd-move.move } [{ cmd-move.game }]` — play a move (autocomplete lists the legal ones)
views-help-board = `/{ cmd-board } [{ cmd-board.game }] [{ cmd-board.as }]` — see the board; `/{ cmd-games }` — your games, your turn first
views-help-offers = `/{ cmd-resign }` — resign; `/{ cmd-draw } { cmd-draw-offer }|{ cmd-draw-accept }|{ cmd-draw-decline }` — draws; `/{ cmd-takeback } { cmd-takeback-ask }|{ cmd-takeback-accept }|{ cmd-takeback-decline }` — take-backs
views-help-export = `/{ cmd-export } [{ cmd-export.game }]` — the record as text and an animated replay
views-help-tables = `/{ cmd-leaderboard } { cmd-leaderboard.game } [{ cmd-leaderboard.scope }]`, `/{ cmd-stats } [{ cmd-stats.player }]`, `/{ cmd-rules } { cmd-rules.game }` — rankings, a player's results, the rules
views-help-notify = `/{ cmd-notify } { cmd-notify.how }` — how you hear that it is your turn: a mention, a direct message or nothing
views-help-language = `/{ cmd-language } { cmd-language.language }` — the language of the answers only you see and of your direct messages (`{ choice-language-auto }`: your Discord app's)
views-help-time = You have the time per move for each move; a reminder comes when 20% is left, and when it runs out you lose on time.
views-help-settings = `/{ cmd-settings } { cmd-settings-language } { cmd-settings-language.language }` — the language of what kibitz posts in this server's channels (`{ choice-language-auto }`: the server's primary language); `/{ cmd-settings } { cmd-settings-threads } { choice-switch-on }|{ choice-switch-off }` — each new game in its own thread; both need Manage Server
views-help-xiangqi-repetition = `/{ cmd-settings } { cmd-settings-xiangqi-repetition } { choice-repetition-end }|{ choice-repetition-refuse }` — Xiangqi: a perpetual check or chase loses, or its move is refused

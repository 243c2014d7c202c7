## Conditional moves (/conditional): lines of moves to play at once when the opponent plays
## what they foresee; shown to no one but their author.

cmd-conditional = conditional
    .description = Moves to play at once if your opponent plays what you foresee (only you see them).
cmd-conditional-add = add
    .description = During your opponent's turn: if they play X, play Y; if then Z, play W…
    .line = line
    .line-description = Their move, your answer, their next move, your answer… (autocomplete helps)
    .game = game
    .game-description = Game id (default: your game here)
cmd-conditional-list = list
    .description = Your conditional lines on a game (only you see them).
    .game = game
    .game-description = Game id (default: your game here)
cmd-conditional-clear = clear
    .description = Drop all your conditional lines on a game.
    .game = game
    .game-description = Game id (default: your game here)
# $line: the line in canonical notation; $count: how many lines the reader now keeps; $limit: the most.
conditional-added = ↪ Conditional line kept on game { $game }: `{ $line }` ({ $count } of { $limit } lines). Only you can see it.
conditional-covered = ↪ Your lines on game { $game } already hold `{ $line }`: nothing new to keep ({ $count } of { $limit } lines).
conditional-list-header = { $count ->
    [one] ↪ **Your conditional line on game { $game }** (only you see it; { $limit } at most):
   *[other] ↪ **Your { $count } conditional lines on game { $game }** (only you see them; { $limit } at most):
}
conditional-list-line = { $number }. `{ $line }`
# $player: the opponent, whose turn it is.
conditional-none = ↪ You have no conditional lines on game { $game }. While { $player } is to move, enter one with `/{ cmd-conditional } { cmd-conditional-add } { cmd-conditional-add.line }:…` (their move, then your answer).
conditional-none-your-turn = ↪ You have no conditional lines on game { $game }: it is your turn, and lines are for your opponent's.
conditional-cleared = { $count ->
    [one] ↪ Your conditional line on game { $game } was dropped.
   *[other] ↪ Your { $count } conditional lines on game { $game } were dropped.
}
# Autocomplete of a line: the move offered ($move in the reader's notation, $canonical as stored).
conditional-choice-move = { $move } ({ $canonical })
conditional-choice-theirs = if { $player } plays { $move }
conditional-choice-mine = you answer { $move }
# $line: the line typed so far (perhaps cut at its start); $next: the move offered after it.
conditional-choice-after = { $line } → { $next }
# Under the opponent's move: the reply that $player's conditional line played at once.
conditional-played = ↪ { $player }'s conditional line answered **{ $move }** ({ $canonical }){ $check ->
    [yes] , check
   *[no] {""}
}.
conditional-played-plain = ↪ { $player }'s conditional line answered **{ $move }**{ $check ->
    [yes] , check
   *[no] {""}
}.
# To the line's author only: $theirs the opponent's move, $mine their line's reply, $count their lines left.
conditional-answered = { $count ->
    [0] ↪ Game { $game }: your conditional line answered { $theirs } with { $mine } (no lines left).
    [one] ↪ Game { $game }: your conditional line answered { $theirs } with { $mine } (1 line left).
   *[other] ↪ Game { $game }: your conditional line answered { $theirs } with { $mine } ({ $count } lines left).
}
# To the line's author only: a stored line whose reply the game no longer allows; $why the refusal.
conditional-dropped = ↪ Game { $game }: your conditional line could not answer { $theirs } with { $mine } ({ $why }). Your lines there were dropped; it is your move.
conditional-whose-mine = your answer
conditional-whose-theirs = { $player }'s move
views-help-conditional = `/{ cmd-conditional }` — on your opponent's turn: if they play X, answer Y at once (only you see it)
console-usage-conditional = usage: conditional add [GAME] LINE | conditional list [GAME] | conditional clear [GAME]
error-game-moved-on = game { $game } moved on while your move was on its way, and it was not played: look at the board and move again
error-conditional-own-turn = it is your turn in game { $game }: play with `/{ cmd-move }`; conditional lines are for your opponent's turn
# $ply: the move's place in the line (1 is the opponent's first); $whose: whose move it is; $error: the refusal; $moves: legal moves there.
error-conditional-bad-move = move { $ply } of the line ({ $whose }) cannot be played: { $error } (legal there: { $moves })
error-conditional-bad-move-end = move { $ply } of the line ({ $whose }) cannot be played: { $error }; end the line before it
error-conditional-needs-reply = a line is { $player }'s move, then your answer, and so on: end it with your answer
error-conditional-too-long = a conditional line holds at most { $limit } moves (both sides' counted): shorten it
error-conditional-too-many = you already keep { $count } conditional lines on game { $game }, the most there can be: drop some with `/{ cmd-conditional } { cmd-conditional-clear }`
# $existing: a line the player keeps; $ply: where the two part; $theirs: the kept answer there; $mine: the new one.
error-conditional-conflict = your line `{ $existing }` answers the same moves with { $theirs } at move { $ply }, not { $mine }: a position gets one answer (start again with `/{ cmd-conditional } { cmd-conditional-clear }`)

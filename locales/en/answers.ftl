# The service's answers: replies to commands and notices.

# The title of a game's thread: "K7Q2 · Xiangqi · alice vs bob".
thread-title = { $game } · { $kind } · { $first } vs { $second }

## A user's mistakes (service errors). Shown privately, after "error: " in the console and
## capitalised on Discord, so they start in lower case. `/games`, `/challenge`, `/cancel` keep
## their English names.

# A typed game id that names no game ($text: what was typed).
error-no-such-game = there is no game `{ $text }`; `/games` lists yours
# No game id given and no active game to pick.
error-no-game-here = you have no game going on here; `/games` lists your games, `/challenge` starts one
# No game id given, several active games in this channel ($games: their ids).
error-which-game-here = you have several games going on here ({ $games }): say which one
# No game id given, several active games, none in this channel.
error-which-game-elsewhere = you have several games going on, none of them here ({ $games }): say which one
error-not-a-player = you are not playing in game { $game }
# $player: the name of the player to move.
error-not-your-turn = it is not your turn in game { $game }: { $player } is to move
# $result: the game's result ("Red wins (no moves)").
error-game-over = game { $game } is over: { $result }
# A refused move with examples of moves ($error: the rules' refusal; $moves: legal moves).
error-bad-move-examples = { $error } (moves look like { $moves })
# The "not your turn" choice of the move autocomplete, sent after the turn came round.
error-no-move-chosen = it is your turn now in game { $game }: start typing a square in the move option to see your legal moves
# A typed challenge id that names no open challenge ($text: what was typed).
error-no-such-challenge = there is no open challenge `{ $text }`
# $challenges: the ids of the challenges that could be meant.
error-which-challenge = there are several challenges you could answer ({ $challenges }): say which one
error-no-challenge-for-you = there is no challenge waiting for you here
# "Cancel" is the label of challenge-button-cancel.
error-own-challenge = you cannot accept your own challenge; `/cancel` (or its Cancel button) withdraws it
error-decline-own-challenge = that is your own challenge: cancel it instead
error-not-your-challenge = challenge { $challenge } is not addressed to you
error-not-the-challenger = only the challenger can cancel challenge { $challenge }
error-challenge-expired = challenge { $challenge } has expired; make a new one with `/challenge`
error-challenge-yourself = you cannot challenge yourself
# Lengths of time: the allowed range and what was asked for.
error-time-out-of-range = time per move must be from { $min } to { $max } (you asked for { $given })
# topo, xiangqi and tempo are the words to type: keep them as they are.
error-unknown-game = unknown game '{ $text }': choose topo, xiangqi or tempo
error-no-draw-offer = there is no draw offer to answer in game { $game }
error-own-draw-offer = you offered the draw yourself; wait for your opponent's answer
error-draw-already-offered = you have already offered a draw in game { $game }
error-nothing-to-take-back = there is no move of yours to take back in game { $game }
error-no-takeback-request = there is no take-back request to answer in game { $game }
error-own-takeback = you asked for the take-back yourself; wait for your opponent's answer
error-takeback-already-asked = you have already asked for a take-back in game { $game }
# A button under an offer made at an earlier position.
error-stale-button = that offer is no longer open (the game has moved on)
error-older-button = this button is from an older version of the bot; use the slash command instead
error-newer-button = this button is from a newer version of the bot; use the slash command instead
error-bad-button = this button's id is not one the bot made; use the slash command instead
error-busy = the game changed while your command was being handled; look at the board and try again
# $first, $second: the side words to type (red, black…), and first, second, random: keep them.
error-not-a-side = `{ $text }` is not a side of { $game }: say `{ $first }` or `{ $second }` (or `first`, `second`, `random`)
# $wait: a length of time.
error-too-fast = you are sending commands too fast: try again in { $wait }
# $count: the limit; $expires: how long until the first challenge expires.
error-too-many-challenges = { $count ->
    [one] you already have an open challenge
   *[other] you already have { $count } open challenges
}: cancel one (`/cancel`) or wait for answers (the first expires in { $expires })
error-too-many-games = { $count ->
    [one] you already have an active game
   *[other] you already have { $count } active games
}: finish one before starting another
# $player: the challenger.
error-challenger-has-too-many-games = { $count ->
    [one] { $player } already has an active game
   *[other] { $player } already has { $count } active games
}: this challenge can be accepted once one of them ends
# A game the store cannot read ($detail: the technical reason, in English, for the admin).
error-game-unreadable = Game { $game } cannot be read, so it cannot be shown or played. The other games are not affected; please tell the bot's admin (detail: `{ $detail }`).
error-record-unreadable = A saved record cannot be read. The other games are not affected; please tell the bot's admin (detail: `{ $detail }`).
error-database-unavailable = The game database cannot be reached right now, so nothing was changed: try again in a moment.
# A length of time that cannot be read ($text: what was typed); 3d, 12h, 90min are what to type.
error-bad-duration = '{ $text }' is not a length of time; write it like 3d, 12h or 90min
error-duration-too-long = '{ $text }' is longer than the clock can count; the most is 1000 years

## Moves and endings. $move is a move in the reader's notation (Chinese notation for Chinese
## readers of Xiangqi), $canonical the same move as stored (h2e2), $check `yes` when the move
## gives check. $result is a game's result ("Red wins (no moves)").

# The reply to a move made after the deadline passed.
play-too-late = Too late: the deadline of game { $game } passed, so { $player } lost on time.
# The first line of the reply to a move.
play-moved = { $player } played **{ $move }** ({ $canonical }){ $check ->
    [yes] , check
   *[no] {""}
}.
# The same, for a move whose usual notation is the stored one.
play-moved-plain = { $player } played **{ $move }**{ $check ->
    [yes] , check
   *[no] {""}
}.
# After a move against the computer.
play-computer-thinking = The computer is thinking…
# Notice to the next player ($deadline: a date and time).
play-your-move = Your move in game { $game } ({ $player } played { $move }{ $check ->
    [yes] , check
   *[no] {""}
}). Deadline: { $deadline }.
# Notice to the opponent of the player who ended a game.
play-game-over = Game { $game } is over: { $result }.
# Notice to both players of a game that ended on the clock.
play-game-over-between = Game { $game } ({ $first } vs { $second }) is over: { $result }.
play-resigned = { $player } resigned game { $game }: { $result }.
# A game between people that ended (resignation, time, agreement) before its second move: aborted, as lichess does; $reason is how it ended ("time").
play-result-aborted = aborted ({ $reason }) and unrated: fewer than two moves were played
# Said under the answer that ended such a game (a draw agreed at once).
play-aborted-unrated = Game { $game } had fewer than two moves: it is aborted and unrated.

## Draw offers and take-backs.

offer-button-accept-draw = Accept draw
offer-button-decline-draw = Decline draw
offer-button-allow-takeback = Allow take-back
offer-button-refuse-takeback = Refuse
# $opponent: the player who answers.
offer-draw-made = { $player } offers a draw in game { $game }. { $opponent }, accept or decline (the offer lapses if you move instead).
# Notice to the opponent.
offer-draw-notice = { $player } offers a draw in game { $game }.
offer-draw-accepted = { $player } accepted the draw: game { $game } is drawn by agreement.
offer-draw-declined = { $player } declined the draw offer in game { $game }; play goes on.
offer-takeback-made = { $player } asks to take back their last move in game { $game }. { $opponent }, accept or decline.
offer-takeback-notice = { $player } asks for a take-back in game { $game }.
# $moves: the moves taken back; $count: how many.
offer-takeback-accepted = { $player } allowed the take-back: { $moves } { $count ->
    [one] is
   *[other] are
} undone.
# One move a take-back undid, with whose it was: "alice's H8+7".
offer-takeback-whose = { $player }'s { $played }
# Notice to the player to move after a take-back.
offer-takeback-your-move = Take-back done in game { $game }: your move.
offer-takeback-declined = { $player } refused the take-back in game { $game }.

## Challenges and new games.

# Who plays which side, inside challenge-made ($side: a side's name).
challenge-sides-random = sides drawn by lot
challenge-side = { $player } plays { $side }
# $sides: challenge-sides-random or challenge-side; $time: time per move; $expiry: how long
# the challenge waits for an answer.
challenge-made = **{ $challenger }** challenges **{ $opponent }** to { $game } ({ $sides }; { $time } per move). Challenge `{ $challenge }` — answer within { $expiry }.
# The same, for an open challenge anyone may take.
challenge-made-open = **{ $challenger }** challenges **anyone** to { $game } ({ $sides }; { $time } per move). Challenge `{ $challenge }` — answer within { $expiry }.
challenge-button-accept = Accept
challenge-button-decline = Decline
challenge-button-cancel = Cancel
# Direct message to the challenged player.
challenge-notice = { $challenger } challenges you to { $game } (challenge `{ $challenge }`).
# The first line of a new game's board ($first_side, $second_side: the sides' names).
challenge-game-started = Game **{ $game }** started: { $first } ({ $first_side }) vs { $second } ({ $second_side }), { $time } per move.
# Notice to the player who moves first.
challenge-started-your-move = Game { $game } started: it is your move.
challenge-declined = { $player } declined { $challenger }'s { $game } challenge `{ $challenge }`.
# Notice to the challenger.
challenge-declined-notice = { $player } declined your challenge `{ $challenge }`.
challenge-withdrawn = { $player } withdrew challenge `{ $challenge }`.

## The clock's notices.

clock-challenge-expired = Your { $game } challenge `{ $challenge }` expired unanswered.
# $left: time left; $deadline: a date and time.
clock-reminder = Reminder: your move in game { $game } — { $left } left (deadline { $deadline }), or you lose on time.
clock-button-show-board = Show board
# After the bot was down: $down how long, $left the time still left to move.
clock-downtime = The bot was down for { $down }, which does not count: you still have { $left } to move in game { $game }, as when it stopped (new deadline { $deadline }).

# Refusals of the views, the computer and the settings.
error-no-server-here = there is no server here: ask for the global leaderboard
error-server-only = server settings can only be changed in a server
error-no-such-level = there is no level { $level }: the computer plays at levels 1 (easiest) to 8 (strongest)

# Discord embeds: the board as a card. The title is plain text (no Markdown).
embed-board-title = { $game } · { $first } ({ $first_side }) vs { $second } ({ $second_side })
embed-field-deadline = Deadline
embed-field-clock = Clock
embed-field-time-per-move = Time per move
# $deadline: a moment (shown in the reader's own time zone).
embed-deadline-value = { $deadline }
embed-clock-paused = stopped for a vacation until { $until } ({ $left } left)
embed-time-per-move-value = { $time }
embed-footer-game = Game { $id }
# The picture in words, for screen readers; followed by the last move and whose turn it is.
embed-alt-board = Board of the { $game } game { $id }.
# A long list, one page at a time.
embed-page = Page { $page } of { $count }
embed-page-previous = ◀ Previous
embed-page-next = Next ▶
embed-challenge-title = Challenge { $challenge } · { $game }
embed-field-expires = Expires
embed-footer-challenge = Challenge { $challenge }
# One-tap actions under a running game's board.
board-button-offer-draw = Offer draw
board-button-resign = Resign
board-button-mine = My board
board-button-resign-confirm = Yes, resign
board-resign-confirm = Resign game { $game }? This cannot be undone.
error-board-moved-on = game { $game } has moved on since this board was shown: look at the new board
# The menus of the Move button: first the piece (by its square), then its move.
board-button-move = Move
board-pick-piece = Your move in game { $game }: choose the piece
board-pick-piece-option = { $piece } { $square } ({ $count ->
    [one] 1 move
   *[other] { $count } moves
})
board-pick-move = Choose the move from { $square }
# The end of a rated game: each player's rating change, on each leaderboard. $board is one of
# embed-rating-server / embed-rating-global; $delta is signed (+12, -8, +0).
embed-field-rating = Rating · { $player }
embed-rating-change = { $board }: { $before } → { $after } ({ $delta })
embed-rating-server = This server
embed-rating-global = Global
# The Move menus when a menu would hold too many: by file first, and more moves on a next page.
# A Tempo stone, as the menu names it.
piece-tempo-stone = stone
board-pick-file-option = File { $file } ({ $count ->
    [one] 1 move
   *[other] { $count } moves
})
board-pick-file = Choose the piece on file { $file }
board-pick-more = More moves from { $square } ({ $count } more)

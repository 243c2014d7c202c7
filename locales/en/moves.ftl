# The words of the rules: why a move is refused, how a game ended (src/games/).
# The English here says what the rules CLI prints (`kibitz rules`, the errors' Display), except
# that lists are joined the language's way; tests/rules/rules_words.rs holds them together.

## A refused move (the answer to /move and to the move buttons). $text is a copy of what the
## player typed; $reason, $what and $result are messages below.

move-unreadable = '{ $text }' is not a move: { $reason }
# $candidates: the moves it could mean, in coordinates, joined by move-or.
move-ambiguous = '{ $text }' is ambiguous: { $what }: { $candidates }?
move-illegal = '{ $text }' is not legal here: { $reason }
move-game-over = the game is over ({ $result })
# The same reasons without the move's text, where an answer already shows it.
move-reason-unreadable = not a move: { $reason }
move-reason-ambiguous = ambiguous: { $what }: { $candidates }?

## How the parts of a reason join.

# Alternatives: "b1d2 or f3d2" ($rest may itself be a move-or).
move-or = { $first } or { $rest }
# A rule, then what would work instead.
move-two-parts = { $first }; { $second }
# A sentence with a note after it.
move-with-note = { $text } ({ $note })
# What the piece on $square could do instead ($moves: a list of moves).
move-legal-from = legal moves from { $square }: { $moves }
# Which pieces can move at all ($squares: a list of squares).
move-pieces-that-can-move = pieces that can move: { $squares }
# A text that several moves fit.
move-fits-several = it fits { $count ->
    [2] two
    [3] three
    [4] four
    [5] five
   *[other] { $count }
} moves

## Topo's pieces: the Italian names in every language.

piece-topo-topo = Topo
piece-topo-lepre = Lepre
piece-topo-cavallo = Cavallo
piece-topo-cane = Cane
piece-topo-pesce = Pesce
piece-topo-gattino = Gattino
pieces-topo-topo = Topi
pieces-topo-lepre = Lepri
pieces-topo-cavallo = Cavalli
pieces-topo-cane = Cani
pieces-topo-pesce = Pesci
pieces-topo-gattino = Gattini

## Topo: the rule a move breaks (docs/rules/topo.md). $piece is a piece-topo-* message.

move-topo-no-piece-of-yours = there is no { $side } piece on { $square }
move-topo-not-how-it-moves = the { $piece } on { $from } cannot go to { $to }: { $how }
move-topo-how-topo = a Topo moves one square in any direction, like a chess king
move-topo-how-lepre = a Lepre moves along lines and diagonals, like a chess queen
move-topo-how-cavallo = a Cavallo jumps like a chess knight
move-topo-how-cane = a Cane moves along ranks and files, like a chess rook
move-topo-how-pesce = a Pesce moves along diagonals, like a chess bishop
move-topo-how-gattino = a Gattino moves straight forward and captures diagonally forward
move-topo-path-blocked = the { $piece } on { $from } cannot jump: { $blocker } is in the way
move-topo-own-piece-on-target = { $to } holds one of your own pieces
move-topo-gattino-blocked = the Gattino on { $from } cannot advance: { $blocker } is occupied (Gattini capture only diagonally forward)
move-topo-gattino-diagonal-needs-capture = the Gattino on { $from } moves diagonally only to capture, and { $to } is empty (there is no en passant)
move-topo-gattino-long-step-only-from-second-rank = the Gattino on { $from } may step only one square: the long step is only from its own second rank
move-topo-gattino-triple-step-only-on-edge-files = the Gattino on { $from } may step at most two squares: only Gattini on the a and h files step three
move-topo-topo-cannot-capture-topo = the Topo on { $from } cannot capture the Topo on { $to }: a Topo never captures a Topo
move-topo-cane-cannot-capture-cane-yet = the Cane on { $from } cannot capture the Cane on { $to } yet: Cani may capture Cani only after a Gattino has moved
move-topo-pesce-cannot-capture-gattino = the Pesce on { $from } cannot capture the Gattino on { $to }: a Pesce never captures a Gattino
move-topo-pesce-cannot-capture-before-topo-moved = the Pesce on { $from } cannot capture until your Topo has moved
move-topo-pesce-before-lepre-moved = the Pesce on { $from } cannot move until your Lepre has moved
move-topo-choice-only-on-last-rank = a last-rank choice (t, l, c, r) only goes with a Gattino reaching its last rank, and this move to { $to } does not; leave the letter out
move-topo-send-back-square-occupied = the Gattino cannot be sent back: { $square } is occupied (promote it with t, l or c, or leave it on the last rank)
move-topo-topo-castling-already-used = you have already castled with a Topo (once per game)
move-topo-lepre-castling-already-used = you have already castled with a Lepre (once per game)
move-topo-castling-needs-topo = Topo castling needs one of your Topi on { $square }
move-topo-castling-needs-cane = Topo castling on this side needs your Cane on { $corner }
move-topo-castling-path-blocked = Topo castling needs every square between Topo and Cane empty, and { $square } is not
move-topo-enemy-topo-on-central-square = no castling while the enemy Topo stands on the central square ({ $square })
move-topo-cavallo-on-central-square = no Lepre castling while a Cavallo stands on the central square ({ $square })
move-topo-lepre-has-moved = Lepre castling needs the original Lepre, never moved, on { $square }
move-topo-not-listed = { $move } is not a legal move here
move-topo-cane-has-moved = Lepre castling needs the original Cane, never moved, on { $corner }

## Topo: what would work instead, and notes on how a move was read.

move-topo-unexplained = that move is not legal
move-topo-no-castling = castling is not possible here
move-topo-no-legal-move-from = the { $piece } on { $square } has no legal move now
move-topo-none-can-go = no { $piece } of yours can go to { $square }
# $pieces: a pieces-topo-* message.
move-topo-yours-have-no-move = your { $pieces } have no legal move now
move-topo-yours-can-play = your { $pieces } can play: { $moves }
move-topo-note-b-file = a lower-case b is the b-file; for a Pesce write B, upper case
move-topo-note-c-file = a lower-case c is the c-file; for a Cavallo write C or N, upper case
move-topo-note-p-is-pesce = P is the Pesce; write a Gattino move without a letter: { $square }
move-topo-note-write-pesce = for a Pesce write B, upper case
move-topo-note-write-cavallo = for a Cavallo write C or N, upper case
# An ambiguous move: "two Cavalli can go to d2".
move-topo-ambiguous-pieces = { $count ->
    [2] two
    [3] three
    [4] four
    [5] five
   *[other] { $count }
} { $pieces } can go to { $square }

## Topo: text that is not a move at all.

move-topo-how-to-write = write from-square and to-square (e2e4, e7e8t) or short algebraic (e4, Nc3, exd5, e8=L, O-O)
move-topo-empty = the move is empty
move-topo-nothing-left = nothing left to read
move-topo-no-destination = no destination square found
move-topo-unexpected-after = unexpected text after { $square }
move-topo-not-file-or-rank = '{ $char }' is neither a file nor a rank
move-topo-bad-start = cannot read the start square
move-topo-cannot-read = cannot read the move
move-topo-gattino-names-rank = a Gattino move names at most its file (exd5)
move-topo-no-pesce-on-last-rank = a Gattino cannot become a Pesce: on the last rank choose t (Topo), l (Lepre), c (Cavallo), r (send back) or no letter (stay)
move-topo-no-cane-on-last-rank = a Gattino cannot become a Cane (R is a rook, a Cane): to send the Gattino back to its start, type { $short } or { $canonical }
## After a Gattino sent back ($from its last-rank square, $square its start), under the move.
move-topo-sent-back = The Gattino goes back from { $from } to its start, { $square }.
move-topo-not-a-choice = '{ $char }' is not a last-rank choice: use t (Topo), l (Lepre), c (Cavallo), r (send back) or no letter (stay)
move-topo-letter-after-destination = only a Gattino reaching its last rank takes a letter after the destination ({ $text })
move-topo-gattino-same-file = a Gattino changes file only when it captures, so '{ $text }' with the same file is not a move
move-topo-gattino-far-file = a Gattino captures onto a neighbouring file only, not from the { $file }-file to { $to }

## Topo: draw rule 9, the refusal of a draw offer. $missing is what is still missing: a list of
## the sides' moves (side-needs, or both-sides: side-needs then side-more), no-capture, or
## moves-and-no-capture.

move-topo-draw-before-start = a draw cannot be agreed before the game has started
move-topo-draw-too-early = a draw can be agreed only after { $count } moves each and a first capture: { $missing }
move-topo-draw-side-needs = { $side } needs { $count } more { $count ->
    [one] move
   *[other] moves
}
move-topo-draw-side-more = { $side } { $count } more
move-topo-draw-both-sides = { $first } and { $second }
move-topo-draw-no-capture = no piece has been captured yet
# The sides' moves still missing ($moves: side-needs or both-sides) and the capture.
move-topo-draw-moves-and-no-capture = { $moves }, and no piece has been captured yet

## Xiangqi's pieces, by side (Chinese writes the two armies' pieces differently), and their
## plurals.

piece-xiangqi-general-red = general
piece-xiangqi-general-black = general
piece-xiangqi-advisor-red = advisor
piece-xiangqi-advisor-black = advisor
piece-xiangqi-elephant-red = elephant
piece-xiangqi-elephant-black = elephant
piece-xiangqi-horse-red = horse
piece-xiangqi-horse-black = horse
piece-xiangqi-chariot-red = chariot
piece-xiangqi-chariot-black = chariot
piece-xiangqi-cannon-red = cannon
piece-xiangqi-cannon-black = cannon
piece-xiangqi-soldier-red = soldier
piece-xiangqi-soldier-black = soldier
pieces-xiangqi-general = generals
pieces-xiangqi-advisor = advisors
pieces-xiangqi-elephant = elephants
pieces-xiangqi-horse = horses
pieces-xiangqi-chariot = chariots
pieces-xiangqi-cannon = cannons
pieces-xiangqi-soldier = soldiers

## Xiangqi: the rule a move breaks (docs/rules/xiangqi.md). Points are ICCS (h2, e9).

move-xiangqi-no-piece = there is no piece on { $square }
move-xiangqi-not-your-piece = the { $piece } on { $square } is { $owner }'s, and it is { $mover }'s turn
move-xiangqi-null-move = a move must leave its point
move-xiangqi-own-piece = { $square } holds your own { $piece }
move-xiangqi-outside-palace = palace: the { $piece } may not leave the palace
move-xiangqi-general-step = general: the general moves one point along a file or a rank
move-xiangqi-advisor-step = advisor: the advisor moves one point diagonally
move-xiangqi-elephant-crosses-river = river: the elephant may not cross the river
move-xiangqi-elephant-step = elephant: the elephant moves exactly two points diagonally
move-xiangqi-elephant-eye-blocked = elephant eye: { $eye } is occupied, so the elephant cannot pass
move-xiangqi-horse-step = horse: the horse moves one point straight, then one diagonally outward
move-xiangqi-horse-leg-hobbled = hobbled horse: the horse's leg point { $leg } is occupied
move-xiangqi-not-straight = the { $piece } moves along a file or a rank
move-xiangqi-path-blocked = the way is blocked at { $square }
# $count: the pieces between the cannon and its target (never exactly one here).
move-xiangqi-cannon-needs-screen = cannon screen: a cannon captures by jumping exactly one piece, and there { $count ->
    [0] is none between
    [1] is one between
   *[other] are { $count } between
}
move-xiangqi-soldier-backward = soldier: a soldier never moves backward
move-xiangqi-soldier-sideways-before-river = soldier: a soldier may move sideways only after crossing the river
move-xiangqi-soldier-step = soldier: a soldier moves one point forward (or sideways once across the river)
# $general: the mover's general; $piece: the enemy piece that would attack it.
move-xiangqi-leaves-general-in-check = check: your { $general } would be attacked by the { $piece } on { $square }
move-xiangqi-flying-general = flying general: the two generals would face each other on an open file

## Xiangqi: what would work instead, and text that is not a move.

move-xiangqi-how-to-write = write ICCS like h2e2, WXF like C2=5 or R+=9, or Chinese like 炮二平五
move-xiangqi-empty = the move is empty
move-xiangqi-not-iccs-or-wxf = not ICCS or WXF
move-xiangqi-not-chinese = not readable as Chinese notation
move-xiangqi-no-legal-move-from = the { $piece } on { $square } has no legal move
move-xiangqi-no-legal-move = there is no legal move
# A move in the reader's notation (WXF, or Chinese for Chinese readers), then in ICCS.
move-xiangqi-move-and-point = { $move } ({ $iccs })
# An ambiguous move: "two chariots can make that move" ($pieces: a pieces-xiangqi-* message).
move-xiangqi-ambiguous-pieces = { $count ->
    [2] two
    [3] three
    [4] four
    [5] five
   *[other] { $count }
} { $pieces } can make that move
move-xiangqi-does-not-describe = { $text } does not describe { $move }
move-xiangqi-cannot-go-forward = the { $piece } on { $square } cannot move that way forward
move-xiangqi-cannot-go-backward = the { $piece } on { $square } cannot move that way backward
move-xiangqi-cannot-go-across = the { $piece } on { $square } cannot move across like that
# Which piece a WXF or Chinese move named, when there is none such ($which in move-xiangqi-none-there).
move-xiangqi-which-on-file = on file { $file }
move-xiangqi-which-two-on-a-file = two on one file
move-xiangqi-which-three-on-a-file = three on one file
move-xiangqi-which-nth-on-file = number { $index } on file { $file }
move-xiangqi-which-ordinal = number { $index } of those sharing a file
move-xiangqi-none-left = { $side } has no { $piece } left
# $files: the files where the side has such pieces; $count: how many files.
move-xiangqi-none-there = { $side } has no { $piece } { $which } ({ $pieces } on { $count ->
    [one] file
   *[other] files
} { $files })

## Tempo: the rule a move breaks (docs/rules/tempo.md). Cells are a1–f5.

move-tempo-no-stone = there is no stone on { $square }
move-tempo-not-your-stone = the stone on { $square } is { $owner }'s, and it is { $mover }'s turn
move-tempo-same-cell = a move must go somewhere: { $square } to { $square } stays put
move-tempo-not-straight = { $from } to { $to } is not a straight line (stones move along a row, a column or a diagonal)
move-tempo-not-between-two-stones = the stone on { $square } is not between two stones: a stone moves only when both cells on opposite sides of it (in a row, column or diagonal) are occupied
move-tempo-corner-needs-both-neighbours = the corner stone on { $corner } may move only when both cells next to the corner ({ $neighbours }) are occupied
move-tempo-corner-moves-diagonally = the corner stone on { $corner } moves only along the diagonal into the board, towards { $towards }
# $lines: a list of move-tempo-line-*; $directions: move-tempo-<direction> joined by move-or.
move-tempo-not-perpendicular = { $from } to { $to } is not perpendicular to a line the stone stands in the middle of ({ $lines }); it may move { $directions }
move-tempo-line-row = the row { $from }–{ $to }
move-tempo-line-column = the column { $from }–{ $to }
move-tempo-line-diagonal = the diagonal { $from }–{ $to }
move-tempo-north = north
move-tempo-north-east = north-east
move-tempo-east = east
move-tempo-south-east = south-east
move-tempo-south = south
move-tempo-south-west = south-west
move-tempo-west = west
move-tempo-north-west = north-west
move-tempo-path-blocked = the way from { $from } to { $to } is blocked by the stone on { $blocker }
move-tempo-capture-not-adjacent = { $from } cannot take the stone on { $to }: only a stone directly next to it can be taken
move-tempo-cannot-capture-own-stone = { $to } holds your own stone, and you cannot take your own stones

## Tempo: what would work instead, and text that is not a move.

move-tempo-no-legal-move = { $side } has no legal move
move-tempo-stone-cannot-move = the stone on { $square } cannot move now
move-tempo-stones-that-can-move = { $side }'s stones that can move: { $squares }
move-tempo-shape = write a move as two cells, from and to, like b3c4 (b3-c4 and b3xc4 also work)
move-tempo-bad-cell = '{ $text }' is not a cell: files are a–f and ranks 1–5

## How a game ended: the result line of a finished game. $winner is a side; $reason one of
## the outcome-* phrases below, in the game's own terms. A reason that belongs to one side names
## it ($loser, the side that lost), so that it reads true to both players.

outcome-win = { $winner } wins ({ $reason })
outcome-draw = Draw ({ $reason })
# A win on time: "White wins on time".
outcome-win-on-time = { $winner } wins on time
# Topo's draw rule 7.
outcome-no-moves = the side to move has no legal move
outcome-xiangqi-checkmate = checkmate
outcome-xiangqi-stalemate = stalemate
# When it is not known whether the loser was in check.
outcome-xiangqi-no-moves = no legal move: checkmate or stalemate
outcome-tempo-no-moves = { $loser } cannot move
outcome-perpetual-check = perpetual check by { $loser }
outcome-perpetual-chase = perpetual chase
outcome-sixty-moves = 60 moves by each side without a capture
outcome-xiangqi-chased = { $side } chased the { $unprotected ->
    [yes] unprotected { $piece }
   *[no] { $piece }
} on { $square } on every move
repetition-refused = this move repeats the position a third time while { $why }; under the Asian rules that loses: play another move
repetition-why-check = you have given check on every move
repetition-why-chase = your { $by } has chased the { $unprotected ->
    [yes] unprotected { $piece }
   *[no] { $piece }
} on { $square } on every move
repetition-why-draw = neither side has checked or chased on every move
repetition-warning = this position has now occurred twice; one more repetition decides the game: { $decides }
repetition-decides-draw = a draw, as neither side has checked or chased on every move
repetition-decides-loss = { $loser } would lose: { $why }
repetition-they-checked = { $side } gave check on every move
outcome-repetition = threefold repetition
outcome-tempo-repetition-win = threefold repetition, fewer stones
outcome-tempo-repetition-draw = threefold repetition, as many stones each
outcome-lepri-captured = every { $loser } Lepre captured
outcome-no-lepri = neither side has a Lepre left
outcome-no-lepre-vs-no-topo = one side has no Lepre, the other no Topo
outcome-no-topi = neither side has a Topo left
outcome-sixty-half-moves = 60 half-moves without a capture or a Gattino move
outcome-no-gattini = neither side has a Gattino left
outcome-bare-topo-lepre = only a Topo and a Lepre each
outcome-six-cavalli = six or more Cavalli on the board
outcome-central-square = a Topo or a Cavallo of each colour on the central square twice in a row
outcome-resignation = resignation
outcome-time = on time
outcome-agreement = agreement
outcome-adjudication = adjudication
outcome-forfeit = forfeit

# /rules: each game in short. The full rules are in docs/rules/.

rules-summary-topo = **Topo** — Italian animal chess on an 8×8 board. The pieces move like chess pieces (Topo = king, Lepre = queen, Cavallo = knight, Cane = rook, Pesce = bishop, Gattino = pawn), but there is no check: you win by capturing every enemy Lepre while keeping a Topo. Pesci cannot move until their Lepre has moved, nor capture until their Topo has; a Topo never takes a Topo. Many draws (see the rules). White moves first; moves are written `e2e4`. A draw may be agreed only after 20 moves each and at least one capture.
rules-summary-xiangqi = **Xiangqi** — Chinese chess on 9×10 points. Protect your general inside its palace; a side with no legal move loses (checkmate or stalemate). Generals may not face each other on an open file. Perpetual check loses; other threefold repetitions are draws. Red moves first; moves are written in ICCS (`h2e2`) or WXF (`C2=5`).
rules-summary-tempo = **Tempo** — Sid Sackson's blocking game on a full 6×5 board. A stone may move only when it stands between two stones on a line, and then perpendicular to that line, sliding over empty cells or capturing an adjacent enemy stone. A player with no legal move loses; on a third repetition the side with fewer stones wins. Black moves first; moves are written `b3c4`.

# The ways each game's moves may be written, under its summary.
rules-notations-topo = Moves are read as from and to (`e2e4`, `e7e8t`) or in short algebraic with the chess letters or the Italian ones (`e4`, `Nc3` or `Cc3`, `exd5`, `e8=L`), and castling as `O-O` (the Topo's) or `L-O-O` (the Lepre's).
rules-notations-xiangqi = Moves are read in ICCS (`h2e2`), in WXF (`C2=5`) and in Chinese, in either script (`炮二平五`, `傌八進七`).
rules-notations-tempo = Moves are read as two cells, from and to: `b3c4` (also `b3-c4` and `b3xc4`).
# Where the full rules are: $link is a web address or, without one, the file's path in the source.
rules-full = The full rules: { $link }

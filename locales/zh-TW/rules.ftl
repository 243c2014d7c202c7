# /rules：各遊戲規則簡介。完整規則見 docs/rules/。

rules-summary-topo = **Topo** — 義大利動物棋，8×8 棋盤。棋子的走法與西洋棋相同（Topo = 國王，Lepre = 皇后，Cavallo = 騎士，Cane = 城堡，Pesce = 主教，Gattino = 士兵），但沒有將軍：吃光對方所有 Lepre、自己仍保有 Topo 者獲勝。己方 Lepre 走動之前，Pesce 不能走；己方 Topo 走動之前，Pesce 不能吃子；Topo 永遠不能吃 Topo。和棋的情形很多（見規則）。白方先走；著法寫作 `e2e4`。雙方各走滿 20 步且至少吃過一子後，才可議和。
rules-summary-xiangqi = **象棋** — 中國象棋，棋盤有 9×10 個交叉點。在九宮內保護好你的帥（將）；無棋可走的一方判負（被將死或困斃）。將帥不得在同一條沒有隔子的直線上照面。長將者判負；其他三次重複局面判和。紅方先走；著法可用中文記譜（炮二平五）、ICCS（`h2e2`）或 WXF（`C2=5`）書寫。
rules-summary-tempo = **Tempo** — Sid Sackson 設計的封鎖棋，6×5 棋盤開局時全部擺滿。一枚棋子只有夾在同一條線上的兩枚棋子之間時才能走，而且只能沿與該線垂直的方向，滑過空格，或吃掉相鄰的一枚對方棋子。無棋可走的一方判負；局面第三次重複時，棋子較少的一方獲勝。黑方先走；著法寫作 `b3c4`。

rules-notations-topo = 著法可寫作起點格和終點格（`e2e4`、`e7e8t`），或寫成簡寫代數記譜法，用西洋棋字母或義大利字母（`e4`、`Nc3` 或 `Cc3`、`exd5`、`e8=L`）；王車易位寫作 `O-O`（Topo）或 `L-O-O`（Lepre）。
rules-notations-xiangqi = 著法可寫作 ICCS（`h2e2`）、WXF（`C2=5`）或中文記譜，繁體簡體皆可（`炮二平五`、`傌八進七`）。
rules-notations-tempo = 著法寫作起點格和終點格兩個格子：`b3c4`（也可寫 `b3-c4` 或 `b3xc4`）。
rules-full = 完整規則：{ $link }

# /rules：各游戏规则简介。完整规则见 docs/rules/。

rules-summary-topo = **Topo** — 意大利动物棋，8×8 棋盘。棋子的走法与国际象棋相同（Topo = 王，Lepre = 后，Cavallo = 马，Cane = 车，Pesce = 象，Gattino = 兵），但没有将军：吃光对方所有 Lepre、自己仍保有 Topo 者获胜。己方 Lepre 走动之前，Pesce 不能走；己方 Topo 走动之前，Pesce 不能吃子；Topo 永远不能吃 Topo。和棋的情形很多（见规则）。白方先走；着法写作 `e2e4`。双方各走满 20 步且至少吃过一子后，才可议和。
rules-summary-xiangqi = **象棋** — 中国象棋，棋盘有 9×10 个交叉点。在九宫内保护好你的帅（将）；无棋可走的一方判负（被将死或困毙）。将帅不得在同一条没有隔子的直线上照面。长将者判负；其他三次重复局面判和。红方先走；着法可用中文记谱（炮二平五）、ICCS（`h2e2`）或 WXF（`C2=5`）书写。
rules-summary-tempo = **Tempo** — Sid Sackson 设计的封锁棋，6×5 棋盘开局时全部摆满。一枚棋子只有夹在同一条线上的两枚棋子之间时才能走，而且只能沿与该线垂直的方向，滑过空格，或吃掉相邻的一枚对方棋子。无棋可走的一方判负；局面第三次重复时，棋子较少的一方获胜。黑方先走；着法写作 `b3c4`。

rules-notations-topo = 着法可写作起点格和终点格（`e2e4`、`e7e8t`），或写成简写代数记谱法，用国际象棋字母或意大利字母（`e4`、`Nc3` 或 `Cc3`、`exd5`、`e8=L`）；王车易位写作 `O-O`（Topo）或 `L-O-O`（Lepre）。
rules-notations-xiangqi = 着法可写作 ICCS（`h2e2`）、WXF（`C2=5`）或中文记谱，简体繁体皆可（`炮二平五`、`马八进七`）。
rules-notations-tempo = 着法写作起点格和终点格两个格子：`b3c4`（也可写 `b3-c4` 或 `b3xc4`）。
rules-full = 完整规则：{ $link }

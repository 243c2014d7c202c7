# 规则用语：着法为什么被拒绝，对局是怎样结束的。

## 被拒绝的着法。

move-unreadable = “{ $text }”不是着法：{ $reason }
move-ambiguous = “{ $text }”有歧义：{ $what }：{ $candidates }？
move-illegal = “{ $text }”在这里不合法：{ $reason }
move-game-over = 对局已经结束（{ $result }）
move-reason-unreadable = 不是着法：{ $reason }
move-reason-ambiguous = 有歧义：{ $what }：{ $candidates }？

## 理由的各部分如何连接。

move-or = { $first }或{ $rest }
move-two-parts = { $first }；{ $second }
move-with-note = { $text }（{ $note }）
move-legal-from = { $square } 的合法着法：{ $moves }
move-pieces-that-can-move = 可以走的棋子：{ $squares }
move-fits-several = 它符合{ $count ->
    [2] 两
   *[other] { $count }
}个着法

## Topo 的棋子：各语言都用意大利语名称。中文不分单复数。

piece-topo-topo = Topo
piece-topo-lepre = Lepre
piece-topo-cavallo = Cavallo
piece-topo-cane = Cane
piece-topo-pesce = Pesce
piece-topo-gattino = Gattino
pieces-topo-topo = Topo
pieces-topo-lepre = Lepre
pieces-topo-cavallo = Cavallo
pieces-topo-cane = Cane
pieces-topo-pesce = Pesce
pieces-topo-gattino = Gattino

## Topo：着法违反的规则。

move-topo-no-piece-of-yours = { $square } 上没有{ $side }的棋子
move-topo-not-how-it-moves = { $from } 的 { $piece } 不能走到 { $to }：{ $how }
move-topo-how-topo = Topo 可以向任意方向走一格，和国际象棋的王一样
move-topo-how-lepre = Lepre 沿直线和斜线走，和国际象棋的后一样
move-topo-how-cavallo = Cavallo 的走法和国际象棋的马一样
move-topo-how-cane = Cane 沿横线和直线走，和国际象棋的车一样
move-topo-how-pesce = Pesce 沿斜线走，和国际象棋的象一样
move-topo-how-gattino = Gattino 向前直走，向斜前方吃子
move-topo-path-blocked = { $from } 的 { $piece } 不能跳过棋子：{ $blocker } 挡住了去路
move-topo-own-piece-on-target = { $to } 上是你自己的棋子
move-topo-gattino-blocked = { $from } 的 Gattino 不能前进：{ $blocker } 上有棋子（Gattino 只能向斜前方吃子）
move-topo-gattino-diagonal-needs-capture = { $from } 的 Gattino 只有吃子时才能斜走，而 { $to } 是空的（没有吃过路兵）
move-topo-gattino-long-step-only-from-second-rank = { $from } 的 Gattino 只能走一格：只有在己方第二横线上才能一次走多格
move-topo-gattino-triple-step-only-on-edge-files = { $from } 的 Gattino 最多只能走两格：只有 a 线和 h 线上的 Gattino 才能走三格
move-topo-topo-cannot-capture-topo = { $from } 的 Topo 不能吃 { $to } 的 Topo：Topo 永远不能吃 Topo
move-topo-cane-cannot-capture-cane-yet = { $from } 的 Cane 现在还不能吃 { $to } 的 Cane：要等有 Gattino 走过以后，Cane 才能吃 Cane
move-topo-pesce-cannot-capture-gattino = { $from } 的 Pesce 不能吃 { $to } 的 Gattino：Pesce 永远不能吃 Gattino
move-topo-pesce-cannot-capture-before-topo-moved = 你的 Topo 走动之前，{ $from } 的 Pesce 不能吃子
move-topo-pesce-before-lepre-moved = 你的 Lepre 走动之前，{ $from } 的 Pesce 不能走
move-topo-choice-only-on-last-rank = 底线选择字母（t、l、c、r）只用于到达底线的 Gattino，而这步走到 { $to } 的棋不是；请去掉这个字母
move-topo-send-back-square-occupied = 不能把 Gattino 送回：{ $square } 上有棋子（用 t、l 或 c 升变，或者把它留在底线）
move-topo-topo-castling-already-used = 你已经用 Topo 易位过了（每局只能一次）
move-topo-lepre-castling-already-used = 你已经用 Lepre 易位过了（每局只能一次）
move-topo-castling-needs-topo = Topo 易位需要你的一个 Topo 在 { $square }
move-topo-castling-needs-cane = 这一侧的 Topo 易位需要你的 Cane 在 { $corner }
move-topo-castling-path-blocked = Topo 易位要求 Topo 和 Cane 之间的格子都是空的，而 { $square } 不是
move-topo-enemy-topo-on-central-square = 对方的 Topo 在中央方块（{ $square }）上时不能易位
move-topo-cavallo-on-central-square = 中央方块（{ $square }）上有 Cavallo 时不能进行 Lepre 易位
move-topo-lepre-has-moved = Lepre 易位需要从未走动过的原始 Lepre 在 { $square }
move-topo-not-listed = { $move } 在这里不是合法着法
move-topo-cane-has-moved = Lepre 易位需要从未走动过的原始 Cane 在 { $corner }

## Topo：可以改走什么，以及着法是怎样读出来的。

move-topo-unexplained = 这步棋不合法
move-topo-no-castling = 这里不能易位
move-topo-no-legal-move-from = { $square } 的 { $piece } 现在没有合法着法
move-topo-none-can-go = 你没有能走到 { $square } 的 { $piece }
move-topo-yours-have-no-move = 你的 { $pieces } 现在都没有合法着法
move-topo-yours-can-play = 你的 { $pieces } 可以走：{ $moves }
move-topo-note-b-file = 小写的 b 表示 b 线；Pesce 请写大写的 B
move-topo-note-c-file = 小写的 c 表示 c 线；Cavallo 请写大写的 C 或 N
move-topo-note-p-is-pesce = P 是 Pesce；Gattino 的着法不写字母：{ $square }
move-topo-note-write-pesce = Pesce 请写大写的 B
move-topo-note-write-cavallo = Cavallo 请写大写的 C 或 N
move-topo-ambiguous-pieces = 有{ $count ->
    [2] 两
   *[other] { $count }
}个 { $pieces } 都能走到 { $square }

## Topo：不是着法的文字。

move-topo-how-to-write = 请写起点格和终点格（e2e4、e7e8t），或者简写代数记谱（e4、Nc3、exd5、e8=L、O-O）
move-topo-empty = 着法是空的
move-topo-nothing-left = 没有可以读的内容
move-topo-no-destination = 找不到终点格
move-topo-unexpected-after = { $square } 后面有多余的文字
move-topo-not-file-or-rank = “{ $char }”既不是直线也不是横线
move-topo-bad-start = 读不出起点格
move-topo-cannot-read = 读不出这步棋
move-topo-gattino-names-rank = Gattino 的着法最多只写出发的直线（exd5）
move-topo-no-pesce-on-last-rank = Gattino 不能变成 Pesce：在底线请选 t（Topo）、l（Lepre）、c（Cavallo）、r（送回），或者不写字母（仍是 Gattino）
move-topo-no-cane-on-last-rank = Gattino 不能变成 Cane（R 是车，即 Cane）：要把 Gattino 送回起始格，请输入 { $short } 或 { $canonical }
## After a Gattino sent back ($from its last-rank square, $square its start), under the move.
move-topo-sent-back = Gattino 从 { $from } 送回起始格 { $square }。
move-topo-not-a-choice = “{ $char }”不是底线选择：请用 t（Topo）、l（Lepre）、c（Cavallo）、r（送回），或者不写字母（仍是 Gattino）
move-topo-letter-after-destination = 只有到达底线的 Gattino 才在终点格后面加字母（{ $text }）
move-topo-gattino-same-file = Gattino 只有吃子时才会换线，所以直线相同的“{ $text }”不是着法
move-topo-gattino-far-file = Gattino 只能吃相邻直线上的子，不能从 { $file } 线吃到 { $to }

## Topo：和棋规则 9，拒绝提和。

move-topo-draw-before-start = 对局开始前不能议和
move-topo-draw-too-early = 双方各走满 { $count } 步并且至少吃过一子后才可议和：{ $missing }
move-topo-draw-side-needs = { $side }还要走 { $count } 步
move-topo-draw-side-more = { $side }还要走 { $count } 步
move-topo-draw-both-sides = { $first }，{ $second }
move-topo-draw-no-capture = 还没有吃过子
move-topo-draw-moves-and-no-capture = { $moves }，且尚未吃过子

## 象棋的棋子：红黑两方用字不同。

piece-xiangqi-general-red = 帅
piece-xiangqi-general-black = 将
piece-xiangqi-advisor-red = 仕
piece-xiangqi-advisor-black = 士
piece-xiangqi-elephant-red = 相
piece-xiangqi-elephant-black = 象
piece-xiangqi-horse-red = 马
piece-xiangqi-horse-black = 马
piece-xiangqi-chariot-red = 车
piece-xiangqi-chariot-black = 车
piece-xiangqi-cannon-red = 炮
piece-xiangqi-cannon-black = 炮
piece-xiangqi-soldier-red = 兵
piece-xiangqi-soldier-black = 卒
pieces-xiangqi-general = 将帅
pieces-xiangqi-advisor = 仕（士）
pieces-xiangqi-elephant = 相（象）
pieces-xiangqi-horse = 马
pieces-xiangqi-chariot = 车
pieces-xiangqi-cannon = 炮
pieces-xiangqi-soldier = 兵（卒）

## 象棋：着法违反的规则（规则名称见 docs/rules/xiangqi.zh-CN.md）。

move-xiangqi-no-piece = { $square } 上没有棋子
move-xiangqi-not-your-piece = { $square } 的{ $piece }是{ $owner }的，现在轮到{ $mover }走
move-xiangqi-null-move = 着法必须离开原来的点
move-xiangqi-own-piece = { $square } 上是你自己的{ $piece }
move-xiangqi-outside-palace = 九宫：{ $piece }不能走出九宫
move-xiangqi-general-step = 帅（将）：帅（将）只能沿纵线或横线走一步
move-xiangqi-advisor-step = 仕（士）：仕（士）只能斜走一步
move-xiangqi-elephant-crosses-river = 河界：相（象）不能过河
move-xiangqi-elephant-step = 相（象）：相（象）必须斜走两步（走“田”字）
move-xiangqi-elephant-eye-blocked = 塞象眼：{ $eye } 上有子，相（象）过不去
move-xiangqi-horse-step = 马：马先直走一步，再向外斜走一步（走“日”字）
move-xiangqi-horse-leg-hobbled = 蹩马腿：马腿 { $leg } 上有子
move-xiangqi-not-straight = { $piece }只能沿纵线或横线走
move-xiangqi-path-blocked = 去路在 { $square } 被挡住了
move-xiangqi-cannon-needs-screen = 炮架：炮吃子必须正好隔一个子，而中间{ $count ->
    [0] 没有子
   *[other] 有 { $count } 个子
}
move-xiangqi-soldier-backward = 兵（卒）：兵（卒）永远不能后退
move-xiangqi-soldier-sideways-before-river = 兵（卒）：兵（卒）过河以后才能横走
move-xiangqi-soldier-step = 兵（卒）：兵（卒）只能向前走一步（过河以后也可以横走一步）
move-xiangqi-leaves-general-in-check = 送将：走后你的{ $general }会被 { $square } 的{ $piece }攻击
move-xiangqi-flying-general = 将帅对面：走后将帅会在同一条没有隔子的纵线上照面

## 象棋：可以改走什么，以及不是着法的文字。

move-xiangqi-how-to-write = 请用 ICCS（如 h2e2）、WXF（如 C2=5 或 R+=9）或中文记谱（如 炮二平五）书写
move-xiangqi-empty = 着法是空的
move-xiangqi-not-iccs-or-wxf = 不是 ICCS 或 WXF
move-xiangqi-not-chinese = 看不懂这个中文记谱
move-xiangqi-no-legal-move-from = { $square } 的{ $piece }没有合法着法
move-xiangqi-no-legal-move = 没有合法着法
move-xiangqi-move-and-point = { $move }（{ $iccs }）
move-xiangqi-ambiguous-pieces = { $count ->
    [2] 两
   *[other] { $count }
}个{ $pieces }都能走这步棋
move-xiangqi-does-not-describe = { $text } 说的不是 { $move }
move-xiangqi-cannot-go-forward = { $square } 的{ $piece }不能这样进
move-xiangqi-cannot-go-backward = { $square } 的{ $piece }不能这样退
move-xiangqi-cannot-go-across = { $square } 的{ $piece }不能这样平
move-xiangqi-which-on-file = 在{ $file }路的
move-xiangqi-which-two-on-a-file = 同一纵线上的两个
move-xiangqi-which-three-on-a-file = 同一纵线上的三个
move-xiangqi-which-nth-on-file = { $file }路上的第{ $index }个
move-xiangqi-which-ordinal = 同线棋子中的第{ $index }个
move-xiangqi-none-left = { $side }已经没有{ $piece }了
move-xiangqi-none-there = { $side }没有{ $which }{ $piece }（{ $pieces }在{ $count ->
   *[other] { $files }
}路）

## Tempo：着法违反的规则。

move-tempo-no-stone = { $square } 上没有棋子
move-tempo-not-your-stone = { $square } 的棋子是{ $owner }的，现在轮到{ $mover }走
move-tempo-same-cell = 着法必须移动：从 { $square } 到 { $square } 等于原地不动
move-tempo-not-straight = 从 { $from } 到 { $to } 不是一条直线（棋子沿横行、纵列或斜线走）
move-tempo-not-between-two-stones = { $square } 的棋子没有夹在两枚棋子之间：只有它两侧相对的两格（横、纵或斜）都有棋子时，它才能走
move-tempo-corner-needs-both-neighbours = 角上 { $corner } 的棋子只有在紧挨角的两格（{ $neighbours }）都有棋子时才能走
move-tempo-corner-moves-diagonally = 角上 { $corner } 的棋子只能沿斜线向棋盘里面走，朝向 { $towards }
move-tempo-not-perpendicular = 从 { $from } 到 { $to } 不垂直于它所夹在中间的线（{ $lines }）；它可以向{ $directions }走
move-tempo-line-row = 横行 { $from }–{ $to }
move-tempo-line-column = 纵列 { $from }–{ $to }
move-tempo-line-diagonal = 斜线 { $from }–{ $to }
move-tempo-north = 北
move-tempo-north-east = 东北
move-tempo-east = 东
move-tempo-south-east = 东南
move-tempo-south = 南
move-tempo-south-west = 西南
move-tempo-west = 西
move-tempo-north-west = 西北
move-tempo-path-blocked = 从 { $from } 到 { $to } 的路被 { $blocker } 的棋子挡住了
move-tempo-capture-not-adjacent = { $from } 不能吃 { $to } 的棋子：只能吃紧挨着的棋子
move-tempo-cannot-capture-own-stone = { $to } 上是你自己的棋子，不能吃自己的棋子

## Tempo：可以改走什么，以及不是着法的文字。

move-tempo-no-legal-move = { $side }没有合法着法
move-tempo-stone-cannot-move = { $square } 的棋子现在不能走
move-tempo-stones-that-can-move = { $side }可以走的棋子：{ $squares }
move-tempo-shape = 着法请写成起点和终点两个格子，如 b3c4（也可以写 b3-c4 或 b3xc4）
move-tempo-bad-cell = “{ $text }”不是格子：纵列是 a–f，横行是 1–5

## 对局是怎样结束的。

outcome-win = { $winner }胜（{ $reason }）
outcome-draw = 和棋（{ $reason }）
outcome-win-on-time = { $winner }胜（对方超时）
outcome-no-moves = 轮到走棋的一方没有合法着法
outcome-xiangqi-checkmate = 将死
outcome-xiangqi-stalemate = 困毙
outcome-xiangqi-no-moves = 无子可动：将死或困毙
outcome-tempo-no-moves = { $loser }无棋可走
outcome-perpetual-check = { $loser }长将
outcome-perpetual-chase = 长捉
outcome-sixty-moves = 双方各走六十回合未吃子
outcome-xiangqi-chased = { $side }每步都捉{ $square }的{ $unprotected ->
    [yes] 无根{ $piece }
   *[no] { $piece }
}（长捉）
repetition-refused = 这步棋使局面第三次重复，而{ $why }；按亚洲规则判负：请另走一步
repetition-why-check = 你每步都在将军
repetition-why-chase = 你的{ $by }每步都在捉{ $square }的{ $unprotected ->
    [yes] 无根{ $piece }
   *[no] { $piece }
}
repetition-why-draw = 双方都没有每步将军或捉子
repetition-warning = 这个局面已出现两次；再重复一次将决定胜负：{ $decides }
repetition-decides-draw = 和棋，因为双方都没有每步将军或捉子
repetition-decides-loss = { $loser }将判负：{ $why }
repetition-they-checked = { $side }每步都在将军
outcome-repetition = 三次重复局面
outcome-tempo-repetition-win = 三次重复局面，棋子较少
outcome-tempo-repetition-draw = 三次重复局面，双方棋子一样多
outcome-lepri-captured = { $loser }的 Lepre 全被吃光
outcome-no-lepri = 双方都没有 Lepre 了
outcome-no-lepre-vs-no-topo = 一方没有 Lepre，另一方没有 Topo
outcome-no-topi = 双方都没有 Topo 了
outcome-sixty-half-moves = 连续 60 个半回合没有吃子，也没有走 Gattino
outcome-no-gattini = 双方都没有 Gattino 了
outcome-bare-topo-lepre = 双方都只剩一个 Topo 和一个 Lepre
outcome-six-cavalli = 棋盘上有六个或更多 Cavallo
outcome-central-square = 连续两个局面双方的 Topo 或 Cavallo 都在中央方块上
outcome-resignation = 认输
outcome-time = 超时
outcome-agreement = 议和
outcome-adjudication = 裁判判定
outcome-forfeit = 弃权

# 規則用語：著法為什麼被拒絕，對局是怎樣結束的。

## 被拒絕的著法。

move-unreadable = 「{ $text }」不是著法：{ $reason }
move-ambiguous = 「{ $text }」有歧義：{ $what }：{ $candidates }？
move-illegal = 「{ $text }」在這裡不合法：{ $reason }
move-game-over = 對局已經結束（{ $result }）
move-reason-unreadable = 不是著法：{ $reason }
move-reason-ambiguous = 有歧義：{ $what }：{ $candidates }？

## 理由的各部分如何連接。

move-or = { $first }或{ $rest }
move-two-parts = { $first }；{ $second }
move-with-note = { $text }（{ $note }）
move-legal-from = { $square } 的合法著法：{ $moves }
move-pieces-that-can-move = 可以走的棋子：{ $squares }
move-fits-several = 它符合{ $count ->
    [2] 兩
   *[other] { $count }
}個著法

## Topo 的棋子：各語言都用義大利語名稱。中文不分單複數。

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

## Topo：著法違反的規則。

move-topo-no-piece-of-yours = { $square } 上沒有{ $side }的棋子
move-topo-not-how-it-moves = { $from } 的 { $piece } 不能走到 { $to }：{ $how }
move-topo-how-topo = Topo 可以向任意方向走一格，和西洋棋的國王一樣
move-topo-how-lepre = Lepre 沿直線和斜線走，和西洋棋的皇后一樣
move-topo-how-cavallo = Cavallo 的走法和西洋棋的騎士一樣
move-topo-how-cane = Cane 沿橫線和直線走，和西洋棋的城堡一樣
move-topo-how-pesce = Pesce 沿斜線走，和西洋棋的主教一樣
move-topo-how-gattino = Gattino 向前直走，向斜前方吃子
move-topo-path-blocked = { $from } 的 { $piece } 不能跳過棋子：{ $blocker } 擋住了去路
move-topo-own-piece-on-target = { $to } 上是你自己的棋子
move-topo-gattino-blocked = { $from } 的 Gattino 不能前進：{ $blocker } 上有棋子（Gattino 只能向斜前方吃子）
move-topo-gattino-diagonal-needs-capture = { $from } 的 Gattino 只有吃子時才能斜走，而 { $to } 是空的（沒有吃過路兵）
move-topo-gattino-long-step-only-from-second-rank = { $from } 的 Gattino 只能走一格：只有在己方第二橫線上才能一次走多格
move-topo-gattino-triple-step-only-on-edge-files = { $from } 的 Gattino 最多只能走兩格：只有 a 線和 h 線上的 Gattino 才能走三格
move-topo-topo-cannot-capture-topo = { $from } 的 Topo 不能吃 { $to } 的 Topo：Topo 永遠不能吃 Topo
move-topo-cane-cannot-capture-cane-yet = { $from } 的 Cane 現在還不能吃 { $to } 的 Cane：要等有 Gattino 走過以後，Cane 才能吃 Cane
move-topo-pesce-cannot-capture-gattino = { $from } 的 Pesce 不能吃 { $to } 的 Gattino：Pesce 永遠不能吃 Gattino
move-topo-pesce-cannot-capture-before-topo-moved = 你的 Topo 走動之前，{ $from } 的 Pesce 不能吃子
move-topo-pesce-before-lepre-moved = 你的 Lepre 走動之前，{ $from } 的 Pesce 不能走
move-topo-choice-only-on-last-rank = 底線選擇字母（t、l、c、r）只用於到達底線的 Gattino，而這步走到 { $to } 的棋不是；請去掉這個字母
move-topo-send-back-square-occupied = 不能把 Gattino 送回：{ $square } 上有棋子（用 t、l 或 c 升變，或者把它留在底線）
move-topo-topo-castling-already-used = 你已經用 Topo 入堡過了（每局只能一次）
move-topo-lepre-castling-already-used = 你已經用 Lepre 入堡過了（每局只能一次）
move-topo-castling-needs-topo = Topo 入堡需要你的一個 Topo 在 { $square }
move-topo-castling-needs-cane = 這一側的 Topo 入堡需要你的 Cane 在 { $corner }
move-topo-castling-path-blocked = Topo 入堡要求 Topo 和 Cane 之間的格子都是空的，而 { $square } 不是
move-topo-enemy-topo-on-central-square = 對方的 Topo 在中央方塊（{ $square }）上時不能入堡
move-topo-cavallo-on-central-square = 中央方塊（{ $square }）上有 Cavallo 時不能進行 Lepre 入堡
move-topo-lepre-has-moved = Lepre 入堡需要從未走動過的原始 Lepre 在 { $square }
move-topo-not-listed = { $move } 在這裡不是合法著法
move-topo-cane-has-moved = Lepre 入堡需要從未走動過的原始 Cane 在 { $corner }

## Topo：可以改走什麼，以及著法是怎樣讀出來的。

move-topo-unexplained = 這步棋不合法
move-topo-no-castling = 這裡不能入堡
move-topo-no-legal-move-from = { $square } 的 { $piece } 現在沒有合法著法
move-topo-none-can-go = 你沒有能走到 { $square } 的 { $piece }
move-topo-yours-have-no-move = 你的 { $pieces } 現在都沒有合法著法
move-topo-yours-can-play = 你的 { $pieces } 可以走：{ $moves }
move-topo-note-b-file = 小寫的 b 表示 b 線；Pesce 請寫大寫的 B
move-topo-note-c-file = 小寫的 c 表示 c 線；Cavallo 請寫大寫的 C 或 N
move-topo-note-p-is-pesce = P 是 Pesce；Gattino 的著法不寫字母：{ $square }
move-topo-note-write-pesce = Pesce 請寫大寫的 B
move-topo-note-write-cavallo = Cavallo 請寫大寫的 C 或 N
move-topo-ambiguous-pieces = 有{ $count ->
    [2] 兩
   *[other] { $count }
}個 { $pieces } 都能走到 { $square }

## Topo：不是著法的文字。

move-topo-how-to-write = 請寫起點格和終點格（e2e4、e7e8t），或者簡寫代數記譜（e4、Nc3、exd5、e8=L、O-O）
move-topo-empty = 著法是空的
move-topo-nothing-left = 沒有可以讀的內容
move-topo-no-destination = 找不到終點格
move-topo-unexpected-after = { $square } 後面有多餘的文字
move-topo-not-file-or-rank = 「{ $char }」既不是直線也不是橫線
move-topo-bad-start = 讀不出起點格
move-topo-cannot-read = 讀不出這步棋
move-topo-gattino-names-rank = Gattino 的著法最多只寫出發的直線（exd5）
move-topo-no-pesce-on-last-rank = Gattino 不能變成 Pesce：在底線請選 t（Topo）、l（Lepre）、c（Cavallo）、r（送回），或者不寫字母（仍是 Gattino）
move-topo-no-cane-on-last-rank = Gattino 不能變成 Cane（R 是車，即 Cane）：要把 Gattino 送回起始格，請輸入 { $short } 或 { $canonical }
## After a Gattino sent back ($from its last-rank square, $square its start), under the move.
move-topo-sent-back = Gattino 從 { $from } 送回起始格 { $square }。
move-topo-not-a-choice = 「{ $char }」不是底線選擇：請用 t（Topo）、l（Lepre）、c（Cavallo）、r（送回），或者不寫字母（仍是 Gattino）
move-topo-letter-after-destination = 只有到達底線的 Gattino 才在終點格後面加字母（{ $text }）
move-topo-gattino-same-file = Gattino 只有吃子時才會換線，所以直線相同的「{ $text }」不是著法
move-topo-gattino-far-file = Gattino 只能吃相鄰直線上的子，不能從 { $file } 線吃到 { $to }

## Topo：和棋規則 9，拒絕提和。

move-topo-draw-before-start = 對局開始前不能議和
move-topo-draw-too-early = 雙方各走滿 { $count } 步並且至少吃過一子後才可議和：{ $missing }
move-topo-draw-side-needs = { $side }還要走 { $count } 步
move-topo-draw-side-more = { $side }還要走 { $count } 步
move-topo-draw-both-sides = { $first }，{ $second }
move-topo-draw-no-capture = 還沒有吃過子
move-topo-draw-moves-and-no-capture = { $moves }，且尚未吃過子

## 象棋的棋子：紅黑兩方用字不同。

piece-xiangqi-general-red = 帥
piece-xiangqi-general-black = 將
piece-xiangqi-advisor-red = 仕
piece-xiangqi-advisor-black = 士
piece-xiangqi-elephant-red = 相
piece-xiangqi-elephant-black = 象
piece-xiangqi-horse-red = 傌
piece-xiangqi-horse-black = 馬
piece-xiangqi-chariot-red = 俥
piece-xiangqi-chariot-black = 車
piece-xiangqi-cannon-red = 炮
piece-xiangqi-cannon-black = 砲
piece-xiangqi-soldier-red = 兵
piece-xiangqi-soldier-black = 卒
pieces-xiangqi-general = 將帥
pieces-xiangqi-advisor = 仕（士）
pieces-xiangqi-elephant = 相（象）
pieces-xiangqi-horse = 馬
pieces-xiangqi-chariot = 車
pieces-xiangqi-cannon = 炮（砲）
pieces-xiangqi-soldier = 兵（卒）

## 象棋：著法違反的規則（規則名稱見 docs/rules/xiangqi.zh-TW.md）。

move-xiangqi-no-piece = { $square } 上沒有棋子
move-xiangqi-not-your-piece = { $square } 的{ $piece }是{ $owner }的，現在輪到{ $mover }走
move-xiangqi-null-move = 著法必須離開原來的點
move-xiangqi-own-piece = { $square } 上是你自己的{ $piece }
move-xiangqi-outside-palace = 九宮：{ $piece }不能走出九宮
move-xiangqi-general-step = 帥（將）：帥（將）只能沿縱線或橫線走一步
move-xiangqi-advisor-step = 仕（士）：仕（士）只能斜走一步
move-xiangqi-elephant-crosses-river = 河界：相（象）不能過河
move-xiangqi-elephant-step = 相（象）：相（象）必須斜走兩步（走「田」字）
move-xiangqi-elephant-eye-blocked = 塞象眼：{ $eye } 上有子，相（象）過不去
move-xiangqi-horse-step = 馬：馬先直走一步，再向外斜走一步（走「日」字）
move-xiangqi-horse-leg-hobbled = 蹩馬腿：馬腿 { $leg } 上有子
move-xiangqi-not-straight = { $piece }只能沿縱線或橫線走
move-xiangqi-path-blocked = 去路在 { $square } 被擋住了
move-xiangqi-cannon-needs-screen = 炮架：炮吃子必須正好隔一個子，而中間{ $count ->
    [0] 沒有子
   *[other] 有 { $count } 個子
}
move-xiangqi-soldier-backward = 兵（卒）：兵（卒）永遠不能後退
move-xiangqi-soldier-sideways-before-river = 兵（卒）：兵（卒）過河以後才能橫走
move-xiangqi-soldier-step = 兵（卒）：兵（卒）只能向前走一步（過河以後也可以橫走一步）
move-xiangqi-leaves-general-in-check = 送將：走後你的{ $general }會被 { $square } 的{ $piece }攻擊
move-xiangqi-flying-general = 將帥對面：走後將帥會在同一條沒有隔子的縱線上照面

## 象棋：可以改走什麼，以及不是著法的文字。

move-xiangqi-how-to-write = 請用 ICCS（如 h2e2）、WXF（如 C2=5 或 R+=9）或中文記譜（如 炮二平五）書寫
move-xiangqi-empty = 著法是空的
move-xiangqi-not-iccs-or-wxf = 不是 ICCS 或 WXF
move-xiangqi-not-chinese = 看不懂這個中文記譜
move-xiangqi-no-legal-move-from = { $square } 的{ $piece }沒有合法著法
move-xiangqi-no-legal-move = 沒有合法著法
move-xiangqi-move-and-point = { $move }（{ $iccs }）
move-xiangqi-ambiguous-pieces = { $count ->
    [2] 兩
   *[other] { $count }
}個{ $pieces }都能走這步棋
move-xiangqi-does-not-describe = { $text } 說的不是 { $move }
move-xiangqi-cannot-go-forward = { $square } 的{ $piece }不能這樣進
move-xiangqi-cannot-go-backward = { $square } 的{ $piece }不能這樣退
move-xiangqi-cannot-go-across = { $square } 的{ $piece }不能這樣平
move-xiangqi-which-on-file = 在{ $file }路的
move-xiangqi-which-two-on-a-file = 同一縱線上的兩個
move-xiangqi-which-three-on-a-file = 同一縱線上的三個
move-xiangqi-which-nth-on-file = { $file }路上的第{ $index }個
move-xiangqi-which-ordinal = 同線棋子中的第{ $index }個
move-xiangqi-none-left = { $side }已經沒有{ $piece }了
move-xiangqi-none-there = { $side }沒有{ $which }{ $piece }（{ $pieces }在{ $count ->
   *[other] { $files }
}路）

## Tempo：著法違反的規則。

move-tempo-no-stone = { $square } 上沒有棋子
move-tempo-not-your-stone = { $square } 的棋子是{ $owner }的，現在輪到{ $mover }走
move-tempo-same-cell = 著法必須移動：從 { $square } 到 { $square } 等於原地不動
move-tempo-not-straight = 從 { $from } 到 { $to } 不是一條直線（棋子沿橫行、縱列或斜線走）
move-tempo-not-between-two-stones = { $square } 的棋子沒有夾在兩枚棋子之間：只有它兩側相對的兩格（橫、縱或斜）都有棋子時，它才能走
move-tempo-corner-needs-both-neighbours = 角上 { $corner } 的棋子只有在緊挨角的兩格（{ $neighbours }）都有棋子時才能走
move-tempo-corner-moves-diagonally = 角上 { $corner } 的棋子只能沿斜線向棋盤裡面走，朝向 { $towards }
move-tempo-not-perpendicular = 從 { $from } 到 { $to } 不垂直於它所夾在中間的線（{ $lines }）；它可以向{ $directions }走
move-tempo-line-row = 橫行 { $from }–{ $to }
move-tempo-line-column = 縱列 { $from }–{ $to }
move-tempo-line-diagonal = 斜線 { $from }–{ $to }
move-tempo-north = 北
move-tempo-north-east = 東北
move-tempo-east = 東
move-tempo-south-east = 東南
move-tempo-south = 南
move-tempo-south-west = 西南
move-tempo-west = 西
move-tempo-north-west = 西北
move-tempo-path-blocked = 從 { $from } 到 { $to } 的路被 { $blocker } 的棋子擋住了
move-tempo-capture-not-adjacent = { $from } 不能吃 { $to } 的棋子：只能吃緊挨著的棋子
move-tempo-cannot-capture-own-stone = { $to } 上是你自己的棋子，不能吃自己的棋子

## Tempo：可以改走什麼，以及不是著法的文字。

move-tempo-no-legal-move = { $side }沒有合法著法
move-tempo-stone-cannot-move = { $square } 的棋子現在不能走
move-tempo-stones-that-can-move = { $side }可以走的棋子：{ $squares }
move-tempo-shape = 著法請寫成起點和終點兩個格子，如 b3c4（也可以寫 b3-c4 或 b3xc4）
move-tempo-bad-cell = 「{ $text }」不是格子：縱列是 a–f，橫行是 1–5

## 對局是怎樣結束的。

outcome-win = { $winner }勝（{ $reason }）
outcome-draw = 和棋（{ $reason }）
outcome-win-on-time = { $winner }勝（對方超時）
outcome-no-moves = 輪到走棋的一方沒有合法著法
outcome-xiangqi-checkmate = 將死
outcome-xiangqi-stalemate = 困斃
outcome-xiangqi-no-moves = 無子可動：將死或困斃
outcome-tempo-no-moves = { $loser }無棋可走
outcome-perpetual-check = { $loser }長將
outcome-perpetual-chase = 長捉
outcome-sixty-moves = 雙方各走六十回合未吃子
outcome-xiangqi-chased = { $side }每步都捉{ $square }的{ $unprotected ->
    [yes] 無根{ $piece }
   *[no] { $piece }
}（長捉）
repetition-refused = 這步棋使局面第三次重複，而{ $why }；按亞洲規則判負：請另走一步
repetition-why-check = 你每步都在將軍
repetition-why-chase = 你的{ $by }每步都在捉{ $square }的{ $unprotected ->
    [yes] 無根{ $piece }
   *[no] { $piece }
}
repetition-why-draw = 雙方都沒有每步將軍或捉子
repetition-warning = 這個局面已出現兩次；再重複一次將決定勝負：{ $decides }
repetition-decides-draw = 和棋，因為雙方都沒有每步將軍或捉子
repetition-decides-loss = { $loser }將判負：{ $why }
repetition-they-checked = { $side }每步都在將軍
outcome-repetition = 三次重複局面
outcome-tempo-repetition-win = 三次重複局面，棋子較少
outcome-tempo-repetition-draw = 三次重複局面，雙方棋子一樣多
outcome-lepri-captured = { $loser }的 Lepre 全被吃光
outcome-no-lepri = 雙方都沒有 Lepre 了
outcome-no-lepre-vs-no-topo = 一方沒有 Lepre，另一方沒有 Topo
outcome-no-topi = 雙方都沒有 Topo 了
outcome-sixty-half-moves = 連續 60 個半回合沒有吃子，也沒有走 Gattino
outcome-no-gattini = 雙方都沒有 Gattino 了
outcome-bare-topo-lepre = 雙方都只剩一個 Topo 和一個 Lepre
outcome-six-cavalli = 棋盤上有六個或更多 Cavallo
outcome-central-square = 連續兩個局面雙方的 Topo 或 Cavallo 都在中央方塊上
outcome-resignation = 認輸
outcome-time = 超時
outcome-agreement = 議和
outcome-adjudication = 裁判判定
outcome-forfeit = 棄權

# 服务的回答：命令的回复和通知。

thread-title = { $game } · { $kind } · { $first } 对 { $second }

## 用户的错误。`/games`、`/challenge`、`/cancel` 保留英文名。

error-no-such-game = 没有对局 `{ $text }`；`/games` 可列出你的对局
error-no-game-here = 你在这里没有进行中的对局；`/games` 列出你的对局，`/challenge` 可发起新对局
error-which-game-here = 你在这里有多局进行中的对局（{ $games }）：请说明是哪一局
error-which-game-elsewhere = 你有多局进行中的对局，但都不在这里（{ $games }）：请说明是哪一局
error-not-a-player = 你没有参加对局 { $game }
error-not-your-turn = 对局 { $game } 还没轮到你：现在该 { $player } 走棋
error-game-over = 对局 { $game } 已结束：{ $result }
error-bad-move-examples = { $error }（着法的写法如：{ $moves }）
error-no-move-chosen = 对局 { $game } 现在轮到你了：在着法选项中输入一个格子，即可看到合法着法
error-no-such-challenge = 没有未应答的挑战 `{ $text }`
error-which-challenge = 有多个挑战可以应答（{ $challenges }）：请说明是哪一个
error-no-challenge-for-you = 这里没有等你应答的挑战
error-own-challenge = 你不能接受自己发起的挑战；用 `/cancel`（或挑战下的“取消”按钮）可以撤回
error-decline-own-challenge = 这是你自己发起的挑战：请取消它，而不是拒绝
error-not-your-challenge = 挑战 { $challenge } 不是发给你的
error-not-the-challenger = 只有发起者才能取消挑战 { $challenge }
error-challenge-expired = 挑战 { $challenge } 已过期；请用 `/challenge` 重新发起
error-challenge-yourself = 你不能挑战自己
error-time-out-of-range = 每步时限须在{ $min }到{ $max }之间（你要求的是{ $given }）
error-unknown-game = 未知的游戏 '{ $text }'：请选择 topo、xiangqi 或 tempo
error-no-draw-offer = 对局 { $game } 中没有待回应的和棋提议
error-own-draw-offer = 和棋是你提议的；请等待对手回应
error-draw-already-offered = 你已在对局 { $game } 中提议和棋
error-nothing-to-take-back = 对局 { $game } 中你没有可以撤回的着法
error-no-takeback-request = 对局 { $game } 中没有待回应的悔棋请求
error-own-takeback = 悔棋是你请求的；请等待对手回应
error-takeback-already-asked = 你已在对局 { $game } 中请求悔棋
error-stale-button = 该提议已失效（对局已继续进行）
error-older-button = 这个按钮来自旧版机器人；请改用斜杠命令
error-newer-button = 这个按钮来自新版机器人；请改用斜杠命令
error-bad-button = 这个按钮的 id 不是机器人生成的；请改用斜杠命令
error-busy = 处理你的命令时对局发生了变化；请查看棋盘后重试
error-not-a-side = `{ $text }` 不是{ $game }的执方：请写 `{ $first }` 或 `{ $second }`（也可写 `first`、`second`、`random`）
error-too-fast = 你发送命令太快了：请{ $wait }后重试
error-too-many-challenges = 你已有 { $count } 个未应答的挑战：请取消一个（`/cancel`）或等待回应（最早的一个将在{ $expires }后过期）
error-too-many-games = 你已有 { $count } 局进行中的对局：请先下完一局再开新局
error-challenger-has-too-many-games = { $player } 已有 { $count } 局进行中的对局：要等其中一局结束，才能接受这个挑战
error-game-unreadable = 对局 { $game } 无法读取，因此无法显示或继续。其他对局不受影响；请告知机器人管理员（详情：`{ $detail }`）。
error-record-unreadable = 一条已保存的数据无法读取。其他对局不受影响；请告知机器人管理员（详情：`{ $detail }`）。
error-database-unavailable = 目前无法连接对局数据库，因此没有做任何更改：请稍后重试。
error-bad-duration = '{ $text }' 不是有效的时长；请写成 3d、12h 或 90min 这样的形式
error-duration-too-long = '{ $text }' 超出了时钟能计算的范围；最长为 1000 年

## 着法与终局。

play-too-late = 太迟了：对局 { $game } 的期限已过，{ $player } 超时判负。
play-moved = { $player } 走了 **{ $move }**（{ $canonical }）{ $check ->
    [yes] ，将军
   *[no] {""}
}。
play-moved-plain = { $player } 走了 **{ $move }**{ $check ->
    [yes] ，将军
   *[no] {""}
}。
play-computer-thinking = 电脑正在思考……
play-your-move = 对局 { $game } 轮到你走棋（{ $player } 走了 { $move }{ $check ->
    [yes] ，将军
   *[no] {""}
}）。期限：{ $deadline }。
play-game-over = 对局 { $game } 已结束：{ $result }。
play-game-over-between = 对局 { $game }（{ $first } 对 { $second }）已结束：{ $result }。
play-resigned = { $player } 在对局 { $game } 中认输：{ $result }。
play-result-aborted = 对局作废（{ $reason }），不计等级分：双方走棋不足两步
play-aborted-unrated = 对局 { $game } 不足两步：作废，不计等级分。

## 和棋与悔棋。

offer-button-accept-draw = 接受和棋
offer-button-decline-draw = 拒绝和棋
offer-button-allow-takeback = 同意悔棋
offer-button-refuse-takeback = 不同意
offer-draw-made = { $player } 在对局 { $game } 中提议和棋。{ $opponent }，请接受或拒绝（如果你改为走棋，提议即失效）。
offer-draw-notice = { $player } 在对局 { $game } 中向你提议和棋。
offer-draw-accepted = { $player } 接受了和棋：对局 { $game } 双方议和。
offer-draw-declined = { $player } 拒绝了对局 { $game } 中的和棋提议；对局继续。
offer-takeback-made = { $player } 请求撤回自己在对局 { $game } 中的上一步。{ $opponent }，请同意或拒绝。
offer-takeback-notice = { $player } 在对局 { $game } 中请求悔棋。
offer-takeback-accepted = { $player } 同意悔棋：已撤回 { $count } 步（{ $moves }）。
offer-takeback-whose = { $player } 的 { $played }
offer-takeback-your-move = 对局 { $game } 已悔棋：轮到你走。
offer-takeback-declined = { $player } 不同意对局 { $game } 中的悔棋请求。

## 挑战与新对局。

challenge-sides-random = 随机分配执方
challenge-side = { $player } 执{ $side }
challenge-made = **{ $challenger }** 向 **{ $opponent }** 发起{ $game }挑战（{ $sides }；每步{ $time }）。挑战 `{ $challenge }`，请在{ $expiry }内应答。
challenge-made-open = **{ $challenger }** 向**任何人**发起{ $game }挑战（{ $sides }；每步{ $time }）。挑战 `{ $challenge }`，请在{ $expiry }内应答。
challenge-button-accept = 接受
challenge-button-decline = 拒绝
challenge-button-cancel = 取消
challenge-notice = { $challenger } 向你发起{ $game }挑战（挑战 `{ $challenge }`）。
challenge-game-started = 对局 **{ $game }** 开始：{ $first }（{ $first_side }）对 { $second }（{ $second_side }），每步{ $time }。
challenge-started-your-move = 对局 { $game } 开始了：轮到你走棋。
challenge-declined = { $player } 拒绝了 { $challenger } 的{ $game }挑战 `{ $challenge }`。
challenge-declined-notice = { $player } 拒绝了你的挑战 `{ $challenge }`。
challenge-withdrawn = { $player } 撤回了挑战 `{ $challenge }`。

## 时钟的通知。

clock-challenge-expired = 你的{ $game }挑战 `{ $challenge }` 无人应答，已过期。
clock-reminder = 提醒：对局 { $game } 轮到你走棋，还剩{ $left }（期限 { $deadline }），超时判负。
clock-button-show-board = 查看棋盘
clock-downtime = 机器人停机了{ $down }，这段时间不计入：对局 { $game } 中你仍有{ $left }走棋，与停机时相同（新期限 { $deadline }）。

error-no-server-here = 这里不是服务器：请查看全局排行榜
error-server-only = 服务器设置只能在服务器中更改
error-no-such-level = 没有 { $level } 级：电脑的等级为 1（最易）到 8（最强）

# 界面自身的文字：Discord 机器人和控制台（kibitz local），以及 /language 和 /settings language 的回复。

## 语言

language-name = { $tag ->
    [en] English
    [it] Italiano
    [es] Español
    [pl] Polski
    [zh-CN] 简体中文
    [zh-TW] 繁體中文
   *[other] { $tag }
}
language-personal-set = 你的语言已设为{ $language }：只有你能看到的回复和私信都会使用它。用 `/language auto` 可恢复跟随 Discord 应用的语言。
language-personal-auto = 只有你能看到的回复和私信现在跟随你的 Discord 应用的语言。
language-server-set = kibitz 在本服务器频道中发布的内容（棋盘、挑战、通知）现在使用{ $language }。
language-server-auto = kibitz 在本服务器频道中发布的内容现在跟随服务器在 Discord 中设置的主要语言。

## Discord

discord-time-per-move-unreadable = “{ $text }”不是有效的每步时限：请写成 12h、3d 或 1d 12h 这样的格式
discord-level-needs-computer = `难度` 只用于与电脑对弈：请将 `对手` 留空，或选择机器人本身
discord-not-allowed = 只有能管理本服务器的成员才能更改其设置。
discord-server-only = 此命令只能在服务器中使用。
discord-slash-only = kibitz 只响应斜杠命令：输入 / 查看。
discord-shutting-down = 机器人正在重启，请一分钟后再试（没有任何更改）。
discord-option-unreadable = 无法读取“{ $input }”：请检查命令选项后重试。
discord-options-unreadable = 无法读取命令选项：请检查后重试。
discord-apology = 抱歉，我们这边出了问题，此命令没有做任何更改。如果再次发生，请告知机器人管理员并提供错误编号 `{ $id }`。

## 控制台（kibitz local）。命令词（challenge、move、press…）照原样输入。

console-welcome = kibitz local — 输入 `help` 查看命令，`quit` 退出。你是 { $user }。
console-not-utf8 = 错误：该行不是 UTF-8 文本，已忽略：请用 UTF-8 重新输入
console-error = 错误：{ $message }
console-internal-error = 内部错误：{ $error }
console-clock-error = 时钟：{ $message }
console-clock = 时钟：{ $time }
console-now-typing = 现在以 { $user } 的身份输入
console-language = 语言：{ $language }（{ $tag }）
console-no-moves = 没有可建议的着法
console-started = 已开始：{ $title }
console-picture = 图片：{ $path }
console-picture-failed = 无法写入 { $path }：{ $error }
console-buttons = 按钮：{ $buttons }
console-button = [{ $label }] press { $id }
console-notice = 给 { $player } 的通知（{ $how }，{ $kind }）：{ $text }
console-how-mention = 提及
console-how-dm = 私信
console-how-quiet = 静默
console-kind-your-turn = 轮到你
console-kind-reminder = 提醒
console-kind-time-loss = 超时判负
console-kind-draw-offered = 提议和棋
console-kind-takeback-asked = 请求悔棋
console-kind-challenged = 收到挑战
console-kind-challenge-expired = 挑战结束
console-kind-game-over = 对局结束
console-kind-computer-moved = 电脑走棋
console-kind-offer-answered = 提议已答复
console-unknown-command = 未知命令“{ $command }”：请输入 `help`
console-bad-name = “{ $name }”不是有效的名字：请使用字母、数字、“-”或“_”
console-bad-duration = “{ $text }”不是有效的时长：请写成 2d、5h 或 30m 这样的格式（最多 1000 年）
console-two-sides = 给出了两个执方（第二个是“{ $side }”）：请只选一个
console-unknown-language = kibitz 不会说“{ $text }”：请使用 en、it、es、pl、zh-CN、zh-TW 之一
console-usage-switch = 用法：switch 名字
console-usage-advance = 用法：advance 时长（2d、5h、30m）
console-usage-challenge = 用法：challenge 对手|open 游戏 [执方] [时限]
console-usage-challenge-computer = 用法：challenge computer 游戏 [难度 1-8] [执方] [时限]
console-usage-move = 用法：move [对局] 着法
console-usage-draw = 用法：draw offer|accept|decline [对局]
console-usage-takeback = 用法：takeback ask|accept|decline [对局]
console-usage-leaderboard = 用法：leaderboard 游戏 [server|global]
console-usage-rules = 用法：rules 游戏
console-usage-notify = 用法：notify mention|dm|none
console-usage-threads = 用法：threads on|off
console-usage-xiangqi-repetition = 用法：xiangqi-repetition end|refuse
console-usage-press = 用法：press 按钮编号
console-help =
    控制台命令（行首加 `名字>` 即以该用户身份输入，或用 `switch 名字` 切换）：
      challenge 对手|open 游戏 [first|second|random|颜色] [时限]   例如 challenge bob xiangqi red 1d
      challenge computer 游戏 [难度 1-8] [执方] [时限]   例如 challenge computer xiangqi 5（默认难度 3）
      accept [编号]   decline [编号]   cancel [编号]
      move [对局] 着法            moves [对局] [开头]   （以此开头的合法着法）
      board [对局] [执方]         games
      resign [对局]               draw offer|accept|decline [对局]   takeback ask|accept|decline [对局]
      export [对局]               leaderboard 游戏 [server|global]   stats [名字]   rules 游戏
      note [对局] [内容]          对局的私人笔记（不写内容：查看你的笔记）
      vacation start [天数]|end|status   vacation-days 天数   （你不在时棋钟停走）
      conditional add|list|clear [对局] [序列]   若对手走 X，立即应 Y（只有你能看到）
      notify mention|dm|none      threads on|off   press 按钮编号   lang [en|it|es|pl|zh-CN|zh-TW]
      advance 时长                （拨快时钟：2d、5h、30m）   tick   quit

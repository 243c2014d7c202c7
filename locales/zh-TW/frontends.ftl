# 介面自身的文字：Discord 機器人和主控台（kibitz local），以及 /language 和 /settings language 的回覆。

## 語言

language-name = { $tag ->
    [en] English
    [it] Italiano
    [es] Español
    [pl] Polski
    [zh-CN] 简体中文
    [zh-TW] 繁體中文
   *[other] { $tag }
}
language-personal-set = 你的語言已設為{ $language }：只有你看得到的回覆和私訊都會使用它。用 `/language auto` 可恢復跟隨 Discord 應用程式的語言。
language-personal-auto = 只有你看得到的回覆和私訊現在跟隨你的 Discord 應用程式的語言。
language-server-set = kibitz 在本伺服器頻道中發布的內容（棋盤、挑戰、通知）現在使用{ $language }。
language-server-auto = kibitz 在本伺服器頻道中發布的內容現在跟隨伺服器在 Discord 中設定的主要語言。

## Discord

discord-time-per-move-unreadable = 「{ $text }」不是有效的每步時限：請寫成 12h、3d 或 1d 12h 這樣的格式
discord-level-needs-computer = `難度` 只用於與電腦對弈：請將 `對手` 留空，或選擇機器人本身
discord-not-allowed = 只有能管理本伺服器的成員才能變更其設定。
discord-server-only = 此指令只能在伺服器中使用。
discord-slash-only = kibitz 只回應斜線指令：輸入 / 查看。
discord-shutting-down = 機器人正在重新啟動，請一分鐘後再試（沒有任何變更）。
discord-option-unreadable = 無法讀取「{ $input }」：請檢查指令選項後重試。
discord-options-unreadable = 無法讀取指令選項：請檢查後重試。
discord-apology = 抱歉，我們這邊出了問題，此指令沒有做任何變更。如果再次發生，請告知機器人管理員並提供錯誤編號 `{ $id }`。

## 主控台（kibitz local）。指令詞（challenge、move、press…）照原樣輸入。

console-welcome = kibitz local — 輸入 `help` 查看指令，`quit` 離開。你是 { $user }。
console-not-utf8 = 錯誤：該行不是 UTF-8 文字，已忽略：請用 UTF-8 重新輸入
console-error = 錯誤：{ $message }
console-internal-error = 內部錯誤：{ $error }
console-clock-error = 時鐘：{ $message }
console-clock = 時鐘：{ $time }
console-now-typing = 現在以 { $user } 的身分輸入
console-language = 語言：{ $language }（{ $tag }）
console-no-moves = 沒有可建議的著法
console-started = 已開始：{ $title }
console-picture = 圖片：{ $path }
console-picture-failed = 無法寫入 { $path }：{ $error }
console-buttons = 按鈕：{ $buttons }
console-button = [{ $label }] press { $id }
console-notice = 給 { $player } 的通知（{ $how }，{ $kind }）：{ $text }
console-how-mention = 提及
console-how-dm = 私訊
console-how-quiet = 靜默
console-kind-your-turn = 輪到你
console-kind-reminder = 提醒
console-kind-time-loss = 超時判負
console-kind-draw-offered = 提議和棋
console-kind-takeback-asked = 請求悔棋
console-kind-challenged = 收到挑戰
console-kind-challenge-expired = 挑戰結束
console-kind-game-over = 對局結束
console-kind-computer-moved = 電腦走棋
console-kind-offer-answered = 提議已答覆
console-unknown-command = 未知指令「{ $command }」：請輸入 `help`
console-bad-name = 「{ $name }」不是有效的名字：請使用字母、數字、「-」或「_」
console-bad-duration = 「{ $text }」不是有效的時長：請寫成 2d、5h 或 30m 這樣的格式（最多 1000 年）
console-two-sides = 給出了兩個執方（第二個是「{ $side }」）：請只選一個
console-unknown-language = kibitz 不會說「{ $text }」：請使用 en、it、es、pl、zh-CN、zh-TW 之一
console-usage-switch = 用法：switch 名字
console-usage-advance = 用法：advance 時長（2d、5h、30m）
console-usage-challenge = 用法：challenge 對手|open 遊戲 [執方] [時限]
console-usage-challenge-computer = 用法：challenge computer 遊戲 [難度 1-8] [執方] [時限]
console-usage-move = 用法：move [對局] 著法
console-usage-draw = 用法：draw offer|accept|decline [對局]
console-usage-takeback = 用法：takeback ask|accept|decline [對局]
console-usage-leaderboard = 用法：leaderboard 遊戲 [server|global]
console-usage-rules = 用法：rules 遊戲
console-usage-notify = 用法：notify mention|dm|none
console-usage-threads = 用法：threads on|off
console-usage-xiangqi-repetition = 用法：xiangqi-repetition end|refuse
console-usage-press = 用法：press 按鈕編號
console-help =
    主控台指令（行首加 `名字>` 即以該使用者身分輸入，或用 `switch 名字` 切換）：
      challenge 對手|open 遊戲 [first|second|random|顏色] [時限]   例如 challenge bob xiangqi red 1d
      challenge computer 遊戲 [難度 1-8] [執方] [時限]   例如 challenge computer xiangqi 5（預設難度 3）
      accept [編號]   decline [編號]   cancel [編號]
      move [對局] 著法            moves [對局] [開頭]   （以此開頭的合法著法）
      board [對局] [執方]         games
      resign [對局]               draw offer|accept|decline [對局]   takeback ask|accept|decline [對局]
      export [對局]               leaderboard 遊戲 [server|global]   stats [名字]   rules 遊戲
      note [對局] [內容]          對局的私人筆記（不寫內容：查看你的筆記）
      vacation start [天數]|end|status   vacation-days 天數   （你不在時棋鐘停走）
      conditional add|list|clear [對局] [序列]   若對手走 X，立即應 Y（只有你能看到）
      notify mention|dm|none      threads on|off   press 按鈕編號   lang [en|it|es|pl|zh-CN|zh-TW]
      advance 時長                （撥快時鐘：2d、5h、30m）   tick   quit

# 服務的回答：指令的回覆和通知。

thread-title = { $game } · { $kind } · { $first } 對 { $second }

## 使用者的錯誤。`/games`、`/challenge`、`/cancel` 保留英文名。

error-no-such-game = 沒有對局 `{ $text }`；`/games` 可列出你的對局
error-no-game-here = 你在這裡沒有進行中的對局；`/games` 列出你的對局，`/challenge` 可發起新對局
error-which-game-here = 你在這裡有多局進行中的對局（{ $games }）：請說明是哪一局
error-which-game-elsewhere = 你有多局進行中的對局，但都不在這裡（{ $games }）：請說明是哪一局
error-not-a-player = 你沒有參加對局 { $game }
error-not-your-turn = 對局 { $game } 還沒輪到你：現在該 { $player } 走棋
error-game-over = 對局 { $game } 已結束：{ $result }
error-bad-move-examples = { $error }（著法的寫法如：{ $moves }）
error-no-move-chosen = 對局 { $game } 現在輪到你了：在著法選項中輸入一個格子，即可看到合法著法
error-no-such-challenge = 沒有未應答的挑戰 `{ $text }`
error-which-challenge = 有多個挑戰可以應答（{ $challenges }）：請說明是哪一個
error-no-challenge-for-you = 這裡沒有等你應答的挑戰
error-own-challenge = 你不能接受自己發起的挑戰；用 `/cancel`（或挑戰下的「取消」按鈕）可以撤回
error-decline-own-challenge = 這是你自己發起的挑戰：請取消它，而不是拒絕
error-not-your-challenge = 挑戰 { $challenge } 不是發給你的
error-not-the-challenger = 只有發起者才能取消挑戰 { $challenge }
error-challenge-expired = 挑戰 { $challenge } 已過期；請用 `/challenge` 重新發起
error-challenge-yourself = 你不能挑戰自己
error-time-out-of-range = 每步時限須在{ $min }到{ $max }之間（你要求的是{ $given }）
error-unknown-game = 未知的遊戲 '{ $text }'：請選擇 topo、xiangqi 或 tempo
error-no-draw-offer = 對局 { $game } 中沒有待回應的和棋提議
error-own-draw-offer = 和棋是你提議的；請等待對手回應
error-draw-already-offered = 你已在對局 { $game } 中提議和棋
error-nothing-to-take-back = 對局 { $game } 中你沒有可以撤回的著法
error-no-takeback-request = 對局 { $game } 中沒有待回應的悔棋請求
error-own-takeback = 悔棋是你請求的；請等待對手回應
error-takeback-already-asked = 你已在對局 { $game } 中請求悔棋
error-stale-button = 該提議已失效（對局已繼續進行）
error-older-button = 這個按鈕來自舊版機器人；請改用斜線指令
error-newer-button = 這個按鈕來自新版機器人；請改用斜線指令
error-bad-button = 這個按鈕的 id 不是機器人產生的；請改用斜線指令
error-busy = 處理你的指令時對局發生了變化；請查看棋盤後重試
error-not-a-side = `{ $text }` 不是{ $game }的執方：請寫 `{ $first }` 或 `{ $second }`（也可寫 `first`、`second`、`random`）
error-too-fast = 你傳送指令太快了：請{ $wait }後重試
error-too-many-challenges = 你已有 { $count } 個未應答的挑戰：請取消一個（`/cancel`）或等待回應（最早的一個將在{ $expires }後過期）
error-too-many-games = 你已有 { $count } 局進行中的對局：請先下完一局再開新局
error-challenger-has-too-many-games = { $player } 已有 { $count } 局進行中的對局：要等其中一局結束，才能接受這個挑戰
error-game-unreadable = 對局 { $game } 無法讀取，因此無法顯示或繼續。其他對局不受影響；請告知機器人管理員（詳情：`{ $detail }`）。
error-record-unreadable = 一筆已儲存的資料無法讀取。其他對局不受影響；請告知機器人管理員（詳情：`{ $detail }`）。
error-database-unavailable = 目前無法連線對局資料庫，因此沒有做任何變更：請稍後重試。
error-bad-duration = '{ $text }' 不是有效的時長；請寫成 3d、12h 或 90min 這樣的形式
error-duration-too-long = '{ $text }' 超出了時鐘能計算的範圍；最長為 1000 年

## 著法與終局。

play-too-late = 太遲了：對局 { $game } 的期限已過，{ $player } 超時判負。
play-moved = { $player } 走了 **{ $move }**（{ $canonical }）{ $check ->
    [yes] ，將軍
   *[no] {""}
}。
play-moved-plain = { $player } 走了 **{ $move }**{ $check ->
    [yes] ，將軍
   *[no] {""}
}。
play-computer-thinking = 電腦正在思考……
play-your-move = 對局 { $game } 輪到你走棋（{ $player } 走了 { $move }{ $check ->
    [yes] ，將軍
   *[no] {""}
}）。期限：{ $deadline }。
play-game-over = 對局 { $game } 已結束：{ $result }。
play-game-over-between = 對局 { $game }（{ $first } 對 { $second }）已結束：{ $result }。
play-resigned = { $player } 在對局 { $game } 中認輸：{ $result }。
play-result-aborted = 對局作廢（{ $reason }），不計等級分：雙方走棋不足兩步
play-aborted-unrated = 對局 { $game } 不足兩步：作廢，不計等級分。

## 和棋與悔棋。

offer-button-accept-draw = 接受和棋
offer-button-decline-draw = 拒絕和棋
offer-button-allow-takeback = 同意悔棋
offer-button-refuse-takeback = 不同意
offer-draw-made = { $player } 在對局 { $game } 中提議和棋。{ $opponent }，請接受或拒絕（如果你改為走棋，提議即失效）。
offer-draw-notice = { $player } 在對局 { $game } 中向你提議和棋。
offer-draw-accepted = { $player } 接受了和棋：對局 { $game } 雙方議和。
offer-draw-declined = { $player } 拒絕了對局 { $game } 中的和棋提議；對局繼續。
offer-takeback-made = { $player } 請求撤回自己在對局 { $game } 中的上一步。{ $opponent }，請同意或拒絕。
offer-takeback-notice = { $player } 在對局 { $game } 中請求悔棋。
offer-takeback-accepted = { $player } 同意悔棋：已撤回 { $count } 步（{ $moves }）。
offer-takeback-whose = { $player } 的 { $played }
offer-takeback-your-move = 對局 { $game } 已悔棋：輪到你走。
offer-takeback-declined = { $player } 不同意對局 { $game } 中的悔棋請求。

## 挑戰與新對局。

challenge-sides-random = 隨機分配執方
challenge-side = { $player } 執{ $side }
challenge-made = **{ $challenger }** 向 **{ $opponent }** 發起{ $game }挑戰（{ $sides }；每步{ $time }）。挑戰 `{ $challenge }`，請在{ $expiry }內應答。
challenge-made-open = **{ $challenger }** 向**任何人**發起{ $game }挑戰（{ $sides }；每步{ $time }）。挑戰 `{ $challenge }`，請在{ $expiry }內應答。
challenge-button-accept = 接受
challenge-button-decline = 拒絕
challenge-button-cancel = 取消
challenge-notice = { $challenger } 向你發起{ $game }挑戰（挑戰 `{ $challenge }`）。
challenge-game-started = 對局 **{ $game }** 開始：{ $first }（{ $first_side }）對 { $second }（{ $second_side }），每步{ $time }。
challenge-started-your-move = 對局 { $game } 開始了：輪到你走棋。
challenge-declined = { $player } 拒絕了 { $challenger } 的{ $game }挑戰 `{ $challenge }`。
challenge-declined-notice = { $player } 拒絕了你的挑戰 `{ $challenge }`。
challenge-withdrawn = { $player } 撤回了挑戰 `{ $challenge }`。

## 時鐘的通知。

clock-challenge-expired = 你的{ $game }挑戰 `{ $challenge }` 無人應答，已過期。
clock-reminder = 提醒：對局 { $game } 輪到你走棋，還剩{ $left }（期限 { $deadline }），超時判負。
clock-button-show-board = 查看棋盤
clock-downtime = 機器人停機了{ $down }，這段時間不計入：對局 { $game } 中你仍有{ $left }走棋，與停機時相同（新期限 { $deadline }）。

error-no-server-here = 這裡不是伺服器：請查看全域排行榜
error-server-only = 伺服器設定只能在伺服器中變更
error-no-such-level = 沒有 { $level } 級：電腦的等級為 1（最易）到 8（最強）

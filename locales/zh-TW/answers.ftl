# 服務的回答：指令的回覆和通知。

thread-title = { $game } · { $kind } · { $first } 對 { $second }

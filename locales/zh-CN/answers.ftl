# 服务的回答：命令的回复和通知。

thread-title = { $game } · { $kind } · { $first } 对 { $second }

verbatim = { $text }

game-topo = Topo（意大利动物棋）
game-xiangqi = 象棋
game-tempo = Tempo

side-topo-first = 白方
side-topo-second = 黑方
side-xiangqi-first = 红方
side-xiangqi-second = 黑方
side-tempo-first = 黑方
side-tempo-second = 白方

duration-days = { $count }天
duration-hours = { $count }小时
duration-minutes = { $count }分钟
duration-seconds = { $count }秒
duration-pair = { $larger }{ $smaller }
duration-three = { $first }{ $second }{ $third }

date-time = { $year }年{ $month }{ $day }日 { $time } UTC
date-time-discord = { $moment }（{ $relative }）
month-1 = 1月
month-2 = 2月
month-3 = 3月
month-4 = 4月
month-5 = 5月
month-6 = 6月
month-7 = 7月
month-8 = 8月
month-9 = 9月
month-10 = 10月
month-11 = 11月
month-12 = 12月

list-pair = { $first }和{ $last }
list-separator = 、

verbatim = { $text }

game-topo = Topo
game-xiangqi = Xiangqi
game-tempo = Tempo

side-topo-first = Bianco
side-topo-second = Nero
side-xiangqi-first = Rosso
side-xiangqi-second = Nero
side-tempo-first = Nero
side-tempo-second = Bianco

duration-days = { $count ->
    [one] 1 giorno
   *[other] { $count } giorni
}
duration-hours = { $count ->
    [one] 1 ora
   *[other] { $count } ore
}
duration-minutes = { $count ->
    [one] 1 minuto
   *[other] { $count } minuti
}
duration-seconds = { $count ->
    [one] 1 secondo
   *[other] { $count } secondi
}
duration-pair = { $larger } e { $smaller }
duration-three = { $first }, { $second } e { $third }

date-time = { $day } { $month } { $year }, { $time } UTC
date-time-discord = { $moment } ({ $relative })
month-1 = gen
month-2 = feb
month-3 = mar
month-4 = apr
month-5 = mag
month-6 = giu
month-7 = lug
month-8 = ago
month-9 = set
month-10 = ott
month-11 = nov
month-12 = dic

list-pair = { $first } e { $last }
list-separator = {", "}

verbatim = { $text }

game-topo = Topo
game-xiangqi = Xiangqi
game-tempo = Tempo

side-topo-first = Białe
side-topo-second = Czarne
side-xiangqi-first = Czerwone
side-xiangqi-second = Czarne
side-tempo-first = Czarne
side-tempo-second = Białe

duration-days = { $count ->
    [one] 1 dzień
   *[other] { $count } dni
}
duration-hours = { $count ->
    [one] 1 godzina
    [few] { $count } godziny
   *[many] { $count } godzin
}
duration-minutes = { $count ->
    [one] 1 minuta
    [few] { $count } minuty
   *[many] { $count } minut
}
duration-seconds = { $count ->
    [one] 1 sekunda
    [few] { $count } sekundy
   *[many] { $count } sekund
}
duration-pair = { $larger } { $smaller }
duration-three = { $first } { $second } { $third }

date-time = { $day } { $month } { $year }, { $time } UTC
date-time-discord = { $moment } ({ $relative })
month-1 = sty
month-2 = lut
month-3 = mar
month-4 = kwi
month-5 = maj
month-6 = cze
month-7 = lip
month-8 = sie
month-9 = wrz
month-10 = paź
month-11 = lis
month-12 = gru

list-pair = { $first } i { $last }
list-separator = {", "}

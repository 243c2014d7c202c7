verbatim = { $text }

game-topo = Topo
game-xiangqi = Xiangqi
game-tempo = Tempo

side-topo-first = Blancas
side-topo-second = Negras
side-xiangqi-first = Rojo
side-xiangqi-second = Negro
side-tempo-first = Negras
side-tempo-second = Blancas

duration-days = { $count ->
    [one] 1 día
   *[other] { $count } días
}
duration-hours = { $count ->
    [one] 1 hora
   *[other] { $count } horas
}
duration-minutes = { $count ->
    [one] 1 minuto
   *[other] { $count } minutos
}
duration-seconds = { $count ->
    [one] 1 segundo
   *[other] { $count } segundos
}
duration-pair = { $larger } y { $smaller }
duration-three = { $first }, { $second } y { $third }

date-time = { $day } { $month } { $year }, { $time } UTC
date-time-discord = { $moment } ({ $relative })
month-1 = ene
month-2 = feb
month-3 = mar
month-4 = abr
month-5 = may
month-6 = jun
month-7 = jul
month-8 = ago
month-9 = sept
month-10 = oct
month-11 = nov
month-12 = dic

list-pair = { $first } y { $last }
list-separator = {", "}

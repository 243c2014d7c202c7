# The words every answer is built from: game and side names, lengths of time, dates, lists.

# Text shown exactly as given (a board in characters, a record, a copy of what someone typed).
verbatim = { $text }

game-topo = Topo
game-xiangqi = Xiangqi
game-tempo = Tempo

side-topo-first = White
side-topo-second = Black
side-xiangqi-first = Red
side-xiangqi-second = Black
side-tempo-first = Black
side-tempo-second = White

# Lengths of time: "3 days 4 hours". Each unit chooses its form by $count.
duration-days = { $count ->
    [one] 1 day
   *[other] { $count } days
}
duration-hours = { $count ->
    [one] 1 hour
   *[other] { $count } hours
}
duration-minutes = { $count ->
    [one] 1 minute
   *[other] { $count } minutes
}
duration-seconds = { $count ->
    [one] 1 second
   *[other] { $count } seconds
}
# Two units together, the larger first.
duration-pair = { $larger } { $smaller }
# Three units together (days, hours, minutes), the largest first.
duration-three = { $first } { $second } { $third }

# A moment: 30 Nov 2026, 19:14 UTC.
date-time = { $day } { $month } { $year }, { $time } UTC
# A moment on Discord: the moment in the reader's own zone, then the live relative time ("in 2 days").
date-time-discord = { $moment } ({ $relative })
month-1 = Jan
month-2 = Feb
month-3 = Mar
month-4 = Apr
month-5 = May
month-6 = Jun
month-7 = Jul
month-8 = Aug
month-9 = Sep
month-10 = Oct
month-11 = Nov
month-12 = Dec

# Lists: "a, b and c". $first is everything before the last item.
list-pair = { $first } and { $last }
list-separator = {", "}

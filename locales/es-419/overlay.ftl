# Latin-American Spanish (es-419): the Spanish texts (locales/es/) with these messages in
# their place. Only the messages whose words differ are here, each whole (value and every
# attribute): the checks refuse a message Spanish lacks, a missing attribute and a copy that
# says nothing new.

## The computer: "computadora" (feminine) where Spain says "ordenador".

play-computer-thinking = La computadora está pensando…
error-no-such-level = no existe el nivel { $level }: la computadora juega del nivel 1 (el más fácil) al 8 (el más fuerte)

cmd-challenge = desafiar
    .description = Desafía a alguien, a cualquiera o a la computadora a una partida.
    .game = juego
    .game-description = Qué juego
    .opponent = rival
    .opponent-description = A quién desafiar: vacío para cualquiera; el propio bot para jugar contra la computadora
    .side = bando
    .side-description = Tu bando (por defecto: al azar)
    .time_per_move = tiempo_por_jugada
    .time_per_move-description = Tiempo por jugada, p. ej. 12h o 3d (por defecto 3d; de 1h a 14d)
    .level = nivel
    .level-description = Juega contra la computadora en este nivel: de 1 (el más fácil) a 8 (el más fuerte); por defecto 3

discord-level-needs-computer = `nivel` es para partidas contra la computadora: deja vacío `rival` o elige al propio bot
console-kind-computer-moved = jugada de la computadora

views-computer-player = Computadora de nivel { $level }
views-stats-computer = { $game } contra la computadora, nivel { $level }: { $wins }/{ $draws }/{ $losses } (G/T/P)
views-computer-thinking = La computadora está pensando…
views-help-computer = `/{ cmd-challenge } { cmd-challenge.game } { cmd-challenge.opponent }:@kibitz [{ cmd-challenge.level }]` (o solo `{ cmd-challenge.level }`, 1–8, por defecto 3) — contra la computadora: responde en segundos; sin clasificación

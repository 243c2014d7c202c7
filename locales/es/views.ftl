# views: ver locales/en/views.ftl para saber dónde aparece cada mensaje.

## Tableros

views-board-title = Partida **{ $id }** · { $game } · { $first } ({ $first_side }) contra { $second } ({ $second_side })
views-last-move = Última jugada: { $move }{ $check ->
    [yes] , jaque
   *[no] {""}
}
views-status-to-move = Turno: { $side } ({ $player }) · jugada { $number }
views-status-to-move-deadline = Turno: { $side } ({ $player }) · jugada { $number } · plazo: { $left } (hasta el { $deadline })
views-status-over = { $result } tras { $moves ->
    [one] 1 jugada
   *[other] { $moves } jugadas
}
views-caption-versus = vs.
views-computer-player = Ordenador de nivel { $level }

## /partidas

views-games-none = Aún no tienes partidas: desafía a alguien con `/{ cmd-challenge }` para empezar una.
views-games-active = **Tus partidas** ({ $count } en curso)
views-games-line = `{ $id }` { $game } contra { $opponent } (tu bando: { $side }), jugada { $number } · { $turn }
views-turn-yours = ▶ **te toca** — quedan { $left }
views-turn-yours-untimed = ▶ **te toca**
views-turn-thinking = { $player } está pensando
views-turn-theirs = turno de { $player } — quedan { $left }
views-turn-theirs-untimed = turno de { $player }
views-games-finished = **Terminadas**
views-games-finished-line = `{ $id }` { $game } contra { $opponent } — { $result }
views-result-won = ganada ({ $reason })
views-result-lost = perdida ({ $reason })
views-result-drew = tablas ({ $reason })
views-games-unreadable = ⚠ `{ $id }`: no se puede leer el registro de esta partida (el administrador del bot puede ver el motivo en el log)

## /exportar

views-export-attached = Partida { $id }: el registro va adjunto.

## /clasificación

views-leaderboard-server = **Clasificación de { $game } — este servidor**
views-leaderboard-global = **Clasificación de { $game } — en todas partes**
views-leaderboard-server-empty = Clasificación de { $game } — este servidor: aún no hay partidas terminadas.
views-leaderboard-global-empty = Clasificación de { $game } — en todas partes: aún no hay partidas terminadas.
views-leaderboard-legend = Rating · puntos · partidas (ganadas/tablas/perdidas)
views-leaderboard-row = { $rank }. **{ $player }** — { $rating } · { $points ->
    [one] 1 punto
   *[other] { $points } puntos
} · { $games ->
    [one] 1 partida
   *[other] { $games } partidas
} ({ $wins }/{ $draws }/{ $losses })

## /estadísticas

views-stats-player = **{ $player }**
views-stats-game = { $game }: rating { $rating } (±{ $deviation }), { $points ->
    [one] 1 punto
   *[other] { $points } puntos
} en { $games ->
    [one] 1 partida
   *[other] { $games } partidas
} ({ $wins }/{ $draws }/{ $losses })
views-stats-game-here = { $line }; aquí { $rating }, { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}
views-stats-computer = { $game } contra el ordenador, nivel { $level }: { $wins }/{ $draws }/{ $losses } (G/T/P)
views-stats-none = Aún no hay partidas terminadas.
views-stats-never-played = **{ $player }** aún no ha jugado ninguna partida.
views-stats-active = Partidas en curso: { $count }

## Contra el ordenador

views-computer-thinking = El ordenador está pensando…
views-computer-played = { $computer } ha jugado **{ $move }** ({ $canonical }){ $check ->
    [yes] , jaque
   *[no] {""}
}.
views-computer-moved-your-move = Te toca en la partida { $id } ({ $computer } ha jugado { $move }{ $check ->
    [yes] , jaque
   *[no] {""}
}).
views-computer-game-over = La partida { $id } ha terminado. { $result }.
views-computer-accepts-draw = { $computer } acepta las tablas: la partida { $id } termina en tablas por acuerdo.
views-computer-declines-draw = { $computer } rechaza las tablas en la partida { $id }: cree que está mejor. Te toca.
views-computer-declines-draw-short = { $computer } rechaza las tablas (cree que está mejor).
views-computer-resigns = { $computer } abandona la partida { $id }. { $result }.
views-computer-declines-draw-early = { $computer } rechaza las tablas en la partida { $id }: la partida apenas ha empezado (antes de la jugada 10 solo las acepta si está claramente peor). Te toca.
views-computer-declines-draw-early-short = { $computer } rechaza las tablas (la partida apenas ha empezado).
views-computer-declines-draw-level = { $computer } rechaza las tablas en la partida { $id }: la posición está igualada y sigue jugando para ganar. Te toca.
views-computer-declines-draw-level-short = { $computer } rechaza las tablas (la posición está igualada; juega para ganar).
views-computer-takeback = { $computer } te deja deshacer la jugada ({ $moves }). Te toca, { $player }.
views-computer-considers-draw = Tablas ofrecidas en la partida { $id }: { $computer } lo está pensando.

## Autocompletado

views-choice-not-your-turn = No es tu turno: en { $id } mueve { $player } ({ $side })
views-choice-game = { $id } · { $game } contra { $opponent } · { $state }
views-choice-your-turn = te toca · quedan { $left }
views-choice-your-turn-untimed = te toca
views-choice-their-turn = turno del rival · quedan { $left }
views-choice-their-turn-untimed = turno del rival
views-choice-challenge-from = { $id } · { $game } de { $player } · { $time } por jugada · caduca en { $left }
views-choice-challenge-from-open = { $id } · { $game } de { $player } (abierto) · { $time } por jugada · caduca en { $left }
views-choice-challenge-to = { $id } · { $game } para { $player } · { $time } por jugada · caduca en { $left }
views-choice-challenge-open = { $id } · { $game } para cualquiera · { $time } por jugada · caduca en { $left }
views-choice-side-first = { $side } (primer turno en { $game })
views-choice-side-second = { $side } (segundo turno en { $game })
views-choice-side-any-first = primero ({ $sides })
views-choice-side-any-second = segundo ({ $sides })
views-choice-side-in = { $side } en { $game }

## Ajustes

views-notify-mention = Avisos: te mencionaré en el canal de la partida.
views-notify-dm = Avisos: recibirás un mensaje directo.
views-notify-none = Avisos: no te mencionaré (las partidas se siguen publicando en su canal).
views-threads-on = Cada partida nueva se jugará en su propio hilo.
views-threads-off = Las partidas nuevas se jugarán en el canal donde se empezaron.
views-xiangqi-repetition-end = Las partidas de Xiangqi de este servidor terminan ahora a la tercera repetición de una posición: el jaque perpetuo o la persecución perpetua pierde, cualquier otra repetición es tablas.
views-xiangqi-repetition-refuse = En este servidor una jugada de Xiangqi que completaría una repetición perdedora (jaque o persecución perpetua) se rechaza ahora y el jugador debe variar; las demás repeticiones siguen siendo tablas.

## /ayuda

views-help-intro = **kibitz** — Topo, Xiangqi y Tempo por correspondencia. Las partidas tienen códigos cortos como `K7Q2`, que solo hay que escribir si tienes varias en un canal.
views-help-challenge = `/{ cmd-challenge } { cmd-challenge.game } [{ cmd-challenge.opponent }] [{ cmd-challenge.side }] [{ cmd-challenge.time_per_move }]` — desafía a alguien (o a cualquiera); por defecto 3 días por jugada (de 1 hora a 14 días)
views-help-computer = `/{ cmd-challenge } { cmd-challenge.game } { cmd-challenge.opponent }:@kibitz [{ cmd-challenge.level }]` (o solo `{ cmd-challenge.level }`, 1–8, por defecto 3) — contra el ordenador: responde en segundos; sin clasificación
views-help-answer = `/{ cmd-accept }`, `/{ cmd-decline }`, `/{ cmd-cancel }` — responde a un desafío o retíralo; los desafíos caducan a las 24 horas
views-help-move = `/{ cmd-move } { cmd-move.move } [{ cmd-move.game }]` — haz una jugada (el autocompletado muestra las legales)
views-help-board = `/{ cmd-board } [{ cmd-board.game }] [{ cmd-board.as }]` — mira el tablero; `/{ cmd-games }` — tus partidas, primero las que te tocan
views-help-offers = `/{ cmd-resign }` — abandonar; `/{ cmd-draw } { cmd-draw-offer }|{ cmd-draw-accept }|{ cmd-draw-decline }` — tablas; `/{ cmd-takeback } { cmd-takeback-ask }|{ cmd-takeback-accept }|{ cmd-takeback-decline }` — deshacer jugadas
views-help-export = `/{ cmd-export } [{ cmd-export.game }]` — el registro en texto y una repetición animada
views-help-tables = `/{ cmd-leaderboard } { cmd-leaderboard.game } [{ cmd-leaderboard.scope }]`, `/{ cmd-stats } [{ cmd-stats.player }]`, `/{ cmd-rules } { cmd-rules.game }` — clasificaciones, resultados de un jugador, reglas
views-help-notify = `/{ cmd-notify } { cmd-notify.how }` — cómo te enteras de que te toca: una mención, un mensaje directo o nada
views-help-language = `/{ cmd-language } { cmd-language.language }` — el idioma de tus respuestas privadas y mensajes directos (`{ choice-language-auto }`: el de tu aplicación de Discord)
views-help-time = Cuando queda el 20 % del tiempo por jugada llega un recordatorio; si se agota, pierdes por tiempo.
views-help-settings = `/{ cmd-settings } { cmd-settings-language } { cmd-settings-language.language }` — el idioma de lo que kibitz publica aquí (`{ choice-language-auto }`: el principal del servidor); `/{ cmd-settings } { cmd-settings-threads } { choice-switch-on }|{ choice-switch-off }` — un hilo por partida; requieren Gestionar servidor
views-help-xiangqi-repetition = `/{ cmd-settings } { cmd-settings-xiangqi-repetition } { choice-repetition-end }|{ choice-repetition-refuse }` — Xiangqi: el jaque o la persecución perpetua pierde, o se rechaza la jugada

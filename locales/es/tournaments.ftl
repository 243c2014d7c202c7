## Torneos (/torneo): suizos (sistema holandés FIDE) y ligas todos contra todos que el bot dirige en un canal.

cmd-tournament = torneo
    .description = Torneos: suizos y ligas todos contra todos de partidas por correspondencia en este canal.
cmd-tournament-create = crear
    .description = Anuncia aquí un torneo nuevo (requiere Gestionar servidor o el rol de director).
    .game = juego
    .game-description = El juego del torneo
    .format = formato
    .format-description = Suizo, todos contra todos o todos contra todos a doble vuelta
    .rounds = rondas
    .rounds-description = Rondas del suizo (por defecto 5)
    .time_per_move = tiempo-por-jugada
    .time_per_move-description = Tiempo por jugada, p. ej. 3d (por defecto: el del bot)
    .rated = puntuable
    .rated-description = Si las partidas cuentan para las clasificaciones (por defecto: sí)
    .max_players = max-jugadores
    .max_players-description = El máximo de inscritos
    .start = inicio
    .start-description = Empieza solo tras este plazo, p. ej. 2d (por defecto: cuando lo diga el director)
    .name = nombre
    .name-description = El nombre del torneo
    .vacation = vacaciones
    .vacation-description = Si las vacaciones detienen los relojes de sus partidas (por defecto: sí)
    .round_deadline = plazo-ronda
    .round_deadline-description = Suizo: cuánto puede durar una ronda antes de que el director adjudique
    .group_size = tamaño-grupos
    .group_size-description = Todos contra todos: grupos de como mucho tantos, los mejores pasan a una final
    .advance = clasificados
    .advance-description = Todos contra todos por grupos: cuántos de cada grupo pasan a la final (por defecto 1)
    .tiebreaks = desempates
    .tiebreaks-description = Códigos de desempate en orden, p. ej. BH-C1, BH, SB, WIN, WON, DE, RTNG, ARO
cmd-tournament-join = inscribirse
    .description = Inscríbete en un torneo.
    .tournament = torneo
    .tournament-description = El id del torneo (por defecto: el de este canal)
cmd-tournament-leave = salir
    .description = Retira tu inscripción (tras el inicio: te retiras y pierdes por incomparecencia lo pendiente).
    .tournament = torneo
    .tournament-description = El id del torneo (por defecto: el de este canal)
cmd-tournament-start = empezar
    .description = Cierra las inscripciones y empieza la primera ronda (el director).
    .tournament = torneo
    .tournament-description = El id del torneo (por defecto: el de este canal)
cmd-tournament-standings = clasificación
    .description = La clasificación hasta ahora, con una imagen.
    .tournament = torneo
    .tournament-description = El id del torneo (por defecto: el de este canal)
cmd-tournament-pairings = emparejamientos
    .description = Los emparejamientos y resultados de una ronda.
    .round = ronda
    .round-description = La ronda (por defecto: la última)
    .tournament = torneo
    .tournament-description = El id del torneo (por defecto: el de este canal)
cmd-tournament-withdraw = retirar
    .description = Retira a un jugador: no se le empareja más, pierde lo pendiente por incomparecencia (el director).
    .player = jugador
    .player-description = El jugador al que retirar
    .tournament = torneo
    .tournament-description = El id del torneo (por defecto: el de este canal)
cmd-tournament-adjudicate = adjudicar
    .description = Decide una partida de torneo sin terminar (el director).
    .game = partida
    .game-description = El id de la partida
    .result = resultado
    .result-description = 1-0, 0-1, tablas o una incomparecencia: +/-, -/+, -/-
cmd-tournament-cancel = cancelar
    .description = Cancela un torneo que no ha empezado (el director).
    .tournament = torneo
    .tournament-description = El id del torneo (por defecto: el de este canal)
cmd-tournament-list = lista
    .description = Los torneos de este servidor.
cmd-settings-director-role = rol-director
    .description = El rol cuyos miembros pueden dirigir torneos (además de quienes gestionan el servidor).
    .role = rol
    .role-description = El rol (omítelo para no tener ninguno)
choice-format-swiss = Suizo (sistema holandés FIDE)
choice-format-round-robin = todos contra todos
choice-format-double-round-robin = todos contra todos a doble vuelta
settings-director-role-set = Ahora los miembros de { $role } pueden dirigir torneos aquí.
settings-director-role-cleared = Ahora aquí solo pueden dirigir torneos quienes gestionan el servidor.

console-kind-tournament = torneo

# $rounds: las rondas del suizo.
tournament-format-swiss = suizo, { $rounds ->
    [one] 1 ronda
   *[other] { $rounds } rondas
}
# $double: yes o no; $size: tamaño de los grupos (0: sin grupos); $advance: cuántos de cada grupo pasan a la final.
tournament-format-round-robin = { $double ->
    [yes] todos contra todos a doble vuelta
   *[other] todos contra todos
}{ $size ->
    [0] {""}
   *[other] {" "}en grupos de como mucho { $size }, los { $advance } mejores de cada uno a la final
}
# $name, $id, $game, $format, $time (por jugada), $director.
tournament-created = 🏆 **{ $name }** (`{ $id }`): { $game }, { $format }, { $time } por jugada, dirigido por { $director }.
tournament-rated = Las partidas son puntuables.
tournament-unrated = Las partidas no son puntuables.
tournament-no-vacation = Las vacaciones no detienen los relojes de sus partidas.
# $codes: los desempates, en orden.
tournament-tiebreaks = Desempates: { $codes }.
tournament-starts-at = Empieza automáticamente: { $at }.
tournament-round-time = Cada ronda puede durar { $time }; después el director decide las partidas que sigan en juego.
# $count: inscritos hasta ahora; $most: el límite (∞ si no hay).
tournament-entrants = { $count ->
    [one] 1 jugador inscrito
   *[other] { $count } jugadores inscritos
} (como mucho { $most }).
tournament-footer = Usa el botón **Inscribirse** para participar, o `/{ cmd-tournament } { cmd-tournament-join } { cmd-tournament-join.tournament }:{ $id }`.
tournament-button-join = Inscribirse
tournament-button-standings = Clasificación

tournament-joined = ✅ { $player } se inscribió en **{ $name }** ({ $count ->
    [one] 1 jugador
   *[other] { $count } jugadores
} hasta ahora).
tournament-joined-late = ✅ { $player } se inscribió tarde en **{ $name }**: se le empareja desde la ronda { $round } (las rondas perdidas no puntúan).
tournament-left = { $player } ya no está inscrito en **{ $name }** ({ $count ->
    [one] queda 1 jugador
   *[other] quedan { $count } jugadores
}).
tournament-withdrawn = { $player } se retiró de **{ $name }**: no se le empareja más; sus partidas sin terminar se pierden por incomparecencia.
tournament-started = **{ $name }** ha empezado con { $count } jugadores.
tournament-begins = 🏁 Empieza **{ $name }**: { $count } jugadores, { $format }. ¡Suerte!
tournament-cancelled = **{ $name }** se ha cancelado.
tournament-start-too-few = **{ $name }** no pudo empezar a su hora: { $have } inscritos, hacen falta { $need }. El director lo empieza con `/{ cmd-tournament } { cmd-tournament-start } { cmd-tournament-start.tournament }:{ $id }`.
# $group: la letra de un grupo.
tournament-group = Grupo { $group }
tournament-final-stage-name = final
tournament-final-stage = Los grupos de **{ $name }** han terminado: empieza la final.
tournament-round-paired = **{ $tournament }** (`{ $id }`), ronda { $round }:
# $group: "Grupo B" o "final".
tournament-round-paired-in = **{ $tournament }** (`{ $id }`), { $group }, ronda { $round }:
tournament-round-deadline = { $heading } (hasta { $deadline })
tournament-board = Tablero { $board }: { $white } – { $black } `{ $game }` { $result }
tournament-boards-more = …y { $count } tableros más: `/{ cmd-tournament } { cmd-tournament-pairings }`
tournament-bye = { $player }: bye (1 punto)
tournament-absent = { $player }: sin emparejar (0 puntos)
tournament-rest = { $player }: descansa esta ronda
tournament-game-started = Torneo **{ $tournament }**, ronda { $round }: empieza la partida `{ $game }`, { $first } ({ $first_side }) contra { $second } ({ $second_side }), { $time } por jugada.
tournament-result = **{ $name }**, ronda { $round }: { $white } { $result } { $black } (`{ $game }`)
tournament-unpairable = **{ $name }** termina antes de tiempo: no se puede emparejar otra ronda ({ $reason }).
tournament-adjudicated = La partida `{ $game }` queda decidida: { $result }.
tournament-adjudicate-asked = **{ $name }**, ronda { $round }: el tiempo de la ronda se acabó con { $count ->
    [one] 1 partida
   *[other] { $count } partidas
} aún en juego. Decide cada una con `/{ cmd-tournament } { cmd-tournament-adjudicate }`:
tournament-adjudicate-game = • `{ $game }`

tournament-standings = **{ $name }** (`{ $id }`): clasificación
tournament-final-standings = **{ $name }** (`{ $id }`): clasificación final
# $players: los ganadores (varios si hay empate).
tournament-winner = 🏆 Gana: { $players }
# $rank: "1" o "2-3" si hay empate; $tiebreaks: "BH 12, SB 8.5"; $withdrawn: yes o no.
tournament-standings-row = { $rank }. { $player }: { $points }{ $tiebreaks ->
    [none] {""}
   *[other] {" "}({ $tiebreaks })
}{ $withdrawn ->
    [yes] {" "}(retirado)
   *[other] {""}
}
tournament-standings-more = …y { $count } más.
tournament-column-rank = #
tournament-column-player = Jugador
tournament-column-points = Puntos
# $round: el número de una ronda en el encabezado de una columna.
tournament-column-round = R{ $round }
tournament-list-empty = Aquí aún no se ha jugado ningún torneo: un director crea uno con `/{ cmd-tournament } { cmd-tournament-create }`.
tournament-list = { $count ->
    [one] 1 torneo
   *[other] { $count } torneos
} aquí:
tournament-list-line = • **{ $name }** (`{ $id }`): { $game }, { $format }; { $state }, { $count ->
    [one] 1 jugador
   *[other] { $count } jugadores
}
tournament-state-registration = inscripciones abiertas
tournament-state-running = jugándose la ronda { $round }
tournament-state-finished = terminado
tournament-state-cancelled = cancelado

tournament-error-server-only = los torneos se juegan en el canal de un servidor, no en mensajes directos
tournament-error-none-here = aquí no hay ningún torneo en marcha: `/{ cmd-tournament } { cmd-tournament-list }` muestra los de este servidor, y un director crea uno con `/{ cmd-tournament } { cmd-tournament-create }`
tournament-error-which = hay varios torneos en marcha: indica uno con `{ cmd-tournament-join.tournament }:` ({ $tournaments })
tournament-error-not-director = solo un director del torneo puede hacer esto: alguien que pueda gestionar el servidor, un miembro del rol de director (`/{ cmd-settings } { cmd-settings-director-role }`) o quien creó el torneo
tournament-error-bad-rounds = un suizo tiene de 1 a { $most } rondas, no { $given }
tournament-error-bad-max-players = un torneo admite de 2 a { $most } jugadores, no { $given }
tournament-error-bad-groups = los grupos tienen de 3 a { $most } jugadores y pasan a la final menos que eso (pedido: grupos de { $size }, { $advance } clasificados)
tournament-error-unknown-tiebreak = `{ $code }` no es un desempate: usa los códigos { $codes }
tournament-error-name-too-long = el nombre de un torneo tiene como mucho { $most } caracteres (este tiene { $chars })
tournament-error-entries-closed = el torneo `{ $id }` ya no admite inscripciones
tournament-error-full = el torneo `{ $id }` está completo ({ $count } jugadores)
tournament-error-already-in = ya estás inscrito en el torneo `{ $id }`
tournament-error-not-in = ese jugador no está inscrito en el torneo `{ $id }`
tournament-error-already-started = el torneo `{ $id }` ya ha empezado
tournament-error-not-started = el torneo `{ $id }` aún no ha empezado: su director lo empieza con `/{ cmd-tournament } { cmd-tournament-start }`
tournament-error-too-few = { $have } inscritos, y un torneo necesita al menos { $need } jugadores
tournament-error-too-many = { $have } jugadores son demasiados para un solo torneo todos contra todos (como mucho { $most }): créalo con `{ cmd-tournament-create.group_size }`, o como suizo
tournament-error-not-a-tournament-game = la partida `{ $game }` no es de un torneo
tournament-error-game-over = la partida `{ $game }` ya ha terminado: su resultado se mantiene
tournament-error-no-such-round = no existe la ronda { $round }: { $last ->
    [0] aún no se ha emparejado ninguna
    [one] solo se ha emparejado la ronda 1
   *[other] se han emparejado las rondas 1 a { $last }
}
tournament-error-unpairable = la siguiente ronda no se puede emparejar: { $reason }
tournament-error-no-such-tournament = no existe el torneo `{ $text }`; `/{ cmd-tournament } { cmd-tournament-list }` muestra los de este servidor
tournament-error-bad-result = `{ $text }` no es un resultado: escribe 1-0, 0-1, tablas, o para una incomparecencia +/-, -/+ o -/-
views-help-tournaments = `/{ cmd-tournament } { cmd-tournament-list }|{ cmd-tournament-join }` — torneos
tournament-column-group = Grupo
tournament-picture-withdrawn = { $player } (retirado)
tournament-picture-title = { $name }: clasificación
tournament-picture-final-title = { $name }: clasificación final
tournament-picture-subtitle = { $game } · { $format } · { $count ->
    [one] 1 jugador
   *[other] { $count } jugadores
}

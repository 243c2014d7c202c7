## Vacaciones (/vacaciones): días en que los relojes de un jugador se detienen.

cmd-vacation = vacaciones
    .description = Vete de vacaciones, vuelve o mira tus días: tus relojes se detienen mientras no estás.
cmd-vacation-start = empezar
    .description = Detén los relojes de todas tus partidas unos días (vuelves con tu primera jugada).
    .days = dias
    .days-description = Cuántos días (por defecto: todos los que te quedan este año)
cmd-vacation-end = terminar
    .description = Vuelve ya de vacaciones: tus relojes siguen con el tiempo que les quedaba.
cmd-vacation-status = estado
    .description = Si estás de vacaciones, y los días que te quedan este año.
cmd-settings-vacation-days = dias-vacaciones
    .description = Cuántos días de vacaciones al año detienen los relojes de las partidas de este servidor.
    .days = dias
    .days-description = Días al año (0: sin vacaciones en las partidas de este servidor)
vacation-started = 🌴 Estás de vacaciones hasta { $until } ({ $days ->
    [one] 1 día
   *[other] { $days } días
}; después te { $left ->
    [one] queda 1 día
   *[other] quedan { $left } días
} este año). { $stopped ->
    [0] Ningún reloj tuyo estaba corriendo: las partidas en que te toque empiezan con el reloj detenido.
    [one] El reloj de 1 partida está detenido; las partidas en que te toque empiezan con el reloj detenido.
   *[other] Los relojes de { $stopped } partidas están detenidos; las partidas en que te toque empiezan con el reloj detenido.
} Tus rivales aún pueden jugar.
vacation-how-to-end = Tu primera jugada en cualquier partida termina las vacaciones (o `/{ cmd-vacation } { cmd-vacation-end }`); cada vacación cuesta los días empezados, al menos 1.
vacation-ended = 🌴 Bienvenido de vuelta: tus vacaciones terminaron ({ $days ->
    [one] 1 día usado
   *[other] { $days } días usados
}, te { $left ->
    [one] queda 1 día
   *[other] quedan { $left } días
} este año). Tus relojes siguen con el tiempo que les quedaba.
vacation-ended-by-move = 🌴 Esa jugada terminó tus vacaciones ({ $days ->
    [one] 1 día usado
   *[other] { $days } días usados
}, te { $left ->
    [one] queda 1 día
   *[other] quedan { $left } días
} este año): tus otros relojes siguen con el tiempo que les quedaba.
vacation-away-stopped = 🌴 { $player } está de vacaciones hasta { $until } (le { $days ->
    [one] queda 1 día
   *[other] quedan { $days } días
} este año); el reloj de la partida { $game } está detenido.
vacation-away-running = 🌴 { $player } está de vacaciones hasta { $until } (le { $days ->
    [one] queda 1 día
   *[other] quedan { $days } días
} este año), pero los días de vacaciones de este servidor se agotaron: el reloj de la partida { $game } corre.
vacation-away = 🌴 { $player } está de vacaciones hasta { $until } (le { $days ->
    [one] queda 1 día
   *[other] quedan { $days } días
} este año); cuando le toque en la partida { $game }, su reloj estará detenido.
vacation-back = 🌴 { $player } volvió de vacaciones: su reloj en la partida { $game } corre de nuevo (le quedan { $left }).
vacation-automatic = 🌴 Tu tiempo en la partida { $game } se agotó, así que estás de vacaciones, hasta { $until } (te { $left ->
    [one] queda 1 día
   *[other] quedan { $left } días
} este año; { $stopped ->
    [one] 1 reloj detenido
   *[other] { $stopped } relojes detenidos
}). Al volver tendrás un poco de tiempo en la partida { $game }.
vacation-clock-runs = ⏰ Tus vacaciones terminaron: tu reloj en la partida { $game } corre de nuevo — te quedan { $left } (plazo { $deadline }).
vacation-status-on = 🌴 Estás de vacaciones hasta { $until } (después te { $left ->
    [one] queda 1 día
   *[other] quedan { $left } días
} este año); { $stopped ->
    [0] ahora no tienes ningún reloj detenido.
    [one] el reloj de 1 partida está detenido.
   *[other] los relojes de { $stopped } partidas están detenidos.
}
vacation-status-off = No estás de vacaciones. Este año usaste { $used ->
    [one] 1 día
   *[other] { $used } días
} de { $per_year }: te { $left ->
    [one] queda 1 día
   *[other] quedan { $left } días
} (se renuevan el 1 de enero). Empieza unas con `/{ cmd-vacation } { cmd-vacation-start }`.
vacation-status-server = En este servidor, las vacaciones detienen los relojes como mucho { $days ->
    [one] 1 día
   *[other] { $days } días
} al año.
vacation-status-automatic = Si estás a punto de perder por tiempo y te quedan días, tus vacaciones empiezan solas.
vacation-status-no-automatic = Aquí las vacaciones no empiezan solas: un reloj que se agota pierde la partida.
vacation-server-off = Las vacaciones ya no detienen los relojes de las partidas de este servidor.
vacation-server-days = Las vacaciones detienen ahora los relojes de las partidas de este servidor como mucho { $days ->
    [one] 1 día
   *[other] { $days } días
} al año (el bot permite { $per_year }).
play-your-move-paused = Te toca en la partida { $game } ({ $player } jugó { $move }{ $check ->
    [yes] , jaque
   *[no] {""}
}). Estás de vacaciones: tu reloj está detenido hasta { $until }.
views-status-to-move-paused = Juegan { $side } ({ $player }) · jugada { $number } · reloj detenido por vacaciones (quedan { $left }, hasta { $until })
views-turn-yours-paused = ▶ **te toca** — 🌴 reloj detenido hasta { $until }
views-turn-theirs-paused = le toca a { $player } — 🌴 de vacaciones hasta { $until }
views-help-vacation = `/{ cmd-vacation } { cmd-vacation-start }|{ cmd-vacation-end }|{ cmd-vacation-status }` — detén tus relojes mientras no estás
console-usage-vacation = uso: vacation start [DÍAS] | vacation end | vacation status
console-usage-vacation-days = uso: vacation-days DÍAS (de 0 a 366; 0: sin vacaciones en las partidas de este servidor)
error-vacations-off = las vacaciones están desactivadas en este bot: juega antes de tus plazos
error-vacation-days = unas vacaciones de { $asked } días no son posibles: pide de 1 a { $most } días, u omite el número para tomar todos los que te quedan
error-vacation-days-left = este año solo te { $left ->
    [one] queda 1 día
   *[other] quedan { $left } días
} de vacaciones: pide como mucho eso, u omite el número
error-on-vacation-already = ya estás de vacaciones, hasta { $until }: `/{ cmd-vacation } { cmd-vacation-end }` las termina
error-no-vacation-days-left = ya usaste tus { $per_year } días de vacaciones de este año; se renuevan el 1 de enero
error-not-on-vacation = no estás de vacaciones: `/{ cmd-vacation } { cmd-vacation-start }` las empieza
console-kind-vacation = vacaciones

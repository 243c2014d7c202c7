## Jugadas condicionales (/condicionales): líneas de jugadas que se hacen al instante cuando el
## rival juega lo que prevén; solo las ve quien las escribe.

cmd-conditional = condicionales
    .description = Jugadas que se hacen al instante si tu rival juega lo que prevés (solo tú las ves).
cmd-conditional-add = añadir
    .description = En el turno de tu rival: si juega X, juega Y; si luego juega Z, juega W…
    .line = línea
    .line-description = Su jugada, tu respuesta, su siguiente jugada, tu respuesta… (el autocompletado ayuda)
    .game = partida
    .game-description = Id de la partida (por defecto: tu partida aquí)
cmd-conditional-list = lista
    .description = Tus líneas condicionales de una partida (solo tú las ves).
    .game = partida
    .game-description = Id de la partida (por defecto: tu partida aquí)
cmd-conditional-clear = borrar
    .description = Borra todas tus líneas condicionales de una partida.
    .game = partida
    .game-description = Id de la partida (por defecto: tu partida aquí)
conditional-added = ↪ Línea condicional guardada en la partida { $game }: `{ $line }` ({ $count } de { $limit } líneas). Solo tú la ves.
conditional-covered = ↪ Tus líneas de la partida { $game } ya contienen `{ $line }`: nada nuevo que guardar ({ $count } de { $limit } líneas).
conditional-list-header = { $count ->
    [one] ↪ **Tu línea condicional de la partida { $game }** (solo tú la ves; { $limit } como máximo):
   *[other] ↪ **Tus { $count } líneas condicionales de la partida { $game }** (solo tú las ves; { $limit } como máximo):
}
conditional-list-line = { $number }. `{ $line }`
conditional-none = ↪ No tienes líneas condicionales en la partida { $game }. Mientras le toca a { $player }, añade una con `/{ cmd-conditional } { cmd-conditional-add } { cmd-conditional-add.line }:…` (su jugada y luego tu respuesta).
conditional-none-your-turn = ↪ No tienes líneas condicionales en la partida { $game }: te toca a ti, y las líneas son para el turno de tu rival.
conditional-cleared = { $count ->
    [one] ↪ Se borró tu línea condicional de la partida { $game }.
   *[other] ↪ Se borraron tus { $count } líneas condicionales de la partida { $game }.
}
conditional-choice-move = { $move } ({ $canonical })
conditional-choice-theirs = si { $player } juega { $move }
conditional-choice-mine = respondes { $move }
conditional-choice-after = { $line } → { $next }
conditional-played = ↪ La línea condicional de { $player } respondió **{ $move }** ({ $canonical }){ $check ->
    [yes] , jaque
   *[no] {""}
}.
conditional-played-plain = ↪ La línea condicional de { $player } respondió **{ $move }**{ $check ->
    [yes] , jaque
   *[no] {""}
}.
conditional-answered = { $count ->
    [0] ↪ Partida { $game }: tu línea condicional respondió a { $theirs } con { $mine } (no quedan líneas).
    [one] ↪ Partida { $game }: tu línea condicional respondió a { $theirs } con { $mine } (queda 1 línea).
   *[other] ↪ Partida { $game }: tu línea condicional respondió a { $theirs } con { $mine } (quedan { $count } líneas).
}
conditional-dropped = ↪ Partida { $game }: tu línea condicional no pudo responder a { $theirs } con { $mine } ({ $why }). Se borraron tus líneas de esa partida; te toca a ti.
conditional-whose-mine = tu respuesta
conditional-whose-theirs = jugada de { $player }
views-help-conditional = `/{ cmd-conditional }` — en el turno de tu rival: si juega X, responde Y al instante (solo lo ves tú)
console-usage-conditional = uso: conditional add [PARTIDA] LÍNEA | conditional list [PARTIDA] | conditional clear [PARTIDA]
error-game-moved-on = la partida { $game } avanzó mientras llegaba tu jugada, y no se jugó: mira el tablero y juega otra vez
error-conditional-own-turn = te toca en la partida { $game }: juega con `/{ cmd-move }`; las líneas condicionales son para el turno de tu rival
error-conditional-bad-move = la jugada { $ply } de la línea ({ $whose }) no se puede jugar: { $error } (legales ahí: { $moves })
error-conditional-bad-move-end = la jugada { $ply } de la línea ({ $whose }) no se puede jugar: { $error }; termina la línea antes de ella
error-conditional-needs-reply = una línea es la jugada de { $player }, luego tu respuesta, y así sucesivamente: termínala con tu respuesta
error-conditional-too-long = una línea condicional tiene como máximo { $limit } jugadas (de ambos bandos): acórtala
error-conditional-too-many = ya tienes { $count } líneas condicionales en la partida { $game }, el máximo posible: bórralas con `/{ cmd-conditional } { cmd-conditional-clear }`
error-conditional-conflict = tu línea `{ $existing }` responde a las mismas jugadas con { $theirs } en la jugada { $ply }, no con { $mine }: cada posición tiene una sola respuesta (empieza de nuevo con `/{ cmd-conditional } { cmd-conditional-clear }`)

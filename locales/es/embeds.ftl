embed-board-title = { $game } · { $first } ({ $first_side }) contra { $second } ({ $second_side })
embed-field-deadline = Plazo
embed-field-clock = Reloj
embed-field-time-per-move = Tiempo por jugada
embed-deadline-value = { $deadline }
embed-clock-paused = detenido por unas vacaciones hasta { $until } (quedan { $left })
embed-time-per-move-value = { $time }
embed-footer-game = Partida { $id }
embed-alt-board = Tablero de la partida de { $game } { $id }.
embed-page = Página { $page } de { $count }
embed-page-previous = ◀ Anterior
embed-page-next = Siguiente ▶
embed-challenge-title = Desafío { $challenge } · { $game }
embed-field-expires = Caduca
embed-footer-challenge = Desafío { $challenge }
board-button-offer-draw = Ofrecer tablas
board-button-resign = Abandonar
board-button-mine = Mi tablero
board-button-resign-confirm = Sí, abandono
board-resign-confirm = ¿Abandonar la partida { $game }? No se puede deshacer.
error-board-moved-on = la partida { $game } ha avanzado desde que se mostró este tablero: mira el nuevo
board-button-move = Mover
board-pick-piece = Tu jugada en la partida { $game }: elige la pieza
board-pick-piece-option = { $piece } { $square } ({ $count ->
    [one] 1 jugada
   *[other] { $count } jugadas
})
board-pick-move = Elige la jugada desde { $square }
embed-field-rating = Puntuación · { $player }
embed-rating-change = { $board }: { $before } → { $after } ({ $delta })
embed-rating-server = Este servidor
embed-rating-global = Global
piece-tempo-stone = ficha
board-pick-file-option = Columna { $file } ({ $count ->
    [one] 1 jugada
   *[other] { $count } jugadas
})
board-pick-file = Elige la pieza de la columna { $file }
board-pick-more = Más jugadas desde { $square } ({ $count } más)

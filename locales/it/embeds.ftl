embed-board-title = { $game } · { $first } ({ $first_side }) contro { $second } ({ $second_side })
embed-field-deadline = Scadenza
embed-field-clock = Orologio
embed-field-time-per-move = Tempo per mossa
embed-deadline-value = { $deadline }
embed-clock-paused = fermo per una vacanza fino a { $until } (restano { $left })
embed-time-per-move-value = { $time }
embed-footer-game = Partita { $id }
embed-alt-board = Scacchiera della partita di { $game } { $id }.
embed-page = Pagina { $page } di { $count }
embed-page-previous = ◀ Precedente
embed-page-next = Successiva ▶
embed-challenge-title = Sfida { $challenge } · { $game }
embed-field-expires = Scade
embed-footer-challenge = Sfida { $challenge }
board-button-offer-draw = Proponi patta
board-button-resign = Abbandona
board-button-mine = La mia scacchiera
board-button-resign-confirm = Sì, abbandono
board-resign-confirm = Abbandonare la partita { $game }? Non si può annullare.
error-board-moved-on = la partita { $game } è andata avanti da quando è stata mostrata questa scacchiera: guarda quella nuova
board-button-move = Muovi
board-pick-piece = La tua mossa nella partita { $game }: scegli il pezzo
board-pick-piece-option = { $piece } { $square } ({ $count ->
    [one] 1 mossa
   *[other] { $count } mosse
})
board-pick-move = Scegli la mossa da { $square }
embed-field-rating = Rating · { $player }
embed-rating-change = { $board }: { $before } → { $after } ({ $delta })
embed-rating-server = Questo server
embed-rating-global = Globale
piece-tempo-stone = pedina
board-pick-file-option = Colonna { $file } ({ $count ->
    [one] 1 mossa
   *[other] { $count } mosse
})
board-pick-file = Scegli il pezzo sulla colonna { $file }
board-pick-more = Altre mosse da { $square } (ancora { $count })

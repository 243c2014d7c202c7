embed-board-title = { $game } · { $first } ({ $first_side }) kontra { $second } ({ $second_side })
embed-field-deadline = Termin
embed-field-clock = Zegar
embed-field-time-per-move = Czas na ruch
embed-deadline-value = { $deadline }
embed-clock-paused = zatrzymany na czas urlopu do { $until } (zostało { $left })
embed-time-per-move-value = { $time }
embed-footer-game = Partia { $id }
embed-alt-board = Plansza partii { $game } { $id }.
embed-page = Strona { $page } z { $count }
embed-page-previous = ◀ Poprzednia
embed-page-next = Następna ▶
embed-challenge-title = Wyzwanie { $challenge } · { $game }
embed-field-expires = Wygasa
embed-footer-challenge = Wyzwanie { $challenge }
board-button-offer-draw = Zaproponuj remis
board-button-resign = Poddaj się
board-button-mine = Moja plansza
board-button-resign-confirm = Tak, poddaję się
board-resign-confirm = Poddać partię { $game }? Tego nie da się cofnąć.
error-board-moved-on = partia { $game } poszła naprzód, odkąd pokazano tę planszę: spójrz na nową
board-button-move = Ruch
board-pick-piece = Twój ruch w partii { $game }: wybierz bierkę
board-pick-piece-option = { $piece } { $square } ({ $count ->
    [one] 1 ruch
    [few] { $count } ruchy
   *[other] { $count } ruchów
})
board-pick-move = Wybierz ruch z { $square }
embed-field-rating = Ranking · { $player }
embed-rating-change = { $board }: { $before } → { $after } ({ $delta })
embed-rating-server = Ten serwer
embed-rating-global = Globalny
piece-tempo-stone = pionek
board-pick-file-option = Kolumna { $file } ({ $count ->
    [one] 1 ruch
    [few] { $count } ruchy
   *[other] { $count } ruchów
})
board-pick-file = Wybierz bierkę w kolumnie { $file }
board-pick-more = Więcej ruchów z { $square } (jeszcze { $count })

## Ruchy warunkowe (/warunkowe): linie ruchów zagrywanych od razu, gdy przeciwnik zagra to, co
## przewidują; widzi je tylko ich autor.

cmd-conditional = warunkowe
    .description = Ruchy zagrywane od razu, jeśli przeciwnik zagra to, co przewidujesz (widzisz je tylko ty).
cmd-conditional-add = dodaj
    .description = W turze przeciwnika: jeśli zagra X, zagraj Y; jeśli potem zagra Z, zagraj W…
    .line = linia
    .line-description = Jego ruch, twoja odpowiedź, jego następny ruch, twoja odpowiedź… (pomaga autouzupełnianie)
    .game = partia
    .game-description = Id partii (domyślnie: twoja partia tutaj)
cmd-conditional-list = lista
    .description = Twoje linie warunkowe w partii (widzisz je tylko ty).
    .game = partia
    .game-description = Id partii (domyślnie: twoja partia tutaj)
cmd-conditional-clear = wyczyść
    .description = Usuń wszystkie swoje linie warunkowe w partii.
    .game = partia
    .game-description = Id partii (domyślnie: twoja partia tutaj)
conditional-added = ↪ Zapisano linię warunkową w partii { $game }: `{ $line }` (linie: { $count } z { $limit }). Widzisz ją tylko ty.
conditional-covered = ↪ Twoje linie w partii { $game } zawierają już `{ $line }`: nie ma nic nowego do zapisania (linie: { $count } z { $limit }).
conditional-list-header = ↪ **Twoje linie warunkowe w partii { $game }: { $count }** (widzisz je tylko ty; najwyżej { $limit }):
conditional-list-line = { $number }. `{ $line }`
conditional-none = ↪ Nie masz linii warunkowych w partii { $game }. Gdy ruch ma { $player }, dodaj linię przez `/{ cmd-conditional } { cmd-conditional-add } { cmd-conditional-add.line }:…` (jego ruch, potem twoja odpowiedź).
conditional-none-your-turn = ↪ Nie masz linii warunkowych w partii { $game }: teraz twój ruch, a linie są na turę przeciwnika.
conditional-cleared = { $count ->
    [one] ↪ Usunięto twoją linię warunkową w partii { $game }.
   *[other] ↪ Usunięto twoje linie warunkowe w partii { $game } (linie: { $count }).
}
conditional-choice-move = { $move } ({ $canonical })
conditional-choice-theirs = jeśli { $player } zagra { $move }
conditional-choice-mine = odpowiadasz { $move }
conditional-choice-after = { $line } → { $next }
conditional-played = ↪ Linia warunkowa gracza { $player } odpowiedziała: **{ $move }** ({ $canonical }){ $check ->
    [yes] , szach
   *[no] {""}
}.
conditional-played-plain = ↪ Linia warunkowa gracza { $player } odpowiedziała: **{ $move }**{ $check ->
    [yes] , szach
   *[no] {""}
}.
conditional-answered = { $count ->
    [0] ↪ Partia { $game }: twoja linia warunkowa odpowiedziała na { $theirs } ruchem { $mine } (nie zostały żadne linie).
    [one] ↪ Partia { $game }: twoja linia warunkowa odpowiedziała na { $theirs } ruchem { $mine } (została 1 linia).
    [few] ↪ Partia { $game }: twoja linia warunkowa odpowiedziała na { $theirs } ruchem { $mine } (zostały { $count } linie).
   *[other] ↪ Partia { $game }: twoja linia warunkowa odpowiedziała na { $theirs } ruchem { $mine } (zostało { $count } linii).
}
conditional-dropped = ↪ Partia { $game }: twoja linia warunkowa nie mogła odpowiedzieć na { $theirs } ruchem { $mine } ({ $why }). Twoje linie w tej partii usunięto; twój ruch.
conditional-whose-mine = twoja odpowiedź
conditional-whose-theirs = ruch gracza { $player }
views-help-conditional = `/{ cmd-conditional }` — w turze przeciwnika: jeśli zagra X, od razu odpowiedz Y (widzisz to tylko ty)
console-usage-conditional = użycie: conditional add [PARTIA] LINIA | conditional list [PARTIA] | conditional clear [PARTIA]
error-game-moved-on = partia { $game } poszła naprzód, zanim dotarł twój ruch, więc go nie zagrano: spójrz na planszę i zagraj jeszcze raz
error-conditional-own-turn = w partii { $game } jest twój ruch: zagraj przez `/{ cmd-move }`; linie warunkowe są na turę przeciwnika
error-conditional-bad-move = ruchu { $ply } linii ({ $whose }) nie da się zagrać: { $error } (dozwolone tam: { $moves })
error-conditional-bad-move-end = ruchu { $ply } linii ({ $whose }) nie da się zagrać: { $error }; zakończ linię przed nim
error-conditional-needs-reply = linia to ruch gracza { $player }, potem twoja odpowiedź i tak dalej: zakończ ją swoją odpowiedzią
error-conditional-too-long = linia warunkowa mieści najwyżej { $limit } ruchów (licząc obie strony): skróć ją
error-conditional-too-many = w partii { $game } masz już najwięcej linii warunkowych, ile można ({ $count }): usuń je przez `/{ cmd-conditional } { cmd-conditional-clear }`
error-conditional-conflict = twoja linia `{ $existing }` odpowiada na te same ruchy ruchem { $theirs } (ruch { $ply } linii), a nie { $mine }: na jedną pozycję jest jedna odpowiedź (zacznij od nowa: `/{ cmd-conditional } { cmd-conditional-clear }`)

## Turnieje (/turniej): system szwajcarski (holenderski FIDE) i turnieje kołowe prowadzone przez bota na kanale.

cmd-tournament = turniej
    .description = Turnieje: szwajcarskie i kołowe, z partiami korespondencyjnymi na tym kanale.
cmd-tournament-create = utwórz
    .description = Ogłoś tu nowy turniej (wymaga Zarządzania serwerem albo roli dyrektora).
    .game = gra
    .game-description = Gra turnieju
    .format = format
    .format-description = Szwajcarski, kołowy albo dwukołowy
    .rounds = rundy
    .rounds-description = Rundy turnieju szwajcarskiego (domyślnie 5)
    .time_per_move = czas-na-ruch
    .time_per_move-description = Czas na ruch, np. 3d (domyślnie: ten bota)
    .rated = rankingowy
    .rated-description = Czy partie liczą się do rankingów (domyślnie: tak)
    .max_players = max-graczy
    .max_players-description = Największa liczba uczestników
    .start = start
    .start-description = Sam wystartuje po tym czasie, np. 2d (domyślnie: gdy zdecyduje dyrektor)
    .name = nazwa
    .name-description = Nazwa turnieju
    .vacation = urlopy
    .vacation-description = Czy urlopy zatrzymują zegary partii turnieju (domyślnie: tak)
    .round_deadline = termin-rundy
    .round_deadline-description = Szwajcarski: ile może trwać runda, zanim dyrektor rozstrzygnie partie
    .group_size = wielkość-grup
    .group_size-description = Kołowy: grupy najwyżej tylu graczy, najlepsi przechodzą do finału
    .advance = awans
    .advance-description = Kołowy w grupach: ilu z każdej grupy awansuje do finału (domyślnie 1)
    .tiebreaks = punktacja-pomocnicza
    .tiebreaks-description = Kody punktacji pomocniczej po kolei, np. BH-C1, BH, SB, WIN, WON, DE, RTNG, ARO
cmd-tournament-join = dołącz
    .description = Zapisz się do turnieju.
    .tournament = turniej
    .tournament-description = Id turnieju (domyślnie: ten na tym kanale)
cmd-tournament-leave = wypisz
    .description = Wycofaj zgłoszenie (po starcie: wycofujesz się, niedokończone partie przegrywasz walkowerem).
    .tournament = turniej
    .tournament-description = Id turnieju (domyślnie: ten na tym kanale)
cmd-tournament-start = rozpocznij
    .description = Zamknij zapisy i rozpocznij pierwszą rundę (dyrektor).
    .tournament = turniej
    .tournament-description = Id turnieju (domyślnie: ten na tym kanale)
cmd-tournament-standings = tabela
    .description = Dotychczasowa tabela, z obrazkiem.
    .tournament = turniej
    .tournament-description = Id turnieju (domyślnie: ten na tym kanale)
cmd-tournament-pairings = kojarzenia
    .description = Kojarzenia i wyniki rundy.
    .round = runda
    .round-description = Runda (domyślnie: ostatnia)
    .tournament = turniej
    .tournament-description = Id turnieju (domyślnie: ten na tym kanale)
cmd-tournament-withdraw = wycofaj
    .description = Wycofaj gracza: bez dalszych kojarzeń, niedokończone partie walkowerem (dyrektor).
    .player = gracz
    .player-description = Gracz do wycofania
    .tournament = turniej
    .tournament-description = Id turnieju (domyślnie: ten na tym kanale)
cmd-tournament-adjudicate = rozstrzygnij
    .description = Rozstrzygnij niedokończoną partię turniejową (dyrektor).
    .game = partia
    .game-description = Id partii
    .result = wynik
    .result-description = 1-0, 0-1, remis albo walkower: +/-, -/+, -/-
cmd-tournament-cancel = anuluj
    .description = Odwołaj turniej, który się jeszcze nie zaczął (dyrektor).
    .tournament = turniej
    .tournament-description = Id turnieju (domyślnie: ten na tym kanale)
cmd-tournament-list = lista
    .description = Turnieje tego serwera.
cmd-settings-director-role = rola-dyrektora
    .description = Rola, której członkowie mogą prowadzić turnieje (oprócz zarządzających serwerem).
    .role = rola
    .role-description = Rola (pomiń, by nie było żadnej)
choice-format-swiss = szwajcarski (system holenderski FIDE)
choice-format-round-robin = kołowy
choice-format-double-round-robin = dwukołowy
settings-director-role-set = Członkowie roli { $role } mogą teraz prowadzić tu turnieje.
settings-director-role-cleared = Teraz turnieje mogą tu prowadzić tylko zarządzający serwerem.

console-kind-tournament = turniej

# $rounds: rundy turnieju szwajcarskiego.
tournament-format-swiss = szwajcarski, { $rounds ->
    [one] 1 runda
    [few] { $rounds } rundy
    [many] { $rounds } rund
   *[other] { $rounds } rundy
}
# $double: yes albo no; $size: wielkość grup (0: bez grup); $advance: ilu z każdej grupy awansuje do finału.
tournament-format-round-robin = { $double ->
    [yes] dwukołowy
   *[other] kołowy
}{ $size ->
    [0] {""}
   *[other] {" "}w grupach najwyżej po { $size }, do finału awansuje z każdej najlepszych: { $advance }
}
# $name, $id, $game, $format, $time (na ruch), $director.
tournament-created = 🏆 **{ $name }** (`{ $id }`): { $game }, { $format }, { $time } na ruch, dyrektor: { $director }.
tournament-rated = Partie są rankingowe.
tournament-unrated = Partie nie są rankingowe.
tournament-no-vacation = Urlopy nie zatrzymują zegarów partii tego turnieju.
# $codes: punktacja pomocnicza, po kolei.
tournament-tiebreaks = Punktacja pomocnicza: { $codes }.
tournament-starts-at = Start automatyczny: { $at }.
tournament-round-time = Każda runda może trwać { $time }; potem dyrektor rozstrzyga partie, które jeszcze trwają.
# $count: dotychczasowi uczestnicy; $most: limit (∞, gdy go nie ma).
tournament-entrants = Zapisani gracze: { $count } (najwyżej { $most }).
tournament-footer = Naciśnij **Dołącz**, by się zapisać, albo użyj `/{ cmd-tournament } { cmd-tournament-join } { cmd-tournament-join.tournament }:{ $id }`.
tournament-button-join = Dołącz
tournament-button-standings = Tabela

tournament-joined = ✅ { $player } zapisuje się do **{ $name }** (na razie { $count ->
    [one] 1 gracz
    [few] { $count } gracze
    [many] { $count } graczy
   *[other] { $count } gracza
}).
tournament-joined-late = ✅ { $player } zapisuje się do **{ $name }** z opóźnieniem: kojarzony od rundy { $round } (opuszczone rundy dają zero punktów).
tournament-left = { $player } nie jest już zapisany do **{ $name }** (na liście: { $count ->
    [one] 1 gracz
    [few] { $count } gracze
    [many] { $count } graczy
   *[other] { $count } gracza
}).
tournament-withdrawn = { $player } wycofuje się z **{ $name }**: nie będzie już kojarzony; niedokończone partie przegrywa walkowerem.
tournament-started = Turniej **{ $name }** wystartował ({ $count ->
    [one] 1 gracz
    [few] { $count } gracze
    [many] { $count } graczy
   *[other] { $count } gracza
}).
tournament-begins = 🏁 Rusza **{ $name }**: { $count ->
    [one] 1 gracz
    [few] { $count } gracze
    [many] { $count } graczy
   *[other] { $count } gracza
}, { $format }. Powodzenia!
tournament-cancelled = Turniej **{ $name }** został odwołany.
tournament-start-too-few = Turniej **{ $name }** nie mógł wystartować o czasie: zapisanych { $have }, potrzeba { $need }. Dyrektor rozpoczyna go przez `/{ cmd-tournament } { cmd-tournament-start } { cmd-tournament-start.tournament }:{ $id }`.
# $group: litera grupy.
tournament-group = Grupa { $group }
tournament-final-stage-name = finał
tournament-final-stage = Grupy **{ $name }** zakończone: zaczyna się finał.
tournament-round-paired = **{ $tournament }** (`{ $id }`), runda { $round }:
# $group: „Grupa B” albo „finał”.
tournament-round-paired-in = **{ $tournament }** (`{ $id }`), { $group }, runda { $round }:
tournament-round-deadline = { $heading } (do { $deadline })
tournament-board = Szachownica { $board }: { $white } – { $black } `{ $game }` { $result }
tournament-boards-more = …i jeszcze { $count ->
    [one] 1 szachownica
    [few] { $count } szachownice
    [many] { $count } szachownic
   *[other] { $count } szachownicy
}: `/{ cmd-tournament } { cmd-tournament-pairings }`
tournament-bye = { $player }: wolny los (1 punkt)
tournament-absent = { $player }: bez pary (0 punktów)
tournament-rest = { $player }: pauzuje w tej rundzie
tournament-game-started = Turniej **{ $tournament }**, runda { $round }: zaczyna się partia `{ $game }`, { $first } ({ $first_side }) kontra { $second } ({ $second_side }), { $time } na ruch.
tournament-result = **{ $name }**, runda { $round }: { $white } { $result } { $black } (`{ $game }`)
tournament-unpairable = Turniej **{ $name }** kończy się przed czasem: nie da się skojarzyć kolejnej rundy ({ $reason }).
tournament-adjudicated = Partia `{ $game }` rozstrzygnięta: { $result }.
tournament-adjudicate-asked = **{ $name }**, runda { $round }: czas rundy minął, a { $count ->
    [one] 1 partia wciąż trwa
    [few] { $count } partie wciąż trwają
    [many] { $count } partii wciąż trwa
   *[other] { $count } partii wciąż trwa
}. Rozstrzygnij każdą przez `/{ cmd-tournament } { cmd-tournament-adjudicate }`:
tournament-adjudicate-game = • `{ $game }`

tournament-standings = **{ $name }** (`{ $id }`): tabela
tournament-final-standings = **{ $name }** (`{ $id }`): tabela końcowa
# $players: zwycięzcy (kilku przy remisie).
tournament-winner = 🏆 Zwycięzca: { $players }
# $rank: „1” albo „2-3” przy remisie; $tiebreaks: „BH 12, SB 8.5”; $withdrawn: yes albo no.
tournament-standings-row = { $rank }. { $player }: { $points }{ $tiebreaks ->
    [none] {""}
   *[other] {" "}({ $tiebreaks })
}{ $withdrawn ->
    [yes] {" "}(wycofany)
   *[other] {""}
}
tournament-standings-more = …i jeszcze { $count }.
tournament-column-rank = #
tournament-column-player = Gracz
tournament-column-points = Punkty
# $round: numer rundy w nagłówku kolumny.
tournament-column-round = R{ $round }
tournament-list-empty = Nie było tu jeszcze żadnego turnieju: dyrektor tworzy go przez `/{ cmd-tournament } { cmd-tournament-create }`.
tournament-list = { $count ->
    [one] 1 turniej
    [few] { $count } turnieje
    [many] { $count } turniejów
   *[other] { $count } turnieju
} na tym serwerze:
tournament-list-line = • **{ $name }** (`{ $id }`): { $game }, { $format }; { $state }, { $count ->
    [one] 1 gracz
    [few] { $count } gracze
    [many] { $count } graczy
   *[other] { $count } gracza
}
tournament-state-registration = trwają zapisy
tournament-state-running = trwa runda { $round }
tournament-state-finished = zakończony
tournament-state-cancelled = odwołany

tournament-error-server-only = turnieje odbywają się na kanale serwera, nie w wiadomościach prywatnych
tournament-error-none-here = nie trwa tu żaden turniej: `/{ cmd-tournament } { cmd-tournament-list }` pokazuje turnieje tego serwera, a dyrektor tworzy nowy przez `/{ cmd-tournament } { cmd-tournament-create }`
tournament-error-which = trwa kilka turniejów: wskaż jeden przez `{ cmd-tournament-join.tournament }:` ({ $tournaments })
tournament-error-not-director = może to zrobić tylko dyrektor turnieju: ktoś, kto może zarządzać serwerem, członek roli dyrektora (`/{ cmd-settings } { cmd-settings-director-role }`) albo twórca turnieju
tournament-error-bad-rounds = turniej szwajcarski ma od 1 do { $most } rund, nie { $given }
tournament-error-bad-max-players = w turnieju może grać od 2 do { $most } graczy, nie { $given }
tournament-error-bad-groups = grupy liczą od 3 do { $most } graczy i wysyłają do finału mniej niż tyle (podano: grupy po { $size }, awansuje { $advance })
tournament-error-unknown-tiebreak = `{ $code }` to nie punktacja pomocnicza: użyj kodów { $codes }
tournament-error-name-too-long = nazwa turnieju ma najwyżej { $most } znaków (ta ma { $chars })
tournament-error-entries-closed = turniej `{ $id }` nie przyjmuje już zgłoszeń
tournament-error-full = turniej `{ $id }` jest pełny (graczy: { $count })
tournament-error-already-in = jesteś już zapisany do turnieju `{ $id }`
tournament-error-not-in = ten gracz nie jest zapisany do turnieju `{ $id }`
tournament-error-already-started = turniej `{ $id }` już się zaczął
tournament-error-not-started = turniej `{ $id }` jeszcze się nie zaczął: jego dyrektor rozpoczyna go przez `/{ cmd-tournament } { cmd-tournament-start }`
tournament-error-too-few = zapisanych: { $have }, a turniej potrzebuje co najmniej { $need } graczy
tournament-error-too-many = za dużo graczy ({ $have }) na jeden turniej kołowy (najwyżej { $most }): utwórz go z `{ cmd-tournament-create.group_size }` albo jako szwajcarski
tournament-error-not-a-tournament-game = partia `{ $game }` nie jest partią turniejową
tournament-error-game-over = partia `{ $game }` już się zakończyła: jej wynik zostaje
tournament-error-no-such-round = nie ma rundy { $round }: { $last ->
    [0] nie skojarzono jeszcze żadnej
    [one] skojarzono tylko rundę 1
   *[other] skojarzono rundy od 1 do { $last }
}
tournament-error-unpairable = nie da się skojarzyć kolejnej rundy: { $reason }
tournament-error-no-such-tournament = nie ma turnieju `{ $text }`; `/{ cmd-tournament } { cmd-tournament-list }` pokazuje turnieje tego serwera
tournament-error-bad-result = `{ $text }` to nie wynik: wpisz 1-0, 0-1, remis albo walkower: +/-, -/+ lub -/-
views-help-tournaments = `/{ cmd-tournament } { cmd-tournament-list }|{ cmd-tournament-join }` — turnieje na kanale
tournament-column-group = Grupa
tournament-picture-withdrawn = { $player } (wycofany)
tournament-picture-title = { $name }: tabela
tournament-picture-final-title = { $name }: tabela końcowa
tournament-picture-subtitle = { $game } · { $format } · { $count ->
    [one] 1 gracz
    [few] { $count } gracze
    [many] { $count } graczy
   *[other] { $count } gracza
}

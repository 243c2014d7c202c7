# views: gdzie pojawia się każdy komunikat — zob. locales/en/views.ftl.

## Plansze

views-board-title = Partia **{ $id }** · { $game } · { $first } ({ $first_side }) kontra { $second } ({ $second_side })
views-last-move = Ostatni ruch: { $move }{ $check ->
    [yes] , szach
   *[no] {""}
}
views-status-to-move = Na ruchu: { $side } ({ $player }) · ruch { $number }
views-status-to-move-deadline = Na ruchu: { $side } ({ $player }) · ruch { $number } · pozostały czas: { $left } (do { $deadline })
views-status-over = { $result } po { $moves ->
    [one] 1 ruchu
   *[many] { $moves } ruchach
}
views-caption-versus = kontra
views-computer-player = Komputer poziomu { $level }

## /partie

views-games-none = Nie masz jeszcze żadnej partii: rzuć komuś wyzwanie (`/{ cmd-challenge }`), żeby zacząć.
views-games-active = **Twoje partie** (w toku: { $count })
views-games-line = `{ $id }` { $game } kontra { $opponent } (twoja strona: { $side }), ruch { $number } · { $turn }
views-turn-yours = ▶ **twój ruch** — pozostały czas: { $left }
views-turn-yours-untimed = ▶ **twój ruch**
views-turn-thinking = { $player } myśli
views-turn-theirs = ruch: { $player } — pozostały czas: { $left }
views-turn-theirs-untimed = ruch: { $player }
views-games-finished = **Zakończone**
views-games-finished-line = `{ $id }` { $game } kontra { $opponent } — { $result }
views-result-won = wygrana ({ $reason })
views-result-lost = przegrana ({ $reason })
views-result-drew = remis ({ $reason })
views-games-unreadable = ⚠ `{ $id }`: nie da się odczytać zapisu tej partii (administrator bota znajdzie przyczynę w logu)

## /eksport

views-export-attached = Partia { $id }: zapis jest w załączniku.

## /ranking

views-leaderboard-server = **Ranking: { $game } — ten serwer**
views-leaderboard-global = **Ranking: { $game } — wszędzie**
views-leaderboard-server-empty = Ranking: { $game } — ten serwer: nie ma jeszcze zakończonych partii.
views-leaderboard-global-empty = Ranking: { $game } — wszędzie: nie ma jeszcze zakończonych partii.
views-leaderboard-legend = Ranking · punkty · partie (wygrane/remisy/przegrane)
views-leaderboard-row = { $rank }. **{ $player }** — { $rating } · { $points } pkt · { $games ->
    [one] 1 partia
    [few] { $games } partie
   *[many] { $games } partii
} ({ $wins }/{ $draws }/{ $losses })

## /statystyki

views-stats-player = **{ $player }**
views-stats-game = { $game }: ranking { $rating } (±{ $deviation }), { $points } pkt w { $games ->
    [one] 1 partii
   *[many] { $games } partiach
} ({ $wins }/{ $draws }/{ $losses })
views-stats-game-here = { $line }; tutaj { $rating }, { $games ->
    [one] 1 partia
    [few] { $games } partie
   *[many] { $games } partii
}
views-stats-computer = { $game } z komputerem, poziom { $level }: { $wins }/{ $draws }/{ $losses } (W/R/P)
views-stats-none = Nie ma jeszcze zakończonych partii.
views-stats-never-played = Gracz **{ $player }** nie rozegrał jeszcze żadnej partii.
views-stats-active = Partie w toku: { $count }

## Gra z komputerem

views-computer-thinking = Komputer myśli…
views-computer-played = { $computer } zagrał **{ $move }** ({ $canonical }){ $check ->
    [yes] , szach
   *[no] {""}
}.
views-computer-moved-your-move = Twój ruch w partii { $id } ({ $computer } zagrał { $move }{ $check ->
    [yes] , szach
   *[no] {""}
}).
views-computer-game-over = Partia { $id } zakończona: { $result }.
views-computer-accepts-draw = { $computer } przyjmuje remis: partia { $id } kończy się remisem za porozumieniem.
views-computer-declines-draw = { $computer } odrzuca remis w partii { $id }: uważa, że stoi lepiej. Twój ruch.
views-computer-declines-draw-short = { $computer } odrzuca remis (uważa, że stoi lepiej).
views-computer-declines-draw-early = { $computer } odrzuca remis w partii { $id }: partia dopiero się zaczęła (przed 10. ruchem zgadza się tylko, gdy stoi wyraźnie gorzej). Twój ruch.
views-computer-declines-draw-early-short = { $computer } odrzuca remis (partia dopiero się zaczęła).
views-computer-declines-draw-level = { $computer } odrzuca remis w partii { $id }: pozycja jest wyrównana, a on gra dalej o zwycięstwo. Twój ruch.
views-computer-declines-draw-level-short = { $computer } odrzuca remis (pozycja jest wyrównana; gra o zwycięstwo).
views-computer-resigns = { $computer } poddaje partię { $id }: { $result }.
views-computer-takeback = { $computer } zgadza się na cofnięcie ruchu ({ $moves }). Twój ruch, { $player }.
views-computer-considers-draw = Propozycja remisu w partii { $id }: { $computer } się zastanawia.

## Podpowiedzi

views-choice-not-your-turn = To nie twoja kolej: w { $id } ruch ma { $player } ({ $side })
views-choice-game = { $id } · { $game } kontra { $opponent } · { $state }
views-choice-your-turn = twój ruch · czas: { $left }
views-choice-your-turn-untimed = twój ruch
views-choice-their-turn = ruch przeciwnika · czas: { $left }
views-choice-their-turn-untimed = ruch przeciwnika
views-choice-challenge-from = { $id } · { $game } od { $player } · { $time } na ruch · wygasa za { $left }
views-choice-challenge-from-open = { $id } · { $game } od { $player } (otwarte) · { $time } na ruch · wygasa za { $left }
views-choice-challenge-to = { $id } · { $game } dla { $player } · { $time } na ruch · wygasa za { $left }
views-choice-challenge-open = { $id } · { $game } dla każdego · { $time } na ruch · wygasa za { $left }
views-choice-side-first = { $side } (pierwszy ruch w { $game })
views-choice-side-second = { $side } (drugi ruch w { $game })
views-choice-side-any-first = pierwsza strona ({ $sides })
views-choice-side-any-second = druga strona ({ $sides })
views-choice-side-in = { $side } w { $game }

## Ustawienia

views-notify-mention = Powiadomienia: oznaczę cię na kanale partii.
views-notify-dm = Powiadomienia: dostaniesz wiadomość prywatną.
views-notify-none = Powiadomienia: bez oznaczania (partie nadal pojawiają się na swoich kanałach).
views-threads-on = Każda nowa partia będzie rozgrywana we własnym wątku.
views-threads-off = Nowe partie będą rozgrywane na kanale, na którym je rozpoczęto.
views-xiangqi-repetition-end = Partie Xiangqi na tym serwerze kończą się teraz przy trzecim wystąpieniu pozycji: wieczny szach lub wieczne ściganie przegrywa, każde inne powtórzenie to remis.
views-xiangqi-repetition-refuse = Na tym serwerze ruch w Xiangqi, który zakończyłby przegrywające powtórzenie (wieczny szach lub ściganie), jest teraz odrzucany i gracz musi zagrać inaczej; inne powtórzenia to nadal remis.

## /pomoc

views-help-intro = **kibitz** — Topo, Xiangqi i Tempo korespondencyjnie. Partie mają krótkie identyfikatory, np. `K7Q2`; jeśli na kanale masz tylko jedną partię, nie musisz go wpisywać.
views-help-challenge = `/{ cmd-challenge } { cmd-challenge.game } [{ cmd-challenge.opponent }] [{ cmd-challenge.side }] [{ cmd-challenge.time_per_move }]` — rzuć wyzwanie komuś (albo komukolwiek); domyślnie 3 dni na ruch (od 1 godziny do 14 dni)
views-help-computer = `/{ cmd-challenge } { cmd-challenge.game } { cmd-challenge.opponent }:@kibitz [{ cmd-challenge.level }]` (albo samo `{ cmd-challenge.level }`, od 1 do 8, domyślnie 3) — graj z komputerem: przyjmuje od razu i odpowiada w kilka sekund; bez wpływu na ranking
views-help-answer = `/{ cmd-accept }`, `/{ cmd-decline }`, `/{ cmd-cancel }` — odpowiedz na wyzwanie albo je wycofaj (także jego przyciskami); wyzwania wygasają po 24 godzinach
views-help-move = `/{ cmd-move } { cmd-move.move } [{ cmd-move.game }]` — wykonaj ruch (podpowiedzi pokazują dozwolone ruchy)
views-help-board = `/{ cmd-board } [{ cmd-board.game }] [{ cmd-board.as }]` — zobacz planszę; `/{ cmd-games }` — twoje partie, najpierw te, w których masz ruch
views-help-offers = `/{ cmd-resign }` — poddanie; `/{ cmd-draw } { cmd-draw-offer }|{ cmd-draw-accept }|{ cmd-draw-decline }` — remis; `/{ cmd-takeback } { cmd-takeback-ask }|{ cmd-takeback-accept }|{ cmd-takeback-decline }` — cofanie ruchu
views-help-export = `/{ cmd-export } [{ cmd-export.game }]` — zapis partii jako tekst i animowana powtórka
views-help-tables = `/{ cmd-leaderboard } { cmd-leaderboard.game } [{ cmd-leaderboard.scope }]`, `/{ cmd-stats } [{ cmd-stats.player }]`, `/{ cmd-rules } { cmd-rules.game }` — rankingi, wyniki gracza, zasady
views-help-notify = `/{ cmd-notify } { cmd-notify.how }` — skąd wiesz, że masz ruch: oznaczenie, wiadomość prywatna albo nic
views-help-language = `/{ cmd-language } { cmd-language.language }` — język twoich prywatnych odpowiedzi i wiadomości (`{ choice-language-auto }`: jak w twojej aplikacji Discord)
views-help-time = Na każdy ruch masz ustalony czas; gdy zostaje 20%, dostajesz przypomnienie, a gdy czas minie, przegrywasz na czas.
views-help-settings = `/{ cmd-settings } { cmd-settings-language } { cmd-settings-language.language }` — język wiadomości kibitz na kanałach tego serwera (`{ choice-language-auto }`: główny język serwera); `/{ cmd-settings } { cmd-settings-threads } { choice-switch-on }|{ choice-switch-off }` — każda nowa partia we własnym wątku; oba wymagają uprawnienia Zarządzanie serwerem
views-help-xiangqi-repetition = `/{ cmd-settings } { cmd-settings-xiangqi-repetition } { choice-repetition-end }|{ choice-repetition-refuse }` — Xiangqi: wieczny szach lub ściganie przegrywa albo ruch jest odrzucany

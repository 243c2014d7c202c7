## Urlop (/urlop): dni, w które zegary gracza stoją.

cmd-vacation = urlop
    .description = Idź na urlop, wróć albo sprawdź swoje dni: gdy cię nie ma, twoje zegary stoją.
cmd-vacation-start = zacznij
    .description = Zatrzymaj zegary wszystkich swoich partii na kilka dni (wracasz pierwszym ruchem).
    .days = dni
    .days-description = Ile dni (domyślnie: wszystkie, które zostały ci w tym roku)
cmd-vacation-end = zakoncz
    .description = Wróć teraz z urlopu: twoje zegary ruszą z czasem, który im został.
cmd-vacation-status = stan
    .description = Czy jesteś na urlopie i ile dni zostało ci w tym roku.
cmd-settings-vacation-days = dni-urlopu
    .description = Ile dni urlopu w roku zatrzymuje zegary partii na tym serwerze.
    .days = dni
    .days-description = Dni w roku (0: bez urlopów w partiach tego serwera)
vacation-started = 🌴 Jesteś na urlopie do { $until } ({ $days ->
    [one] 1 dzień
   *[other] dni: { $days }
}; potem zostanie ci w tym roku { $left ->
    [one] 1 dzień
   *[other] dni: { $left }
}). { $stopped ->
    [0] Żaden twój zegar nie chodził: partie, w których przyjdzie twój ruch, zaczną się z zatrzymanym zegarem.
    [one] Zegar 1 partii stoi; partie, w których przyjdzie twój ruch, zaczną się z zatrzymanym zegarem.
   *[other] Zegary partii stoją (liczba: { $stopped }); partie, w których przyjdzie twój ruch, zaczną się z zatrzymanym zegarem.
} Przeciwnicy nadal mogą grać.
vacation-how-to-end = Twój pierwszy ruch w dowolnej partii kończy urlop (albo `/{ cmd-vacation } { cmd-vacation-end }`); każdy urlop kosztuje rozpoczęte dni, co najmniej 1.
vacation-ended = 🌴 Witaj z powrotem: urlop się skończył (wykorzystane dni: { $days }, zostało w tym roku: { $left }). Twoje zegary ruszają z czasem, który im został.
vacation-ended-by-move = 🌴 Ten ruch zakończył twój urlop (wykorzystane dni: { $days }, zostało w tym roku: { $left }): pozostałe zegary ruszają z czasem, który im został.
vacation-away-stopped = 🌴 { $player } jest na urlopie do { $until } (zostało mu w tym roku dni: { $days }); zegar partii { $game } stoi.
vacation-away-running = 🌴 { $player } jest na urlopie do { $until } (zostało mu w tym roku dni: { $days }), ale dni urlopu tego serwera się wyczerpały: zegar partii { $game } chodzi.
vacation-away = 🌴 { $player } jest na urlopie do { $until } (zostało mu w tym roku dni: { $days }); gdy przyjdzie jego ruch w partii { $game }, jego zegar będzie stał.
vacation-back = 🌴 { $player } wrócił z urlopu: jego zegar w partii { $game } znów chodzi (pozostały czas: { $left }).
vacation-automatic = 🌴 Twój czas w partii { $game } się skończył, więc zamiast przegranej jesteś na urlopie, do { $until } (zostało ci w tym roku dni: { $left }; zatrzymane zegary: { $stopped }). Po powrocie będziesz mieć jeszcze trochę czasu w partii { $game }.
vacation-clock-runs = ⏰ Twój urlop się skończył: twój zegar w partii { $game } znów chodzi — pozostały czas: { $left } (termin { $deadline }).
vacation-status-on = 🌴 Jesteś na urlopie do { $until } (potem zostanie ci w tym roku dni: { $left }); zatrzymane zegary: { $stopped }.
vacation-status-off = Nie jesteś na urlopie. W tym roku wykorzystano dni: { $used } z { $per_year }; zostało: { $left } (odnawiane 1 stycznia). Zacznij urlop: `/{ cmd-vacation } { cmd-vacation-start }`.
vacation-status-server = Na tym serwerze urlop zatrzymuje zegary najwyżej na tyle dni w roku: { $days }.
vacation-status-automatic = Jeśli masz przegrać na czas, a zostały ci dni, urlop zaczyna się sam.
vacation-status-no-automatic = Tutaj urlop nie zaczyna się sam: zegar, któremu skończy się czas, przegrywa partię.
vacation-server-off = Urlopy nie zatrzymują już zegarów partii na tym serwerze.
vacation-server-days = Urlopy zatrzymują teraz zegary partii na tym serwerze najwyżej na tyle dni w roku: { $days } (bot pozwala na { $per_year }).
play-your-move-paused = Twój ruch w partii { $game } ({ $player } — ruch { $move }{ $check ->
    [yes] , szach
   *[no] {""}
}). Jesteś na urlopie: twój zegar stoi do { $until }.
views-status-to-move-paused = Na ruchu: { $side } ({ $player }) · ruch { $number } · zegar zatrzymany na urlop (pozostały czas: { $left }, do { $until })
views-turn-yours-paused = ▶ **twój ruch** — 🌴 zegar stoi do { $until }
views-turn-theirs-paused = ruch: { $player } — 🌴 na urlopie do { $until }
views-help-vacation = `/{ cmd-vacation } { cmd-vacation-start }|{ cmd-vacation-end }|{ cmd-vacation-status }` — zatrzymaj swoje zegary, gdy cię nie ma
console-usage-vacation = użycie: vacation start [DNI] | vacation end | vacation status
console-usage-vacation-days = użycie: vacation-days DNI (od 0 do 366; 0: bez urlopów w partiach tego serwera)
error-vacations-off = urlopy są wyłączone w tym bocie: graj przed terminami
error-vacation-days = urlop na tyle dni nie jest możliwy ({ $asked }): poproś o 1 do { $most } dni albo pomiń liczbę, aby wziąć wszystkie pozostałe
error-vacation-days-left = w tym roku zostało ci dni urlopu: { $left }; poproś najwyżej o tyle albo pomiń liczbę
error-on-vacation-already = jesteś już na urlopie, do { $until }: `/{ cmd-vacation } { cmd-vacation-end }` go kończy
error-no-vacation-days-left = wykorzystano wszystkie dni urlopu w tym roku ({ $per_year }); odnawiają się 1 stycznia
error-not-on-vacation = nie jesteś na urlopie: `/{ cmd-vacation } { cmd-vacation-start }` go zaczyna
console-kind-vacation = urlop

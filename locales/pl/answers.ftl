# Odpowiedzi usługi: odpowiedzi na polecenia i powiadomienia.

thread-title = { $game } · { $kind } · { $first } kontra { $second }

## Błędy użytkownika: zaczynają się małą literą (Discord zmienia ją na wielką). `/games`,
## `/challenge`, `/cancel` zostają po angielsku. Długości czasu stoją w mianowniku
## („1 godzina”), więc zdania stawiają je po dwukropku.

error-no-such-game = nie ma partii `{ $text }`; `/games` pokazuje twoje partie
error-no-game-here = nie masz tu żadnej trwającej partii; `/games` pokazuje twoje partie, `/challenge` zaczyna nową
error-which-game-here = masz tu kilka trwających partii ({ $games }): napisz, o którą chodzi
error-which-game-elsewhere = masz kilka trwających partii, ale żadnej tutaj ({ $games }): napisz, o którą chodzi
error-not-a-player = nie grasz w partii { $game }
error-not-your-turn = w partii { $game } nie masz teraz ruchu: ruch ma { $player }
error-game-over = partia { $game } jest zakończona: { $result }
error-bad-move-examples = { $error } (ruchy zapisuje się tak: { $moves })
error-no-move-chosen = teraz masz ruch w partii { $game }: zacznij wpisywać pole w opcji ruchu, by zobaczyć dozwolone ruchy
error-no-such-challenge = nie ma otwartego wyzwania `{ $text }`
error-which-challenge = jest kilka wyzwań, na które możesz odpowiedzieć ({ $challenges }): napisz, o które chodzi
error-no-challenge-for-you = nie czeka tu na ciebie żadne wyzwanie
error-own-challenge = nie możesz przyjąć własnego wyzwania; `/cancel` (albo jego przycisk Anuluj) je wycofuje
error-decline-own-challenge = to twoje własne wyzwanie: zamiast je odrzucać, anuluj je
error-not-your-challenge = wyzwanie { $challenge } nie jest skierowane do ciebie
error-not-the-challenger = tylko autor wyzwania { $challenge } może je anulować
error-challenge-expired = wyzwanie { $challenge } wygasło; rzuć nowe przez `/challenge`
error-challenge-yourself = nie możesz wyzwać samego siebie
error-time-out-of-range = czas na ruch: najmniej { $min }, najwięcej { $max } (podano: { $given })
error-unknown-game = nieznana gra „{ $text }”: wybierz topo, xiangqi albo tempo
error-no-draw-offer = w partii { $game } nie ma propozycji remisu, na którą można odpowiedzieć
error-own-draw-offer = to twoja propozycja remisu; poczekaj na odpowiedź przeciwnika
error-draw-already-offered = w partii { $game } twoja propozycja remisu już czeka na odpowiedź
error-nothing-to-take-back = w partii { $game } nie masz ruchu do cofnięcia
error-no-takeback-request = w partii { $game } nie ma prośby o cofnięcie ruchu, na którą można odpowiedzieć
error-own-takeback = to twoja prośba o cofnięcie ruchu; poczekaj na odpowiedź przeciwnika
error-takeback-already-asked = w partii { $game } twoja prośba o cofnięcie ruchu już czeka na odpowiedź
error-stale-button = ta propozycja jest już nieaktualna (partia poszła dalej)
error-older-button = ten przycisk pochodzi ze starszej wersji bota; użyj zamiast niego polecenia z ukośnikiem
error-newer-button = ten przycisk pochodzi z nowszej wersji bota; użyj zamiast niego polecenia z ukośnikiem
error-bad-button = identyfikatora tego przycisku nie utworzył bot; użyj zamiast niego polecenia z ukośnikiem
error-busy = partia zmieniła się w trakcie obsługi twojego polecenia; spójrz na planszę i spróbuj ponownie
error-not-a-side = `{ $text }` nie jest stroną w grze { $game }: napisz `{ $first }` albo `{ $second }` (albo `first`, `second`, `random`)
error-too-fast = wysyłasz polecenia za szybko: odczekaj chwilę i spróbuj ponownie (czas oczekiwania: { $wait })
error-too-many-challenges = { $count ->
    [one] masz już otwarte wyzwanie
    [few] masz już { $count } otwarte wyzwania
   *[many] masz już { $count } otwartych wyzwań
}: anuluj jedno (`/cancel`) albo poczekaj na odpowiedzi (czas do wygaśnięcia pierwszego: { $expires })
error-too-many-games = { $count ->
    [one] masz już trwającą partię
    [few] masz już { $count } trwające partie
   *[many] masz już { $count } trwających partii
}: dokończ którąś, zanim zaczniesz następną
error-challenger-has-too-many-games = { $count ->
    [one] { $player } ma już trwającą partię
    [few] { $player } ma już { $count } trwające partie
   *[many] { $player } ma już { $count } trwających partii
}: to wyzwanie będzie można przyjąć, gdy któraś z nich się skończy
error-game-unreadable = Nie da się odczytać partii { $game }, więc nie można jej pokazać ani w nią grać. Inne partie działają normalnie; daj znać administratorowi bota (szczegóły: `{ $detail }`).
error-record-unreadable = Nie da się odczytać zapisanych danych. Inne partie działają normalnie; daj znać administratorowi bota (szczegóły: `{ $detail }`).
error-database-unavailable = Baza danych partii jest teraz nieosiągalna, więc nic nie zostało zmienione: spróbuj ponownie za chwilę.
error-bad-duration = „{ $text }” to nie jest długość czasu; zapisz ją np. jako 3d, 12h albo 90min
error-duration-too-long = „{ $text }” to więcej, niż zegar potrafi zliczyć; najwięcej można podać 1000 lat

## Ruchy i zakończenia. Bez czasu przeszłego, który w polskim zależy od płci gracza.

play-too-late = Za późno: termin w partii { $game } minął, więc { $player } przegrywa na czas.
play-moved = { $player } — ruch **{ $move }** ({ $canonical }){ $check ->
    [yes] , szach
   *[no] {""}
}.
play-moved-plain = { $player } — ruch **{ $move }**{ $check ->
    [yes] , szach
   *[no] {""}
}.
play-computer-thinking = Komputer się zastanawia…
play-your-move = Twój ruch w partii { $game } ({ $player } — ruch { $move }{ $check ->
    [yes] , szach
   *[no] {""}
}). Termin: { $deadline }.
play-game-over = Partia { $game } zakończona: { $result }.
play-game-over-between = Partia { $game } ({ $first } – { $second }) zakończona: { $result }.
play-resigned = { $player } poddaje partię { $game }: { $result }.
play-result-aborted = przerwana ({ $reason }) i bez wpływu na ranking: rozegrano mniej niż dwa ruchy
play-aborted-unrated = Partia { $game } miała mniej niż dwa ruchy: jest przerwana i bez wpływu na ranking.

## Remisy i cofanie ruchów.

offer-button-accept-draw = Przyjmij remis
offer-button-decline-draw = Odrzuć remis
offer-button-allow-takeback = Pozwól cofnąć
offer-button-refuse-takeback = Nie pozwalaj
offer-draw-made = { $player } proponuje remis w partii { $game }. { $opponent }, przyjmij albo odrzuć (propozycja przepada, jeśli zamiast tego wykonasz ruch).
offer-draw-notice = { $player } proponuje ci remis w partii { $game }.
offer-draw-accepted = { $player } przyjmuje remis: partia { $game } kończy się remisem za zgodą graczy.
offer-draw-declined = { $player } odrzuca propozycję remisu w partii { $game }; gra toczy się dalej.
offer-takeback-made = { $player } prosi o cofnięcie swojego ostatniego ruchu w partii { $game }. { $opponent }, przyjmij albo odrzuć.
offer-takeback-notice = { $player } prosi o cofnięcie ruchu w partii { $game }.
offer-takeback-accepted = { $player } zgadza się na cofnięcie: { $count ->
    [one] cofnięto ruch { $moves }
   *[other] cofnięto ruchy { $moves }
}.
offer-takeback-whose = { $played } ({ $player })
offer-takeback-your-move = Ruch cofnięty w partii { $game }: teraz twój ruch.
offer-takeback-declined = { $player } nie zgadza się na cofnięcie ruchu w partii { $game }.

## Wyzwania i nowe partie.

challenge-sides-random = strony losowane
challenge-side = { $player } ma { $side }
challenge-made = **{ $challenger }** wyzywa gracza **{ $opponent }** na partię { $game } ({ $sides }; { $time } na ruch). Wyzwanie `{ $challenge }`, czas na odpowiedź: { $expiry }.
challenge-made-open = **{ $challenger }** wyzywa **każdego chętnego** na partię { $game } ({ $sides }; { $time } na ruch). Wyzwanie `{ $challenge }`, czas na odpowiedź: { $expiry }.
challenge-button-accept = Przyjmij
challenge-button-decline = Odrzuć
challenge-button-cancel = Anuluj
challenge-notice = { $challenger } wyzywa cię na partię { $game } (wyzwanie `{ $challenge }`).
challenge-game-started = Partia **{ $game }** rozpoczęta: { $first } ({ $first_side }) – { $second } ({ $second_side }), { $time } na ruch.
challenge-started-your-move = Partia { $game } rozpoczęta: twój ruch.
challenge-declined = { $player } odrzuca wyzwanie gracza { $challenger } na partię { $game } (`{ $challenge }`).
challenge-declined-notice = { $player } odrzuca twoje wyzwanie `{ $challenge }`.
challenge-withdrawn = { $player } wycofuje wyzwanie `{ $challenge }`.

## Powiadomienia zegara.

clock-challenge-expired = Twoje wyzwanie na partię { $game } (`{ $challenge }`) wygasło bez odpowiedzi.
clock-reminder = Przypomnienie: twój ruch w partii { $game }. Pozostały czas: { $left } (termin: { $deadline }); potem przegrywasz na czas.
clock-button-show-board = Pokaż planszę
clock-downtime = Bot nie działał (przerwa: { $down }), ale ten czas się nie liczy: na ruch w partii { $game } zostaje ci tyle, ile w chwili przerwy: { $left } (nowy termin: { $deadline }).

error-no-server-here = tu nie ma serwera: poproś o ranking globalny
error-server-only = ustawienia serwera można zmieniać tylko na serwerze
error-no-such-level = nie ma poziomu { $level }: komputer gra na poziomach od 1 (najłatwiejszy) do 8 (najsilniejszy)

# Własne słowa interfejsów: bota na Discordzie i konsoli (kibitz local), oraz odpowiedzi na
# /language i /settings language.

## Języki

language-name = { $tag ->
    [en] English
    [it] Italiano
    [es] Español
    [pl] Polski
    [zh-CN] 简体中文
    [zh-TW] 繁體中文
   *[other] { $tag }
}
language-personal-set = Twój język to teraz { $language }: w nim dostajesz odpowiedzi widoczne tylko dla ciebie i wiadomości prywatne. `/language auto` przywraca język twojej aplikacji Discord.
language-personal-auto = Odpowiedzi widoczne tylko dla ciebie i wiadomości prywatne są teraz w języku twojej aplikacji Discord.
language-server-set = To, co kibitz publikuje na kanałach tego serwera (plansze, wyzwania, powiadomienia), jest teraz w tym języku: { $language }.
language-server-auto = To, co kibitz publikuje na kanałach tego serwera, jest teraz w głównym języku serwera ustawionym na Discordzie.

## Discord

discord-time-per-move-unreadable = „{ $text }” to nie jest czas na ruch: zapisz go jak 12h, 3d albo 1d 12h
discord-level-needs-computer = `poziom` dotyczy gry z komputerem: zostaw `przeciwnik` puste albo wybierz samego bota
discord-not-allowed = Ustawienia tego serwera mogą zmieniać tylko osoby, które mogą nim zarządzać.
discord-server-only = To polecenie działa tylko na serwerze.
discord-slash-only = kibitz odpowiada tylko na polecenia z ukośnikiem: wpisz /, żeby je zobaczyć.
discord-shutting-down = Bot właśnie się restartuje; spróbuj za minutę (nic nie zostało zmienione).
discord-option-unreadable = Nie udało mi się odczytać „{ $input }”: sprawdź opcje polecenia i spróbuj jeszcze raz.
discord-options-unreadable = Nie udało mi się odczytać opcji polecenia: sprawdź je i spróbuj jeszcze raz.
discord-apology = Przepraszamy, coś poszło nie tak po naszej stronie i to polecenie niczego nie zmieniło. Jeśli to się powtórzy, powiadom administratora bota i podaj kod błędu `{ $id }`.

## Konsola (kibitz local). Słowa poleceń (challenge, move, press…) wpisuje się tak, jak są.

console-welcome = kibitz local — wpisz `help`, żeby zobaczyć polecenia, `quit`, żeby wyjść. Jesteś { $user }.
console-not-utf8 = błąd: ten wiersz nie jest tekstem UTF-8, więc go pominięto: wpisz go ponownie w UTF-8
console-error = błąd: { $message }
console-internal-error = błąd wewnętrzny: { $error }
console-clock-error = zegar: { $message }
console-clock = zegar: { $time }
console-now-typing = teraz piszesz jako { $user }
console-language = język: { $language } ({ $tag })
console-no-moves = brak ruchów do podpowiedzenia
console-started = rozpoczęta: { $title }
console-picture = obraz: { $path }
console-picture-failed = nie udało się zapisać { $path }: { $error }
console-buttons = przyciski: { $buttons }
console-button = [{ $label }] press { $id }
console-notice = powiadomienie dla { $player } ({ $how }, { $kind }): { $text }
console-how-mention = wzmianka
console-how-dm = wiadomość prywatna
console-how-quiet = bez powiadamiania
console-kind-your-turn = twój ruch
console-kind-reminder = przypomnienie
console-kind-time-loss = przegrana na czas
console-kind-draw-offered = propozycja remisu
console-kind-takeback-asked = prośba o cofnięcie
console-kind-challenged = wyzwanie
console-kind-challenge-expired = koniec wyzwania
console-kind-game-over = koniec partii
console-kind-computer-moved = ruch komputera
console-kind-offer-answered = odpowiedź na propozycję
console-unknown-command = nieznane polecenie „{ $command }”: wpisz `help`
console-bad-name = „{ $name }” to nie jest nazwa: użyj liter, cyfr, „-” lub „_”
console-bad-duration = „{ $text }” to nie jest czas trwania: zapisz go jak 2d, 5h albo 30m (najwyżej 1000 lat)
console-two-sides = podano dwie strony (druga to „{ $side }”): wybierz jedną
console-unknown-language = kibitz nie zna języka „{ $text }”: użyj jednego z en, it, es, pl, zh-CN, zh-TW
console-usage-switch = użycie: switch NAZWA
console-usage-advance = użycie: advance CZAS (2d, 5h, 30m)
console-usage-challenge = użycie: challenge PRZECIWNIK|open GRA [STRONA] [CZAS]
console-usage-challenge-computer = użycie: challenge computer GRA [POZIOM 1-8] [STRONA] [CZAS]
console-usage-move = użycie: move [PARTIA] RUCH
console-usage-draw = użycie: draw offer|accept|decline [PARTIA]
console-usage-takeback = użycie: takeback ask|accept|decline [PARTIA]
console-usage-leaderboard = użycie: leaderboard GRA [server|global]
console-usage-rules = użycie: rules GRA
console-usage-notify = użycie: notify mention|dm|none
console-usage-threads = użycie: threads on|off
console-usage-xiangqi-repetition = użycie: xiangqi-repetition end|refuse
console-usage-press = użycie: press ID-PRZYCISKU
console-help =
    Polecenia konsoli (zacznij wiersz od `nazwa>`, żeby wpisać go jako ten użytkownik, albo użyj `switch nazwa`):
      challenge PRZECIWNIK|open GRA [first|second|random|KOLOR] [CZAS]   np. challenge bob xiangqi red 1d
      challenge computer GRA [POZIOM 1-8] [STRONA] [CZAS]   np. challenge computer xiangqi 5 (domyślnie poziom 3)
      accept [ID]   decline [ID]   cancel [ID]
      move [PARTIA] RUCH          moves [PARTIA] [POCZĄTEK]   (dozwolone ruchy, które tak się zaczynają)
      board [PARTIA] [STRONA]     games
      resign [PARTIA]             draw offer|accept|decline [PARTIA]   takeback ask|accept|decline [PARTIA]
      export [PARTIA]             leaderboard GRA [server|global]   stats [NAZWA]   rules GRA
      note [PARTIA] [TEKST]       prywatna notatka do partii (bez TEKSTU: twoje notatki)
      vacation start [DNI]|end|status   vacation-days DNI   (gdy cię nie ma, twoje zegary stoją)
      conditional add|list|clear [PARTIA] [LINIA]   jeśli przeciwnik zagra X, od razu odpowiedz Y (widzisz to tylko ty)
      notify mention|dm|none      threads on|off   press ID-PRZYCISKU   lang [en|it|es|pl|zh-CN|zh-TW]
      advance CZAS                (przesuń zegar: 2d, 5h, 30m)   tick   quit

## Prywatne notatki (/notatka): zapisane przy partii, widoczne tylko dla autora.

cmd-note = notatka
    .description = Zapisz prywatną notatkę do swojej partii albo przeczytaj swoje (widzisz je tylko ty).
    .text = tekst
    .text-description = Notatka (do 2000 znaków); pomiń, aby przeczytać swoje notatki
    .game = partia
    .game-description = Id partii (domyślnie: twoja partia tutaj albo ostatnia)
notes-kept = 📝 Zapisano notatkę do partii { $game } ({ $count } z { $limit }). Widzisz ją tylko ty: pojawia się pod twoim `/{ cmd-board }` i w twoim `/{ cmd-export }`.
notes-none = 📝 Nie masz notatek do partii { $game }. Napisz pierwszą: `/{ cmd-note } { cmd-note.text }:…`.
notes-header = { $count ->
    [one] 📝 **Twoja notatka do partii { $game }** (widzisz ją tylko ty):
    [few] 📝 **Twoje { $count } notatki do partii { $game }** (widzisz je tylko ty):
   *[other] 📝 **Twoich { $count } notatek do partii { $game }** (widzisz je tylko ty):
}
notes-earlier = { $count ->
    [one] … 1 wcześniejsza notatka jest w twoim `/{ cmd-export }`.
    [few] … { $count } wcześniejsze notatki są w twoim `/{ cmd-export }`.
   *[other] … { $count } wcześniejszych notatek jest w twoim `/{ cmd-export }`.
}
notes-line = • ruch { $number }: { $text }
views-games-noted = { $line } · 📝 { $count }
views-help-notes = `/{ cmd-note } [{ cmd-note.text }] [{ cmd-note.game }]` — prywatna notatka do partii (bez tekstu: twoje notatki)
console-usage-note = użycie: note [PARTIA] [TEKST]
error-note-too-long = ta notatka ma { $chars } znaków; notatka mieści najwyżej { $limit }: skróć ją albo podziel na dwie
error-too-many-notes = masz już { $count } notatek do partii { $game }, tyle, ile można: zbierz najważniejsze w mniejszej liczbie notatek
console-aside = (widzi to tylko { $player }:)
console-file = plik: { $path }

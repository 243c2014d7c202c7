## Note private (/nota): conservate con la partita, visibili solo a chi le scrive.

cmd-note = nota
    .description = Scrivi una nota privata su una tua partita, o rileggi le tue (le vedi solo tu).
    .text = testo
    .text-description = La nota (fino a 2.000 caratteri); lascialo vuoto per rileggere le tue note
    .game = partita
    .game-description = Id della partita (predefinita: la tua partita qui, o l'ultima)
notes-kept = 📝 Nota salvata sulla partita { $game } ({ $count } di { $limit }). La vedi solo tu: compare sotto il tuo `/{ cmd-board }` e nella tua `/{ cmd-export }`.
notes-none = 📝 Non hai note sulla partita { $game }. Scrivine una con `/{ cmd-note } { cmd-note.text }:…`.
notes-header = { $count ->
    [one] 📝 **La tua nota sulla partita { $game }** (la vedi solo tu):
   *[other] 📝 **Le tue { $count } note sulla partita { $game }** (le vedi solo tu):
}
notes-earlier = { $count ->
    [one] … 1 nota precedente è nella tua `/{ cmd-export }`.
   *[other] … { $count } note precedenti sono nella tua `/{ cmd-export }`.
}
notes-line = • mossa { $number }: { $text }
views-games-noted = { $line } · 📝 { $count }
views-help-notes = `/{ cmd-note } [{ cmd-note.text }] [{ cmd-note.game }]` — una nota privata su una partita (senza testo: le tue note)
console-usage-note = uso: note [PARTITA] [TESTO]
error-note-too-long = questa nota ha { $chars } caratteri; una nota ne contiene al massimo { $limit }: accorciala o dividila in due note
error-too-many-notes = hai già { $count } note sulla partita { $game }, il massimo possibile: riassumi ciò che conta in meno note
console-aside = (lo vede solo { $player }:)
console-file = file: { $path }

## Mosse condizionali (/condizionali): linee di mosse giocate subito quando l'avversario gioca
## ciò che prevedono; visibili solo a chi le scrive.

cmd-conditional = condizionali
    .description = Mosse giocate subito se l'avversario gioca ciò che prevedi (le vedi solo tu).
cmd-conditional-add = aggiungi
    .description = Nel turno dell'avversario: se gioca X, gioca Y; se poi gioca Z, gioca W…
    .line = linea
    .line-description = La sua mossa, la tua risposta, la sua mossa seguente, la tua risposta… (c'è il completamento)
    .game = partita
    .game-description = Id della partita (predefinita: la tua partita qui)
cmd-conditional-list = elenco
    .description = Le tue linee condizionali su una partita (le vedi solo tu).
    .game = partita
    .game-description = Id della partita (predefinita: la tua partita qui)
cmd-conditional-clear = cancella
    .description = Elimina tutte le tue linee condizionali su una partita.
    .game = partita
    .game-description = Id della partita (predefinita: la tua partita qui)
conditional-added = ↪ Linea condizionale salvata sulla partita { $game }: `{ $line }` ({ $count } di { $limit } linee). La vedi solo tu.
conditional-covered = ↪ Le tue linee sulla partita { $game } contengono già `{ $line }`: niente di nuovo da salvare ({ $count } di { $limit } linee).
conditional-list-header = { $count ->
    [one] ↪ **La tua linea condizionale sulla partita { $game }** (la vedi solo tu; al massimo { $limit }):
   *[other] ↪ **Le tue { $count } linee condizionali sulla partita { $game }** (le vedi solo tu; al massimo { $limit }):
}
conditional-list-line = { $number }. `{ $line }`
conditional-none = ↪ Non hai linee condizionali sulla partita { $game }. Mentre tocca a { $player }, aggiungine una con `/{ cmd-conditional } { cmd-conditional-add } { cmd-conditional-add.line }:…` (la sua mossa, poi la tua risposta).
conditional-none-your-turn = ↪ Non hai linee condizionali sulla partita { $game }: tocca a te, e le linee servono nel turno dell'avversario.
conditional-cleared = { $count ->
    [one] ↪ La tua linea condizionale sulla partita { $game } è stata eliminata.
   *[other] ↪ Le tue { $count } linee condizionali sulla partita { $game } sono state eliminate.
}
conditional-choice-move = { $move } ({ $canonical })
conditional-choice-theirs = se { $player } gioca { $move }
conditional-choice-mine = rispondi { $move }
conditional-choice-after = { $line } → { $next }
conditional-played = ↪ La linea condizionale di { $player } ha risposto **{ $move }** ({ $canonical }){ $check ->
    [yes] , scacco
   *[no] {""}
}.
conditional-played-plain = ↪ La linea condizionale di { $player } ha risposto **{ $move }**{ $check ->
    [yes] , scacco
   *[no] {""}
}.
conditional-answered = { $count ->
    [0] ↪ Partita { $game }: la tua linea condizionale ha risposto a { $theirs } con { $mine } (non restano linee).
    [one] ↪ Partita { $game }: la tua linea condizionale ha risposto a { $theirs } con { $mine } (resta 1 linea).
   *[other] ↪ Partita { $game }: la tua linea condizionale ha risposto a { $theirs } con { $mine } (restano { $count } linee).
}
conditional-dropped = ↪ Partita { $game }: la tua linea condizionale non ha potuto rispondere a { $theirs } con { $mine } ({ $why }). Le tue linee su questa partita sono state eliminate; tocca a te.
conditional-whose-mine = la tua risposta
conditional-whose-theirs = mossa di { $player }
views-help-conditional = `/{ cmd-conditional }` — nel turno dell'avversario: se gioca X, rispondi subito Y (lo vedi solo tu)
console-usage-conditional = uso: conditional add [PARTITA] LINEA | conditional list [PARTITA] | conditional clear [PARTITA]
error-game-moved-on = la partita { $game } è andata avanti mentre la tua mossa arrivava, e la mossa non è stata giocata: guarda la scacchiera e muovi di nuovo
error-conditional-own-turn = tocca a te nella partita { $game }: gioca con `/{ cmd-move }`; le linee condizionali servono nel turno dell'avversario
error-conditional-bad-move = la mossa { $ply } della linea ({ $whose }) non si può giocare: { $error } (legali lì: { $moves })
error-conditional-bad-move-end = la mossa { $ply } della linea ({ $whose }) non si può giocare: { $error }; chiudi la linea prima di essa
error-conditional-needs-reply = una linea è la mossa di { $player }, poi la tua risposta, e così via: chiudila con la tua risposta
error-conditional-too-long = una linea condizionale contiene al massimo { $limit } mosse (di entrambi i lati): accorciala
error-conditional-too-many = hai già { $count } linee condizionali sulla partita { $game }, il massimo possibile: eliminale con `/{ cmd-conditional } { cmd-conditional-clear }`
error-conditional-conflict = la tua linea `{ $existing }` risponde alle stesse mosse con { $theirs } alla mossa { $ply }, non con { $mine }: una posizione ha una sola risposta (ricomincia con `/{ cmd-conditional } { cmd-conditional-clear }`)

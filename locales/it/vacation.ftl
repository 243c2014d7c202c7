## Vacanze (/vacanza): giorni in cui gli orologi di un giocatore restano fermi.

cmd-vacation = vacanza
    .description = Vai in vacanza, torna o guarda i tuoi giorni: i tuoi orologi restano fermi mentre sei via.
cmd-vacation-start = inizia
    .description = Ferma gli orologi di tutte le tue partite per qualche giorno (torni con la prima mossa).
    .days = giorni
    .days-description = Quanti giorni (predefinito: tutti quelli che ti restano quest'anno)
cmd-vacation-end = fine
    .description = Torna ora dalla vacanza: i tuoi orologi ripartono con il tempo che restava.
cmd-vacation-status = stato
    .description = Se sei in vacanza, e i giorni che ti restano quest'anno.
cmd-settings-vacation-days = giorni-vacanza
    .description = Quanti giorni di vacanza all'anno fermano gli orologi delle partite di questo server.
    .days = giorni
    .days-description = Giorni all'anno (0: nessuna vacanza nelle partite di questo server)
vacation-started = 🌴 Sei in vacanza fino a { $until } ({ $days ->
    [one] 1 giorno
   *[other] { $days } giorni
}; dopo, { $left ->
    [one] ti resta 1 giorno
   *[other] ti restano { $left } giorni
} quest'anno). { $stopped ->
    [0] Nessun tuo orologio stava correndo: le partite in cui tocca a te partono con l'orologio fermo.
    [one] L'orologio di 1 partita è fermo; le partite in cui toccherà a te partono con l'orologio fermo.
   *[other] Gli orologi di { $stopped } partite sono fermi; le partite in cui toccherà a te partono con l'orologio fermo.
} I tuoi avversari possono ancora muovere.
vacation-how-to-end = La tua prima mossa in una partita qualsiasi chiude la vacanza (oppure `/{ cmd-vacation } { cmd-vacation-end }`); ogni vacanza costa i giorni iniziati, almeno 1.
vacation-ended = 🌴 Bentornato: la vacanza è finita ({ $days ->
    [one] 1 giorno usato
   *[other] { $days } giorni usati
}, { $left ->
    [one] ne resta 1
   *[other] ne restano { $left }
} quest'anno). I tuoi orologi ripartono con il tempo che restava.
vacation-ended-by-move = 🌴 Questa mossa ha chiuso la tua vacanza ({ $days ->
    [one] 1 giorno usato
   *[other] { $days } giorni usati
}, { $left ->
    [one] ne resta 1
   *[other] ne restano { $left }
} quest'anno): gli altri orologi ripartono con il tempo che restava.
vacation-away-stopped = 🌴 { $player } è in vacanza fino a { $until } ({ $days ->
    [one] gli resta 1 giorno
   *[other] gli restano { $days } giorni
} quest'anno); l'orologio della partita { $game } è fermo.
vacation-away-running = 🌴 { $player } è in vacanza fino a { $until } ({ $days ->
    [one] gli resta 1 giorno
   *[other] gli restano { $days } giorni
} quest'anno), ma i giorni di vacanza di questo server sono finiti: l'orologio della partita { $game } corre.
vacation-away = 🌴 { $player } è in vacanza fino a { $until } ({ $days ->
    [one] gli resta 1 giorno
   *[other] gli restano { $days } giorni
} quest'anno); quando toccherà a lui nella partita { $game }, il suo orologio resterà fermo.
vacation-back = 🌴 { $player } è tornato dalla vacanza: il suo orologio nella partita { $game } corre di nuovo ({ $left } rimasti).
vacation-automatic = 🌴 Il tuo tempo nella partita { $game } era scaduto, quindi sei in vacanza, fino a { $until } ({ $left ->
    [one] ti resta 1 giorno
   *[other] ti restano { $left } giorni
} quest'anno; { $stopped ->
    [one] 1 orologio fermo
   *[other] { $stopped } orologi fermi
}). Al ritorno avrai ancora un po' di tempo nella partita { $game }.
vacation-clock-runs = ⏰ La tua vacanza è finita: il tuo orologio nella partita { $game } corre di nuovo — { $left } rimasti (scadenza { $deadline }).
vacation-status-on = 🌴 Sei in vacanza fino a { $until } ({ $left ->
    [one] dopo ti resta 1 giorno
   *[other] dopo ti restano { $left } giorni
} quest'anno); { $stopped ->
    [0] al momento nessun tuo orologio è fermo.
    [one] l'orologio di 1 partita è fermo.
   *[other] gli orologi di { $stopped } partite sono fermi.
}
vacation-status-off = Non sei in vacanza. Quest'anno hai usato { $used ->
    [one] 1 giorno
   *[other] { $used } giorni
} su { $per_year }: { $left ->
    [one] ne resta 1
   *[other] ne restano { $left }
} (si rinnovano il 1° gennaio). Iniziane una con `/{ cmd-vacation } { cmd-vacation-start }`.
vacation-status-server = Su questo server le vacanze fermano gli orologi per al massimo { $days ->
    [one] 1 giorno
   *[other] { $days } giorni
} all'anno.
vacation-status-automatic = Se stai per perdere per tempo e hai ancora giorni, la vacanza inizia da sola.
vacation-status-no-automatic = Qui le vacanze non iniziano da sole: un orologio che scade perde la partita.
vacation-server-off = Le vacanze non fermano più gli orologi delle partite di questo server.
vacation-server-days = Le vacanze ora fermano gli orologi delle partite di questo server per al massimo { $days ->
    [one] 1 giorno
   *[other] { $days } giorni
} all'anno (il bot ne concede { $per_year }).
play-your-move-paused = Tocca a te nella partita { $game } ({ $player } ha giocato { $move }{ $check ->
    [yes] , scacco
   *[no] {""}
}). Sei in vacanza: il tuo orologio resta fermo fino a { $until }.
views-status-to-move-paused = Muove { $side } ({ $player }) · mossa { $number } · orologio fermo per vacanza ({ $left } rimasti, fino a { $until })
views-turn-yours-paused = ▶ **tocca a te** — 🌴 orologio fermo fino a { $until }
views-turn-theirs-paused = tocca a { $player } — 🌴 in vacanza fino a { $until }
views-help-vacation = `/{ cmd-vacation } { cmd-vacation-start }|{ cmd-vacation-end }|{ cmd-vacation-status }` — ferma i tuoi orologi mentre sei via
console-usage-vacation = uso: vacation start [GIORNI] | vacation end | vacation status
console-usage-vacation-days = uso: vacation-days GIORNI (da 0 a 366; 0: nessuna vacanza nelle partite di questo server)
error-vacations-off = le vacanze sono disattivate su questo bot: muovi prima delle scadenze
error-vacation-days = una vacanza di { $asked } giorni non è possibile: chiedi da 1 a { $most } giorni, oppure ometti il numero per prendere tutti quelli che ti restano
error-vacation-days-left = quest'anno ti { $left ->
    [one] resta solo 1 giorno
   *[other] restano solo { $left } giorni
} di vacanza: chiedi al massimo quelli, oppure ometti il numero
error-on-vacation-already = sei già in vacanza, fino a { $until }: `/{ cmd-vacation } { cmd-vacation-end }` la chiude
error-no-vacation-days-left = hai usato tutti i tuoi { $per_year } giorni di vacanza di quest'anno; si rinnovano il 1° gennaio
error-not-on-vacation = non sei in vacanza: `/{ cmd-vacation } { cmd-vacation-start }` ne inizia una
console-kind-vacation = vacanza

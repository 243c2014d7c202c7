## Tornei (/torneo): sistema svizzero (olandese FIDE) e gironi all'italiana gestiti dal bot in un canale.

cmd-tournament = torneo
    .description = Tornei: svizzeri e gironi all'italiana di partite per corrispondenza in questo canale.
cmd-tournament-create = crea
    .description = Annuncia qui un nuovo torneo (serve Gestisci server o il ruolo di direttore).
    .game = gioco
    .game-description = Il gioco del torneo
    .format = formato
    .format-description = Svizzero, girone all'italiana o doppio girone
    .rounds = turni
    .rounds-description = Turni dello svizzero (predefinito 5)
    .time_per_move = tempo-per-mossa
    .time_per_move-description = Tempo per mossa, ad es. 3d (predefinito: quello del bot)
    .rated = in-classifica
    .rated-description = Se le partite contano per le classifiche (predefinito: sì)
    .max_players = max-giocatori
    .max_players-description = Il numero massimo di iscritti
    .start = inizio
    .start-description = Parte da solo dopo questo tempo, ad es. 2d (predefinito: quando lo dice il direttore)
    .name = nome
    .name-description = Il nome del torneo
    .vacation = vacanze
    .vacation-description = Se le vacanze fermano gli orologi delle sue partite (predefinito: sì)
    .round_deadline = scadenza-turno
    .round_deadline-description = Svizzero: quanto può durare un turno prima che il direttore aggiudichi
    .group_size = dimensione-gironi
    .group_size-description = Girone all'italiana: gironi di al massimo tanti giocatori, i migliori in finale
    .advance = qualificati
    .advance-description = Gironi: quanti di ogni girone vanno in finale (predefinito 1)
    .tiebreaks = spareggi
    .tiebreaks-description = Codici degli spareggi in ordine, ad es. BH-C1, BH, SB, WIN, WON, DE, RTNG, ARO
cmd-tournament-join = iscriviti
    .description = Iscriviti a un torneo.
    .tournament = torneo
    .tournament-description = Id del torneo (predefinito: quello di questo canale)
cmd-tournament-leave = lascia
    .description = Ritira l'iscrizione (dopo l'inizio: ti ritiri e perdi a forfait le partite non finite).
    .tournament = torneo
    .tournament-description = Id del torneo (predefinito: quello di questo canale)
cmd-tournament-start = avvia
    .description = Chiudi le iscrizioni e avvia il primo turno (il direttore).
    .tournament = torneo
    .tournament-description = Id del torneo (predefinito: quello di questo canale)
cmd-tournament-standings = classifica
    .description = La classifica finora, con un'immagine.
    .tournament = torneo
    .tournament-description = Id del torneo (predefinito: quello di questo canale)
cmd-tournament-pairings = abbinamenti
    .description = Gli abbinamenti e i risultati di un turno.
    .round = turno
    .round-description = Il turno (predefinito: l'ultimo)
    .tournament = torneo
    .tournament-description = Id del torneo (predefinito: quello di questo canale)
cmd-tournament-withdraw = ritira
    .description = Ritira un giocatore: non più abbinato, partite non finite perse a forfait (il direttore).
    .player = giocatore
    .player-description = Il giocatore da ritirare
    .tournament = torneo
    .tournament-description = Id del torneo (predefinito: quello di questo canale)
cmd-tournament-adjudicate = aggiudica
    .description = Decidi una partita di torneo non finita (il direttore).
    .game = partita
    .game-description = Id della partita
    .result = risultato
    .result-description = 1-0, 0-1, patta o un forfait: +/-, -/+, -/-
cmd-tournament-cancel = annulla
    .description = Annulla un torneo non ancora iniziato (il direttore).
    .tournament = torneo
    .tournament-description = Id del torneo (predefinito: quello di questo canale)
cmd-tournament-list = elenco
    .description = I tornei di questo server.
cmd-settings-director-role = ruolo-direttore
    .description = Il ruolo i cui membri possono dirigere tornei (oltre a chi gestisce il server).
    .role = ruolo
    .role-description = Il ruolo (omettilo per non averne nessuno)
choice-format-swiss = Svizzero (sistema olandese FIDE)
choice-format-round-robin = girone all'italiana
choice-format-double-round-robin = doppio girone all'italiana
settings-director-role-set = Ora i membri di { $role } possono dirigere tornei qui.
settings-director-role-cleared = Ora qui possono dirigere tornei solo quelli che gestiscono il server.

console-kind-tournament = torneo

# $rounds: i turni dello svizzero.
tournament-format-swiss = svizzero, { $rounds ->
    [one] 1 turno
   *[other] { $rounds } turni
}
# $double: yes o no; $size: dimensione dei gironi (0: nessun girone); $advance: quanti di ogni girone vanno in finale.
tournament-format-round-robin = { $double ->
    [yes] doppio girone all'italiana
   *[other] girone all'italiana
}{ $size ->
    [0] {""}
   *[other] {" "}in gironi di al massimo { $size }, i migliori { $advance } di ciascuno in finale
}
# $name, $id, $game, $format, $time (per mossa), $director.
tournament-created = 🏆 **{ $name }** (`{ $id }`): { $game }, { $format }, { $time } a mossa, diretto da { $director }.
tournament-rated = Le partite contano per la classifica.
tournament-unrated = Le partite non contano per la classifica.
tournament-no-vacation = Le vacanze non fermano gli orologi delle sue partite.
# $codes: gli spareggi, in ordine.
tournament-tiebreaks = Spareggi: { $codes }.
tournament-starts-at = Inizio automatico: { $at }.
tournament-round-time = Ogni turno può durare { $time }; poi il direttore decide le partite ancora in corso.
# $count: iscritti finora; $most: il limite (∞ se nessuno).
tournament-entrants = { $count ->
    [one] 1 giocatore iscritto
   *[other] { $count } giocatori iscritti
} (al massimo { $most }).
tournament-footer = Premi **Iscriviti** per partecipare, oppure `/{ cmd-tournament } { cmd-tournament-join } { cmd-tournament-join.tournament }:{ $id }`.
tournament-button-join = Iscriviti
tournament-button-standings = Classifica

tournament-joined = ✅ { $player } si è iscritto a **{ $name }** ({ $count ->
    [one] 1 giocatore
   *[other] { $count } giocatori
} finora).
tournament-joined-late = ✅ { $player } si è iscritto in ritardo a **{ $name }**: abbinato dal turno { $round } (i turni persi valgono zero punti).
tournament-left = { $player } non è più iscritto a **{ $name }** ({ $count ->
    [one] resta 1 giocatore
   *[other] restano { $count } giocatori
}).
tournament-withdrawn = { $player } si è ritirato da **{ $name }**: non sarà più abbinato; le partite non finite sono perse a forfait.
tournament-started = **{ $name }** è iniziato con { $count } giocatori.
tournament-begins = 🏁 Inizia **{ $name }**: { $count } giocatori, { $format }. Buona fortuna!
tournament-cancelled = **{ $name }** è annullato.
tournament-start-too-few = **{ $name }** non è potuto partire all'ora prevista: { $have } iscritti, ne servono { $need }. Il direttore lo avvia con `/{ cmd-tournament } { cmd-tournament-start } { cmd-tournament-start.tournament }:{ $id }`.
# $group: la lettera di un girone.
tournament-group = Girone { $group }
tournament-final-stage-name = finale
tournament-final-stage = I gironi di **{ $name }** sono finiti: inizia la finale.
tournament-round-paired = **{ $tournament }** (`{ $id }`), turno { $round }:
# $group: "Girone B" o "finale".
tournament-round-paired-in = **{ $tournament }** (`{ $id }`), { $group }, turno { $round }:
tournament-round-deadline = { $heading } (fino a { $deadline })
tournament-board = Scacchiera { $board }: { $white } – { $black } `{ $game }` { $result }
tournament-boards-more = …e altre { $count } scacchiere: `/{ cmd-tournament } { cmd-tournament-pairings }`
tournament-bye = { $player }: bye (1 punto)
tournament-absent = { $player }: non abbinato (0 punti)
tournament-rest = { $player }: riposa in questo turno
tournament-game-started = Torneo **{ $tournament }**, turno { $round }: iniziata la partita `{ $game }`, { $first } ({ $first_side }) contro { $second } ({ $second_side }), { $time } a mossa.
tournament-result = **{ $name }**, turno { $round }: { $white } { $result } { $black } (`{ $game }`)
tournament-unpairable = **{ $name }** finisce prima del previsto: non si può abbinare un altro turno ({ $reason }).
tournament-adjudicated = La partita `{ $game }` è decisa: { $result }.
tournament-adjudicate-asked = **{ $name }**, turno { $round }: il tempo del turno è scaduto con { $count ->
    [one] 1 partita
   *[other] { $count } partite
} ancora in corso. Decidi ciascuna con `/{ cmd-tournament } { cmd-tournament-adjudicate }`:
tournament-adjudicate-game = • `{ $game }`

tournament-standings = **{ $name }** (`{ $id }`): classifica
tournament-final-standings = **{ $name }** (`{ $id }`): classifica finale
# $players: i vincitori (più di uno in caso di parità).
tournament-winner = 🏆 Vince: { $players }
# $rank: "1" o "2-3" in caso di parità; $tiebreaks: "BH 12, SB 8.5"; $withdrawn: yes o no.
tournament-standings-row = { $rank }. { $player }: { $points }{ $tiebreaks ->
    [none] {""}
   *[other] {" "}({ $tiebreaks })
}{ $withdrawn ->
    [yes] {" "}(ritirato)
   *[other] {""}
}
tournament-standings-more = …e altri { $count }.
tournament-column-rank = #
tournament-column-player = Giocatore
tournament-column-points = Punti
# $round: il numero di un turno nell'intestazione di una colonna.
tournament-column-round = T{ $round }
tournament-list-empty = Qui non si è ancora tenuto nessun torneo: un direttore ne crea uno con `/{ cmd-tournament } { cmd-tournament-create }`.
tournament-list = { $count ->
    [one] 1 torneo
   *[other] { $count } tornei
} qui:
tournament-list-line = • **{ $name }** (`{ $id }`): { $game }, { $format }; { $state }, { $count ->
    [one] 1 giocatore
   *[other] { $count } giocatori
}
tournament-state-registration = iscrizioni aperte
tournament-state-running = turno { $round } in corso
tournament-state-finished = finito
tournament-state-cancelled = annullato

tournament-error-server-only = i tornei si giocano nel canale di un server, non nei messaggi diretti
tournament-error-none-here = qui non c'è nessun torneo in corso: `/{ cmd-tournament } { cmd-tournament-list }` elenca quelli di questo server, e un direttore ne crea uno con `/{ cmd-tournament } { cmd-tournament-create }`
tournament-error-which = ci sono diversi tornei in corso: indicane uno con `{ cmd-tournament-join.tournament }:` ({ $tournaments })
tournament-error-not-director = solo un direttore di torneo può farlo: chi può gestire il server, un membro del ruolo di direttore (`/{ cmd-settings } { cmd-settings-director-role }`) o chi ha creato il torneo
tournament-error-bad-rounds = uno svizzero ha da 1 a { $most } turni, non { $given }
tournament-error-bad-max-players = un torneo accoglie da 2 a { $most } giocatori, non { $given }
tournament-error-bad-groups = i gironi hanno da 3 a { $most } giocatori e ne mandano in finale meno di così (richiesti: gironi di { $size }, { $advance } qualificati)
tournament-error-unknown-tiebreak = `{ $code }` non è uno spareggio: usa i codici { $codes }
tournament-error-name-too-long = il nome di un torneo ha al massimo { $most } caratteri (questo ne ha { $chars })
tournament-error-entries-closed = il torneo `{ $id }` non accetta più iscrizioni
tournament-error-full = il torneo `{ $id }` è al completo ({ $count } giocatori)
tournament-error-already-in = sei già iscritto al torneo `{ $id }`
tournament-error-not-in = quel giocatore non è iscritto al torneo `{ $id }`
tournament-error-already-started = il torneo `{ $id }` è già iniziato
tournament-error-not-started = il torneo `{ $id }` non è ancora iniziato: il suo direttore lo avvia con `/{ cmd-tournament } { cmd-tournament-start }`
tournament-error-too-few = { $have } iscritti, e un torneo richiede almeno { $need } giocatori
tournament-error-too-many = { $have } giocatori sono troppi per un solo girone all'italiana (al massimo { $most }): crealo con `{ cmd-tournament-create.group_size }`, oppure come svizzero
tournament-error-not-a-tournament-game = la partita `{ $game }` non è una partita di torneo
tournament-error-game-over = la partita `{ $game }` è già finita: il suo risultato resta
tournament-error-no-such-round = non esiste il turno { $round }: { $last ->
    [0] non è ancora stato abbinato nessun turno
    [one] è stato abbinato solo il turno 1
   *[other] sono stati abbinati i turni da 1 a { $last }
}
tournament-error-unpairable = il turno successivo non si può abbinare: { $reason }
tournament-error-no-such-tournament = non esiste il torneo `{ $text }`; `/{ cmd-tournament } { cmd-tournament-list }` elenca quelli di questo server
tournament-error-bad-result = `{ $text }` non è un risultato: scrivi 1-0, 0-1, patta, o per un forfait +/-, -/+ o -/-
views-help-tournaments = `/{ cmd-tournament } { cmd-tournament-list }|{ cmd-tournament-join }` — tornei in un canale
tournament-column-group = Girone
tournament-picture-withdrawn = { $player } (ritirato)
tournament-picture-title = { $name }: classifica
tournament-picture-final-title = { $name }: classifica finale
tournament-picture-subtitle = { $game } · { $format } · { $count ->
    [one] 1 giocatore
   *[other] { $count } giocatori
}

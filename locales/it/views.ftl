# views: vedi locales/en/views.ftl per dove appare ogni messaggio.

## Scacchiere

views-board-title = Partita **{ $id }** · { $game } · { $first } ({ $first_side }) contro { $second } ({ $second_side })
views-last-move = Ultima mossa: { $move }{ $check ->
    [yes] , scacco
   *[no] {""}
}
views-status-to-move = Muove il { $side } ({ $player }) · mossa { $number }
views-status-to-move-deadline = Muove il { $side } ({ $player }) · mossa { $number } · scade tra { $left } ({ $deadline })
views-status-over = { $result } dopo { $moves ->
    [one] 1 mossa
   *[other] { $moves } mosse
}
views-caption-versus = contro
views-computer-player = Computer di livello { $level }

## /partite

views-games-none = Non hai ancora partite: sfida qualcuno con `/{ cmd-challenge }` per cominciarne una.
views-games-active = **Le tue partite** ({ $count } in corso)
views-games-line = `{ $id }` { $game } contro { $opponent } (giochi col { $side }), mossa { $number } · { $turn }
views-turn-yours = ▶ **tocca a te** — scade tra { $left }
views-turn-yours-untimed = ▶ **tocca a te**
views-turn-thinking = { $player } sta pensando
views-turn-theirs = è il turno di { $player } — scade tra { $left }
views-turn-theirs-untimed = è il turno di { $player }
views-games-finished = **Finite**
views-games-finished-line = `{ $id }` { $game } contro { $opponent } — { $result }
views-result-won = vinta ({ $reason })
views-result-lost = persa ({ $reason })
views-result-drew = patta ({ $reason })
views-games-unreadable = ⚠ `{ $id }`: la trascrizione di questa partita non si può leggere (l'amministratore del bot ne trova il motivo nel log)

## /esporta

views-export-attached = Partita { $id }: la trascrizione della partita è in allegato.

## /classifica

views-leaderboard-server = **Classifica di { $game } — questo server**
views-leaderboard-global = **Classifica di { $game } — ovunque**
views-leaderboard-server-empty = Classifica di { $game } — questo server: ancora nessuna partita finita.
views-leaderboard-global-empty = Classifica di { $game } — ovunque: ancora nessuna partita finita.
views-leaderboard-legend = Rating · punti · partite (vinte/patte/perse)
views-leaderboard-row = { $rank }. **{ $player }** — { $rating } · { $points ->
    [one] 1 punto
   *[other] { $points } punti
} · { $games ->
    [one] 1 partita
   *[other] { $games } partite
} ({ $wins }/{ $draws }/{ $losses })

## /statistiche

views-stats-player = **{ $player }**
views-stats-game = { $game }: rating { $rating } (±{ $deviation }), { $points ->
    [one] 1 punto
   *[other] { $points } punti
} in { $games ->
    [one] 1 partita
   *[other] { $games } partite
} ({ $wins }/{ $draws }/{ $losses })
views-stats-game-here = { $line }; qui { $rating }, { $games ->
    [one] 1 partita
   *[other] { $games } partite
}
views-stats-computer = { $game } contro il computer, livello { $level }: { $wins }/{ $draws }/{ $losses } (V/P/S)
views-stats-none = Ancora nessuna partita finita.
views-stats-never-played = **{ $player }** non ha ancora giocato nessuna partita.
views-stats-active = Partite in corso: { $count }

## Contro il computer

views-computer-thinking = Il computer sta pensando…
views-computer-played = { $computer } ha giocato **{ $move }** ({ $canonical }){ $check ->
    [yes] , scacco
   *[no] {""}
}.
views-computer-moved-your-move = Tocca a te nella partita { $id } ({ $computer } ha giocato { $move }{ $check ->
    [yes] , scacco
   *[no] {""}
}).
views-computer-game-over = La partita { $id } è finita. { $result }.
views-computer-accepts-draw = { $computer } accetta la patta: la partita { $id } finisce patta per accordo.
views-computer-declines-draw = { $computer } rifiuta la patta nella partita { $id }: pensa di stare meglio. Tocca a te.
views-computer-declines-draw-short = { $computer } rifiuta la patta (pensa di stare meglio).
views-computer-resigns = { $computer } abbandona la partita { $id }. { $result }.
views-computer-declines-draw-early = { $computer } rifiuta la patta nella partita { $id }: la partita è appena cominciata (prima della mossa 10 accetta solo se sta chiaramente peggio). Tocca a te.
views-computer-declines-draw-early-short = { $computer } rifiuta la patta (la partita è appena cominciata).
views-computer-declines-draw-level = { $computer } rifiuta la patta nella partita { $id }: la posizione è pari e continua a giocare per vincere. Tocca a te.
views-computer-declines-draw-level-short = { $computer } rifiuta la patta (la posizione è pari; gioca per vincere).
views-computer-takeback = { $computer } ti concede di ritirare la mossa ({ $moves }). Tocca a te, { $player }.
views-computer-considers-draw = Patta offerta nella partita { $id }: { $computer } ci sta pensando.

## Completamento automatico

views-choice-not-your-turn = Non è il tuo turno: in { $id } muove { $player } ({ $side })
views-choice-game = { $id } · { $game } contro { $opponent } · { $state }
views-choice-your-turn = tocca a te · scade tra { $left }
views-choice-your-turn-untimed = tocca a te
views-choice-their-turn = tocca all'avversario · scade tra { $left }
views-choice-their-turn-untimed = tocca all'avversario
views-choice-challenge-from = { $id } · { $game } da { $player } · { $time } a mossa · scade tra { $left }
views-choice-challenge-from-open = { $id } · { $game } da { $player } (aperta) · { $time } a mossa · scade tra { $left }
views-choice-challenge-to = { $id } · { $game } a { $player } · { $time } a mossa · scade tra { $left }
views-choice-challenge-open = { $id } · { $game } a chiunque · { $time } a mossa · scade tra { $left }
views-choice-side-first = { $side } (muove per primo in { $game })
views-choice-side-second = { $side } (muove per secondo in { $game })
views-choice-side-any-first = prima ({ $sides })
views-choice-side-any-second = seconda ({ $sides })
views-choice-side-in = { $side } in { $game }

## Impostazioni

views-notify-mention = Notifiche: ti menzionerò nel canale della partita.
views-notify-dm = Notifiche: riceverai un messaggio diretto.
views-notify-none = Notifiche: nessun avviso (le partite vengono comunque pubblicate nel loro canale).
views-threads-on = Le nuove partite si giocheranno ciascuna nel proprio thread.
views-threads-off = Le nuove partite si giocheranno nel canale in cui sono state iniziate.
views-xiangqi-repetition-end = Le partite di Xiangqi di questo server ora finiscono alla terza ripetizione di una posizione: lo scacco perpetuo o l'attacco perpetuo perde, ogni altra ripetizione è patta.
views-xiangqi-repetition-refuse = In questo server una mossa di Xiangqi che completerebbe una ripetizione perdente (scacco o attacco perpetuo) ora viene rifiutata e il giocatore deve variare; le altre ripetizioni restano patta.

## /aiuto

views-help-intro = **kibitz** — Topo, Xiangqi e Tempo per corrispondenza. Le partite hanno id brevi come `K7Q2`, da scrivere solo se in un canale ne hai più d'una.
views-help-challenge = `/{ cmd-challenge } { cmd-challenge.game } [{ cmd-challenge.opponent }] [{ cmd-challenge.side }] [{ cmd-challenge.time_per_move }]` — sfida qualcuno (o chiunque); di norma 3 giorni a mossa (da 1 ora a 14 giorni)
views-help-computer = `/{ cmd-challenge } { cmd-challenge.game } { cmd-challenge.opponent }:@kibitz [{ cmd-challenge.level }]` (o solo `{ cmd-challenge.level }`, 1–8, di norma 3) — contro il computer: risponde in pochi secondi; fuori classifica
views-help-answer = `/{ cmd-accept }`, `/{ cmd-decline }`, `/{ cmd-cancel }` — rispondi a una sfida o ritirala; le sfide scadono dopo 24 ore
views-help-move = `/{ cmd-move } { cmd-move.move } [{ cmd-move.game }]` — gioca una mossa (il completamento elenca quelle legali)
views-help-board = `/{ cmd-board } [{ cmd-board.game }] [{ cmd-board.as }]` — guarda la scacchiera; `/{ cmd-games }` — le tue partite, prima quelle dove tocca a te
views-help-offers = `/{ cmd-resign }` — abbandona; `/{ cmd-draw } { cmd-draw-offer }|{ cmd-draw-accept }|{ cmd-draw-decline }` — patta; `/{ cmd-takeback } { cmd-takeback-ask }|{ cmd-takeback-accept }|{ cmd-takeback-decline }` — ritiro della mossa
views-help-export = `/{ cmd-export } [{ cmd-export.game }]` — la trascrizione in testo e un replay animato
views-help-tables = `/{ cmd-leaderboard } { cmd-leaderboard.game } [{ cmd-leaderboard.scope }]`, `/{ cmd-stats } [{ cmd-stats.player }]`, `/{ cmd-rules } { cmd-rules.game }` — classifiche, risultati di un giocatore, regole
views-help-notify = `/{ cmd-notify } { cmd-notify.how }` — come sapere che tocca a te: una menzione, un messaggio diretto o niente
views-help-language = `/{ cmd-language } { cmd-language.language }` — la lingua delle risposte private e dei messaggi diretti (`{ choice-language-auto }`: quella della tua app di Discord)
views-help-time = Quando resta il 20% del tempo per mossa arriva un promemoria; se finisce perdi per tempo.
views-help-settings = `/{ cmd-settings } { cmd-settings-language } { cmd-settings-language.language }` — la lingua di ciò che kibitz pubblica qui (`{ choice-language-auto }`: quella principale del server); `/{ cmd-settings } { cmd-settings-threads } { choice-switch-on }|{ choice-switch-off }` — un thread per partita; richiedono Gestisci server
views-help-xiangqi-repetition = `/{ cmd-settings } { cmd-settings-xiangqi-repetition } { choice-repetition-end }|{ choice-repetition-refuse }` — Xiangqi: scacco o caccia perpetua perde, o la mossa è rifiutata

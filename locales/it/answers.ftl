# Le risposte del servizio: repliche ai comandi e avvisi.

thread-title = { $game } · { $kind } · { $first } contro { $second }

## Errori dell'utente: iniziano in minuscolo (Discord mette la maiuscola). `/games`,
## `/challenge`, `/cancel` restano in inglese.

error-no-such-game = la partita `{ $text }` non esiste; `/games` elenca le tue
error-no-game-here = qui non hai partite in corso; `/games` elenca le tue partite, `/challenge` ne inizia una
error-which-game-here = qui hai diverse partite in corso ({ $games }): di' quale
error-which-game-elsewhere = hai diverse partite in corso, nessuna qui ({ $games }): di' quale
error-not-a-player = non giochi nella partita { $game }
error-not-your-turn = nella partita { $game } non tocca a te: deve muovere { $player }
error-game-over = la partita { $game } è finita. { $result }
error-bad-move-examples = { $error } (le mosse si scrivono così: { $moves })
error-no-move-chosen = ora tocca a te nella partita { $game }: inizia a scrivere una casa nell'opzione della mossa per vedere le mosse legali
error-no-such-challenge = non c'è nessuna sfida aperta `{ $text }`
error-which-challenge = ci sono diverse sfide a cui potresti rispondere ({ $challenges }): di' quale
error-no-challenge-for-you = qui non ti aspetta nessuna sfida
error-own-challenge = non puoi accettare la tua stessa sfida; `/cancel` (o il suo pulsante Annulla) la ritira
error-decline-own-challenge = questa sfida è tua: annullala invece di rifiutarla
error-not-your-challenge = la sfida { $challenge } non è rivolta a te
error-not-the-challenger = solo chi ha lanciato la sfida { $challenge } può annullarla
error-challenge-expired = la sfida { $challenge } è scaduta; lanciane una nuova con `/challenge`
error-challenge-yourself = non puoi sfidare te stesso
error-time-out-of-range = il tempo per mossa dev'essere compreso tra { $min } e { $max } (hai chiesto { $given })
error-unknown-game = gioco sconosciuto '{ $text }': scegli topo, xiangqi o tempo
error-no-draw-offer = nella partita { $game } non c'è nessuna offerta di patta a cui rispondere
error-own-draw-offer = la patta l'hai offerta tu; aspetta la risposta dell'avversario
error-draw-already-offered = hai già offerto la patta nella partita { $game }
error-nothing-to-take-back = nella partita { $game } non hai nessuna mossa da ritirare
error-no-takeback-request = nella partita { $game } non c'è nessuna richiesta di ritirare una mossa a cui rispondere
error-own-takeback = la richiesta di ritirare la mossa l'hai fatta tu; aspetta la risposta dell'avversario
error-takeback-already-asked = hai già chiesto di ritirare una mossa nella partita { $game }
error-stale-button = quell'offerta non è più valida (la partita è andata avanti)
error-older-button = questo pulsante viene da una versione precedente del bot; usa invece il comando slash
error-newer-button = questo pulsante viene da una versione più recente del bot; usa invece il comando slash
error-bad-button = l'id di questo pulsante non l'ha creato il bot; usa invece il comando slash
error-busy = la partita è cambiata mentre il tuo comando veniva eseguito; guarda la scacchiera e riprova
error-not-a-side = `{ $text }` non è una parte del gioco { $game }: scrivi `{ $first }` o `{ $second }` (oppure `first`, `second`, `random`)
error-too-fast = stai mandando comandi troppo in fretta: riprova tra { $wait }
error-too-many-challenges = { $count ->
    [one] hai già una sfida aperta
   *[other] hai già { $count } sfide aperte
}: annullane una (`/cancel`) o aspetta le risposte (la prima scade tra { $expires })
error-too-many-games = { $count ->
    [one] hai già una partita in corso
   *[other] hai già { $count } partite in corso
}: finiscine una prima di iniziarne un'altra
error-challenger-has-too-many-games = { $count ->
    [one] { $player } ha già una partita in corso
   *[other] { $player } ha già { $count } partite in corso
}: questa sfida si potrà accettare quando una di esse sarà finita
error-game-unreadable = La partita { $game } non si può leggere, quindi non si può né mostrare né giocare. Le altre partite non ne risentono; avvisa l'amministratore del bot (dettaglio: `{ $detail }`).
error-record-unreadable = Un dato salvato non si può leggere. Le altre partite non ne risentono; avvisa l'amministratore del bot (dettaglio: `{ $detail }`).
error-database-unavailable = Al momento il database delle partite non è raggiungibile, quindi non è cambiato nulla: riprova tra poco.
error-bad-duration = '{ $text }' non è una durata; scrivila come 3d, 12h o 90min
error-duration-too-long = '{ $text }' è più di quanto l'orologio possa contare; il massimo è 1000 anni

## Mosse e finali.

play-too-late = Troppo tardi: la scadenza della partita { $game } è passata, quindi { $player } ha perso per tempo.
play-moved = { $player } ha giocato **{ $move }** ({ $canonical }){ $check ->
    [yes] , scacco
   *[no] {""}
}.
play-moved-plain = { $player } ha giocato **{ $move }**{ $check ->
    [yes] , scacco
   *[no] {""}
}.
play-computer-thinking = Il computer sta pensando…
play-your-move = Tocca a te nella partita { $game } ({ $player } ha giocato { $move }{ $check ->
    [yes] , scacco
   *[no] {""}
}). Scadenza: { $deadline }.
play-game-over = La partita { $game } è finita. { $result }.
play-game-over-between = La partita { $game } ({ $first } contro { $second }) è finita. { $result }.
play-resigned = { $player } ha abbandonato la partita { $game }. { $result }.
play-result-aborted = Annullata ({ $reason }) e non conta per la classifica: giocate meno di due mosse
play-aborted-unrated = La partita { $game } ha avuto meno di due mosse: è annullata e non conta per la classifica.

## Patte e mosse ritirate.

offer-button-accept-draw = Accetta la patta
offer-button-decline-draw = Rifiuta la patta
offer-button-allow-takeback = Concedi di ritirare
offer-button-refuse-takeback = Non concedere
offer-draw-made = { $player } offre la patta nella partita { $game }. { $opponent }, accetta o rifiuta (l'offerta decade se invece muovi).
offer-draw-notice = { $player } ti offre la patta nella partita { $game }.
offer-draw-accepted = { $player } ha accettato la patta: la partita { $game } finisce patta di comune accordo.
offer-draw-declined = { $player } ha rifiutato la patta nella partita { $game }; si continua a giocare.
offer-takeback-made = { $player } chiede di ritirare la sua ultima mossa nella partita { $game }. { $opponent }, accetta o rifiuta.
offer-takeback-notice = { $player } chiede di ritirare una mossa nella partita { $game }.
offer-takeback-accepted = { $player } ha concesso di ritirare: { $count ->
    [one] annullata la mossa { $moves }
   *[other] annullate le mosse { $moves }
}.
offer-takeback-whose = { $played } di { $player }
offer-takeback-your-move = Mossa ritirata nella partita { $game }: tocca a te.
offer-takeback-declined = { $player } non ha concesso di ritirare la mossa nella partita { $game }.

## Sfide e nuove partite.

challenge-sides-random = parti estratte a sorte
challenge-side = { $player } gioca con il { $side }
challenge-made = **{ $challenger }** sfida **{ $opponent }** a { $game } ({ $sides }; { $time } per mossa). Sfida `{ $challenge }`: rispondi entro { $expiry }.
challenge-made-open = **{ $challenger }** sfida **chiunque** a { $game } ({ $sides }; { $time } per mossa). Sfida `{ $challenge }`: rispondi entro { $expiry }.
challenge-button-accept = Accetta
challenge-button-decline = Rifiuta
challenge-button-cancel = Annulla
challenge-notice = { $challenger } ti sfida a { $game } (sfida `{ $challenge }`).
challenge-game-started = Partita **{ $game }** iniziata: { $first } ({ $first_side }) contro { $second } ({ $second_side }), { $time } per mossa.
challenge-started-your-move = La partita { $game } è iniziata: tocca a te.
challenge-declined = { $player } ha rifiutato la sfida a { $game } di { $challenger } (`{ $challenge }`).
challenge-declined-notice = { $player } ha rifiutato la tua sfida `{ $challenge }`.
challenge-withdrawn = { $player } ha ritirato la sfida `{ $challenge }`.

## Avvisi dell'orologio.

clock-challenge-expired = La tua sfida a { $game } `{ $challenge }` è scaduta senza risposta.
clock-reminder = Promemoria: tocca a te nella partita { $game }. Tempo rimasto: { $left } (scadenza { $deadline }), poi perdi per tempo.
clock-button-show-board = Mostra la scacchiera
clock-downtime = Il bot è rimasto fermo per { $down } e quel tempo non conta: nella partita { $game } hai ancora { $left } per muovere, come quando si è fermato (nuova scadenza { $deadline }).

error-no-server-here = qui non c'è un server: chiedi la classifica globale
error-server-only = le impostazioni del server si possono cambiare solo in un server
error-no-such-level = il livello { $level } non esiste: il computer gioca dal livello 1 (il più facile) all'8 (il più forte)

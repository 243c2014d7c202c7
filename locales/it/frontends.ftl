# Le parole proprie delle interfacce: il bot Discord e la console (kibitz local), e le risposte a
# /language e /settings language.

## Lingue

language-name = { $tag ->
    [en] English
    [it] Italiano
    [es] Español
    [pl] Polski
    [zh-CN] 简体中文
    [zh-TW] 繁體中文
   *[other] { $tag }
}
language-personal-set = Ora la tua lingua è { $language }: la usano le risposte che vedi solo tu e i tuoi messaggi diretti. Con `/language auto` torni a seguire l'app di Discord.
language-personal-auto = Le risposte che vedi solo tu e i tuoi messaggi diretti ora seguono la lingua della tua app di Discord.
language-server-set = Ciò che kibitz pubblica nei canali di questo server (scacchiere, sfide, avvisi) ora è in questa lingua: { $language }.
language-server-auto = Ciò che kibitz pubblica nei canali di questo server ora segue la lingua principale del server su Discord.

## Discord

discord-time-per-move-unreadable = '{ $text }' non è un tempo per mossa: scrivilo come 12h, 3d oppure 1d 12h
discord-level-needs-computer = `livello` serve per le partite contro il computer: lascia vuoto `avversario`, oppure scegli il bot stesso
discord-not-allowed = Solo chi può gestire questo server può cambiarne le impostazioni.
discord-server-only = Questo comando funziona solo in un server.
discord-slash-only = kibitz risponde solo ai comandi slash: scrivi / per vederli.
discord-shutting-down = Il bot si sta riavviando; riprova tra un minuto (non è cambiato nulla).
discord-option-unreadable = Non riesco a leggere '{ $input }': controlla le opzioni del comando e riprova.
discord-options-unreadable = Non riesco a leggere le opzioni del comando: controllale e riprova.
discord-apology = Scusa, qualcosa è andato storto da parte nostra e questo comando non ha cambiato nulla. Se succede di nuovo, avvisa l'amministratore del bot e indica il codice di errore `{ $id }`.

## Console (kibitz local). Le parole dei comandi (challenge, move, press…) si scrivono così come sono.

console-welcome = kibitz local — scrivi `help` per i comandi, `quit` per uscire. Sei { $user }.
console-not-utf8 = errore: quella riga non è testo UTF-8 ed è stata ignorata: riscrivila in UTF-8
console-error = errore: { $message }
console-internal-error = errore interno: { $error }
console-clock-error = orologio: { $message }
console-clock = orologio: { $time }
console-now-typing = ora scrivi come { $user }
console-language = lingua: { $language } ({ $tag })
console-no-moves = nessuna mossa da suggerire
console-started = iniziata: { $title }
console-picture = immagine: { $path }
console-picture-failed = impossibile scrivere { $path }: { $error }
console-buttons = pulsanti: { $buttons }
console-button = [{ $label }] press { $id }
console-notice = avviso per { $player } ({ $how }, { $kind }): { $text }
console-how-mention = menzione
console-how-dm = messaggio diretto
console-how-quiet = in silenzio
console-kind-your-turn = tocca a te
console-kind-reminder = promemoria
console-kind-time-loss = sconfitta a tempo
console-kind-draw-offered = patta proposta
console-kind-takeback-asked = richiesta di ritirare la mossa
console-kind-challenged = sfida ricevuta
console-kind-challenge-expired = sfida chiusa
console-kind-game-over = partita finita
console-kind-computer-moved = mossa del computer
console-kind-offer-answered = risposta alla proposta
console-unknown-command = comando sconosciuto '{ $command }': scrivi `help`
console-bad-name = '{ $name }' non è un nome: usa lettere, cifre, '-' o '_'
console-bad-duration = '{ $text }' non è una durata: scrivila come 2d, 5h o 30m (al massimo 1000 anni)
console-two-sides = hai indicato due lati (il secondo è '{ $side }'): scegline uno
console-unknown-language = '{ $text }' non è una lingua che kibitz parla: usa una di en, it, es, pl, zh-CN, zh-TW
console-usage-switch = uso: switch NOME
console-usage-advance = uso: advance DURATA (2d, 5h, 30m)
console-usage-challenge = uso: challenge AVVERSARIO|open GIOCO [PARTE] [TEMPO]
console-usage-challenge-computer = uso: challenge computer GIOCO [LIVELLO 1-8] [PARTE] [TEMPO]
console-usage-move = uso: move [PARTITA] MOSSA
console-usage-draw = uso: draw offer|accept|decline [PARTITA]
console-usage-takeback = uso: takeback ask|accept|decline [PARTITA]
console-usage-leaderboard = uso: leaderboard GIOCO [server|global]
console-usage-rules = uso: rules GIOCO
console-usage-notify = uso: notify mention|dm|none
console-usage-threads = uso: threads on|off
console-usage-xiangqi-repetition = uso: xiangqi-repetition end|refuse
console-usage-press = uso: press ID-PULSANTE
console-help =
    Comandi della console (inizia una riga con `nome>` per scriverla come quell'utente, oppure `switch nome`):
      challenge AVVERSARIO|open GIOCO [first|second|random|COLORE] [TEMPO]   es. challenge bob xiangqi red 1d
      challenge computer GIOCO [LIVELLO 1-8] [PARTE] [TEMPO]   es. challenge computer xiangqi 5 (livello predefinito 3)
      accept [ID]   decline [ID]   cancel [ID]
      move [PARTITA] MOSSA        moves [PARTITA] [INIZIO]   (mosse legali che iniziano così)
      board [PARTITA] [PARTE]      games
      resign [PARTITA]            draw offer|accept|decline [PARTITA]   takeback ask|accept|decline [PARTITA]
      export [PARTITA]            leaderboard GIOCO [server|global]   stats [NOME]   rules GIOCO
      note [PARTITA] [TESTO]      una nota privata su una partita (senza TESTO: le tue note)
      vacation start [GIORNI]|end|status   vacation-days GIORNI   (i tuoi orologi restano fermi mentre sei via)
      conditional add|list|clear [PARTITA] [LINEA]   se l'avversario gioca X, rispondi subito Y (lo vedi solo tu)
      notify mention|dm|none      threads on|off   press ID-PULSANTE   lang [en|it|es|pl|zh-CN|zh-TW]
      advance DURATA              (sposta l'orologio: 2d, 5h, 30m)   tick   quit

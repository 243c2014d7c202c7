# Le parole delle regole: perché una mossa è rifiutata, come è finita una partita.

## Una mossa rifiutata.

move-unreadable = '{ $text }' non è una mossa: { $reason }
move-ambiguous = '{ $text }' è ambigua: { $what }: { $candidates }?
move-illegal = '{ $text }' non è una mossa legale qui: { $reason }
move-game-over = la partita è finita. { $result }
move-reason-unreadable = non è una mossa: { $reason }
move-reason-ambiguous = mossa ambigua: { $what }: { $candidates }?

## Come si uniscono le parti di un motivo.

move-or = { $first } o { $rest }
move-two-parts = { $first }; { $second }
move-with-note = { $text } ({ $note })
move-legal-from = mosse legali da { $square }: { $moves }
move-pieces-that-can-move = pezzi che possono muovere: { $squares }
move-fits-several = corrisponde a { $count ->
    [2] due
    [3] tre
    [4] quattro
    [5] cinque
   *[other] { $count }
} mosse

## I pezzi del Topo.

piece-topo-topo = Topo
piece-topo-lepre = Lepre
piece-topo-cavallo = Cavallo
piece-topo-cane = Cane
piece-topo-pesce = Pesce
piece-topo-gattino = Gattino
pieces-topo-topo = Topi
pieces-topo-lepre = Lepri
pieces-topo-cavallo = Cavalli
pieces-topo-cane = Cani
pieces-topo-pesce = Pesci
pieces-topo-gattino = Gattini

## Topo: la regola che la mossa viola. La Lepre è femminile: «la Lepre», «il Cavallo».

move-topo-no-piece-of-yours = in { $square } non c'è nessun pezzo del { $side }
move-topo-not-how-it-moves = { $piece ->
    [Lepre] la Lepre
   *[other] il { $piece }
} in { $from } non può andare in { $to }: { $how }
move-topo-how-topo = il Topo muove di una casa in qualsiasi direzione, come il re degli scacchi
move-topo-how-lepre = la Lepre muove lungo colonne, traverse e diagonali, come la donna degli scacchi
move-topo-how-cavallo = il Cavallo salta come il cavallo degli scacchi
move-topo-how-cane = il Cane muove lungo colonne e traverse, come la torre degli scacchi
move-topo-how-pesce = il Pesce muove lungo le diagonali, come l'alfiere degli scacchi
move-topo-how-gattino = il Gattino avanza dritto e mangia in diagonale in avanti
move-topo-path-blocked = { $piece ->
    [Lepre] la Lepre
   *[other] il { $piece }
} in { $from } non può saltare: la casa { $blocker } sbarra la strada
move-topo-own-piece-on-target = in { $to } c'è già un tuo pezzo
move-topo-gattino-blocked = il Gattino in { $from } non può avanzare: { $blocker } è occupata (i Gattini mangiano solo in diagonale in avanti)
move-topo-gattino-diagonal-needs-capture = il Gattino in { $from } va in diagonale solo per mangiare, e { $to } è vuota (non esiste la presa en passant)
move-topo-gattino-long-step-only-from-second-rank = il Gattino in { $from } può avanzare di una sola casa: il passo lungo si fa solo dalla propria seconda traversa
move-topo-gattino-triple-step-only-on-edge-files = il Gattino in { $from } può avanzare al massimo di due case: solo i Gattini delle colonne a e h avanzano di tre
move-topo-topo-cannot-capture-topo = il Topo in { $from } non può mangiare il Topo in { $to }: un Topo non mangia mai un Topo
move-topo-cane-cannot-capture-cane-yet = il Cane in { $from } non può ancora mangiare il Cane in { $to }: un Cane può mangiare un Cane solo dopo che si è mosso un Gattino
move-topo-pesce-cannot-capture-gattino = il Pesce in { $from } non può mangiare il Gattino in { $to }: un Pesce non mangia mai un Gattino
move-topo-pesce-cannot-capture-before-topo-moved = il Pesce in { $from } non può catturare finché il tuo Topo non si è mosso
move-topo-pesce-before-lepre-moved = il Pesce in { $from } non può muoversi finché la tua Lepre non si è mossa
move-topo-choice-only-on-last-rank = una scelta per l'ultima traversa (t, l, c, r) vale solo per un Gattino che arriva sulla sua ultima traversa, e questa mossa in { $to } non lo è: togli la lettera
move-topo-send-back-square-occupied = il Gattino non può essere riportato indietro: { $square } è occupata (promuovilo con t, l o c, o lascialo sull'ultima traversa)
move-topo-topo-castling-already-used = hai già fatto l'arrocco di Topo (una volta per partita)
move-topo-lepre-castling-already-used = hai già fatto l'arrocco di Lepre (una volta per partita)
move-topo-castling-needs-topo = l'arrocco di Topo richiede uno dei tuoi Topi in { $square }
move-topo-castling-needs-cane = l'arrocco di Topo da questo lato richiede il tuo Cane in { $corner }
move-topo-castling-path-blocked = l'arrocco di Topo richiede che tutte le case tra il Topo e il Cane siano libere, e { $square } non lo è
move-topo-enemy-topo-on-central-square = niente arrocco finché il Topo avversario sta nel quadrato colorato al centro ({ $square })
move-topo-cavallo-on-central-square = niente arrocco di Lepre finché un Cavallo sta nel quadrato colorato al centro ({ $square })
move-topo-lepre-has-moved = l'arrocco di Lepre richiede in { $square } la Lepre originale, che non si sia mai mossa
move-topo-not-listed = { $move } non è una mossa legale qui
move-topo-cane-has-moved = l'arrocco di Lepre richiede in { $corner } il Cane originale, che non si sia mai mosso

## Topo: che cosa si può fare invece, e note su come è stata letta la mossa.

move-topo-unexplained = questa mossa non è legale
move-topo-no-castling = qui l'arrocco non è possibile
move-topo-no-legal-move-from = { $piece ->
    [Lepre] la Lepre
   *[other] il { $piece }
} in { $square } ora non ha mosse legali
move-topo-none-can-go = { $piece ->
    [Lepre] nessuna tua Lepre
   *[other] nessun tuo { $piece }
} può andare in { $square }
move-topo-yours-have-no-move = { $pieces ->
    [Lepri] le tue Lepri
   *[other] i tuoi { $pieces }
} ora non hanno mosse legali
move-topo-yours-can-play = { $pieces ->
    [Lepri] le tue Lepri
   *[other] i tuoi { $pieces }
} possono giocare: { $moves }
move-topo-note-b-file = una b minuscola è la colonna b; per un Pesce scrivi B maiuscola
move-topo-note-c-file = una c minuscola è la colonna c; per un Cavallo scrivi C o N maiuscola
move-topo-note-p-is-pesce = P è il Pesce; le mosse dei Gattini si scrivono senza lettera: { $square }
move-topo-note-write-pesce = per un Pesce scrivi B maiuscola
move-topo-note-write-cavallo = per un Cavallo scrivi C o N maiuscola
move-topo-ambiguous-pieces = { $count ->
    [2] due
    [3] tre
    [4] quattro
    [5] cinque
   *[other] { $count }
} { $pieces } possono andare in { $square }

## Topo: un testo che non è una mossa.

move-topo-how-to-write = scrivi casa di partenza e casa d'arrivo (e2e4, e7e8t) o la notazione algebrica abbreviata (e4, Nc3, exd5, e8=L, O-O)
move-topo-empty = la mossa è vuota
move-topo-nothing-left = non resta niente da leggere
move-topo-no-destination = manca la casa d'arrivo
move-topo-unexpected-after = testo inatteso dopo { $square }
move-topo-not-file-or-rank = '{ $char }' non è né una colonna né una traversa
move-topo-bad-start = la casa di partenza non si legge
move-topo-cannot-read = la mossa non si legge
move-topo-gattino-names-rank = una mossa di Gattino indica al massimo la sua colonna (exd5)
move-topo-no-pesce-on-last-rank = un Gattino non può diventare Pesce: sull'ultima traversa scegli t (Topo), l (Lepre), c (Cavallo), r (riportato indietro) o nessuna lettera (resta Gattino)
move-topo-no-cane-on-last-rank = un Gattino non può diventare Cane (R è la torre, cioè un Cane): per riportare il Gattino alla sua casa di partenza scrivi { $short } o { $canonical }
## After a Gattino sent back ($from its last-rank square, $square its start), under the move.
move-topo-sent-back = Il Gattino torna da { $from } alla sua casa di partenza, { $square }.
move-topo-not-a-choice = '{ $char }' non è una scelta per l'ultima traversa: usa t (Topo), l (Lepre), c (Cavallo), r (riportato indietro) o nessuna lettera (resta Gattino)
move-topo-letter-after-destination = solo un Gattino che arriva sull'ultima traversa vuole una lettera dopo la casa d'arrivo ({ $text })
move-topo-gattino-same-file = un Gattino cambia colonna solo quando mangia, quindi '{ $text }' con la stessa colonna non è una mossa
move-topo-gattino-far-file = un Gattino mangia solo verso una colonna vicina, non dalla colonna { $file } a { $to }

## Topo: regola di patta 9, il rifiuto di una proposta di patta.

move-topo-draw-before-start = non si può concordare la patta prima che la partita cominci
move-topo-draw-too-early = la patta si può concordare solo dopo { $count } mosse per parte e almeno una cattura: { $missing }
move-topo-draw-side-needs = al { $side } { $count ->
    [one] manca ancora 1 mossa
   *[other] mancano ancora { $count } mosse
}
move-topo-draw-side-more = al { $side } { $count }
move-topo-draw-both-sides = { $first } e { $second }
move-topo-draw-no-capture = non è ancora stato catturato nessun pezzo
move-topo-draw-moves-and-no-capture = { $moves }, e non è ancora stato catturato nessun pezzo

## I pezzi dello Xiangqi. L'elefante vuole «l'»: «l'elefante», «il cavallo».

piece-xiangqi-general-red = generale
piece-xiangqi-general-black = generale
piece-xiangqi-advisor-red = consigliere
piece-xiangqi-advisor-black = consigliere
piece-xiangqi-elephant-red = elefante
piece-xiangqi-elephant-black = elefante
piece-xiangqi-horse-red = cavallo
piece-xiangqi-horse-black = cavallo
piece-xiangqi-chariot-red = carro
piece-xiangqi-chariot-black = carro
piece-xiangqi-cannon-red = cannone
piece-xiangqi-cannon-black = cannone
piece-xiangqi-soldier-red = soldato
piece-xiangqi-soldier-black = soldato
pieces-xiangqi-general = generali
pieces-xiangqi-advisor = consiglieri
pieces-xiangqi-elephant = elefanti
pieces-xiangqi-horse = cavalli
pieces-xiangqi-chariot = carri
pieces-xiangqi-cannon = cannoni
pieces-xiangqi-soldier = soldati

## Xiangqi: la regola che la mossa viola.

move-xiangqi-no-piece = in { $square } non c'è nessun pezzo
move-xiangqi-not-your-piece = { $piece ->
    [elefante] l'elefante
   *[other] il { $piece }
} in { $square } è del { $owner }, e tocca al { $mover }
move-xiangqi-null-move = una mossa deve lasciare il suo punto
move-xiangqi-own-piece = in { $square } c'è già un tuo { $piece }
move-xiangqi-outside-palace = palazzo: { $piece ->
    [elefante] l'elefante
   *[other] il { $piece }
} non può uscire dal palazzo
move-xiangqi-general-step = generale: il generale muove di un punto lungo una colonna o una traversa
move-xiangqi-advisor-step = consigliere: il consigliere muove di un punto in diagonale
move-xiangqi-elephant-crosses-river = fiume: l'elefante non può attraversare il fiume
move-xiangqi-elephant-step = elefante: l'elefante muove esattamente di due punti in diagonale
move-xiangqi-elephant-eye-blocked = occhio dell'elefante: { $eye } è occupato, quindi l'elefante non può passare
move-xiangqi-horse-step = cavallo: il cavallo muove di un punto in linea retta, poi di uno in diagonale verso l'esterno
move-xiangqi-horse-leg-hobbled = cavallo impedito: il punto della gamba { $leg } è occupato
move-xiangqi-not-straight = { $piece ->
    [elefante] l'elefante
   *[other] il { $piece }
} muove lungo una colonna o una traversa
move-xiangqi-path-blocked = la strada è sbarrata in { $square }
move-xiangqi-cannon-needs-screen = schermo del cannone: il cannone cattura saltando esattamente un pezzo, e in mezzo { $count ->
    [0] non ce n'è nessuno
    [1] ce n'è uno
   *[other] ce ne sono { $count }
}
move-xiangqi-soldier-backward = soldato: un soldato non torna mai indietro
move-xiangqi-soldier-sideways-before-river = soldato: un soldato può muovere di lato solo dopo aver attraversato il fiume
move-xiangqi-soldier-step = soldato: un soldato avanza di un punto (o di lato, una volta passato il fiume)
move-xiangqi-leaves-general-in-check = scacco: il tuo { $general } sarebbe attaccato { $piece ->
    [elefante] dall'elefante
   *[other] dal { $piece }
} in { $square }
move-xiangqi-flying-general = generali faccia a faccia: i due generali si troverebbero uno di fronte all'altro su una colonna libera

## Xiangqi: che cosa si può fare invece, e un testo che non è una mossa.

move-xiangqi-how-to-write = scrivi in ICCS come h2e2, in WXF come C2=5 o R+=9, o in cinese come 炮二平五
move-xiangqi-empty = la mossa è vuota
move-xiangqi-not-iccs-or-wxf = non è né ICCS né WXF
move-xiangqi-not-chinese = non si legge come notazione cinese
move-xiangqi-no-legal-move-from = { $piece ->
    [elefante] l'elefante
   *[other] il { $piece }
} in { $square } non ha mosse legali
move-xiangqi-no-legal-move = non c'è nessuna mossa legale
move-xiangqi-move-and-point = { $move } ({ $iccs })
move-xiangqi-ambiguous-pieces = { $count ->
    [2] due
    [3] tre
    [4] quattro
    [5] cinque
   *[other] { $count }
} { $pieces } possono fare questa mossa
move-xiangqi-does-not-describe = { $text } non descrive { $move }
move-xiangqi-cannot-go-forward = { $piece ->
    [elefante] l'elefante
   *[other] il { $piece }
} in { $square } non può avanzare così
move-xiangqi-cannot-go-backward = { $piece ->
    [elefante] l'elefante
   *[other] il { $piece }
} in { $square } non può arretrare così
move-xiangqi-cannot-go-across = { $piece ->
    [elefante] l'elefante
   *[other] il { $piece }
} in { $square } non può spostarsi di lato così
move-xiangqi-which-on-file = sulla colonna { $file }
move-xiangqi-which-two-on-a-file = tra due sulla stessa colonna
move-xiangqi-which-three-on-a-file = tra tre sulla stessa colonna
move-xiangqi-which-nth-on-file = numero { $index } sulla colonna { $file }
move-xiangqi-which-ordinal = numero { $index } tra quelli che condividono una colonna
move-xiangqi-none-left = il { $side } non ha più nessun { $piece }
move-xiangqi-none-there = il { $side } non ha nessun { $piece } { $which } ({ $pieces } { $count ->
    [one] sulla colonna
   *[other] sulle colonne
} { $files })

## Tempo: la regola che la mossa viola.

move-tempo-no-stone = in { $square } non c'è nessuna pedina
move-tempo-not-your-stone = la pedina in { $square } è del { $owner }, e tocca al { $mover }
move-tempo-same-cell = una mossa deve andare da qualche parte: da { $square } a { $square } la pedina resta ferma
move-tempo-not-straight = da { $from } a { $to } non c'è una linea retta (le pedine muovono lungo una traversa, una colonna o una diagonale)
move-tempo-not-between-two-stones = la pedina in { $square } non sta tra due pedine: una pedina muove solo quando le due case ai suoi lati opposti (su una traversa, una colonna o una diagonale) sono occupate
move-tempo-corner-needs-both-neighbours = la pedina d'angolo in { $corner } può muovere solo quando le due case accanto all'angolo ({ $neighbours }) sono occupate
move-tempo-corner-moves-diagonally = la pedina d'angolo in { $corner } muove solo lungo la diagonale verso l'interno, in direzione di { $towards }
move-tempo-not-perpendicular = da { $from } a { $to } non è perpendicolare a una linea di cui la pedina sta nel mezzo ({ $lines }); può muovere verso { $directions }
move-tempo-line-row = la traversa { $from }–{ $to }
move-tempo-line-column = la colonna { $from }–{ $to }
move-tempo-line-diagonal = la diagonale { $from }–{ $to }
move-tempo-north = nord
move-tempo-north-east = nord-est
move-tempo-east = est
move-tempo-south-east = sud-est
move-tempo-south = sud
move-tempo-south-west = sud-ovest
move-tempo-west = ovest
move-tempo-north-west = nord-ovest
move-tempo-path-blocked = la strada da { $from } a { $to } è sbarrata dalla pedina in { $blocker }
move-tempo-capture-not-adjacent = { $from } non può catturare la pedina in { $to }: si cattura solo una pedina direttamente accanto
move-tempo-cannot-capture-own-stone = in { $to } c'è una tua pedina, e le proprie pedine non si catturano

## Tempo: che cosa si può fare invece, e un testo che non è una mossa.

move-tempo-no-legal-move = il { $side } non ha mosse legali
move-tempo-stone-cannot-move = la pedina in { $square } ora non può muovere
move-tempo-stones-that-can-move = pedine del { $side } che possono muovere: { $squares }
move-tempo-shape = scrivi una mossa come due case, di partenza e d'arrivo, per esempio b3c4 (vanno bene anche b3-c4 e b3xc4)
move-tempo-bad-cell = '{ $text }' non è una casa: le colonne vanno da a a f e le traverse da 1 a 5

## Come è finita una partita.

outcome-win = Vince il { $winner } ({ $reason })
outcome-draw = Patta ({ $reason })
outcome-win-on-time = Vince il { $winner } per tempo
outcome-no-moves = il giocatore di turno non ha mosse legali
outcome-xiangqi-checkmate = scacco matto
outcome-xiangqi-stalemate = stallo
outcome-xiangqi-no-moves = nessuna mossa legale: scacco matto o stallo
outcome-tempo-no-moves = il { $loser } non può muovere
outcome-perpetual-check = scacco perpetuo del { $loser }
outcome-repetition = triplice ripetizione
outcome-tempo-repetition-win = triplice ripetizione, meno pedine
outcome-tempo-repetition-draw = triplice ripetizione, tante pedine per parte
outcome-lepri-captured = catturate tutte le Lepri del { $loser }
outcome-perpetual-chase = attacco perpetuo
outcome-sixty-moves = 60 mosse per parte senza catture
outcome-xiangqi-chased = il { $side } ha attaccato a ogni mossa il pezzo in { $square } ({ $piece }{ $unprotected ->
    [yes] , senza difesa
   *[no] {""}
})
repetition-refused = questa mossa ripete la posizione per la terza volta mentre { $why }; per le regole asiatiche così si perde: gioca un'altra mossa
repetition-why-check = hai dato scacco a ogni mossa
repetition-why-chase = il tuo { $by } ha attaccato a ogni mossa il pezzo in { $square } ({ $piece }{ $unprotected ->
    [yes] , senza difesa
   *[no] {""}
})
repetition-why-draw = nessuno dei due ha dato scacco o attaccato a ogni mossa
repetition-warning = questa posizione si è ripetuta due volte; un'altra ripetizione decide la partita: { $decides }
repetition-decides-draw = patta, perché nessuno dei due ha dato scacco o attaccato a ogni mossa
repetition-decides-loss = perderebbe il { $loser }: { $why }
repetition-they-checked = il { $side } ha dato scacco a ogni mossa
outcome-no-lepri = nessuno dei due ha più Lepri
outcome-no-lepre-vs-no-topo = un giocatore non ha più Lepri e l'altro non ha più Topi
outcome-no-topi = nessuno dei due ha più Topi
outcome-sixty-half-moves = 30 mosse senza catture né mosse di Gattino
outcome-no-gattini = nessuno dei due ha più Gattini
outcome-bare-topo-lepre = a ciascuno restano solo un Topo e una Lepre
outcome-six-cavalli = sei o più Cavalli sulla scacchiera
outcome-central-square = due Topi o due Cavalli nemici nelle caselle centrali per due mosse consecutive
outcome-resignation = abbandono
outcome-time = tempo scaduto
outcome-agreement = per accordo
outcome-adjudication = per decisione del direttore
outcome-forfeit = per forfait

# Las palabras de las reglas: por qué se rechaza una jugada, cómo terminó una partida.

## Una jugada rechazada.

move-unreadable = '{ $text }' no es una jugada: { $reason }
move-ambiguous = '{ $text }' es ambigua: { $what }: ¿{ $candidates }?
move-illegal = '{ $text }' no es legal aquí: { $reason }
move-game-over = la partida ha terminado. { $result }
move-reason-unreadable = no es una jugada: { $reason }
move-reason-ambiguous = jugada ambigua: { $what }: ¿{ $candidates }?

## Cómo se unen las partes de un motivo.

move-or = { $first } o { $rest }
move-two-parts = { $first }; { $second }
move-with-note = { $text } ({ $note })
move-legal-from = jugadas legales desde { $square }: { $moves }
move-pieces-that-can-move = piezas que pueden moverse: { $squares }
move-fits-several = encaja con { $count ->
    [2] dos
    [3] tres
    [4] cuatro
    [5] cinco
   *[other] { $count }
} jugadas

## Las piezas del Topo: sus nombres italianos.

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

## Topo: la regla que rompe la jugada. La Lepre es femenina: «la Lepre», «el Cavallo».

move-topo-no-piece-of-yours = no hay ninguna pieza de las { $side } en { $square }
move-topo-not-how-it-moves = { $piece ->
    [Lepre] la Lepre
   *[other] el { $piece }
} de { $from } no puede ir a { $to }: { $how }
move-topo-how-topo = el Topo se mueve una casilla en cualquier dirección, como el rey del ajedrez
move-topo-how-lepre = la Lepre se mueve en línea recta y en diagonal, como la dama del ajedrez
move-topo-how-cavallo = el Cavallo salta como el caballo del ajedrez
move-topo-how-cane = el Cane se mueve por filas y columnas, como la torre del ajedrez
move-topo-how-pesce = el Pesce se mueve en diagonal, como el alfil del ajedrez
move-topo-how-gattino = el Gattino avanza en línea recta y captura en diagonal hacia delante
move-topo-path-blocked = { $piece ->
    [Lepre] la Lepre
   *[other] el { $piece }
} de { $from } no puede saltar: { $blocker } le corta el paso
move-topo-own-piece-on-target = en { $to } ya hay una pieza tuya
move-topo-gattino-blocked = el Gattino de { $from } no puede avanzar: { $blocker } está ocupada (los Gattini solo capturan en diagonal hacia delante)
move-topo-gattino-diagonal-needs-capture = el Gattino de { $from } solo va en diagonal para capturar, y { $to } está vacía (no hay captura al paso)
move-topo-gattino-long-step-only-from-second-rank = el Gattino de { $from } solo puede avanzar una casilla: el paso largo solo se da desde su propia segunda fila
move-topo-gattino-triple-step-only-on-edge-files = el Gattino de { $from } puede avanzar como mucho dos casillas: solo los Gattini de las columnas a y h avanzan tres
move-topo-topo-cannot-capture-topo = el Topo de { $from } no puede capturar al Topo de { $to }: un Topo nunca captura a un Topo
move-topo-cane-cannot-capture-cane-yet = el Cane de { $from } aún no puede capturar al Cane de { $to }: un Cane solo puede capturar a otro Cane después de que se haya movido algún Gattino
move-topo-pesce-cannot-capture-gattino = el Pesce de { $from } no puede capturar al Gattino de { $to }: un Pesce nunca captura a un Gattino
move-topo-pesce-cannot-capture-before-topo-moved = el Pesce de { $from } no puede capturar hasta que tu Topo se haya movido
move-topo-pesce-before-lepre-moved = el Pesce de { $from } no puede moverse hasta que tu Lepre se haya movido
move-topo-choice-only-on-last-rank = una elección de última fila (t, l, c, r) solo va con un Gattino que llega a su última fila, y esta jugada a { $to } no lo hace; quita la letra
move-topo-send-back-square-occupied = el Gattino no puede volver atrás: { $square } está ocupada (corónalo con t, l o c, o déjalo en la última fila)
move-topo-topo-castling-already-used = ya has enrocado con un Topo (una vez por partida)
move-topo-lepre-castling-already-used = ya has enrocado con una Lepre (una vez por partida)
move-topo-castling-needs-topo = el enroque de Topo necesita uno de tus Topi en { $square }
move-topo-castling-needs-cane = el enroque de Topo por este lado necesita tu Cane en { $corner }
move-topo-castling-path-blocked = el enroque de Topo necesita vacías todas las casillas entre el Topo y el Cane, y { $square } no lo está
move-topo-enemy-topo-on-central-square = no se puede enrocar mientras el Topo rival esté en el cuadrado central ({ $square })
move-topo-cavallo-on-central-square = no se puede hacer el enroque de Lepre mientras haya un Cavallo en el cuadrado central ({ $square })
move-topo-lepre-has-moved = el enroque de Lepre necesita en { $square } la Lepre original, que nunca se haya movido
move-topo-not-listed = { $move } no es una jugada legal aquí
move-topo-cane-has-moved = el enroque de Lepre necesita en { $corner } el Cane original, que nunca se haya movido

## Topo: qué se puede hacer en su lugar, y notas sobre cómo se leyó la jugada.

move-topo-unexplained = esa jugada no es legal
move-topo-no-castling = aquí no se puede enrocar
move-topo-no-legal-move-from = { $piece ->
    [Lepre] la Lepre
   *[other] el { $piece }
} de { $square } no tiene ahora jugadas legales
move-topo-none-can-go = { $piece ->
    [Lepre] ninguna Lepre tuya
   *[other] ningún { $piece } tuyo
} puede ir a { $square }
move-topo-yours-have-no-move = tus { $pieces } no tienen ahora jugadas legales
move-topo-yours-can-play = tus { $pieces } pueden jugar: { $moves }
move-topo-note-b-file = una b minúscula es la columna b; para un Pesce escribe B mayúscula
move-topo-note-c-file = una c minúscula es la columna c; para un Cavallo escribe C o N mayúscula
move-topo-note-p-is-pesce = P es el Pesce; las jugadas de Gattino se escriben sin letra: { $square }
move-topo-note-write-pesce = para un Pesce escribe B mayúscula
move-topo-note-write-cavallo = para un Cavallo escribe C o N mayúscula
move-topo-ambiguous-pieces = { $count ->
    [2] dos
    [3] tres
    [4] cuatro
    [5] cinco
   *[other] { $count }
} { $pieces } pueden ir a { $square }

## Topo: un texto que no es una jugada.

move-topo-how-to-write = escribe la casilla de salida y la de llegada (e2e4, e7e8t) o la notación algebraica abreviada (e4, Nc3, exd5, e8=L, O-O)
move-topo-empty = la jugada está vacía
move-topo-nothing-left = no queda nada que leer
move-topo-no-destination = falta la casilla de llegada
move-topo-unexpected-after = texto inesperado después de { $square }
move-topo-not-file-or-rank = '{ $char }' no es ni una columna ni una fila
move-topo-bad-start = no se entiende la casilla de salida
move-topo-cannot-read = no se entiende la jugada
move-topo-gattino-names-rank = una jugada de Gattino indica como mucho su columna (exd5)
move-topo-no-pesce-on-last-rank = un Gattino no puede convertirse en Pesce: en la última fila elige t (Topo), l (Lepre), c (Cavallo), r (volver atrás) o ninguna letra (sigue siendo Gattino)
move-topo-no-cane-on-last-rank = un Gattino no puede convertirse en Cane (R es la torre, es decir, un Cane): para que el Gattino vuelva a su casilla de salida, escribe { $short } o { $canonical }
## After a Gattino sent back ($from its last-rank square, $square its start), under the move.
move-topo-sent-back = El Gattino vuelve de { $from } a su casilla de salida, { $square }.
move-topo-not-a-choice = '{ $char }' no es una elección de última fila: usa t (Topo), l (Lepre), c (Cavallo), r (volver atrás) o ninguna letra (sigue siendo Gattino)
move-topo-letter-after-destination = solo un Gattino que llega a su última fila lleva una letra después de la casilla de llegada ({ $text })
move-topo-gattino-same-file = un Gattino solo cambia de columna cuando captura, así que '{ $text }' con la misma columna no es una jugada
move-topo-gattino-far-file = un Gattino solo captura hacia una columna vecina, no de la columna { $file } a { $to }

## Topo: regla de tablas 9, el rechazo de una oferta de tablas.

move-topo-draw-before-start = no se pueden acordar tablas antes de que empiece la partida
move-topo-draw-too-early = solo se pueden acordar tablas tras { $count } jugadas por bando y al menos una captura: { $missing }
move-topo-draw-side-needs = a las { $side } { $count ->
    [one] les falta 1 jugada
   *[other] les faltan { $count } jugadas
}
move-topo-draw-side-more = a las { $side }, { $count }
move-topo-draw-both-sides = { $first } y { $second }
move-topo-draw-no-capture = todavía no se ha capturado ninguna pieza
move-topo-draw-moves-and-no-capture = { $moves }, y todavía no se ha capturado ninguna pieza

## Las piezas del Xiangqi.

piece-xiangqi-general-red = General
piece-xiangqi-general-black = General
piece-xiangqi-advisor-red = Consejero
piece-xiangqi-advisor-black = Consejero
piece-xiangqi-elephant-red = Elefante
piece-xiangqi-elephant-black = Elefante
piece-xiangqi-horse-red = Caballo
piece-xiangqi-horse-black = Caballo
piece-xiangqi-chariot-red = Carro
piece-xiangqi-chariot-black = Carro
piece-xiangqi-cannon-red = Cañón
piece-xiangqi-cannon-black = Cañón
piece-xiangqi-soldier-red = Soldado
piece-xiangqi-soldier-black = Soldado
pieces-xiangqi-general = Generales
pieces-xiangqi-advisor = Consejeros
pieces-xiangqi-elephant = Elefantes
pieces-xiangqi-horse = Caballos
pieces-xiangqi-chariot = Carros
pieces-xiangqi-cannon = Cañones
pieces-xiangqi-soldier = Soldados

## Xiangqi: la regla que rompe la jugada (los nombres de las reglas, como en docs/rules/xiangqi.es.md).

move-xiangqi-no-piece = no hay ninguna pieza en { $square }
move-xiangqi-not-your-piece = el { $piece } de { $square } es del { $owner }, y le toca mover al { $mover }
move-xiangqi-null-move = una jugada tiene que salir de su punto
move-xiangqi-own-piece = en { $square } está tu propio { $piece }
move-xiangqi-outside-palace = palacio: el { $piece } no puede salir del palacio
move-xiangqi-general-step = General: el General se mueve un punto en horizontal o en vertical
move-xiangqi-advisor-step = Consejero: el Consejero se mueve un punto en diagonal
move-xiangqi-elephant-crosses-river = río: el Elefante no puede cruzar el río
move-xiangqi-elephant-step = Elefante: el Elefante se mueve exactamente dos puntos en diagonal
move-xiangqi-elephant-eye-blocked = ojo del elefante: { $eye } está ocupado, así que el Elefante no puede pasar
move-xiangqi-horse-step = Caballo: el Caballo se mueve un punto en horizontal o en vertical y luego otro en diagonal hacia fuera
move-xiangqi-horse-leg-hobbled = caballo trabado: el punto de la pata, { $leg }, está ocupado
move-xiangqi-not-straight = el { $piece } se mueve en horizontal o en vertical
move-xiangqi-path-blocked = el camino está bloqueado en { $square }
move-xiangqi-cannon-needs-screen = plataforma del cañón: el Cañón captura saltando exactamente una pieza, y en medio { $count ->
    [0] no hay ninguna
    [1] hay una
   *[other] hay { $count }
}
move-xiangqi-soldier-backward = Soldado: un Soldado nunca retrocede
move-xiangqi-soldier-sideways-before-river = Soldado: un Soldado solo puede moverse de lado después de cruzar el río
move-xiangqi-soldier-step = Soldado: un Soldado avanza un punto (o se mueve de lado, una vez cruzado el río)
move-xiangqi-leaves-general-in-check = jaque: tu { $general } quedaría atacado por el { $piece } de { $square }
move-xiangqi-flying-general = generales frente a frente: los dos Generales quedarían cara a cara en una columna libre

## Xiangqi: qué se puede hacer en su lugar, y un texto que no es una jugada.

move-xiangqi-how-to-write = escribe en ICCS como h2e2, en WXF como C2=5 o R+=9, o en chino como 炮二平五
move-xiangqi-empty = la jugada está vacía
move-xiangqi-not-iccs-or-wxf = no es ICCS ni WXF
move-xiangqi-not-chinese = no se entiende como notación china
move-xiangqi-no-legal-move-from = el { $piece } de { $square } no tiene jugadas legales
move-xiangqi-no-legal-move = no hay ninguna jugada legal
move-xiangqi-move-and-point = { $move } ({ $iccs })
move-xiangqi-ambiguous-pieces = { $count ->
    [2] dos
    [3] tres
    [4] cuatro
    [5] cinco
   *[other] { $count }
} { $pieces } pueden hacer esa jugada
move-xiangqi-does-not-describe = { $text } no describe { $move }
move-xiangqi-cannot-go-forward = el { $piece } de { $square } no puede avanzar así
move-xiangqi-cannot-go-backward = el { $piece } de { $square } no puede retroceder así
move-xiangqi-cannot-go-across = el { $piece } de { $square } no puede moverse así de lado
move-xiangqi-which-on-file = en la columna { $file }
move-xiangqi-which-two-on-a-file = que sea uno de dos en una misma columna
move-xiangqi-which-three-on-a-file = que sea uno de tres en una misma columna
move-xiangqi-which-nth-on-file = que sea el número { $index } de la columna { $file }
move-xiangqi-which-ordinal = que sea el número { $index } de los que comparten columna
move-xiangqi-none-left = al { $side } no le queda ningún { $piece }
move-xiangqi-none-there = el { $side } no tiene ningún { $piece } { $which } ({ $pieces } en { $count ->
    [one] la columna
   *[other] las columnas
} { $files })

## Tempo: la regla que rompe la jugada.

move-tempo-no-stone = no hay ninguna ficha en { $square }
move-tempo-not-your-stone = la ficha de { $square } es de las { $owner }, y les toca mover a las { $mover }
move-tempo-same-cell = una jugada tiene que ir a alguna parte: de { $square } a { $square } la ficha se queda quieta
move-tempo-not-straight = de { $from } a { $to } no hay una línea recta (las fichas se mueven por una fila, una columna o una diagonal)
move-tempo-not-between-two-stones = la ficha de { $square } no está entre dos fichas: una ficha solo se mueve cuando las dos casillas a lados opuestos de ella (en una fila, una columna o una diagonal) están ocupadas
move-tempo-corner-needs-both-neighbours = la ficha de la esquina { $corner } solo puede moverse cuando las dos casillas junto a la esquina ({ $neighbours }) están ocupadas
move-tempo-corner-moves-diagonally = la ficha de la esquina { $corner } solo se mueve por la diagonal hacia dentro del tablero, en dirección a { $towards }
move-tempo-not-perpendicular = de { $from } a { $to } no es perpendicular a ninguna línea en cuyo centro esté la ficha ({ $lines }); puede ir hacia el { $directions }
move-tempo-line-row = la fila { $from }–{ $to }
move-tempo-line-column = la columna { $from }–{ $to }
move-tempo-line-diagonal = la diagonal { $from }–{ $to }
move-tempo-north = norte
move-tempo-north-east = noreste
move-tempo-east = este
move-tempo-south-east = sureste
move-tempo-south = sur
move-tempo-south-west = suroeste
move-tempo-west = oeste
move-tempo-north-west = noroeste
move-tempo-path-blocked = el camino de { $from } a { $to } está bloqueado por la ficha de { $blocker }
move-tempo-capture-not-adjacent = { $from } no puede capturar la ficha de { $to }: solo se puede capturar una ficha que esté justo al lado
move-tempo-cannot-capture-own-stone = en { $to } hay una ficha tuya, y no puedes capturar tus propias fichas

## Tempo: qué se puede hacer en su lugar, y un texto que no es una jugada.

move-tempo-no-legal-move = las { $side } no tienen ninguna jugada legal
move-tempo-stone-cannot-move = la ficha de { $square } no puede moverse ahora
move-tempo-stones-that-can-move = fichas de las { $side } que pueden moverse: { $squares }
move-tempo-shape = escribe una jugada como dos casillas, de salida y de llegada, por ejemplo b3c4 (también valen b3-c4 y b3xc4)
move-tempo-bad-cell = '{ $text }' no es una casilla: las columnas van de la a a la f y las filas del 1 al 5

## Cómo terminó una partida. Las Blancas y las Negras son femeninas plurales; el Rojo y el
## Negro del Xiangqi, masculinos singulares.

outcome-win = { $winner ->
    [Blancas] Ganan las Blancas
    [Negras] Ganan las Negras
   *[other] Gana el { $winner }
} ({ $reason })
outcome-draw = Tablas ({ $reason })
outcome-win-on-time = { $winner ->
    [Blancas] Ganan las Blancas
    [Negras] Ganan las Negras
   *[other] Gana el { $winner }
} por tiempo
outcome-no-moves = el bando al que le toca no tiene jugadas legales
outcome-xiangqi-checkmate = jaque mate
outcome-xiangqi-stalemate = ahogado
outcome-xiangqi-no-moves = sin jugadas legales: mate o ahogado
outcome-tempo-no-moves = las { $loser } no pueden moverse
outcome-perpetual-check = jaque perpetuo del { $loser }
outcome-perpetual-chase = persecución perpetua
outcome-sixty-moves = 60 jugadas por bando sin capturas
outcome-xiangqi-chased = el { $side } atacó en cada jugada la pieza de { $square } ({ $piece }{ $unprotected ->
    [yes] , sin defensa
   *[no] {""}
})
repetition-refused = esta jugada repite la posición por tercera vez mientras { $why }; según las reglas asiáticas eso pierde: haz otra jugada
repetition-why-check = has dado jaque en cada jugada
repetition-why-chase = tu { $by } ha atacado en cada jugada la pieza de { $square } ({ $piece }{ $unprotected ->
    [yes] , sin defensa
   *[no] {""}
})
repetition-why-draw = ningún bando ha dado jaque ni atacado en cada jugada
repetition-warning = esta posición ya se ha dado dos veces; una repetición más decide la partida: { $decides }
repetition-decides-draw = tablas, porque ningún bando ha dado jaque ni atacado en cada jugada
repetition-decides-loss = perdería el { $loser }: { $why }
repetition-they-checked = el { $side } dio jaque en cada jugada
outcome-repetition = triple repetición
outcome-tempo-repetition-win = triple repetición, menos fichas
outcome-tempo-repetition-draw = triple repetición, mismo número de fichas
outcome-lepri-captured = capturadas todas las Lepri de las { $loser }
outcome-no-lepri = ningún bando conserva Lepri
outcome-no-lepre-vs-no-topo = un bando sin Lepri y el otro sin Topi
outcome-no-topi = ningún bando conserva Topi
outcome-sixty-half-moves = 60 medias jugadas sin capturas ni jugadas de Gattino
outcome-no-gattini = ningún bando conserva Gattini
outcome-bare-topo-lepre = a cada bando solo le quedan un Topo y una Lepre
outcome-six-cavalli = seis o más Cavalli en el tablero
outcome-central-square = un Topo o un Cavallo de cada color en el cuadrado central dos posiciones seguidas
outcome-resignation = abandono
outcome-time = tiempo agotado
outcome-agreement = por mutuo acuerdo
outcome-adjudication = por decisión del director
outcome-forfeit = por incomparecencia

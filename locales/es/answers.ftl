# Las respuestas del servicio: respuestas a los comandos y avisos.

thread-title = { $game } · { $kind } · { $first } contra { $second }

## Errores del usuario: empiezan en minúscula (Discord pone la mayúscula). `/games`,
## `/challenge`, `/cancel` se quedan en inglés.

error-no-such-game = no existe la partida `{ $text }`; `/games` lista las tuyas
error-no-game-here = aquí no tienes ninguna partida en curso; `/games` lista tus partidas y `/challenge` empieza una
error-which-game-here = aquí tienes varias partidas en curso ({ $games }): di cuál
error-which-game-elsewhere = tienes varias partidas en curso, ninguna aquí ({ $games }): di cuál
error-not-a-player = no juegas en la partida { $game }
error-not-your-turn = en la partida { $game } no es tu turno: le toca mover a { $player }
error-game-over = la partida { $game } ha terminado. { $result }
error-bad-move-examples = { $error } (las jugadas se escriben así: { $moves })
error-no-move-chosen = ahora te toca en la partida { $game }: empieza a escribir una casilla en la opción de la jugada para ver tus jugadas legales
error-no-such-challenge = no hay ningún desafío abierto `{ $text }`
error-which-challenge = hay varios desafíos que podrías responder ({ $challenges }): di cuál
error-no-challenge-for-you = aquí no te espera ningún desafío
error-own-challenge = no puedes aceptar tu propio desafío; `/cancel` (o su botón Cancelar) lo retira
error-decline-own-challenge = ese desafío es tuyo: cancélalo en vez de rechazarlo
error-not-your-challenge = el desafío { $challenge } no va dirigido a ti
error-not-the-challenger = solo quien lanzó el desafío { $challenge } puede cancelarlo
error-challenge-expired = el desafío { $challenge } ha caducado; lanza otro con `/challenge`
error-challenge-yourself = no puedes desafiarte a ti mismo
error-time-out-of-range = el tiempo por jugada debe estar entre { $min } y { $max } (pediste { $given })
error-unknown-game = juego desconocido '{ $text }': elige topo, xiangqi o tempo
error-no-draw-offer = en la partida { $game } no hay ninguna oferta de tablas que responder
error-own-draw-offer = las tablas las ofreciste tú; espera la respuesta de tu rival
error-draw-already-offered = ya ofreciste tablas en la partida { $game }
error-nothing-to-take-back = en la partida { $game } no tienes ninguna jugada que deshacer
error-no-takeback-request = en la partida { $game } no hay ninguna petición de deshacer que responder
error-own-takeback = deshacer la jugada lo pediste tú; espera la respuesta de tu rival
error-takeback-already-asked = ya pediste deshacer una jugada en la partida { $game }
error-stale-button = esa oferta ya no está abierta (la partida ha seguido)
error-older-button = este botón es de una versión anterior del bot; usa el comando de barra
error-newer-button = este botón es de una versión más reciente del bot; usa el comando de barra
error-bad-button = el id de este botón no lo creó el bot; usa el comando de barra
error-busy = la partida cambió mientras se procesaba tu comando; mira el tablero y vuelve a intentarlo
error-not-a-side = `{ $text }` no es un bando de { $game }: escribe `{ $first }` o `{ $second }` (o `first`, `second`, `random`)
error-too-fast = estás enviando comandos demasiado rápido: vuelve a intentarlo dentro de { $wait }
error-too-many-challenges = { $count ->
    [one] ya tienes un desafío abierto
   *[other] ya tienes { $count } desafíos abiertos
}: cancela uno (`/cancel`) o espera respuestas (el primero caduca dentro de { $expires })
error-too-many-games = { $count ->
    [one] ya tienes una partida en curso
   *[other] ya tienes { $count } partidas en curso
}: termina una antes de empezar otra
error-challenger-has-too-many-games = { $count ->
    [one] { $player } ya tiene una partida en curso
   *[other] { $player } ya tiene { $count } partidas en curso
}: este desafío podrá aceptarse cuando termine alguna
error-game-unreadable = La partida { $game } no se puede leer, así que no se puede mostrar ni jugar. Las demás partidas no se ven afectadas; avisa al administrador del bot (detalle: `{ $detail }`).
error-record-unreadable = Un dato guardado no se puede leer. Las demás partidas no se ven afectadas; avisa al administrador del bot (detalle: `{ $detail }`).
error-database-unavailable = Ahora mismo no se puede acceder a la base de datos de partidas, así que no ha cambiado nada: vuelve a intentarlo en un momento.
error-bad-duration = '{ $text }' no es una duración; escríbela como 3d, 12h o 90min
error-duration-too-long = '{ $text }' es más de lo que el reloj puede contar; el máximo son 1000 años

## Jugadas y finales.

play-too-late = Demasiado tarde: el plazo de la partida { $game } venció, así que { $player } perdió por tiempo.
play-moved = { $player } jugó **{ $move }** ({ $canonical }){ $check ->
    [yes] , jaque
   *[no] {""}
}.
play-moved-plain = { $player } jugó **{ $move }**{ $check ->
    [yes] , jaque
   *[no] {""}
}.
play-computer-thinking = El ordenador está pensando…
play-your-move = Te toca en la partida { $game } ({ $player } jugó { $move }{ $check ->
    [yes] , jaque
   *[no] {""}
}). Plazo: { $deadline }.
play-game-over = La partida { $game } ha terminado. { $result }.
play-game-over-between = La partida { $game } ({ $first } contra { $second }) ha terminado. { $result }.
play-resigned = { $player } abandonó la partida { $game }. { $result }.
play-result-aborted = Anulada ({ $reason }) y sin contar para la clasificación: se jugaron menos de dos jugadas
play-aborted-unrated = La partida { $game } tuvo menos de dos jugadas: queda anulada y no cuenta para la clasificación.

## Tablas y jugadas deshechas.

offer-button-accept-draw = Aceptar tablas
offer-button-decline-draw = Rechazar tablas
offer-button-allow-takeback = Permitir deshacer
offer-button-refuse-takeback = No permitir
offer-draw-made = { $player } ofrece tablas en la partida { $game }. { $opponent }, acepta o rechaza (la oferta caduca si mueves).
offer-draw-notice = { $player } te ofrece tablas en la partida { $game }.
offer-draw-accepted = { $player } aceptó las tablas: la partida { $game } termina en tablas por mutuo acuerdo.
offer-draw-declined = { $player } rechazó las tablas en la partida { $game }; la partida sigue.
offer-takeback-made = { $player } pide deshacer su última jugada en la partida { $game }. { $opponent }, acepta o rechaza.
offer-takeback-notice = { $player } pide deshacer una jugada en la partida { $game }.
offer-takeback-accepted = { $player } permitió deshacer: { $count ->
    [one] se deshizo la jugada { $moves }
   *[other] se deshicieron las jugadas { $moves }
}.
offer-takeback-whose = { $played } de { $player }
offer-takeback-your-move = Jugada deshecha en la partida { $game }: te toca.
offer-takeback-declined = { $player } no permitió deshacer la jugada en la partida { $game }.

## Desafíos y partidas nuevas.

challenge-sides-random = bandos por sorteo
challenge-side = bando de { $player }: { $side }
challenge-made = **{ $challenger }** desafía a **{ $opponent }** a una partida de { $game } ({ $sides }; { $time } por jugada). Desafío `{ $challenge }`: responde en menos de { $expiry }.
challenge-made-open = **{ $challenger }** desafía a **cualquiera** a una partida de { $game } ({ $sides }; { $time } por jugada). Desafío `{ $challenge }`: responde en menos de { $expiry }.
challenge-button-accept = Aceptar
challenge-button-decline = Rechazar
challenge-button-cancel = Cancelar
challenge-notice = { $challenger } te desafía a una partida de { $game } (desafío `{ $challenge }`).
challenge-game-started = Empieza la partida **{ $game }**: { $first } ({ $first_side }) contra { $second } ({ $second_side }), { $time } por jugada.
challenge-started-your-move = Empezó la partida { $game }: te toca mover.
challenge-declined = { $player } rechazó el desafío de { $challenger } a una partida de { $game } (`{ $challenge }`).
challenge-declined-notice = { $player } rechazó tu desafío `{ $challenge }`.
challenge-withdrawn = { $player } retiró el desafío `{ $challenge }`.

## Avisos del reloj.

clock-challenge-expired = Tu desafío a una partida de { $game } (`{ $challenge }`) caducó sin respuesta.
clock-reminder = Recordatorio: te toca en la partida { $game }. Tiempo restante: { $left } (plazo: { $deadline }); después pierdes por tiempo.
clock-button-show-board = Ver tablero
clock-downtime = El bot estuvo parado durante { $down } y ese tiempo no cuenta: en la partida { $game } aún tienes { $left } para mover, como cuando se detuvo (nuevo plazo: { $deadline }).

error-no-server-here = aquí no hay ningún servidor: pide la clasificación global
error-server-only = los ajustes del servidor solo se pueden cambiar dentro de un servidor
error-no-such-level = no existe el nivel { $level }: el ordenador juega del nivel 1 (el más fácil) al 8 (el más fuerte)

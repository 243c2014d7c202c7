# Las palabras propias de las interfaces: el bot de Discord y la consola (kibitz local), y las
# respuestas a /language y /settings language.

## Idiomas

language-name = { $tag ->
    [en] English
    [it] Italiano
    [es] Español
    [pl] Polski
    [zh-CN] 简体中文
    [zh-TW] 繁體中文
   *[other] { $tag }
}
language-personal-set = Tu idioma ahora es { $language }: lo usan las respuestas que solo ves tú y tus mensajes directos. Con `/language auto` vuelves a seguir tu aplicación de Discord.
language-personal-auto = Las respuestas que solo ves tú y tus mensajes directos ahora siguen el idioma de tu aplicación de Discord.
language-server-set = Lo que kibitz publica en los canales de este servidor (tableros, desafíos, avisos) ahora usa este idioma: { $language }.
language-server-auto = Lo que kibitz publica en los canales de este servidor ahora sigue el idioma principal del servidor en Discord.

## Discord

discord-time-per-move-unreadable = '{ $text }' no es un tiempo por jugada: escríbelo como 12h, 3d o 1d 12h
discord-level-needs-computer = `nivel` es para partidas contra el ordenador: deja vacío `rival` o elige al propio bot
discord-not-allowed = Solo quienes pueden gestionar este servidor pueden cambiar sus ajustes.
discord-server-only = Este comando solo funciona en un servidor.
discord-slash-only = kibitz solo responde a comandos de barra: escribe / para verlos.
discord-shutting-down = El bot se está reiniciando; inténtalo de nuevo en un minuto (no se cambió nada).
discord-option-unreadable = No pude leer '{ $input }': revisa las opciones del comando e inténtalo de nuevo.
discord-options-unreadable = No pude leer las opciones del comando: revísalas e inténtalo de nuevo.
discord-apology = Lo siento, algo falló de nuestro lado y este comando no cambió nada. Si vuelve a pasar, avisa al administrador del bot e indica el código de error `{ $id }`.

## Consola (kibitz local). Las palabras de los comandos (challenge, move, press…) se escriben tal cual.

console-welcome = kibitz local — escribe `help` para ver los comandos y `quit` para salir. Eres { $user }.
console-not-utf8 = error: esa línea no es texto UTF-8, así que se ignoró: vuelve a escribirla en UTF-8
console-error = error: { $message }
console-internal-error = error interno: { $error }
console-clock-error = reloj: { $message }
console-clock = reloj: { $time }
console-now-typing = ahora escribes como { $user }
console-language = idioma: { $language } ({ $tag })
console-no-moves = no hay jugadas que sugerir
console-started = empezada: { $title }
console-picture = imagen: { $path }
console-picture-failed = no se pudo escribir { $path }: { $error }
console-buttons = botones: { $buttons }
console-button = [{ $label }] press { $id }
console-notice = aviso para { $player } ({ $how }, { $kind }): { $text }
console-how-mention = mención
console-how-dm = mensaje directo
console-how-quiet = en silencio
console-kind-your-turn = tu turno
console-kind-reminder = recordatorio
console-kind-time-loss = derrota por tiempo
console-kind-draw-offered = tablas ofrecidas
console-kind-takeback-asked = petición de deshacer
console-kind-challenged = desafío recibido
console-kind-challenge-expired = desafío cerrado
console-kind-game-over = partida terminada
console-kind-computer-moved = jugada del ordenador
console-kind-offer-answered = oferta respondida
console-unknown-command = comando desconocido '{ $command }': escribe `help`
console-bad-name = '{ $name }' no es un nombre: usa letras, cifras, '-' o '_'
console-bad-duration = '{ $text }' no es una duración: escríbela como 2d, 5h o 30m (como mucho 1000 años)
console-two-sides = indicaste dos bandos (el segundo es '{ $side }'): elige uno
console-unknown-language = '{ $text }' no es un idioma que kibitz hable: usa uno de en, it, es, pl, zh-CN, zh-TW
console-usage-switch = uso: switch NOMBRE
console-usage-advance = uso: advance DURACIÓN (2d, 5h, 30m)
console-usage-challenge = uso: challenge RIVAL|open JUEGO [BANDO] [TIEMPO]
console-usage-challenge-computer = uso: challenge computer JUEGO [NIVEL 1-8] [BANDO] [TIEMPO]
console-usage-move = uso: move [PARTIDA] JUGADA
console-usage-draw = uso: draw offer|accept|decline [PARTIDA]
console-usage-takeback = uso: takeback ask|accept|decline [PARTIDA]
console-usage-leaderboard = uso: leaderboard JUEGO [server|global]
console-usage-rules = uso: rules JUEGO
console-usage-notify = uso: notify mention|dm|none
console-usage-threads = uso: threads on|off
console-usage-xiangqi-repetition = uso: xiangqi-repetition end|refuse
console-usage-press = uso: press ID-BOTÓN
console-help =
    Comandos de la consola (empieza una línea con `nombre>` para escribirla como ese usuario, o usa `switch nombre`):
      challenge RIVAL|open JUEGO [first|second|random|COLOR] [TIEMPO]   p. ej. challenge bob xiangqi red 1d
      challenge computer JUEGO [NIVEL 1-8] [BANDO] [TIEMPO]   p. ej. challenge computer xiangqi 5 (nivel 3 por defecto)
      accept [ID]   decline [ID]   cancel [ID]
      move [PARTIDA] JUGADA       moves [PARTIDA] [INICIO]   (jugadas legales que empiezan así)
      board [PARTIDA] [BANDO]     games
      resign [PARTIDA]            draw offer|accept|decline [PARTIDA]   takeback ask|accept|decline [PARTIDA]
      export [PARTIDA]            leaderboard JUEGO [server|global]   stats [NOMBRE]   rules JUEGO
      note [PARTIDA] [TEXTO]      una nota privada sobre una partida (sin TEXTO: tus notas)
      vacation start [DÍAS]|end|status   vacation-days DÍAS   (tus relojes se detienen mientras no estás)
      conditional add|list|clear [PARTIDA] [LÍNEA]   si el rival juega X, responde Y al instante (solo tú lo ves)
      notify mention|dm|none      threads on|off   press ID-BOTÓN   lang [en|it|es|pl|zh-CN|zh-TW]
      advance DURACIÓN            (adelanta el reloj: 2d, 5h, 30m)   tick   quit

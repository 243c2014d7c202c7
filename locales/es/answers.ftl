# Las respuestas del servicio: respuestas a los comandos y avisos.

thread-title = { $game } · { $kind } · { $first } contra { $second }
